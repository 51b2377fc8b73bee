// Places and prices resolved on the server (issue 13), tested as an attacker would: forged coordinates and texts,
// unknown references, Google failing; plus the caches (place by id, distance by pair, identical quotes) and the
// throttle. Google is the fake of e2e/fake-google, reached through the same base-URL variables as in production.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';
import { clearDistanceCache } from '@/lib/maps/server-distance';
import { clearQuoteCache } from '@/lib/requests/quote-cache';
import { PLACE_CACHE_MAX_AGE_MS, resolvePlace } from '@/lib/maps/resolve-place';
import { signedGoogleRef } from '@/lib/maps/place-signature';
import { startFakeGoogle, type FakeGoogle } from '@/e2e/fake-google/fake-google.mjs';

let store: TestStore;

jest.mock('@/lib/db', () => ({ getStore: () => Promise.resolve(store) }));
jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

// Imported after the mocks.
import { POST as quotePOST } from './route';
import { bypassesQuoteThrottle, QUOTE_THROTTLE_BYPASS_HEADER } from './throttle-bypass';
import { POST as bookingsPOST } from '../bookings/route';
import { POST as autocompletePOST } from '../places/autocomplete/route';
import { POST as resolvePOST } from '../places/resolve/route';

const KEY = 'fake-google-key';
// The references the server's suggestions carry (signed); it answers and stores them unsigned (MARSEILLE_REF…).
const MARSEILLE = signedGoogleRef('ChIJfake_Marseille_VieuxPort');
const LILLE = signedGoogleRef('ChIJfake_Lille_GrandPlace');
const MARSEILLE_REF = 'google:ChIJfake_Marseille_VieuxPort';
const LILLE_REF = 'google:ChIJfake_Lille_GrandPlace';
const DOURDAN = { lat: 48.529, lng: 2.0113 };
const CHOOSE = 'Choisissez une adresse proposée dans la liste.';

let google: FakeGoogle;
let ipCounter = 0;

function request(path: string, body: unknown, ip = `198.18.0.${(ipCounter += 1) % 250}`): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': ip },
    body: JSON.stringify(body),
  });
}

interface QuoteJson {
  quote: {
    totalPrice: number;
    estimatedDistance: number;
    isEstimate: boolean;
    fixedRoute: string | null;
    localPackage: { id: string; label: string } | null;
  };
  distance: { source: string } | null;
  error?: { title: string; message: string; fields?: Record<string, string> };
}

async function quote(body: Record<string, unknown>, ip?: string) {
  const response = await quotePOST(request('/api/quote', { vehicleType: 'berline', ...body }, ip));
  return { status: response.status, json: (await response.json()) as QuoteJson };
}

// The fake answers in the same process as the embedded database: on a loaded machine a reply can take more than the
// production limits (2.5 s, 1.5 s), and the route would then rightly answer 503. The tests give Google 15 s, except
// the time-out case, which sets its own short limit.
function withGoogle(on: boolean, timeoutMs = 15_000) {
  process.env.GOOGLE_MAPS_SERVER_KEY = on ? KEY : '';
  process.env.GOOGLE_MAPS_API_BASE_URL = google.url;
  process.env.GOOGLE_ROUTES_API_BASE_URL = google.url;
  process.env.GOOGLE_TIMEOUT_MS = String(timeoutMs);
  resetServerEnvForTests();
}

function inDays(days: number): string {
  return DateTime.now().setZone('Europe/Paris').plus({ days }).toFormat('yyyy-MM-dd');
}

function bookingDraft(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    tripType: 'oneWay',
    packageId: null,
    pickupDate: inDays(3),
    pickupTime: '10:30',
    passengers: '1',
    holdBags: '0',
    vehicleType: 'berline',
    contactName: 'Camille Martin',
    contactEmail: 'camille@example.fr',
    contactPhone: '06 12 34 56 78',
    acceptTerms: true,
    requestId: randomUUID(),
    website: '',
    ...overrides,
  };
}

