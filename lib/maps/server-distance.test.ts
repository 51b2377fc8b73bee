import { PRICING_MESSAGES } from '@/lib/booking/messages';
import type { CachedDistance } from '@/lib/db/types';
import { withGoogleDailyLimit } from '@/lib/testing/google-budget';
import { MAPS_MESSAGES } from './messages';
import { clearDistanceCache, serverDistance } from './server-distance';

const orly = { lat: 48.7311, lng: 2.3589 };
const gareDeLyon = { lat: 48.8443, lng: 2.3744 };

/** The distance cache and the throttle table in memory, with the semantics of take_throttle_slot. */
function memoryStore() {
  const distances = new Map<string, CachedDistance>();
  const hits: { bucket: string; ip: string; at: Date }[] = [];
  return {
    hits,
    getCachedDistance: async (fromRef: string, toRef: string) => distances.get(`${fromRef}>${toRef}`) ?? null,
    saveCachedDistance: async (distance: CachedDistance) => {
      distances.set(`${distance.fromRef}>${distance.toRef}`, distance);
    },
    takeThrottleSlot: async (bucket: string, ip: string, at: Date, since: Date, limit: number) => {
      if (hits.filter((h) => h.bucket === bucket && h.ip === ip && h.at >= since).length >= limit)
        return false;
      hits.push({ bucket, ip, at });
      return true;
    },
  };
}

function routesAnswer(meters: number, duration = '1500s'): typeof fetch {
  return jest.fn(async () =>
    Response.json({ routes: [{ distanceMeters: meters, duration }] }),
  ) as unknown as typeof fetch;
}

let store: ReturnType<typeof memoryStore>;

beforeEach(() => {
  clearDistanceCache();
  store = memoryStore();
});

describe('serverDistance', () => {
  it('uses the great-circle distance without a key, flagged as an estimate (not a failure)', async () => {
    const fetchImpl = jest.fn() as unknown as typeof fetch;
    const result = await serverDistance(orly, gareDeLyon, { fetchImpl, store });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(result).toMatchObject({ source: 'great-circle', estimated: true, googleFailed: false });
    expect(result.km).toBeGreaterThan(12);
    expect(result.km).toBeLessThan(14);
  });

  it('asks the Routes API with the key and returns the driving distance', async () => {
    const fetchImpl = routesAnswer(18_450);
    const result = await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl, store });
    expect(result).toEqual({
      km: 18.5,
      durationMinutes: 25,
      source: 'google',
      estimated: false,
      googleFailed: false,
    });
    const [, init] = (fetchImpl as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-Goog-Api-Key']).toBe('k');
  });

  it('caches the same trip', async () => {
    const fetchImpl = routesAnswer(18_450);
    await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl, store });
    await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl, store });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['HTTP error', (async () => new Response('no', { status: 403 })) as unknown as typeof fetch],
    ['empty answer', (async () => Response.json({})) as unknown as typeof fetch],
    [
      'network error',
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    ],
  ])('falls back to the great circle on %s, flagged googleFailed', async (_name, fetchImpl) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl, store });
    expect(result).toMatchObject({ source: 'great-circle', estimated: true, googleFailed: true });
    warn.mockRestore();
  });

  it('gives up on a slow Google after the time-out', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const slow = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const started = Date.now();
    const result = await serverDistance(orly, gareDeLyon, {
      apiKey: 'k',
      fetchImpl: slow,
      timeoutMs: 50,
      store,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.googleFailed).toBe(true);
    warn.mockRestore();
  });

  it('takes no budget slot without a key', async () => {
    await serverDistance(orly, gareDeLyon, { store });
    expect(store.hits).toHaveLength(0);
  });

  it('shares the spec texts of the fallback', () => {
    expect(MAPS_MESSAGES.estimateNote).toBe(PRICING_MESSAGES.estimate);
    expect(MAPS_MESSAGES.distanceFailed.title).toBe('Erreur de calcul');
  });
});

describe('serverDistance and the daily Google budget', () => {
  const t0 = new Date('2030-06-12T09:30:00Z');
  const hour = 60 * 60 * 1000;
  // Distinct trips (no pair): each one misses the in-memory cache.
  const trip = (i: number) => ({ lat: gareDeLyon.lat + i / 1000, lng: gareDeLyon.lng });
  const budget = withGoogleDailyLimit(2);

  it('the limit+1-th Routes call in 24 h is not made: great circle, flagged googleFailed', async () => {
    const fetchImpl = routesAnswer(18_450);
    for (const i of [1, 2]) {
      await expect(
        serverDistance(orly, trip(i), { apiKey: 'k', fetchImpl, store, now: t0 }),
      ).resolves.toMatchObject({ source: 'google' });
    }
    const refused = await serverDistance(orly, trip(3), { apiKey: 'k', fetchImpl, store, now: t0 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(refused).toMatchObject({ source: 'great-circle', estimated: true, googleFailed: true });
    // One warning, not one per refused call.
    await serverDistance(orly, trip(4), {
      apiKey: 'k',
      fetchImpl,
      store,
      now: new Date(t0.getTime() + 60_000),
    });
    const budgetWarnings = budget
      .warn()
      .mock.calls.filter(([m]) => String(m).startsWith('[maps] budget Google du jour'));
    expect(budgetWarnings).toHaveLength(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('cache hits (in memory, then stored by place pair) take no budget slot', async () => {
    const fetchImpl = routesAnswer(18_450);
    const options = {
      apiKey: 'k',
      fetchImpl,
      store,
      now: t0,
      pair: { fromRef: 'catalogue:orly-4', toRef: 'google:X' },
    };
    await serverDistance(orly, gareDeLyon, options);
    await serverDistance(orly, gareDeLyon, options);
    clearDistanceCache();
    await expect(serverDistance(orly, gareDeLyon, options)).resolves.toMatchObject({ source: 'google' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(store.hits).toHaveLength(1);
    // The budget still has one call left.
    await expect(
      serverDistance(orly, trip(1), { apiKey: 'k', fetchImpl, store, now: t0 }),
    ).resolves.toMatchObject({ source: 'google' });
  });

  it('the window is rolling: a trip refused now is driven by Google 24 h after the first calls', async () => {
    const fetchImpl = routesAnswer(18_450);
    await serverDistance(orly, trip(1), { apiKey: 'k', fetchImpl, store, now: t0 });
    await serverDistance(orly, trip(2), { apiKey: 'k', fetchImpl, store, now: t0 });
    const later = new Date(t0.getTime() + 23 * hour);
    await expect(
      serverDistance(orly, trip(3), { apiKey: 'k', fetchImpl, store, now: later }),
    ).resolves.toMatchObject({ googleFailed: true });
    const dayLater = new Date(t0.getTime() + 24 * hour + 1_000);
    await expect(
      serverDistance(orly, trip(3), { apiKey: 'k', fetchImpl, store, now: dayLater }),
    ).resolves.toMatchObject({ source: 'google', googleFailed: false });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('fails open when the budget cannot be read: Google is still asked', async () => {
    const fetchImpl = routesAnswer(18_450);
    const broken = {
      ...store,
      takeThrottleSlot: async (): Promise<boolean> => {
        throw new Error('base indisponible');
      },
    };
    await expect(
      serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl, store: broken, now: t0 }),
    ).resolves.toMatchObject({ source: 'google' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(budget.warn()).toHaveBeenCalledWith(
      '[maps] budget Google illisible, appel autorisé',
      expect.any(Error),
    );
  });
});
