import { createTestStore, type TestStore } from '@/lib/db/testing';
import { UnavailableError } from '@/lib/db/errors';
import { inDays, wizardDraft } from '@/lib/testing/wizard-draft';

let store: TestStore;
let storeOverride: (() => Promise<unknown>) | null = null;

jest.mock('@/lib/db', () => ({
  getStore: () => (storeOverride ? storeOverride() : Promise.resolve(store)),
}));
jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

// Imported after the mocks.
import { POST as bookingsPOST } from './route';
import { POST as quotePOST } from '../quote/route';

const draft = wizardDraft;

let ipCounter = 0;
/** Each request gets its own client IP unless told otherwise, so the per-IP limit only bites where tested. */
function post(body: unknown, ip = `203.0.113.${(ipCounter += 1) % 250}`): Request {
  return new Request('http://localhost/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface ErrorBody {
  error: { title: string; message: string; field?: string };
}

async function reservationCount(): Promise<number> {
  const { rows } = await store.sql.query<{ n: number }>('select count(*)::int as n from public.reservations');
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  store = await createTestStore({ seed: false });
}, 120_000);

afterAll(async () => {
  await store.close();
});

afterEach(() => {
  storeOverride = null;
});

describe('POST /api/bookings', () => {
  it('stores a pending wizard reservation with the server price and answers the WhatsApp link', async () => {
    const body = draft({ price: 1, totalPrice: 1, estimatedPrice: 1, quote: { totalPrice: 1 } });
    const response = await bookingsPOST(post(body));
    expect(response.status).toBe(201);
    const json = (await response.json()) as {
      bookingRef: string;
      whatsappUrl: string;
      quote: { totalPrice: number };
    };
    expect(json.bookingRef).toMatch(/^HM-[A-Z0-9]{5}$/);
    // Orly → Paris, berline: the fixed fare of the settings (60 €), whatever the browser claimed.
    expect(json.quote.totalPrice).toBe(6000);
    const text = decodeURIComponent(new URL(json.whatsappUrl).searchParams.get('text') ?? '');
    expect(json.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(text).toContain(json.bookingRef);
    expect(text).toContain('60,00');

    const stored = await store.getReservationByBookingRef(json.bookingRef);
    expect(stored).toMatchObject({
      channel: 'wizard',
      paymentStatus: 'pending',
      paymentMethod: 'on_board',
      priceCents: 6000,
      fullName: 'Camille Martin',
      vehicleType: 'berline',
      passengers: 2,
      holdBags: 1,
      booster: 0,
      tripType: 'oneWay',
      flightTrainNumber: 'AF1234',
      requestId: body.requestId,
    });
    expect(stored?.pickupTime).not.toBeNull();
    expect((stored?.quote as { quote: { fixedRoute: string } }).quote.fixedRoute).toBe('orlyParis');
  });

  it('stores the same request once (double click, retry) and answers the first reference', async () => {
    const body = draft();
    const before = await reservationCount();
    const [a, b] = await Promise.all([bookingsPOST(post(body)), bookingsPOST(post(body))]);
    const c = await bookingsPOST(post(body));
    const refs = await Promise.all(
      [a, b, c].map(async (r) => ((await r.json()) as { bookingRef: string }).bookingRef),
    );
    expect(new Set(refs).size).toBe(1);
    expect([a.status, b.status, c.status].sort()).toEqual([200, 200, 201]);
    expect(await reservationCount()).toBe(before + 1);
  });

  it('answers 429 once an IP exceeds the limit, and for a filled honeypot', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    // docs/product.md#spam-limit: 10 requests per 10 minutes per client; the 11th is refused.
    for (let i = 0; i < 10; i += 1) statuses.push((await bookingsPOST(post(draft(), ip))).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const limited = await bookingsPOST(post(draft(), ip));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.message).toBe(
      'Trop de demandes. Veuillez réessayer dans quelques minutes.',
    );

    const before = await reservationCount();
    const bot = await bookingsPOST(post(draft({ website: 'https://spam.example' })));
    expect(bot.status).toBe(429);
    expect(await reservationCount()).toBe(before);
  });

  const hostile: [string, unknown, number][] = [
    ['malformed JSON', '{"tripType": "oneWay",', 400],
    ['an empty body', '', 400],
    ['a JSON array', '[]', 422],
    ['a JSON string', '"hello"', 422],
    ['null', 'null', 422],
    ['an oversized body', JSON.stringify(draft({ contactName: 'x'.repeat(40_000) })), 400],
    ['a huge string under the body limit', draft({ departureAddress: 'A'.repeat(5_000) }), 422],
    ['missing fields', { tripType: 'oneWay' }, 422],
    ['passengers as an object', draft({ passengers: { $gt: 0 } }), 422],
    ['negative passengers', draft({ passengers: -2 }), 422],
    ['zero passengers', draft({ passengers: '0' }), 422],
    ['eight passengers', draft({ passengers: 8 }), 422],
    ['too many bags for the vehicle', draft({ holdBags: 5 }), 422],
    ['a script tag as e-mail', draft({ contactEmail: '<script>alert(1)</script>' }), 422],
    ['a script tag as phone', draft({ contactPhone: '<script>alert(1)</script>' }), 422],
    ['a past date', draft({ pickupDate: inDays(-2) }), 422],
    ['a date under 24 h', draft({ pickupDate: inDays(0), pickupTime: '22:00' }), 422],
    ['an impossible date', draft({ pickupDate: '2031-02-30' }), 422],
    ['a time outside the slot window', draft({ pickupTime: '23:00' }), 422],
    ['a catalogue id that does not exist', draft({ departurePlaceRef: 'catalogue:atlantis' }), 422],
    ['free text without a place reference', draft({ destinationPlaceRef: undefined }), 422],
    ['a Google place without a server key', draft({ departurePlaceRef: 'google:ChIJforged123' }), 422],
    ['a place reference as an object', draft({ departurePlaceRef: { id: 'orly-4' } }), 422],
    ['a path as a catalogue id', draft({ departurePlaceRef: 'catalogue:../../etc/passwd' }), 422],
    ['NaN-like coordinates', '{"departureLat": NaN}', 400],
    ['terms not accepted', draft({ acceptTerms: false }), 422],
    ['terms as a string', draft({ acceptTerms: 'true' }), 422],
    ['an unknown vehicle', draft({ vehicleType: 'limousine' }), 422],
    ['an unknown package', draft({ packageId: '../../etc/passwd' }), 422],
    ['an invalid requestId', draft({ requestId: 'not-a-uuid' }), 422],
    ['a round trip without return', draft({ tripType: 'roundTrip' }), 422],
    [
      'a return before the outbound',
      draft({
        tripType: 'roundTrip',
        returnPickupDate: inDays(2),
        returnPickupTime: '10:00',
        returnFlightTrainNumber: 'AF1',
      }),
      422,
    ],
    ['an airport trip without flight number', draft({ flightTrainNumber: '' }), 422],
    ['a flight number longer than the column', draft({ flightTrainNumber: 'AF'.repeat(15) }), 422],
  ];

  it.each(hostile.map(([name, body, status]) => [name, status, body] as const))(
    'refuses %s with %i and a French message, storing nothing',
    async (_name, status, body) => {
      const before = await reservationCount();
      const response = await bookingsPOST(post(body));
      expect(response.status).toBe(status);
      const json = (await response.json()) as ErrorBody;
      expect(json.error.title.length).toBeGreaterThan(0);
      // French, not zod's English defaults.
      expect(json.error.message).not.toMatch(/\b(Invalid|Expected|Required|received)\b/);
      expect(json.error.message).toMatch(/[a-zéèàêç]/i);
      expect(await reservationCount()).toBe(before);
    },
  );

  it("keeps a package's ends in their zones, whatever the browser sent (Paris, Disney, the airport)", async () => {
    const fits = await bookingsPOST(post(draft({ packageId: 'orly-paris' })));
    expect(fits.status).toBe(201);
    const paris = "L'adresse doit être dans Paris intra-muros pour ce forfait.";
    const disney = "L'adresse doit être dans la zone Disneyland Paris pour ce forfait.";
    const before = await reservationCount();
    for (const [body, field, message] of [
      // A prefilled Dourdan address in a Paris → Orly package: the operator read « Forfait : Paris → Orly ».
      [
        draft({
          packageId: 'paris-orly',
          departurePlaceRef: 'catalogue:gare-de-dourdan',
          destinationPlaceRef: 'catalogue:orly-4',
        }),
        'departureAddress',
        paris,
      ],
      [
        draft({ packageId: 'orly-paris', destinationPlaceRef: 'catalogue:gare-de-dourdan' }),
        'destinationAddress',
        paris,
      ],
      [
        draft({ packageId: 'orly-disney', destinationPlaceRef: 'catalogue:etampes' }),
        'destinationAddress',
        disney,
      ],
      [
        draft({ packageId: 'cdg-paris' }),
        'departureAddress',
        'Choisissez une adresse proposée dans la liste.',
      ],
    ] as const) {
      const response = await bookingsPOST(post(body));
      expect(response.status).toBe(422);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({
        message,
        fields: { [field]: message },
      });
    }
    expect(await reservationCount()).toBe(before);
  });

  it('names the failing step-1 check', async () => {
    const response = await bookingsPOST(post(draft({ pickupDate: inDays(0), pickupTime: '22:00' })));
    expect(await response.json()).toEqual({
      error: {
        title: 'Date de réservation invalide',
        message: "La réservation doit être effectuée au minimum 24 heures à l'avance.",
        fields: { pickupDate: "La réservation doit être effectuée au minimum 24 heures à l'avance." },
      },
    });
  });

  it('answers 503 in French when the database is down', async () => {
    storeOverride = () => Promise.reject(new UnavailableError());
    const response = await bookingsPOST(post(draft()));
    expect(response.status).toBe(503);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(/indisponible/);
  });
});