beforeAll(async () => {
  google = await startFakeGoogle({ apiKey: KEY });
  store = await createTestStore({ seed: false });
}, 120_000);

afterAll(async () => {
  await google.close();
  await store.close();
  delete process.env.GOOGLE_MAPS_SERVER_KEY;
  delete process.env.GOOGLE_MAPS_API_BASE_URL;
  delete process.env.GOOGLE_ROUTES_API_BASE_URL;
  delete process.env.GOOGLE_TIMEOUT_MS;
  resetServerEnvForTests();
});

beforeEach(async () => {
  google.reset();
  withGoogle(true);
  clearQuoteCache();
  clearDistanceCache();
  await store.sql.query('delete from public.place_cache');
  await store.sql.query('delete from public.place_distances');
});

describe('forged coordinates and texts', () => {
  it('Marseille → Lille costs the real trip whatever coordinates, text or price the browser adds', async () => {
    const real = await quote({ departurePlaceRef: MARSEILLE, destinationPlaceRef: LILLE });
    expect(real.status).toBe(200);
    // ≈ 1000 km by road (fake: 1.25 × great circle): hundreds of euros, a driving distance, not an estimate.
    expect(real.json.quote.totalPrice).toBeGreaterThan(100_000);
    expect(real.json.distance?.source).toBe('google');

    const forged = await quote({
      departurePlaceRef: MARSEILLE,
      destinationPlaceRef: LILLE,
      departureAddress: 'Gare de Dourdan, 91410 Dourdan',
      departureLat: DOURDAN.lat,
      departureLng: DOURDAN.lng,
      destinationAddress: 'Dourdan',
      destinationLat: DOURDAN.lat,
      destinationLng: DOURDAN.lng,
      totalPrice: 1200,
      distance: { km: 1 },
    });
    expect(forged.status).toBe(200);
    expect(forged.json.quote.totalPrice).toBe(real.json.quote.totalPrice);
  });

  it('any forged coordinates and texts never lower the price (property)', async () => {
    const real = await quote({ departurePlaceRef: MARSEILLE, destinationPlaceRef: LILLE });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          departureLat: fc.double({ min: -90, max: 90, noNaN: true }),
          departureLng: fc.double({ min: -180, max: 180, noNaN: true }),
          destinationLat: fc.double({ min: -90, max: 90, noNaN: true }),
          destinationLng: fc.double({ min: -180, max: 180, noNaN: true }),
          departureAddress: fc.string({ maxLength: 60 }),
          destinationAddress: fc.constantFrom('Orly 4', '75001 Paris', 'Disneyland', 'Dourdan 91410', ''),
        }),
        async (forgery) => {
          const answer = await quote({
            departurePlaceRef: MARSEILLE,
            destinationPlaceRef: LILLE,
            ...forgery,
          });
          expect(answer.status).toBe(200);
          expect(answer.json.quote.totalPrice).toBe(real.json.quote.totalPrice);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the Marseille text with Dourdan coordinates and no place reference gets the French message, never a price', async () => {
    const { status, json } = await quote({
      departureAddress: 'Quai du Port, 13002 Marseille',
      departureLat: DOURDAN.lat,
      departureLng: DOURDAN.lng,
      destinationPlaceRef: LILLE,
    });
    expect(status).toBe(422);
    expect(json.quote).toBeUndefined();
    expect(json.error).toMatchObject({ message: CHOOSE, fields: { departureAddress: CHOOSE } });
  });

  it('stores the resolved address and coordinates, and the same price, whatever the browser sent', async () => {
    const real = await quote({ departurePlaceRef: MARSEILLE, destinationPlaceRef: LILLE });
    const response = await bookingsPOST(
      request(
        '/api/bookings',
        bookingDraft({
          departurePlaceRef: MARSEILLE,
          destinationPlaceRef: LILLE,
          departureAddress: '1 Rue de Chartres, 91410 Dourdan',
          departureLat: DOURDAN.lat,
          departureLng: DOURDAN.lng,
          destinationAddress: 'Dourdan',
          destinationLat: DOURDAN.lat,
          destinationLng: DOURDAN.lng,
        }),
      ),
    );
    expect(response.status).toBe(201);
    const { bookingRef } = (await response.json()) as { bookingRef: string };
    const stored = await store.getReservationByBookingRef(bookingRef);
    expect(stored?.priceCents).toBe(real.json.quote.totalPrice);
    expect(stored?.pickupLocation).toBe('Quai du Port, 13002 Marseille, France');
    expect(stored?.dropoffLocation).toBe('Place du Général de Gaulle, 59000 Lille, France');
    const places = (stored?.quote as { places: { departure: { lat: number; lng: number; ref: string } } })
      .places;
    expect(places.departure).toMatchObject({ lat: 43.2965, lng: 5.3698, ref: MARSEILLE_REF });
  });

  it('a catalogue id that does not exist → 422 on the field', async () => {
    const { status, json } = await quote({
      departurePlaceRef: 'catalogue:orly-4',
      destinationPlaceRef: 'catalogue:orly-99',
    });
    expect(status).toBe(422);
    expect(json.error).toMatchObject({ message: CHOOSE, fields: { destinationAddress: CHOOSE } });
  });

  it('no vehicle → « Données manquantes pour le calcul. », an unknown one → « Type de véhicule invalide. »', async () => {
    const trip = { departurePlaceRef: 'catalogue:orly-4', destinationPlaceRef: 'catalogue:gare-de-lyon' };
    const missing = await quote({ ...trip, vehicleType: undefined });
    expect(missing.status).toBe(422);
    expect(missing.json.error).toMatchObject({
      message: 'Données manquantes pour le calcul.',
      fields: { vehicleType: 'Données manquantes pour le calcul.' },
    });
    const unknown = await quote({ ...trip, vehicleType: 'limousine' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error).toMatchObject({ message: 'Type de véhicule invalide.' });
  });

  it('a Google place id Google does not know → 422 with the French message', async () => {
    const { status, json } = await quote({
      departurePlaceRef: signedGoogleRef('ChIJdoesNotExist'),
      destinationPlaceRef: LILLE,
    });
    expect(status).toBe(422);
    expect(json.error).toMatchObject({ message: CHOOSE, fields: { departureAddress: CHOOSE } });
  });

  it('a Google reference the server never suggested costs no Google call: made up, or its signature forged → 422', async () => {
    const forged = `${MARSEILLE_REF}.${'A'.repeat(16)}`;
    for (const departurePlaceRef of ['google:ChIJmadeUpByAScript', forged, `${LILLE}x`]) {
      const { status, json } = await quote({ departurePlaceRef, destinationPlaceRef: 'catalogue:orly-4' });
      expect(status).toBe(422);
      expect(json.error).toMatchObject({ message: CHOOSE });
    }
    expect(google.calls()).toMatchObject({ details: 0 });
    // Once the server has resolved a place, its unsigned reference (what the browser keeps, what a booking stores)
    // is known: it is answered from the cache, and refreshed when stale.
    expect(
      (await quote({ departurePlaceRef: MARSEILLE, destinationPlaceRef: 'catalogue:orly-4' })).status,
    ).toBe(200);
    expect(
      (await quote({ departurePlaceRef: MARSEILLE_REF, destinationPlaceRef: 'catalogue:orly-4' })).status,
    ).toBe(200);
    expect(google.calls().details).toBe(1);
  });

  it('without a server key only catalogue places are accepted', async () => {
    withGoogle(false);
    const refused = await quote({ departurePlaceRef: MARSEILLE, destinationPlaceRef: 'catalogue:orly-4' });
    expect(refused.status).toBe(422);
    expect(refused.json.error?.message).toBe(CHOOSE);
    const catalogue = await quote({
      departurePlaceRef: 'catalogue:gare-de-dourdan',
      destinationPlaceRef: 'catalogue:orly-4',
    });
    expect(catalogue.status).toBe(200);
    expect(catalogue.json.quote.fixedRoute).toBe('dourdanOrly');
    const suggestions = await autocompletePOST(
      request('/api/places/autocomplete', { input: 'Marseille', sessionToken: randomUUID() }),
    );
    expect(await suggestions.json()).toEqual({ enabled: false, suggestions: [] });
    expect(google.calls()).toEqual({ autocomplete: 0, details: 0, routes: 0 });
  });
});

