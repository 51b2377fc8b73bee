// Each client's daily share of the Google budget (lib/maps/google-budget.ts), on the real store (PGlite, SQL function
// take_throttle_slot): one address that spends its share falls back exactly as when the site's budget is spent
// (catalogue only, 503 on a Google place, great-circle distance) while another address keeps Google, and its refused
// calls take no slot of the site's budget. The client is the request's, read from its headers as the places and quote
// throttles read it (lib/requests/client-ip.ts): the route handlers need not pass it.
import { randomUUID } from 'node:crypto';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';
import {
  GOOGLE_BUDGET_BUCKET,
  GOOGLE_CLIENT_BUCKET,
  resetGoogleBudgetWarningForTests,
  takeGoogleCall,
} from './google-budget';
import { suggestPlaces } from './places-proxy';
import { PlaceResolutionError, resolvePlace } from './resolve-place';
import { clearDistanceCache, serverDistance } from './server-distance';
import { signedGoogleRef } from './place-signature';

/** The headers of the request being answered (next/headers); null: no request, as in a script. */
let mockRequestHeaders: Headers | null = null;
jest.mock('next/headers', () => ({
  headers: async () => {
    if (!mockRequestHeaders) throw new Error('`headers` was called outside a request scope.');
    return mockRequestHeaders;
  },
}));

const ALICE = '203.0.113.7';
const BOB = '198.51.100.9';
const SHARE = 3;
const HOUR = 60 * 60 * 1000;
const t0 = new Date('2030-06-12T09:30:00Z');

/** A request from `ip`, as Vercel forwards it (TRUSTED_PROXY=vercel). */
function from(ip: string): void {
  mockRequestHeaders = new Headers({ 'x-real-ip': ip });
}

let store: TestStore;
let warn: jest.SpyInstance;

beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store?.close();
});

beforeEach(async () => {
  await store.sql.query('delete from public.request_throttle');
  await store.sql.query('delete from public.place_cache');
  await store.sql.query('delete from public.place_distances');
  clearDistanceCache();
  process.env.TRUSTED_PROXY = 'vercel';
  process.env.GOOGLE_MAPS_SERVER_KEY = 'k';
  process.env.GOOGLE_CLIENT_DAILY_CALL_LIMIT = String(SHARE);
  process.env.GOOGLE_DAILY_CALL_LIMIT = '1000';
  resetServerEnvForTests();
  resetGoogleBudgetWarningForTests();
  mockRequestHeaders = null;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  for (const name of [
    'TRUSTED_PROXY',
    'GOOGLE_MAPS_SERVER_KEY',
    'GOOGLE_CLIENT_DAILY_CALL_LIMIT',
    'GOOGLE_DAILY_CALL_LIMIT',
  ]) {
    delete process.env[name];
  }
  resetServerEnvForTests();
});

async function slots(): Promise<Record<string, number>> {
  const { rows } = await store.sql.query<{ bucket: string; ip: string; n: number | string }>(
    'select bucket, ip, count(*) as n from public.request_throttle group by bucket, ip',
  );
  return Object.fromEntries(rows.map((r) => [`${r.bucket} ${r.ip}`, Number(r.n)]));
}

