// Server-side revocation of admin sessions: a copied cookie stops working after logout, and every cookie after
// 'Déconnecter toutes les sessions' — on the route handlers (401) and on Server Actions (401 interrupt).
import { z } from 'zod';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { getStore } from '@/lib/db';
import { POST as logout } from '@/app/api/admin/logout/route';
import { POST as logoutAll } from '@/app/api/admin/logout-all/route';
import { GET as probeSession } from '@/app/api/admin/session/route';
import { adminAction } from './action';
import { checkAdminSession, readAdminSession, startAdminSession } from './session';
import { SESSION_COOKIE_NAME } from './session-config';

jest.mock('@/lib/db', () => ({ getStore: jest.fn() }));

/** The browser's cookie jar, as next/headers `cookies()` exposes it to iron-session. */
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => {
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    },
  }),
}));

let store: TestStore;
const env = { ...process.env };
beforeAll(async () => {
  store = await createTestStore({ seed: false });
  jest.mocked(getStore).mockResolvedValue(store);
  process.env.SESSION_SECRET = 's'.repeat(40);
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
});
afterAll(async () => {
  process.env = { ...env };
  await store.close();
});
beforeEach(() => jar.clear());

async function logIn(): Promise<string> {
  jar.clear();
  await startAdminSession();
  const cookie = jar.get(SESSION_COOKIE_NAME);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

function presentCookie(cookie: string) {
  jar.clear();
  jar.set(SESSION_COOKIE_NAME, cookie);
}

const adminPost = (handler: (r: Request) => Promise<Response>) =>
  handler(new Request('http://localhost:3000/api/admin/x', { method: 'POST' }));

const action = adminAction(z.object({}), async () => 'fait');

describe('admin session revocation', () => {
  it('after logout, a copy of the cookie is refused: 401 on the API, 401 on a Server Action', async () => {
    const cookie = await logIn();
    expect(await readAdminSession()).toMatchObject({ admin: true });
    await expect(action({})).resolves.toEqual({ ok: true, data: 'fait' });

    presentCookie(cookie);
    expect((await adminPost(logout)).status).toBe(200);
    expect(jar.has(SESSION_COOKIE_NAME)).toBe(false);

    // The attacker (or another tab) replays the very same cookie.
    presentCookie(cookie);
    expect(await readAdminSession()).toBeNull();
    expect((await adminPost(logout)).status).toBe(401);
    await expect(action({})).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;401' });
  });

  it("'Déconnecter toutes les sessions' ends every session, other browsers included; a new login works", async () => {
    const laptop = await logIn();
    const phone = await logIn();
    presentCookie(phone);
    expect(await readAdminSession()).not.toBeNull();

    presentCookie(laptop);
    expect((await adminPost(logoutAll)).status).toBe(200);

    for (const cookie of [laptop, phone]) {
      presentCookie(cookie);
      expect(await readAdminSession()).toBeNull();
      expect((await adminPost(logoutAll)).status).toBe(401);
      await expect(action({})).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;401' });
    }
    await logIn();
    expect(await readAdminSession()).toMatchObject({ admin: true });
  });

  it('refuses a foreign Origin on logout (403) and keeps the session', async () => {
    const cookie = await logIn();
    presentCookie(cookie);
    const response = await logout(
      new Request('http://localhost:3000/api/admin/logout', {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
    expect(await readAdminSession()).not.toBeNull();
  });

  it('fails closed when the database cannot answer', async () => {
    const cookie = await logIn();
    presentCookie(cookie);
    jest.mocked(getStore).mockRejectedValueOnce(new Error('down'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await readAdminSession()).toBeNull();
    log.mockRestore();
  });

  it('lets Next’s own signals through (cookies() at build time): the page is marked request-time, nothing is logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // What cookies() throws while `next build` prerenders a page (Next's DynamicServerError, known by its digest).
    const signal = () =>
      Object.assign(new Error('Dynamic server usage: Route /admin used `cookies`'), {
        digest: 'DYNAMIC_SERVER_USAGE',
      });
    presentCookie(await logIn());
    jest.mocked(getStore).mockRejectedValueOnce(signal());
    await expect(readAdminSession()).rejects.toMatchObject({ digest: 'DYNAMIC_SERVER_USAGE' });
    jest.mocked(getStore).mockRejectedValueOnce(signal());
    await expect(probeSession()).rejects.toMatchObject({ digest: 'DYNAMIC_SERVER_USAGE' });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('the session probe tells an outage from an expired session: it throws, it never says « over »', async () => {
    const cookie = await logIn();
    presentCookie(cookie);
    expect(await checkAdminSession()).toMatchObject({ admin: true });
    jest.mocked(getStore).mockRejectedValueOnce(new Error('down'));
    await expect(checkAdminSession()).rejects.toThrow('down');
    jar.clear();
    expect(await checkAdminSession()).toBeNull();
  });
});