describe('local price tables (docs/product.md#pricing-local-packages)', () => {
  const GARE = 'catalogue:gare-de-dourdan';
  const ETAMPES = 'catalogue:etampes';
  const input = (berline: number | null) => ({
    department: 'Essonne (91)' as const,
    startLocation: 'Dourdan',
    endLocation: 'Étampes',
    prices: {
      berline: { oneWayCents: berline, roundTripCents: 7500 },
      van: { oneWayCents: 6000, roundTripCents: null },
    },
    isActive: true,
  });

  it('a trip between a row’s places costs the table’s price, both ways; an admin change is priced at once', async () => {
    const perKm = await quote({ departurePlaceRef: GARE, destinationPlaceRef: ETAMPES });
    expect(perKm.json.quote.totalPrice).not.toBe(4000);
    const created = await store.createPackage(input(4000));
    try {
      const there = await quote({ departurePlaceRef: GARE, destinationPlaceRef: ETAMPES });
      expect(there.status).toBe(200);
      expect(there.json.quote).toMatchObject({
        totalPrice: 4000,
        fixedRoute: null,
        isEstimate: false,
        localPackage: { id: created.id, label: 'Dourdan → Étampes' },
      });
      const back = await quote({
        departurePlaceRef: ETAMPES,
        destinationPlaceRef: GARE,
        tripType: 'roundTrip',
      });
      expect(back.json.quote).toMatchObject({
        totalPrice: 7500,
        localPackage: { label: 'Étampes → Dourdan' },
      });
      // The van has no round-trip price on this table ('N/A'): not sold there, so per km — only the
      // Dourdan-Aéroport table sells twice its one-way price.
      const vanBack = await quote({
        departurePlaceRef: ETAMPES,
        destinationPlaceRef: GARE,
        tripType: 'roundTrip',
        vehicleType: 'van',
      });
      expect(vanBack.json.quote).toMatchObject({ localPackage: null, vehicleType: 'van' });
      expect(vanBack.json.quote.totalPrice).not.toBe(12000);

      // The booking stores the same price; the quote cache never hides an edit of the table.
      const response = await bookingsPOST(
        request(
          '/api/bookings',
          bookingDraft({
            departurePlaceRef: GARE,
            destinationPlaceRef: ETAMPES,
            departureAddress: 'Gare de Dourdan',
            destinationAddress: 'Étampes',
          }),
        ),
      );
      expect(response.status).toBe(201);
      const { bookingRef } = (await response.json()) as { bookingRef: string };
      expect((await store.getReservationByBookingRef(bookingRef))?.priceCents).toBe(4000);
      // Google failing changes nothing in a table's price: no « Erreur de calcul » for the visitor.
      clearQuoteCache();
      clearDistanceCache();
      await store.sql.query('delete from public.place_distances');
      google.setMode('500');
      const failing = await quotePOST(
        request('/api/quote', {
          vehicleType: 'berline',
          departurePlaceRef: GARE,
          destinationPlaceRef: ETAMPES,
        }),
      );
      expect(await failing.json()).toMatchObject({
        quote: { totalPrice: 4000, isEstimate: false },
        distance: { source: 'great-circle' },
        googleFailed: false,
        note: null,
      });
      google.setMode('ok');
      await store.updatePackage(created.id, input(4200));
      expect(
        (await quote({ departurePlaceRef: GARE, destinationPlaceRef: ETAMPES })).json.quote.totalPrice,
      ).toBe(4200);
      await store.updatePackage(created.id, input(null));
      const emptied = await quote({ departurePlaceRef: GARE, destinationPlaceRef: ETAMPES });
      expect(emptied.json.quote).toMatchObject({
        totalPrice: perKm.json.quote.totalPrice,
        localPackage: null,
      });
      await store.updatePackage(created.id, { ...input(4200), isActive: false });
      expect(
        (await quote({ departurePlaceRef: GARE, destinationPlaceRef: ETAMPES })).json.quote.totalPrice,
      ).toBe(perKm.json.quote.totalPrice);
    } finally {
      await store.deletePackage(created.id);
    }
  });
});

