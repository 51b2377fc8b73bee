import { randomBytes, scryptSync } from 'node:crypto';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';
import { hashPassword } from '@/lib/auth/password';
import { startAdminSession } from '@/lib/auth/session';
import { getStore } from '@/lib/db';
import { POST } from './route';

jest.mock('@/lib/db', () => ({ getStore: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ startAdminSession: jest.fn() }));

const PASSWORD = 'le-mot-de-passe-admin';
const HASH = hashPassword(PASSWORD);

function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(':');
}

function login(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('POST /api/admin/login', () => {
  let store: TestStore;
  const env = { ...process.env };

  beforeAll(async () => {
    store = await createTestStore({ seed: false });
    jest.mocked(getStore).mockResolvedValue(store);
  });
  afterAll(async () => {
    await store.close();
  });
  beforeEach(() => {
    process.env = {
      ...env,
      NODE_ENV: 'production',
      // A production server on the embedded test store (lib/env.ts asks for the flag).
      ALLOW_EMBEDDED_DB: '1',
      ADMIN_PASSWORD_HASH: HASH,
      SESSION_SECRET: 's'.repeat(40),
    };
    resetServerEnvForTests();
    jest.mocked(startAdminSession).mockClear();
  });
  afterEach(() => {
    process.env = { ...env };
    resetServerEnvForTests();
  });

  it('opens the session for the right password', async () => {
    const response = await login({ password: PASSWORD }, { 'x-real-ip': '203.0.113.1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, redirectTo: '/admin/dashboard' });
    expect(startAdminSession).toHaveBeenCalledTimes(1);
  });

  it('answers 401 with the spec message for a wrong password, without a session', async () => {
    const response = await login({ password: 'faux' }, { 'x-real-ip': '203.0.113.2' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { title: 'Échec de la connexion', message: 'Le mot de passe est incorrect.' },
    });
    expect(startAdminSession).not.toHaveBeenCalled();
  });

  it('answers 429 to the 6th attempt from one IP, even with the right password', async () => {
    const ip = { 'x-real-ip': '203.0.113.3' };
    for (let i = 0; i < 5; i += 1) expect((await login({ password: 'faux' }, ip)).status).toBe(401);
    const blocked = await login({ password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((await blocked.json()).error.message).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
    expect(startAdminSession).not.toHaveBeenCalled();
  });

  it('issues a signed device cookie at a successful login, scoped to the login endpoint', async () => {
    const response = await login({ password: PASSWORD }, { 'x-real-ip': '203.0.113.11' });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^hm_admin_device=v1\.[0-9a-f-]{36}\.\d+\.[\w-]+;/);
    expect(setCookie).toContain('Path=/api/admin/login');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Secure');
    expect(
      (await login({ password: 'faux' }, { 'x-real-ip': '203.0.113.12' })).headers.get('set-cookie'),
    ).toBeNull();
  });

  it('100 failed logins from rotating clients, then the right password from a browser that logged in before → dashboard; a stranger stays limited per client', async () => {
    // scrypt at N=2^10 for this long run (the route reads any valid scrypt:N:r:p hash); the rule is what is tested.
    process.env.ADMIN_PASSWORD_HASH = cheapHash(PASSWORD);
    resetServerEnvForTests();
    // The operator logged in once from this browser: it holds a device cookie.
    const first = await login({ password: PASSWORD }, { 'x-real-ip': '192.0.2.200' });
    const device = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    // An attacker: 100 wrong passwords from 100 addresses, and 5 more from the operator's own address.
    for (let i = 0; i < 100; i += 1) {
      const response = await login(
        { password: `essai-${i}` },
        { 'x-real-ip': `198.51.${100 + (i % 3)}.${i}` },
      );
      expect(response.status).toBe(401);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ password: 'faux' }, { 'x-real-ip': '192.0.2.200' })).status).toBe(401);
    }
    // A stranger at that address (no device cookie) is limited…
    expect((await login({ password: PASSWORD }, { 'x-real-ip': '192.0.2.200' })).status).toBe(429);
    // …a fresh address is not (no global lockout)…
    expect((await login({ password: 'faux' }, { 'x-real-ip': '192.0.2.201' })).status).toBe(401);
    // …and the operator's browser gets in with the right password.
    jest.mocked(startAdminSession).mockClear();
    const operator = await login({ password: PASSWORD }, { 'x-real-ip': '192.0.2.200', cookie: device });
    expect(operator.status).toBe(200);
    expect(await operator.json()).toEqual({ ok: true, redirectTo: '/admin/dashboard' });
    expect(startAdminSession).toHaveBeenCalledTimes(1);
  });

  it('a forged or tampered device cookie buys nothing', async () => {
    const ip = { 'x-real-ip': '203.0.113.40' };
    for (let i = 0; i < 5; i += 1) expect((await login({ password: 'faux' }, ip)).status).toBe(401);
    const forged =
      'hm_admin_device=v1.6f1c2b3a-1111-4222-8333-944455566677.1767225600000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await login({ password: PASSWORD }, { ...ip, cookie: forged })).status).toBe(429);
  });

  it('writes nothing for an attempt refused before any password work (429): hammering costs one read', async () => {
    const ip = { 'x-real-ip': '203.0.113.41' };
    for (let i = 0; i < 5; i += 1) expect((await login({ password: 'faux' }, ip)).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await login({ password: 'faux' }, ip)).status).toBe(429);
    const rows = await store.sql.query<{ refused: boolean }>(
      "select refused from public.login_attempts where ip = '203.0.113.41' order by id",
    );
    expect(rows.rows.map((r) => r.refused)).toEqual([false, false, false, false, false]);
  });

  it('answers 400 for a missing password or a body that is not JSON', async () => {
    expect((await login({}, { 'x-real-ip': '203.0.113.4' })).status).toBe(400);
    expect((await login('{oops', { 'x-real-ip': '203.0.113.4' })).status).toBe(400);
  });

  it('refuses a POST from another origin than SITE_URL (403, French message), before any password work', async () => {
    process.env.SITE_URL = 'https://www.harmony-move.fr';
    resetServerEnvForTests();
    for (const origin of [
      'https://evil.example',
      'null',
      'http://www.harmony-move.fr',
      'https://localhost',
    ]) {
      const response = await login({ password: PASSWORD }, { origin, 'x-real-ip': '203.0.113.60' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          title: 'Accès refusé',
          message:
            'Cette demande ne provient pas du site Harmony Move. Rechargez la page du site et réessayez.',
        },
      });
    }
    expect(startAdminSession).not.toHaveBeenCalled();
    const same = await login(
      { password: PASSWORD },
      { origin: 'https://www.harmony-move.fr', 'x-real-ip': '203.0.113.60' },
    );
    expect(same.status).toBe(200);
  });

  it('ignores the plain ADMIN_PASSWORD in production', async () => {
    Object.assign(process.env, {
      ADMIN_PASSWORD_HASH: '',
      NODE_ENV: 'development',
      ADMIN_PASSWORD: PASSWORD,
    });
    resetServerEnvForTests();
    expect((await login({ password: PASSWORD }, { 'x-real-ip': '203.0.113.5' })).status).toBe(200);

    Object.assign(process.env, { NODE_ENV: 'production', ADMIN_PASSWORD: PASSWORD });
    delete process.env.ADMIN_PASSWORD_HASH;
    resetServerEnvForTests();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // lib/env refuses the plain password in production: no login is possible (never a 500).
    const response = await login({ password: PASSWORD }, { 'x-real-ip': '203.0.113.6' });
    log.mockRestore();
    expect(response.status).toBe(503);
  });

  it('answers 503 when the database is down', async () => {
    jest.mocked(getStore).mockRejectedValueOnce(new Error('down'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await login({ password: PASSWORD }, { 'x-real-ip': '203.0.113.7' });
    log.mockRestore();
    expect(response.status).toBe(503);
  });
});
