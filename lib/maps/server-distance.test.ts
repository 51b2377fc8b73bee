import { PRICING_MESSAGES } from '@/lib/booking/messages';
import { MAPS_MESSAGES } from './messages';
import { clearDistanceCache, serverDistance } from './server-distance';

const orly = { lat: 48.7311, lng: 2.3589 };
const gareDeLyon = { lat: 48.8443, lng: 2.3744 };

function routesAnswer(meters: number, duration = '1500s'): typeof fetch {
  return jest.fn(async () =>
    Response.json({ routes: [{ distanceMeters: meters, duration }] }),
  ) as unknown as typeof fetch;
}

beforeEach(() => clearDistanceCache());

describe('serverDistance', () => {
  it('uses the great-circle distance without a key, flagged as an estimate (not a failure)', async () => {
    const fetchImpl = jest.fn() as unknown as typeof fetch;
    const result = await serverDistance(orly, gareDeLyon, { fetchImpl });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(result).toMatchObject({ source: 'great-circle', estimated: true, googleFailed: false });
    expect(result.km).toBeGreaterThan(12);
    expect(result.km).toBeLessThan(14);
  });

  it('asks the Routes API with the key and returns the driving distance', async () => {
    const fetchImpl = routesAnswer(18_450);
    const result = await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl });
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
    await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl });
    await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl });
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
    const result = await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl });
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
    const result = await serverDistance(orly, gareDeLyon, { apiKey: 'k', fetchImpl: slow, timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.googleFailed).toBe(true);
    warn.mockRestore();
  });

  it('shares the spec texts of the fallback', () => {
    expect(MAPS_MESSAGES.estimateNote).toBe(PRICING_MESSAGES.estimate);
    expect(MAPS_MESSAGES.distanceFailed.title).toBe('Erreur de calcul');
  });
});
