// The public edges against the real production start (server.mjs, `npm start`), written as an attacker would:
// header rotation on a throttled form, foreign origins, the operator's device cookie after a guessing run, and
// session cookies revoked on the server.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_NO_STRIPE_URL } from '../playwright.config';
import { SESSION_COOKIE_NAME } from '../lib/auth/session-config';
import { toastWith } from './helpers';

const contactBody = (message: string) => ({
  requestId: randomUUID(),
  name: 'Camille Martin',
  email: 'camille@example.fr',
  phone: '',
  message,
});

/**
 * The admin signed in through the login page on the second server (its own database): ending its sessions must not
 * end other specs' sessions.
 */
async function signedInOnSecondServer(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_NO_STRIPE_URL });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE_NAME);
  return { context, page, session };
}

test.describe('public edges', () => {
  test('reached directly (TRUSTED_PROXY=none): rotating X-Real-IP / X-Forwarded-For / x-hm-peer-ip still gets 429', async ({
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_NO_STRIPE_URL });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const response = await api.post('/api/contact', {
        data: contactBody(`Rotation ${i}`),
        headers: {
          'x-real-ip': `198.51.100.${i}`,
          'x-forwarded-for': `203.0.113.${i}, 198.18.0.${i}`,
          'x-vercel-forwarded-for': `198.19.0.${i}`,
          'x-hm-peer-ip': `198.20.0.${i}`,
        },
      });
      statuses.push(response.status());
    }
    await api.dispose();
    // One client for the server, whatever it claims: at most 10 accepted, then 429 every time.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThanOrEqual(0);
    expect(firstRefusal).toBeLessThanOrEqual(10);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(10);
  });

  test('a foreign Origin is refused with 403 on the login and on every public POST', async ({ request }) => {
    const evil = { origin: 'https://evil.example', 'x-forwarded-for': '192.0.2.120' };
    for (const path of [
      '/api/admin/login',
      '/api/quote',
      '/api/bookings',
      '/api/checkout',
      '/api/contact',
      '/api/business',
      '/api/package-bookings',
      '/api/verify-stripe-session',
    ]) {
      const response = await request.post(path, { data: { password: 'x' }, headers: evil });
      expect(response.status(), path).toBe(403);
      expect(JSON.stringify(await response.json()), path).toContain('ne provient pas du site Harmony Move');
    }
    // The site's own origin passes the gate (SITE_URL is the server's address in the e2e config).
    const own = await request.post('/api/contact', {
      data: contactBody('Depuis le site'),
      headers: { origin: String(test.info().project.use.baseURL), 'x-forwarded-for': '192.0.2.121' },
    });
    expect(own.status()).toBe(201);
  });
});