describe('POST /api/quote', () => {
  function quoteRequest(body: unknown): Request {
    return new Request('http://localhost/api/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  it('prices a fixed route with the settings, ignoring a client price', async () => {
    const response = await quotePOST(
      quoteRequest(draft({ totalPrice: 1, vehicleType: 'van', passengers: 5 })),
    );
    expect(response.status).toBe(200);
    const json = (await response.json()) as {
      quote: { totalPrice: number; estimatedPrice: number; vatAmount: number };
    };
    expect(json.quote.totalPrice).toBe(11_000);
    expect(json.quote.estimatedPrice + json.quote.vatAmount).toBe(11_000);
  });

  it('prices a per-km trip with the great-circle fallback and says it is an estimate', async () => {
    const response = await quotePOST(
      quoteRequest({
        departurePlaceRef: 'catalogue:gare-de-dourdan',
        destinationPlaceRef: 'catalogue:etampes',
        vehicleType: 'berline',
      }),
    );
    expect(response.status).toBe(200);
    const json = (await response.json()) as {
      quote: { fixedRoute: null; isEstimate: boolean; totalPrice: number };
      distance: { source: string };
      note: string;
      googleFailed: boolean;
    };
    expect(json.quote.fixedRoute).toBeNull();
    expect(json.distance.source).toBe('great-circle');
    expect(json.note).toBe('Le prix est une estimation.');
    expect(json.googleFailed).toBe(false);
    // The server's own distance between the two catalogue places (great circle with its road factor), priced at the
    // default rates: 5,00 € + 15,7 km × 2,00 € = 36,40 € HT, + 10 % VAT = 40,04 € (docs/product.md#pricing-per-km).
    expect(json.quote).toMatchObject({ estimatedDistance: 15.7, estimatedPrice: 3640, totalPrice: 4004 });
  });

  it.each([
    ['malformed JSON', '{', 400],
    [
      'addresses without place references',
      { departureAddress: 'Paris', destinationAddress: 'Orly', vehicleType: 'berline' },
      422,
    ],
    ['a catalogue id that does not exist', draft({ destinationPlaceRef: 'catalogue:nowhere' }), 422],
    ['a vehicle too small for the group', draft({ passengers: 6 }), 422],
    ['an unknown vehicle', draft({ vehicleType: 'bus' }), 422],
  ])('refuses %s with %i in French', async (_name, body, status) => {
    const response = await quotePOST(quoteRequest(body));
    expect(response.status).toBe(status);
    const json = (await response.json()) as ErrorBody;
    expect(json.error.message).not.toMatch(/\b(Invalid|Expected|Required|received)\b/);
  });
});
