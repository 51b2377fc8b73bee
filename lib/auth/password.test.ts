import crypto from 'node:crypto';
import { resetServerEnvForTests, serverEnv } from '@/lib/env';
import {
  hashPassword,
  parsePasswordHash,
  plainPasswordMatches,
  SCRYPT_PARAMS,
  verifyPassword,
} from './password';

describe('admin password hashing', () => {
  const password = 'Un mot de passe très solide !';
  const stored = hashPassword(password);

  afterEach(() => jest.restoreAllMocks());

  it('stores OWASP scrypt parameters, a random salt and a 64-byte key in a self-describing string', () => {
    const parsed = parsePasswordHash(stored);
    expect(parsed).toMatchObject({ N: 2 ** 17, r: 8, p: 1 });
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(parsed?.key).toHaveLength(64);
    expect(parsed?.salt.length).toBeGreaterThanOrEqual(16);
    expect(stored.startsWith('scrypt:131072:8:1:')).toBe(true);
    // `$` would be expanded by Next's .env loader.
    expect(stored).not.toContain('$');
  });

  it('salts every hash differently', () => {
    expect(hashPassword(password)).not.toBe(stored);
  });

  it('verifies the right password (round trip)', async () => {
    await expect(verifyPassword(password, stored)).resolves.toBe(true);
  });

  it('rejects a wrong password, a near miss and an empty one', async () => {
    await expect(verifyPassword('mauvais', stored)).resolves.toBe(false);
    await expect(verifyPassword(`${password} `, stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('compares the derived keys with crypto.timingSafeEqual', async () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    await verifyPassword('mauvais', stored);
    expect(spy).toHaveBeenCalledTimes(1);
    const [a, b] = spy.mock.calls[0] as [Buffer, Buffer];
    expect(a).toHaveLength(64);
    expect(b).toHaveLength(64);
  });

  it('never matches a malformed or out-of-bounds hash (no memory bomb from a bad env value)', async () => {
    await expect(verifyPassword(password, 'not-a-hash')).resolves.toBe(false);
    await expect(verifyPassword(password, stored.replace('scrypt:', 'bcrypt:'))).resolves.toBe(false);
    expect(parsePasswordHash(stored.replace(':131072:', ':1073741824:'))).toBeNull();
    expect(parsePasswordHash(stored.replace(':131072:', ':1000:'))).toBeNull();
    expect(parsePasswordHash('scrypt:131072:8:1::')).toBeNull();
  });

  it('refuses to hash an empty password', () => {
    expect(() => hashPassword('')).toThrow('Le mot de passe ne peut pas être vide.');
  });

  it('compares the development plain password timing-safely', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    expect(plainPasswordMatches('dev-secret', 'dev-secret')).toBe(true);
    expect(plainPasswordMatches('dev-secre', 'dev-secret')).toBe(false);
    expect(plainPasswordMatches('', 'dev-secret')).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
  });
});

describe('ADMIN_PASSWORD_HASH validation at start (lib/env.ts)', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    resetServerEnvForTests();
  });

  it('accepts a hash printed by the CLI and refuses anything else with a French hint', () => {
    process.env.ADMIN_PASSWORD_HASH = hashPassword('un-autre-mot-de-passe');
    resetServerEnvForTests();
    expect(serverEnv().ADMIN_PASSWORD_HASH).toBe(process.env.ADMIN_PASSWORD_HASH);

    process.env.ADMIN_PASSWORD_HASH = 'scrypt$131072$8$1$abc$def';
    resetServerEnvForTests();
    expect(() => serverEnv()).toThrow('générez-le avec npm run admin:hash-password');
  });
});