const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('autocomplete: one client spends its share, the others keep Google', () => {
  const input = () => ({ input: 'rue de chartres dourdan', sessionToken: randomUUID() });
  const autocomplete = () =>
    jest.fn(async () =>
      Response.json({
        suggestions: [
          {
            placePrediction: {
              placeId: 'ChIJrue',
              text: { text: 'Rue de Chartres, Dourdan' },
              structuredFormat: { mainText: { text: 'Rue de Chartres' }, secondaryText: { text: 'Dourdan' } },
            },
          },
        ],
      }),
    );

  it('the share+1-th call of one address gets the catalogue only; another address still gets Google', async () => {
    const fetchImpl = autocomplete();
    const fake = fetchImpl as unknown as typeof fetch;
    from(ALICE);
    for (let i = 0; i < SHARE; i++) {
      await expect(suggestPlaces(input(), store, at(i), fake)).resolves.toMatchObject({ enabled: true });
    }
    // The answer of a spent site budget, for Alice only: no call reaches Google.
    for (let i = 0; i < 5; i++) {
      await expect(suggestPlaces(input(), store, at(10 + i), fake)).resolves.toEqual({
        enabled: false,
        suggestions: [],
      });
    }
    expect(fetchImpl).toHaveBeenCalledTimes(SHARE);

    from(BOB);
    await expect(suggestPlaces(input(), store, at(20), fake)).resolves.toMatchObject({
      enabled: true,
      suggestions: [{ placeRef: signedGoogleRef('ChIJrue') }],
    });
    expect(fetchImpl).toHaveBeenCalledTimes(SHARE + 1);

    // Alice's refused calls took no slot of the site's budget.
    expect(await slots()).toEqual({
      [`${GOOGLE_CLIENT_BUCKET} ${ALICE}`]: SHARE,
      [`${GOOGLE_CLIENT_BUCKET} ${BOB}`]: 1,
      [`${GOOGLE_BUDGET_BUCKET} *`]: SHARE + 1,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[maps\] part Google d'un client atteinte/));
  });

  it('the share is a rolling 24 h: Alice gets Google again once her first calls are a day old', async () => {
    const fetchImpl = autocomplete();
    const fake = fetchImpl as unknown as typeof fetch;
    from(ALICE);
    for (let i = 0; i < SHARE; i++) await suggestPlaces(input(), store, at(i), fake);
    const almost = new Date(t0.getTime() + 23 * HOUR);
    await expect(suggestPlaces(input(), store, almost, fake)).resolves.toMatchObject({ enabled: false });
    const dayLater = new Date(t0.getTime() + 24 * HOUR + 1_000);
    await expect(suggestPlaces(input(), store, dayLater, fake)).resolves.toMatchObject({ enabled: true });
  });

  it('is keyed like the per-client throttles: an IPv6 /64 is one client', async () => {
    const fake = autocomplete() as unknown as typeof fetch;
    for (let i = 0; i < SHARE; i++) {
      from(`2001:db8:5:6::${i + 1}`);
      await expect(suggestPlaces(input(), store, at(i), fake)).resolves.toMatchObject({ enabled: true });
    }
    from('2001:db8:5:6:ffff::9');
    await expect(suggestPlaces(input(), store, at(5), fake)).resolves.toMatchObject({ enabled: false });
    from('2001:db8:5:7::1');
    await expect(suggestPlaces(input(), store, at(6), fake)).resolves.toMatchObject({ enabled: true });
  });
});

describe('Place Details and Routes draw on the same share', () => {
  const details = () =>
    jest.fn(async (url: string) =>
      Response.json({
        id: decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''),
        formattedAddress: '1 Place de la Mairie, 91410 Dourdan, France',
        location: { latitude: 48.529, longitude: 2.0113 },
      }),
    );
  const context = (fetchImpl: jest.Mock, now: Date) => ({
    store,
    google: { apiKey: 'k', fetchImpl: fetchImpl as unknown as typeof fetch },
    now,
  });

  it('an uncached Google place is refused to Alice as when the budget is spent (503 path); Bob resolves it', async () => {
    const fetchImpl = details();
    from(ALICE);
    for (let i = 0; i < SHARE; i++) {
      await expect(
        resolvePlace(signedGoogleRef(`ChIJplace${i}`), context(fetchImpl, at(i))),
      ).resolves.toMatchObject({
        source: 'google',
      });
    }
    const refused = resolvePlace(signedGoogleRef('ChIJmairie'), context(fetchImpl, at(10)));
    await expect(refused).rejects.toBeInstanceOf(PlaceResolutionError);
    await expect(refused).rejects.toMatchObject({ reason: 'unavailable' });
    expect(fetchImpl).toHaveBeenCalledTimes(SHARE);

    from(BOB);
    await expect(
      resolvePlace(signedGoogleRef('ChIJmairie'), context(fetchImpl, at(11))),
    ).resolves.toMatchObject({
      source: 'google',
    });
    // Cached now: Alice reads it from the database, which costs Google nothing.
    from(ALICE);
    await expect(
      resolvePlace(signedGoogleRef('ChIJmairie'), context(fetchImpl, at(12))),
    ).resolves.toMatchObject({
      source: 'google',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(SHARE + 1);
  });

  it('a per-km distance for Alice is the great-circle estimate once her share is spent; Bob gets Routes', async () => {
    const fetchImpl = jest.fn(async () =>
      Response.json({ routes: [{ distanceMeters: 18_450, duration: '1500s' }] }),
    );
    const fake = fetchImpl as unknown as typeof fetch;
    const orly = { lat: 48.7311, lng: 2.3589 };
    const gareDeLyon = { lat: 48.8443, lng: 2.3744 };
    const options = (n: number) => ({
      apiKey: 'k',
      fetchImpl: fake,
      store,
      now: at(n),
      pair: { fromRef: `google:ChIJa${n}`, toRef: 'catalogue:gare-de-lyon' },
    });
    from(ALICE);
    for (let i = 0; i < SHARE; i++) {
      await expect(serverDistance(orly, gareDeLyon, options(i))).resolves.toMatchObject({ source: 'google' });
    }
    await expect(serverDistance(orly, gareDeLyon, options(10))).resolves.toMatchObject({
      source: 'great-circle',
      estimated: true,
      googleFailed: true,
    });
    from(BOB);
    await expect(serverDistance(orly, gareDeLyon, options(11))).resolves.toMatchObject({ source: 'google' });
    expect(fetchImpl).toHaveBeenCalledTimes(SHARE + 1);
  });
});

describe('takeGoogleCall and the client share', () => {
  it('outside a request (a script), or with client null, only the site budget counts', async () => {
    for (let i = 0; i < SHARE + 2; i++) expect(await takeGoogleCall(store, at(i))).toBe(true);
    expect(await takeGoogleCall(store, at(9), { client: null })).toBe(true);
    expect(await slots()).toEqual({ [`${GOOGLE_BUDGET_BUCKET} *`]: SHARE + 3 });
  });

  it('an explicit client key wins over the request headers', async () => {
    from(ALICE);
    for (let i = 0; i < SHARE; i++) expect(await takeGoogleCall(store, at(i), { client: BOB })).toBe(true);
    expect(await takeGoogleCall(store, at(5), { client: BOB })).toBe(false);
    expect(await takeGoogleCall(store, at(6))).toBe(true);
  });

  it('the site budget still caps clients that have share left', async () => {
    from(ALICE);
    expect(await takeGoogleCall(store, at(0), { limit: 1 })).toBe(true);
    from(BOB);
    expect(await takeGoogleCall(store, at(1), { limit: 1 })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[maps\] budget Google du jour atteint/));
  });

  it('fails open when the store cannot count', async () => {
    from(ALICE);
    const broken = {
      takeThrottleSlot: async (): Promise<boolean> => {
        throw new Error('base indisponible');
      },
    };
    await expect(takeGoogleCall(broken, t0)).resolves.toBe(true);
    expect(warn).toHaveBeenCalledWith('[maps] budget Google illisible, appel autorisé', expect.any(Error));
  });
});
