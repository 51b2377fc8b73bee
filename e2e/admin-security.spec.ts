// Admin security: whatever a visitor forges (no cookie, tampered or expired cookie, the x-middleware-subrequest
// proxy-bypass header, a direct POST to a Server Action id), no admin page renders and no admin API or action runs.
// Pages, route handlers and actions are discovered from the build, so a new admin route is covered automatically.
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sealData } from 'iron-session';
import { E2E_ADMIN_PASSWORD, E2E_SESSION_SECRET } from '../playwright.config';
import { SESSION_COOKIE_NAME, SESSION_TTL_SECONDS } from '../lib/auth/session-config';
import { adminLoginHref } from '../lib/auth/return-path';

const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const readJson = (file: string) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));

/** '/admin/(protected)/dashboard/page' → '/admin/dashboard' */
function routePath(entry: string): string {
  return (
    entry
      .replace(/^app/, '')
      .replace(/\/(page|route)$/, '')
      .split('/')
      .filter((s) => s && !/^\(.*\)$/.test(s))
      .map((s) => (/^\[.*\]$/.test(s) ? '00000000-0000-4000-8000-000000000000' : s))
      .join('/')
      .replace(/^/, '/') || '/'
  );
}

const adminPages: string[] = Object.keys(readJson('server/app-paths-manifest.json'))
  .filter((key) => key.startsWith('/admin') && key.endsWith('/page'))
  .map(routePath)
  .filter((p) => p !== '/admin/login');

/** Every route handler under app/api/admin and the methods it exports (login excluded: it is public). */
function adminApis(): { path: string; method: string }[] {
  const root = path.join('app', 'api', 'admin');
  const found: { path: string; method: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^route\.tsx?$/.test(name)) {
        const source = readFileSync(full, 'utf8');
        const methods = [
          ...source.matchAll(/export\s+(?:async\s+function|const|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g),
        ].map((m) => m[1] as string);
        const apiPath = routePath(
          full
            .replace(/\.tsx?$/, '')
            .split(path.sep)
            .join('/'),
        );
        for (const method of methods) found.push({ path: apiPath, method });
      }
    }
  };
  walk(root);
  return found.filter((api) => api.path !== '/api/admin/login');
}

interface ActionEntry {
  id: string;
  name: string;
  page: string;
}

/** Every Server Action defined under app/admin, with one page that hosts it. */
function adminActions(): ActionEntry[] {
  const manifest = readJson('server/server-reference-manifest.json') as {
    node: Record<string, { filename?: string; exportedName?: string; workers: Record<string, unknown> }>;
  };
  // `filename` is relative to the Turbopack root, which may be a parent of the app: keep the part from `app/admin/`.
  const adminFile = (filename = '') => filename.match(/(?:^|\/)(app\/admin\/.+)$/)?.[1];
  return Object.entries(manifest.node)
    .filter(([, entry]) => adminFile(entry.filename))
    .map(([id, entry]) => ({
      id,
      name: `${adminFile(entry.filename)}#${entry.exportedName}`,
      page: routePath(`app${Object.keys(entry.workers)[0]?.replace(/^app/, '') ?? ''}`),
    }));
}

const apis = adminApis();
const actions = adminActions();

/** A request context with an empty cookie jar: only the headers a test passes are sent. */
function freshContext(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
}

/** Logs in from a throw-away context and returns the sealed session cookie value. */
async function sessionCookie(playwright: PlaywrightWorkerArgs['playwright']): Promise<string> {
  const context = await freshContext(playwright);
  const response = await context.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  const header = response.headers()['set-cookie'] ?? '';
  await context.dispose();
  const value = header.match(new RegExp(`${SESSION_COOKIE_NAME}=([^;]+)`))?.[1];
  expect(value, 'session cookie').toBeTruthy();
  return value as string;
}

type Scenario = { name: string; headers: () => Promise<Record<string, string>> };

