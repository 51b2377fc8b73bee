import type { CachedPlace } from '@/lib/db/types';
import { getPlace } from '@/lib/places/catalogue';
import { placeAddress } from '@/lib/places/refs';
import { withGoogleDailyLimit } from '@/lib/testing/google-budget';
import { GOOGLE_BUDGET_BUCKET } from './google-budget';
import { signedGoogleRef } from './place-signature';
import {
  PLACE_CACHE_MAX_AGE_MS,
  PlaceResolutionError,
  resolvePlace,
  type ResolveContext,
} from './resolve-place';

const offline: ResolveContext = {
  store: {
    getCachedPlace: async () => {
      throw new Error('a catalogue place needs no store');
    },
    saveCachedPlace: async () => {
      throw new Error('a catalogue place needs no store');
    },
    takeThrottleSlot: async () => {
      throw new Error('a catalogue place needs no store');
    },
  },
  google: null,
  now: new Date('2030-06-12T09:30:00Z'),
};

describe('resolvePlace, catalogue references', () => {
  it('gives the place written once (placeAddress) and its coordinates, the same on every call', async () => {
    const place = getPlace('gare-de-dourdan')!;
    const expected = {
      ref: 'catalogue:gare-de-dourdan',
      address: placeAddress(place),
      lat: place.lat,
      lng: place.lng,
      source: 'catalogue',
    };
    await expect(resolvePlace('catalogue:gare-de-dourdan', offline)).resolves.toEqual(expected);
    await expect(resolvePlace('catalogue:gare-de-dourdan', offline)).resolves.toEqual(expected);
    const orly = getPlace('orly-4')!;
    await expect(resolvePlace('catalogue:orly-4', offline)).resolves.toMatchObject({
      address: placeAddress(orly),
      lat: orly.lat,
    });
  });

  it('refuses an unknown id or a malformed reference as unknown, and a Google one without a key', async () => {
    for (const reference of ['catalogue:nulle-part', 'catalogue:', 'gare-de-dourdan']) {
      await expect(resolvePlace(reference, offline)).rejects.toMatchObject({ reason: 'unknown' });
    }
    await expect(resolvePlace(signedGoogleRef('ChIJabcdef'), offline)).rejects.toBeInstanceOf(
      PlaceResolutionError,
    );
    await expect(resolvePlace(signedGoogleRef('ChIJabcdef'), offline)).rejects.toMatchObject({
      reason: 'google-disabled',
    });
  });
});

/** The place cache and the throttle table in memory, with the semantics of take_throttle_slot. */
function memoryStore() {
  const places = new Map<string, CachedPlace>();
  const hits: { bucket: string; ip: string; at: Date }[] = [];
  return {
    hits,
    getCachedPlace: async (placeId: string) => places.get(placeId) ?? null,
    saveCachedPlace: async (place: CachedPlace) => {
      places.set(place.placeId, place);
    },
    takeThrottleSlot: async (bucket: string, ip: string, at: Date, since: Date, limit: number) => {
      if (hits.filter((h) => h.bucket === bucket && h.ip === ip && h.at >= since).length >= limit)
        return false;
      hits.push({ bucket, ip, at });
      return true;
    },
  };
}

/** Place Details (New) answering every place id with the same address. */
function detailsAnswer(): jest.Mock {
  return jest.fn(async (url: string) =>
    Response.json({
      id: decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''),
      formattedAddress: '1 Place de la Mairie, 91410 Dourdan, France',
      location: { latitude: 48.529, longitude: 2.0113 },
    }),
  );
}

describe('resolvePlace and the daily Google budget', () => {
  const t0 = new Date('2030-06-12T09:30:00Z');
  const budget = withGoogleDailyLimit(2);

  function context(store: ResolveContext['store'], fetchImpl: jest.Mock, now = t0): ResolveContext {
    return { store, google: { apiKey: 'k', fetchImpl: fetchImpl as unknown as typeof fetch }, now };
  }

  it('the limit+1-th Place Details call in 24 h is not made: the place is unavailable (503 path)', async () => {
    const store = memoryStore();
    const fetchImpl = detailsAnswer();
    await expect(resolvePlace(signedGoogleRef('ChIJone'), context(store, fetchImpl))).resolves.toMatchObject({
      source: 'google',
    });
    await expect(resolvePlace(signedGoogleRef('ChIJtwo'), context(store, fetchImpl))).resolves.toMatchObject({
      source: 'google',
    });
    const third = resolvePlace(signedGoogleRef('ChIJthree'), context(store, fetchImpl));
    await expect(third).rejects.toBeInstanceOf(PlaceResolutionError);
    await expect(third).rejects.toMatchObject({ reason: 'unavailable' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(store.hits.map((h) => [h.bucket, h.ip])).toEqual([
      [GOOGLE_BUDGET_BUCKET, '*'],
      [GOOGLE_BUDGET_BUCKET, '*'],
    ]);
    expect(budget.warn()).toHaveBeenCalledWith(
      expect.stringMatching(/^\[maps\] budget Google du jour atteint/),
    );
  });

  it('cache hits take no budget slot; a stale entry does', async () => {
    const store = memoryStore();
    const fetchImpl = detailsAnswer();
    for (let i = 0; i < 5; i++) await resolvePlace(signedGoogleRef('ChIJone'), context(store, fetchImpl));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(store.hits).toHaveLength(1);
    const stale = new Date(t0.getTime() + PLACE_CACHE_MAX_AGE_MS + 60_000);
    await resolvePlace(signedGoogleRef('ChIJone'), context(store, fetchImpl, stale));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(store.hits).toHaveLength(2);
  });

  it('the window is rolling: refused within 24 h of the first calls, let through once it slides', async () => {
    const store = memoryStore();
    const fetchImpl = detailsAnswer();
    await resolvePlace(signedGoogleRef('ChIJone'), context(store, fetchImpl));
    await resolvePlace(signedGoogleRef('ChIJtwo'), context(store, fetchImpl));
    const almost = new Date(t0.getTime() + 23 * 60 * 60 * 1000);
    await expect(
      resolvePlace(signedGoogleRef('ChIJthree'), context(store, fetchImpl, almost)),
    ).rejects.toMatchObject({
      reason: 'unavailable',
    });
    const dayLater = new Date(t0.getTime() + 24 * 60 * 60 * 1000 + 1_000);
    await expect(
      resolvePlace(signedGoogleRef('ChIJthree'), context(store, fetchImpl, dayLater)),
    ).resolves.toMatchObject({ source: 'google' });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('fails open when the budget cannot be read: Google is still asked', async () => {
    const store = {
      ...memoryStore(),
      takeThrottleSlot: async () => {
        throw new Error('base indisponible');
      },
    };
    const fetchImpl = detailsAnswer();
    await expect(resolvePlace(signedGoogleRef('ChIJone'), context(store, fetchImpl))).resolves.toMatchObject({
      source: 'google',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(budget.warn()).toHaveBeenCalledWith(
      '[maps] budget Google illisible, appel autorisé',
      expect.any(Error),
    );
  });
});