describe('Google failing', () => {
  it.each(['500', '403', 'timeout'] as const)(
    'Google %s → 503 in French for a Google place, the catalogue still priced, never a 500',
    async (mode) => {
      // GOOGLE_TIMEOUT_MS is the limit the client waits (the fake never answers in 'timeout').
      if (mode === 'timeout') withGoogle(true, 300);
      google.setMode(mode);
      const down = await quote({ departurePlaceRef: MARSEILLE, destinationPlaceRef: LILLE });
      expect(down.status).toBe(503);
      expect(down.json.error?.message).toMatch(/momentanément indisponible/);
      expect(Object.keys(down.json.error?.fields ?? {})).toEqual(['departureAddress']);

      const catalogue = await quote({
        departurePlaceRef: 'catalogue:orly-4',
        destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
      });
      expect(catalogue.status).toBe(200);
      expect(catalogue.json.quote.fixedRoute).toBe('orlyParis');

      const suggestions = await autocompletePOST(
        request('/api/places/autocomplete', { input: 'Marseille', sessionToken: randomUUID() }),
      );
      expect(suggestions.status).toBe(503);
      const resolved = await resolvePOST(request('/api/places/resolve', { placeRef: LILLE }));
      expect(resolved.status).toBe(503);
    },
    15_000,
  );

  it('Routes failing on a per-km trip → the great-circle estimate, flagged', async () => {
    // Places resolve (cached from a first call), then Routes fails.
    await quote({ departurePlaceRef: MARSEILLE, destinationPlaceRef: 'catalogue:gare-de-dourdan' });
    clearQuoteCache();
    clearDistanceCache();
    await store.sql.query('delete from public.place_distances');
    google.setMode('500');
    const { status, json } = await quote({
      departurePlaceRef: MARSEILLE,
      destinationPlaceRef: 'catalogue:gare-de-dourdan',
    });
    expect(status).toBe(200);
    expect(json.quote.isEstimate).toBe(true);
    expect(json.distance?.source).toBe('great-circle');
  });
});