const scenarios: Scenario[] = [
  { name: 'no session', headers: async () => ({}) },
  {
    name: 'x-middleware-subrequest proxy bypass header',
    headers: async () => ({
      'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
    }),
  },
  {
    name: 'session sealed with another secret (forged)',
    headers: async () => ({
      cookie: `${SESSION_COOKIE_NAME}=${await sealData(
        { admin: true, issuedAt: Date.now(), sid: randomUUID(), version: 1 },
        { password: 'a-different-secret-of-at-least-32-characters', ttl: SESSION_TTL_SECONDS },
      )}`,
    }),
  },
  {
    name: 'expired session (issued 9 h ago, correctly sealed)',
    headers: async () => ({
      cookie: `${SESSION_COOKIE_NAME}=${await sealData(
        // Everything right (id, current version 1 of a database where nobody logged out everywhere) but the age.
        { admin: true, issuedAt: Date.now() - 9 * 3600 * 1000, sid: randomUUID(), version: 1 },
        { password: E2E_SESSION_SECRET, ttl: SESSION_TTL_SECONDS },
      )}`,
    }),
  },
  {
    name: 'garbage cookie',
    headers: async () => ({ cookie: `${SESSION_COOKIE_NAME}=not-a-seal` }),
  },
];

test.describe('admin security', () => {
  test('the build has the admin routes this suite guards', () => {
    expect(adminPages).toEqual(
      expect.arrayContaining(['/admin/dashboard', '/admin/prices', '/admin/agenda']),
    );
    expect(apis).toEqual(
      expect.arrayContaining([
        { path: '/api/admin/logout', method: 'POST' },
        { path: '/api/admin/export', method: 'GET' },
        { path: '/api/admin/journal', method: 'GET' },
        { path: '/api/admin/invoices/00000000-0000-4000-8000-000000000000', method: 'GET' },
        { path: '/api/admin/invoices/00000000-0000-4000-8000-000000000000/avoir', method: 'GET' },
        { path: '/api/admin/vouchers/00000000-0000-4000-8000-000000000000', method: 'GET' },
      ]),
    );
    expect(actions.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        'app/admin/(protected)/dashboard/actions.ts#updateReservationStatus',
        'app/admin/(protected)/dashboard/actions.ts#deleteReservation',
        'app/admin/(protected)/prices/actions.ts#saveGeneralRates',
        'app/admin/(protected)/prices/actions.ts#resetGeneralRates',
        'app/admin/(protected)/prices/actions.ts#createPackage',
        'app/admin/(protected)/prices/actions.ts#updatePackage',
        'app/admin/(protected)/prices/actions.ts#deletePackage',
        'app/admin/(protected)/agenda/actions.ts#rotateCalendarFeed',
      ]),
    );
  });

  test('every admin page redirects to the login page in a browser without a session', async ({ page }) => {
    for (const pagePath of adminPages) {
      await page.goto(pagePath);
      // The login page keeps the page asked for (lib/auth/return-path.ts).
      await expect(page, pagePath).toHaveURL(new URL(adminLoginHref(pagePath), page.url()).href);
      await expect(page.getByRole('heading', { name: 'Accès Administrateur' })).toBeVisible();
    }
  });

  test('a tampered copy of a real session cookie is refused', async ({ playwright }) => {
    const request = await freshContext(playwright);
    const real = await sessionCookie(playwright);
    // Flip one character in the middle of the seal (inside the HMAC-protected part).
    const i = Math.floor(real.length / 2);
    const tampered = `${real.slice(0, i)}${real[i] === 'A' ? 'B' : 'A'}${real.slice(i + 1)}`;
    const cookie = `${SESSION_COOKIE_NAME}=${tampered}`;
    const pageResponse = await request.fetch('/admin/dashboard', { headers: { cookie }, maxRedirects: 0 });
    expect(pageResponse.status()).toBe(307);
    // Control: the untouched cookie opens the page.
    const control = await request.fetch('/admin/dashboard', {
      headers: { cookie: `${SESSION_COOKIE_NAME}=${real}` },
      maxRedirects: 0,
    });
    expect(control.status()).toBe(200);
    for (const action of actions) {
      const response = await postAction(request, action, { cookie });
      expect(response.status(), action.name).toBe(401);
    }
    await request.dispose();
  });

  for (const scenario of scenarios) {
    test(`${scenario.name}: pages redirect, APIs and Server Actions answer 401`, async ({ playwright }) => {
      // A fresh context with no cookie jar: only the scenario's headers are sent.
      const request = await freshContext(playwright);
      const headers = await scenario.headers();
      for (const pagePath of adminPages) {
        const response = await request.get(pagePath, { headers, maxRedirects: 0 });
        expect(response.status(), pagePath).toBe(307);
        expect(response.headers()['location'], pagePath).toMatch(
          /\/admin\/login(\?next=%2Fadmin%2F[\w%-]+)?$/,
        );
        expect(await response.text()).not.toContain('HM-7K2QD');
      }
      for (const api of apis) {
        const response = await request.fetch(api.path, { method: api.method, headers, maxRedirects: 0 });
        expect(response.status(), `${api.method} ${api.path}`).toBe(401);
      }
      for (const action of actions) {
        const response = await postAction(request, action, headers);
        expect(response.status(), action.name).toBe(401);
        expect(await response.text()).not.toContain('HM-7K2QD');
        // A body that does not decode: Next's action handler answered it 500 before the action's guard ran.
        const garbled = await postAction(request, action, headers, '["$@1", {');
        expect(garbled.status(), `${action.name}, garbled body`).toBe(401);
      }
      await request.dispose();
    });
  }

  test('with a real session the same calls go through (the checks above are meaningful)', async ({
    playwright,
  }) => {
    const request = await freshContext(playwright);
    const cookie = `${SESSION_COOKIE_NAME}=${await sessionCookie(playwright)}`;
    for (const pagePath of adminPages.filter((p) => p !== '/admin')) {
      const response = await request.get(pagePath, { headers: { cookie }, maxRedirects: 0 });
      // A page of one record (/admin/notifications/[id]) opened with the placeholder id: the guard let the session
      // through and the page answered that no such record exists.
      const expected = pagePath.includes('00000000-0000-4000-8000-000000000000') ? 404 : 200;
      expect(response.status(), pagePath).toBe(expected);
    }
    const deletion = actions.find((a) => a.name.endsWith('#deleteReservation')) as ActionEntry;
    // An unknown id: the action runs and answers a typed failure (no 401, nothing deleted).
    const response = await postAction(request, deletion, { cookie }, [
      { id: '00000000-0000-4000-8000-00000000dead' },
    ]);
    expect(response.status()).toBe(200);
    await request.dispose();
  });

  test('the session cookie is HttpOnly, SameSite=Lax, Secure (production), path /, 8 h', async ({
    request,
  }) => {
    const response = await request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
    // The session cookie's own line (the device cookie is set beside it).
    const header =
      (response.headers()['set-cookie'] ?? '')
        .split('\n')
        .find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? '';
    expect(header).toContain(`${SESSION_COOKIE_NAME}=`);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*Path=\//i);
    const maxAge = Number(header.match(/Max-Age=(\d+)/i)?.[1]);
    expect(maxAge).toBeGreaterThan(7.9 * 3600);
    expect(maxAge).toBeLessThanOrEqual(8 * 3600);
  });

  test('logout clears the cookie; the admin API then answers 401', async ({ playwright }) => {
    const request = await freshContext(playwright);
    const cookie = `${SESSION_COOKIE_NAME}=${await sessionCookie(playwright)}`;
    const out = await request.post('/api/admin/logout', { headers: { cookie } });
    expect(out.status()).toBe(200);
    expect(out.headers()['set-cookie']).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;`));
    await request.dispose();
    const after = await freshContext(playwright);
    expect((await after.post('/api/admin/logout')).status()).toBe(401);
    await after.dispose();
  });

  test('the 6th wrong password from one IP gets 429, even when it is the right password', async ({
    request,
  }) => {
    const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const attempt = (password: string, from = ip) =>
      request.post('/api/admin/login', {
        data: { password },
        headers: { 'x-forwarded-for': from },
      });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await attempt(`mauvais-${i}`);
      expect(wrong.status()).toBe(401);
      expect(await wrong.json()).toEqual({
        error: { title: 'Échec de la connexion', message: 'Le mot de passe est incorrect.' },
      });
    }
    const blocked = await attempt(E2E_ADMIN_PASSWORD);
    expect(blocked.status()).toBe(429);
    expect(blocked.headers()['retry-after']).toBe('900');
    expect((await blocked.json()).error.message).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
    expect(blocked.headers()['set-cookie'] ?? '').not.toContain(SESSION_COOKIE_NAME);
    // Another address is not affected.
    expect((await attempt(E2E_ADMIN_PASSWORD, '192.0.2.77')).status()).toBe(200);
  });

  test('bad login bodies answer 400, never 500', async ({ request }) => {
    for (const data of ['not json', JSON.stringify({}), JSON.stringify({ password: '' })]) {
      const response = await request.post('/api/admin/login', {
        data,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.78' },
      });
      expect(response.status(), data).toBe(400);
    }
  });

  test('a Server Action posted from another origin is refused (403) even with a real session', async ({
    playwright,
  }) => {
    const request = await freshContext(playwright);
    const cookie = `${SESSION_COOKIE_NAME}=${await sessionCookie(playwright)}`;
    for (const action of actions) {
      const response = await postAction(request, action, { cookie, origin: 'https://evil.example' });
      expect(response.status(), action.name).toBe(403);
      expect((await response.json()).error.message, action.name).toContain('ne provient pas du site');
    }
    await request.dispose();
  });

  test('an action-shaped post to a public page is refused 405 in the page’s language, never 500 nor run', async ({
    request,
  }) => {
    // A plain cross-site <form enctype="multipart/form-data">, a forged Next-Action from elsewhere, and a real admin
    // action id posted to a public page (Next forwarded it to the admin page): Next answered 500 or {} (proxy.ts).
    const posts = [
      () => request.post('/contact', { multipart: { a: '1' }, headers: { Origin: 'https://evil.example' } }),
      () => request.post('/', { multipart: { a: '1' } }),
      () => postAction(request, { ...actions[0]!, page: '/reservation' }, { origin: 'https://evil.example' }),
      () => postAction(request, { ...actions[0]!, page: '/blog' }, {}),
      () => postAction(request, { ...actions[0]!, page: '/nulle-part' }, { origin: 'null' }),
    ];
    for (const post of posts) {
      const response = await post();
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD');
      // next.config.ts's page headers reach the proxy's own answer too.
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(await response.text()).toBe('Cette page ne reçoit pas de formulaire.');
    }
    const english = await request.post('/en/contact', { multipart: { a: '1' } });
    expect([english.status(), await english.text()]).toEqual([405, 'This page does not receive forms.']);
    // The page itself is untouched (the forms' own routes under /api are not matched: contact-form.spec.ts).
    expect((await request.get('/contact')).status()).toBe(200);
  });

  test('admin pages are marked noindex', async ({ request }) => {
    const response = await request.get('/admin/login');
    expect(response.headers()['x-robots-tag']).toContain('noindex');
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });
});

async function postAction(
  request: APIRequestContext,
  action: ActionEntry,
  headers: Record<string, string>,
  args: unknown[] | string = [{ id: '00000000-0000-4000-8000-000000000601', status: 'cancelled' }],
) {
  return request.post(action.page, {
    headers: {
      ...headers,
      'Next-Action': action.id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
    },
    data: typeof args === 'string' ? args : JSON.stringify(args),
    maxRedirects: 0,
  });
}