test('pages carry the page policy, the API a policy that allows nothing; both the common headers', async ({
  request,
}) => {
  for (const path of ['/', '/reservation', '/en/about']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
  const api = await request.post('/api/quote', { data: {} });
  const headers = api.headers();
  // Nothing may load or frame an API answer; one inline style is allowed by its hash (the no-JavaScript refusal page).
  expect(headers['content-security-policy']).toMatch(
    /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+={0,2}'; frame-ancestors 'none'$/,
  );
  expect(headers['permissions-policy']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('a path with a malformed percent-escape is a 400 with the site’s headers, never a bare 500', async ({
  request,
}) => {
  for (const path of ['/%ff', '/blog/%ff', '/en/%E0%A4%A', '/api/quote%ff', '/bon/%ff/pdf', '/%']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
    expect(await response.text(), path).toContain('Adresse invalide');
  }
  // A well-formed escape still reaches the page.
  expect((await request.get('/a-propos?x=%C3%A9')).status()).toBe(200);
});

test('a static file answers another method 405 and an odd Range or precondition with the whole file, never a bare 500', async ({
  request,
}) => {
  // Next's file server rendered /405, /416 or /412 pages an App Router build does not have (server.mjs isStaticFile).
  const chunk = (await (await request.get('/a-propos')).text()).match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(chunk).toBeTruthy();
  for (const path of ['/og/fr.png', '/favicon.ico', chunk!]) {
    for (const method of ['POST', 'OPTIONS', 'PUT']) {
      const response = await request.fetch(path, { method });
      expect([path, method, response.status()]).toEqual([path, method, 405]);
      expect(response.headers()['allow']).toBe('GET, HEAD');
      expect(await response.text()).toContain('Méthode non autorisée');
    }
    for (const headers of [
      { Range: 'bytes=99999999-' } as Record<string, string>,
      { Range: 'bytes=abc' },
      { 'If-Match': '"nope"' },
      { 'If-Unmodified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT' },
    ]) {
      const response = await request.get(path, { headers });
      expect([path, headers, response.status()]).toEqual([path, headers, 200]);
    }
  }
});

test('the image optimiser refuses any host the site does not use (400), so nobody can proxy images through it', async ({
  request,
}) => {
  for (const host of [
    'https://evil.example/cat.png',
    'http://169.254.169.254/latest/meta-data',
    '//evil.example/x.jpg',
  ]) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(host)}&w=64&q=75`);
    expect(response.status(), host).toBe(400);
  }
});

test.describe('operator access', () => {
  test('after a guessing run, the browser that logged in before gets in; a stranger at its address is limited', async ({
    page,
    playwright,
  }) => {
    // 28 password checks (a deliberately slow hash each): on a machine shared with other work this needs more than the
    // default minute.
    test.slow();
    const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const from = { 'x-forwarded-for': address };
    // The operator logged in from this browser before: it holds a device cookie.
    expect(
      (
        await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD }, headers: from })
      ).status(),
    ).toBe(200);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'hm_admin_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });

    // Strangers (no device cookie): failures from rotating addresses and from the operator's own address.
    const strangers = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const post = (password: string, headers: Record<string, string>) =>
      strangers.post('/api/admin/login', { data: { password }, headers });
    for (let i = 0; i < 20; i += 1) {
      expect((await post(`essai-${i}`, { 'x-forwarded-for': `203.0.113.${i}` })).status()).toBe(401);
    }
    for (let i = 0; i < 5; i += 1) expect((await post('faux', from)).status()).toBe(401);
    const blocked = await post(E2E_ADMIN_PASSWORD, from);
    expect(blocked.status()).toBe(429);
    await strangers.dispose();

    // The operator's browser, same address, right password → dashboard.
    await page.context().clearCookies({ name: SESSION_COOKIE_NAME });
    const operator = await page.request.post('/api/admin/login', {
      data: { password: E2E_ADMIN_PASSWORD },
      headers: from,
    });
    expect(operator.status()).toBe(200);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  });

  test("'Déconnecter toutes les sessions' from a session already over says nothing was closed, not « toutes déconnectées »", async ({
    browser,
    playwright,
  }) => {
    const { context, page, session } = await signedInOnSecondServer(browser);
    // This browser's session ends elsewhere (its cookie logged out from another client) while the page stays open.
    const other: APIRequestContext = await playwright.request.newContext({ baseURL: E2E_NO_STRIPE_URL });
    const ended = await other.post('/api/admin/logout', {
      headers: { cookie: `${SESSION_COOKIE_NAME}=${session!.value}` },
    });
    expect(ended.status()).toBe(200);
    await other.dispose();

    await page.getByRole('button', { name: 'Déconnecter toutes les sessions' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tout déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(toastWith(page, 'Rien n’a été déconnecté')).toContainText(
      'les autres sessions n’ont pas été fermées',
    );
    await expect(page.getByText('Toutes les sessions ont été déconnectées')).toHaveCount(0);
    await context.close();
  });

  test("'Déconnecter toutes les sessions' revokes every cookie on the server, a copied one included", async ({
    browser,
    playwright,
  }) => {
    const { context, page, session } = await signedInOnSecondServer(browser);
    expect(session).toBeDefined();
    const copied = `${SESSION_COOKIE_NAME}=${session!.value}`;

    const other: APIRequestContext = await playwright.request.newContext({ baseURL: E2E_NO_STRIPE_URL });
    const dashboardWith = async (cookie: string) =>
      new URL((await other.get('/admin/dashboard', { headers: { cookie } })).url()).pathname;
    // The copy works while the session is alive.
    expect(await dashboardWith(copied)).toBe('/admin/dashboard');

    await page.getByRole('button', { name: 'Déconnecter toutes les sessions' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Toutes les sessions administrateur ouvertes');
    await dialog.getByRole('button', { name: 'Tout déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The copied cookie is dead on the server: admin API → 401, admin page → login.
    expect((await other.post('/api/admin/logout', { headers: { cookie: copied } })).status()).toBe(401);
    const pageWithCopy = await other.get('/admin/dashboard', {
      headers: { cookie: copied },
      maxRedirects: 0,
    });
    expect([302, 307]).toContain(pageWithCopy.status());
    await other.dispose();
    await context.close();
  });
});
