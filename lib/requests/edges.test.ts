// Issue 13 §7-8, as an attacker would try them against the real route handlers (in-process, fresh test database):
// control characters, a replayed requestId with another body, the test price under production, the boot checks.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { environmentProblems, resetServerEnvForTests } from '@/lib/env';
import { imageRemotePatterns, isOptimizableImage } from '@/lib/config/image-hosts';
import { TEST_CONTACT_NAME } from '@/lib/pricing/quote';
import { wizardDraft } from '@/lib/testing/wizard-draft';
import nextConfig from '@/next.config';

let store: TestStore;
jest.mock('@/lib/db', () => ({ getStore: () => Promise.resolve(store) }));
jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

// Imported after the mocks.
import { POST as bookingsPOST } from '@/app/api/bookings/route';
import { POST as contactPOST } from '@/app/api/contact/route';
import { POST as quotePOST } from '@/app/api/quote/route';
import { GET as purgeGET } from '@/app/api/cron/purge/route';
import { CONTROL_CHARACTER_MESSAGE } from './text';
import { REQUEST_MESSAGES } from './messages';

beforeAll(async () => {
  store = await createTestStore({ seed: false });
}, 60_000);
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await store.sql.query('delete from public.request_throttle');
  delete process.env.ENABLE_TEST_PRICING;
  resetServerEnvForTests();
});

const draft = wizardDraft;

function post(path: string, body: unknown): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function rowCount(): Promise<number> {
  const { rows } = await store.sql.query<{ n: number }>('select count(*)::int as n from public.reservations');
  return rows[0]?.n ?? 0;
}

describe('control characters (NUL & co.) → 422 in French, nothing stored', () => {
  it.each([
    ['NUL in the name', { contactName: 'Camille\u0000Martin' }, 'contactName'],
    ['a line break in a single-line field', { departureAddress: 'Orly\nTerminal 4' }, 'departureAddress'],
    ['ESC in the flight number', { flightTrainNumber: 'AF\u001b[31m12' }, 'flightTrainNumber'],
    ['a C1 control in the e-mail', { contactEmail: 'camille\u0085@example.fr' }, 'contactEmail'],
    ['a name of zero-width spaces', { contactName: '\u200B\u200B\u200B' }, 'contactName'],
    ['a right-to-left override in the name', { contactName: 'Jean \u202Eeuq\u202C' }, 'contactName'],
    // JSON's "\ud800": PostgreSQL refused the row (a 503 « erreur inattendue ») before the rule knew it.
    ['half of a surrogate pair alone in the name', { contactName: 'Camille \uD800' }, 'contactName'],
    ['a lone low surrogate in the address', { departureAddress: 'Orly \uDC00' }, 'departureAddress'],
  ])('booking with %s', async (_name, overrides, field) => {
    const before = await rowCount();
    const response = await bookingsPOST(post('/api/bookings', draft(overrides)));
    expect(response.status).toBe(422);
    const json = (await response.json()) as { error: { message: string; fields?: Record<string, string> } };
    expect(json.error.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(json.error.fields).toEqual({ [field]: CONTROL_CHARACTER_MESSAGE });
    expect(await rowCount()).toBe(before);
  });

  it('contact message: NUL refused, line breaks and tabs of a multi-line message accepted', async () => {
    const base = { name: 'Camille', email: 'camille@example.fr', phone: '' };
    const refused = await contactPOST(
      post('/api/contact', { ...base, requestId: randomUUID(), message: 'Bonjour\u0000' }),
    );
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      CONTROL_CHARACTER_MESSAGE,
    );
    const accepted = await contactPOST(
      post('/api/contact', { ...base, requestId: randomUUID(), message: 'Bonjour,\r\n\tdeux lignes 🚕' }),
    );
    expect(accepted.status).toBe(201);
    const halfEmoji = await contactPOST(
      post('/api/contact', { ...base, requestId: randomUUID(), message: 'Bonjour \uD83D' }),
    );
    expect(halfEmoji.status).toBe(422);
  });

  it('a control character in a key of the body is refused too', async () => {
    const response = await quotePOST(post('/api/quote', { ...draft(), 'x\u0000': 1 }));
    expect(response.status).toBe(422);
  });
});

describe('a replayed requestId', () => {
  it('with the same body → the first answer again; with another body → 409 and the first record unchanged', async () => {
    const requestId = randomUUID();
    const first = await bookingsPOST(post('/api/bookings', draft({ requestId })));
    expect(first.status).toBe(201);
    const { bookingRef } = (await first.json()) as { bookingRef: string };

    const same = await bookingsPOST(post('/api/bookings', draft({ requestId })));
    expect(same.status).toBe(200);
    expect(((await same.json()) as { bookingRef: string }).bookingRef).toBe(bookingRef);

    const other = await bookingsPOST(
      post('/api/bookings', draft({ requestId, contactName: 'Mallory', contactEmail: 'mallory@example.fr' })),
    );
    expect(other.status).toBe(409);
    const json = (await other.json()) as { error: { title: string; message: string } };
    expect(json.error.message).toBe(REQUEST_MESSAGES.replayed.message);
    const { rows } = await store.sql.query<{ full_name: string; email: string }>(
      'select full_name, email from public.reservations where request_id = $1',
      [requestId],
    );
    expect(rows).toEqual([{ full_name: 'Camille Martin', email: 'camille@example.fr' }]);
  });
});