describe('caches', () => {
  it('resolves a Google place once; after 30 days the coordinates are fetched again', async () => {
    const ctx = {
      store,
      google: { apiKey: KEY, baseUrl: google.url },
      now: new Date('2026-03-01T10:00:00Z'),
    };
    const first = await resolvePlace(MARSEILLE, ctx);
    const second = await resolvePlace(MARSEILLE, ctx);
    expect(second).toEqual(first);
    expect(google.calls().details).toBe(1);

    const later = { ...ctx, now: new Date(ctx.now.getTime() + PLACE_CACHE_MAX_AGE_MS - 60_000) };
    await resolvePlace(MARSEILLE, later);
    expect(google.calls().details).toBe(1);

    const stale = { ...ctx, now: new Date(ctx.now.getTime() + PLACE_CACHE_MAX_AGE_MS + 60_000) };
    await resolvePlace(MARSEILLE, stale);
    expect(google.calls().details).toBe(2);
    expect((await store.getCachedPlace('ChIJfake_Marseille_VieuxPort'))?.fetchedAt).toBe(
      stale.now.toISOString(),
    );
  });

  it('identical quotes ask Google once; the distance is kept by place pair in the database', async () => {
    const body = { departurePlaceRef: MARSEILLE, destinationPlaceRef: LILLE };
    const a = await quote(body);
    const b = await quote(body);
    expect(b.json).toEqual(a.json);
    expect(google.calls()).toMatchObject({ details: 2, routes: 1 });
    // A new process (empty memory caches): the database answers, Google is not asked again.
    clearQuoteCache();
    clearDistanceCache();
    const c = await quote(body);
    expect(c.json.quote.totalPrice).toBe(a.json.quote.totalPrice);
    expect(google.calls()).toMatchObject({ details: 2, routes: 1 });
    expect(await store.getCachedDistance(MARSEILLE_REF, LILLE_REF)).toMatchObject({ km: expect.any(Number) });
  });
});

