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
    const response = await login({ password: PASSWORD }, { 'x-forwarded-for': '203.0.113.1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, redirectTo: '/admin/dashboard' });
    expect(startAdminSession).toHaveBeenCalledTimes(1);
  });

  it('answers 401 with the spec message for a wrong password, without a session', async () => {
    const response = await login({ password: 'faux' }, { 'x-forwarded-for': '203.0.113.2' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { title: 'Échec de la connexion', message: 'Le mot de passe est incorrect.' },
    });
    expect(startAdminSession).not.toHaveBeenCalled();
  });

  it('answers 429 to the 6th attempt from one IP, even with the right password', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.3' };
    for (let i = 0; i < 5; i += 1) expect((await login({ password: 'faux' }, ip)).status).toBe(401);
    const blocked = await login({ password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((await blocked.json()).error.message).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
    expect(startAdminSession).not.toHaveBeenCalled();
  });

  it('answers 400 for a missing password or a body that is not JSON', async () => {
    expect((await login({}, { 'x-forwarded-for': '203.0.113.4' })).status).toBe(400);
    expect((await login('{oops', { 'x-forwarded-for': '203.0.113.4' })).status).toBe(400);
  });

  it('refuses a cross-site POST (403)', async () => {
    const response = await login({ password: PASSWORD }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(startAdminSession).not.toHaveBeenCalled();
  });

  it('ignores the plain ADMIN_PASSWORD in production', async () => {
    Object.assign(process.env, {
      ADMIN_PASSWORD_HASH: '',
      NODE_ENV: 'development',
      ADMIN_PASSWORD: PASSWORD,
    });
    resetServerEnvForTests();
    expect((await login({ password: PASSWORD }, { 'x-forwarded-for': '203.0.113.5' })).status).toBe(200);

    Object.assign(process.env, { NODE_ENV: 'production', ADMIN_PASSWORD: PASSWORD });
    delete process.env.ADMIN_PASSWORD_HASH;
    resetServerEnvForTests();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // lib/env refuses the plain password in production: no login is possible (never a 500).
    const response = await login({ password: PASSWORD }, { 'x-forwarded-for': '203.0.113.6' });
    log.mockRestore();
    expect(response.status).toBe(503);
  });

  it('answers 503 when the database is down', async () => {
    jest.mocked(getStore).mockRejectedValueOnce(new Error('down'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await login({ password: PASSWORD }, { 'x-forwarded-for': '203.0.113.7' });
    log.mockRestore();
    expect(response.status).toBe(503);
  });
});