describe('the test price only when asked', () => {
  async function quotedTotal(): Promise<number> {
    const response = await quotePOST(post('/api/quote', draft({ contactName: TEST_CONTACT_NAME })));
    expect(response.status).toBe(200);
    return ((await response.json()) as { quote: { totalPrice: number } }).quote.totalPrice;
  }

  it('the test name without ENABLE_TEST_PRICING → the real price (also in any production build)', async () => {
    const real = await quotedTotal();
    expect(real).toBeGreaterThan(60);
    const response = await bookingsPOST(post('/api/bookings', draft({ contactName: TEST_CONTACT_NAME })));
    expect(response.status).toBe(201);
    const { rows } = await store.sql.query<{ price: string }>(
      'select price from public.reservations where full_name = $1',
      [TEST_CONTACT_NAME],
    );
    expect(Number(rows.at(-1)?.price) * 100).toBe(real);
  });

  it('with ENABLE_TEST_PRICING=1 outside production → 0,60 €', async () => {
    process.env.ENABLE_TEST_PRICING = '1';
    resetServerEnvForTests();
    expect(await quotedTotal()).toBe(60);
  });
});

describe('boot checks of a production start (instrumentation.ts → environmentProblems)', () => {
  const production = {
    NODE_ENV: 'production',
    SITE_URL: 'https://harmony-move.example',
    SESSION_SECRET: 'x'.repeat(40),
  } as NodeJS.ProcessEnv;

  it('refuses the embedded database without ALLOW_EMBEDDED_DB=1, by name', () => {
    const problems = environmentProblems(production) ?? [];
    expect(problems.join('\n')).toMatch(/^DATABASE_URL : .*ALLOW_EMBEDDED_DB=1/m);
    expect(environmentProblems({ ...production, ALLOW_EMBEDDED_DB: '1' })).toBeNull();
    expect(environmentProblems({ ...production, DATABASE_URL: 'postgres://db/hm' })).toBeNull();
  });

  it('refuses ENABLE_TEST_PRICING and demo data on a real database, and names every invalid variable', () => {
    const problems = (
      environmentProblems({
        ...production,
        DATABASE_URL: 'postgres://db/hm',
        ENABLE_TEST_PRICING: '1',
        LOAD_DEMO_DATA: '1',
        SITE_URL: 'pas-une-url',
        CRON_SECRET: 'court',
      }) ?? []
    ).join('\n');
    for (const name of ['ENABLE_TEST_PRICING', 'LOAD_DEMO_DATA', 'SITE_URL', 'CRON_SECRET']) {
      expect(problems).toMatch(new RegExp(`^${name} : `, 'm'));
    }
  });

  it('a typo in a flag is an error, not a silent "off"', () => {
    expect(
      (environmentProblems({ ALLOW_EMBEDDED_DB: 'oui' } as unknown as NodeJS.ProcessEnv) ?? []).join(),
    ).toMatch(/ALLOW_EMBEDDED_DB/);
  });
});

describe('image optimizer hosts', () => {
  it('next.config.ts lists only IMAGE_HOSTS (none by default): any other host is refused by /_next/image', () => {
    expect(nextConfig.images?.remotePatterns).toEqual(imageRemotePatterns(process.env.IMAGE_HOSTS));
    expect(JSON.stringify(nextConfig.images?.remotePatterns)).not.toContain('"**"');
    expect(imageRemotePatterns('images.example.com, bad host, ')).toEqual([
      { protocol: 'https', hostname: 'images.example.com', pathname: '/**' },
    ]);
    expect(isOptimizableImage('https://evil.example/x.png', 'images.example.com')).toBe(false);
    expect(isOptimizableImage('http://images.example.com/x.png', 'images.example.com')).toBe(false);
    expect(isOptimizableImage('https://images.example.com/x.png', 'images.example.com')).toBe(true);
    expect(isOptimizableImage('/logo.png')).toBe(true);
  });
});

describe('the scheduled jobs on Vercel (vercel.json)', () => {
  it('schedules every cron route, the purge once a day: the retention the privacy page promises runs by itself', () => {
    const { crons } = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
      crons: { path: string; schedule: string }[];
    };
    const routes = readdirSync('app/api/cron').map((name) => `/api/cron/${name}`);
    expect(crons.map((c) => c.path).sort()).toEqual(routes.sort());
    expect(crons.find((c) => c.path === '/api/cron/purge')?.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });
});

describe('GET /api/cron/purge', () => {
  it('without the CRON_SECRET bearer → 401 and nothing purged; with it → the counts', async () => {
    process.env.CRON_SECRET = 'cron-secret-for-the-edges-suite';
    resetServerEnvForTests();
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await store.recordThrottleHit('cron-test', '198.51.100.1', old);
    const refused = await purgeGET(
      new Request('http://localhost/api/cron/purge', {
        headers: { authorization: 'Bearer wrong-secret-0000' },
      }),
    );
    expect(refused.status).toBe(401);
    expect(await store.countThrottleHits('cron-test', '198.51.100.1', new Date(0))).toBe(1);
    const done = await purgeGET(
      new Request('http://localhost/api/cron/purge', {
        headers: { authorization: 'Bearer cron-secret-for-the-edges-suite' },
      }),
    );
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ ok: true, throttleDeleted: expect.any(Number) });
    expect(await store.countThrottleHits('cron-test', '198.51.100.1', new Date(0))).toBe(0);
    delete process.env.CRON_SECRET;
    resetServerEnvForTests();
  });
});