describe('throttle', () => {
  it('answers 429 once a client has asked 60 quotes in 10 minutes', async () => {
    withGoogle(false);
    const body = {
      departurePlaceRef: 'catalogue:orly-4',
      destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await quote(body, '192.0.2.61')).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  }, 60_000);

  describe('the benchmark bypass (QUOTE_THROTTLE_BYPASS_TOKEN)', () => {
    const TOKEN = 'bench-token-with-more-than-32-characters-0123';
    const body = {
      departurePlaceRef: 'catalogue:orly-4',
      destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
    };
    async function quoteWith(header: string | null, ip: string) {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-real-ip': ip };
      if (header !== null) headers[QUOTE_THROTTLE_BYPASS_HEADER] = header;
      const response = await quotePOST(
        new Request('http://localhost/api/quote', {
          method: 'POST',
          headers,
          body: JSON.stringify({ vehicleType: 'berline', ...body }),
        }),
      );
      return response.status;
    }
    async function sixtyFirst(header: string | null, ip: string) {
      for (let i = 0; i < 60; i += 1) expect(await quoteWith(header, ip)).toBe(200);
      return quoteWith(header, ip);
    }
    afterEach(() => {
      delete process.env.QUOTE_THROTTLE_BYPASS_TOKEN;
    });

    it('lifts the limit only for a request carrying the configured token', async () => {
      withGoogle(false);
      process.env.QUOTE_THROTTLE_BYPASS_TOKEN = TOKEN;
      expect(await sixtyFirst(TOKEN, '192.0.2.71')).toBe(200);
      expect(await sixtyFirst(`${TOKEN}x`, '192.0.2.72')).toBe(429);
      expect(await sixtyFirst(null, '192.0.2.73')).toBe(429);
    }, 60_000);

    it('is off without the variable, and with a token shorter than 32 characters', async () => {
      withGoogle(false);
      expect(await sixtyFirst(TOKEN, '192.0.2.74')).toBe(429);
      process.env.QUOTE_THROTTLE_BYPASS_TOKEN = 'short-token';
      expect(await sixtyFirst('short-token', '192.0.2.75')).toBe(429);
      expect(bypassesQuoteThrottle(new Headers({ [QUOTE_THROTTLE_BYPASS_HEADER]: 'short-token' }))).toBe(
        false,
      );
    }, 60_000);
  });
});

describe('the address field endpoints', () => {
  it('suggests Google places as references and resolves the chosen one', async () => {
    const sessionToken = randomUUID();
    const suggestions = await autocompletePOST(
      request('/api/places/autocomplete', { input: 'rue de chartres dourdan', sessionToken }),
    );
    const json = (await suggestions.json()) as { enabled: boolean; suggestions: { placeRef: string }[] };
    // The body with the status: a refusal says why.
    expect({ status: suggestions.status, json }).toMatchObject({ status: 200, json: { enabled: true } });
    expect(json.suggestions[0]?.placeRef).toBe(signedGoogleRef('ChIJfake_Dourdan_Chartres'));
    const resolved = await resolvePOST(
      request('/api/places/resolve', { placeRef: json.suggestions[0]?.placeRef, sessionToken }),
    );
    expect(await resolved.json()).toMatchObject({
      address: '12 Rue de Chartres, 91410 Dourdan, France',
      lat: 48.5297,
      ref: 'google:ChIJfake_Dourdan_Chartres',
    });
    const unknown = await resolvePOST(request('/api/places/resolve', { placeRef: 'catalogue:mars' }));
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as QuoteJson).error?.message).toBe(CHOOSE);
  });
});
