import { ENGLISH_CUSTOMER_INTRO } from '@/lib/booking/whatsapp';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import type { DataStore } from '@/lib/db/types';
import { getPriceSettingsCached } from '@/lib/db/cached';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { RequestError } from './errors';
import { packageBookingRequest, plainPackageForm } from './package-booking';
import { REPLAY_THROTTLE, runRequest } from './pipeline';
import {
  airportBody,
  BEAUVAIS,
  ETAMPES,
  formFields,
  MONTPARNASSE,
  ORLY,
  PACKAGE_NOW,
  packageBody,
} from '@/lib/testing/package-request';

// The settings it answers can be changed by a test (the general rates the operator saved).
jest.mock('@/lib/db/cached', () => {
  const stub = jest.requireActual<typeof import('@/lib/testing/cached-stub')>('@/lib/testing/cached-stub');
  return { ...stub, getPriceSettingsCached: jest.fn(stub.getPriceSettingsCached) };
});

const NOW = PACKAGE_NOW;

const text = (url: string) => new URL(url).searchParams.get('text') ?? '';

let ip = 0;

/** The request through the whole pipeline (each call from its own client, so the throttle stays out of the way). */
async function handlePackageBooking(store: DataStore, body: unknown, now: Date) {
  ip += 1;
  const request = new Request('http://localhost/api/package-bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `203.0.113.${ip}` },
    body: JSON.stringify(body),
  });
  const response = await runRequest(packageBookingRequest, request, { store, now });
  const answer = (await response.json()) as { bookingRef: string; whatsappUrl: string };
  return { ...answer, created: response.status === 201 };
}

/** The refusal, with `field` its first refused field. */
async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RequestError) {
      const { status, title, message, fields } = error;
      return { status, title, message, fields, field: Object.keys(fields ?? {})[0] };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('packageBookingRequest', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(async () => {
    await store.close();
  });

  it('stores a pending package reservation with the price of the package row, whatever the body says', async () => {
    const body = packageBody({ price: 1, priceCents: 100, totalPriceCents: 100 });
    const answer = await handlePackageBooking(store, body, NOW);
    expect(answer.created).toBe(true);
    const stored = await store.getReservationByBookingRef(answer.bookingRef);
    expect(stored).toMatchObject({
      channel: 'package',
      paymentStatus: 'pending',
      priceCents: 4000,
      vehicleType: 'berline',
      tripType: 'oneWay',
      passengers: 3,
      holdBags: 2,
      booster: 1,
      pickupLocation: '5 rue de Chartres, 91410 Dourdan',
      dropoffLocation: '12 rue Saint-Jacques, 91150 Étampes',
      pickupTime: '2026-03-14T09:30:00.000Z',
    });
    const message = text(answer.whatsappUrl);
    expect(message).toContain(answer.bookingRef);
    expect(message).toContain('Prix fixe\u00a0: 40,00\u00a0€\u00a0TTC');
    expect(message).toContain('Dourdan → Étampes');
  });

  it('stores one row for a repeated requestId, and the retry tells WhatsApp the price stored', async () => {
    const body = packageBody();
    const first = await handlePackageBooking(store, body, NOW);
    // The operator edits the table between the first try and the retry: the request keeps its first price.
    await store.sql.query('update public.local_packages set berline_one_way_price = 99 where id = $1', [
      ETAMPES,
    ]);
    try {
      const again = await handlePackageBooking(store, body, NOW);
      expect(again).toMatchObject({ bookingRef: first.bookingRef, created: false });
      expect(text(again.whatsappUrl)).toContain('40,00\u00a0€');
    } finally {
      await store.sql.query('update public.local_packages set berline_one_way_price = 40 where id = $1', [
        ETAMPES,
      ]);
    }
  });

  it('a request sent again after its answer was lost is judged as when it arrived: its reference again, even within 24 hours of the ride and past the client’s limit', async () => {
    const body = packageBody(); // 14 March, 10:30 in Paris (09:30 UTC)
    const firstAt = new Date('2026-03-13T09:00:00Z'); // 24 h 30 before the ride
    const retryAt = new Date('2026-03-13T10:00:00Z'); // 23 h 30 before: too late for a new request
    // One client throughout (this process has no peer address: every request is the same unknown client).
    const send = (payload: unknown, at: Date) =>
      runRequest(
        packageBookingRequest,
        new Request('http://localhost/api/package-bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }),
        { store, now: at },
      );
    const first = await send(body, firstAt);
    expect(first.status).toBe(201);
    const { bookingRef } = (await first.json()) as { bookingRef: string };
    // The row's arrival is written by the database's clock; this test's clock is another one: make them agree.
    await store.sql.query('update public.reservations set created_at = $1 where booking_ref = $2', [
      firstAt.toISOString(),
      bookingRef,
    ]);
    // Meanwhile the client uses up its allowance of new requests: the next new one is answered 429.
    for (let i = 0; i < 10; i += 1) {
      await expect(rejection(send(packageBody(), retryAt))).resolves.toMatchObject({ status: 422 });
    }
    await expect(rejection(send(packageBody(), retryAt))).resolves.toMatchObject({ status: 429 });

    const again = await send(body, retryAt);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ bookingRef });
    expect(await store.getReservationByBookingRef(bookingRef)).toMatchObject({ paymentStatus: 'pending' });
    // The same id with another ride is still refused as a replay of other content.
    await expect(rejection(send({ ...body, time: '11:30' }, retryAt))).resolves.toMatchObject({
      status: 409,
    });
    // Retries have an allowance of their own, smaller than new requests' (docs/product.md#idempotency: five per 10
    // minutes): the next window allows 5.
    expect(REPLAY_THROTTLE).toEqual({ limit: 5, windowMs: 10 * 60_000 });
    const replays = new Date(retryAt.getTime() + 11 * 60_000);
    for (let i = 0; i < 5; i += 1) expect((await send(body, replays)).status).toBe(200);
    await expect(rejection(send(body, replays))).resolves.toMatchObject({ status: 429 });
    // More than a day after its first arrival, a request sent again is judged anew: the ride has passed.
    const dayLater = new Date(firstAt.getTime() + 25 * 60 * 60 * 1000);
    await expect(rejection(send(body, dayLater))).resolves.toMatchObject({ status: 422 });
    // A new request for the same ride, once the client's window has passed, is refused by the 24-hour rule.
    const later = new Date(retryAt.getTime() + 11 * 60_000);
    await expect(rejection(send({ ...body, requestId: crypto.randomUUID() }, later))).resolves.toMatchObject({
      status: 422,
      message: "La réservation doit être effectuée au minimum 24 heures à l'avance.",
    });
  });

  it('stores an airport request with flight numbers, terminal and the round-trip price', async () => {
    const answer = await handlePackageBooking(store, airportBody(), NOW);
    const stored = await store.getReservationByBookingRef(answer.bookingRef);
    expect(stored).toMatchObject({
      channel: 'airport',
      priceCents: 21000,
      tripType: 'roundTrip',
      flightTrainNumber: 'AF1234',
      returnFlightTrainNumber: 'AF1235',
      pickupLocation: '3 rue des Écoles, Roinville',
      dropoffLocation: "Aéroport d'Orly — Orly 3",
    });
    const message = text(answer.whatsappUrl);
    expect(message).toContain('AF1234');
    expect(message).toContain('AF1235');
    expect(message).toContain('210,00\u00a0€');
  });

  it('Dourdan → Orly is priced by the general rates\u2019 fixed fare, as the wizard, not by its row', async () => {
    // The operator raised the fare in « Tarifs généraux »: the airport form charges the new one, round trip included.
    const settings = structuredClone(DEFAULT_PRICE_SETTINGS);
    settings.fixedFares.dourdanOrly = { berline: 8500, van: 12000 };
    jest.mocked(getPriceSettingsCached).mockResolvedValue(settings);
    try {
      const answer = await handlePackageBooking(store, airportBody(), NOW);
      const stored = await store.getReservationByBookingRef(answer.bookingRef);
      // Van round trip: 2 × 120 € less the Orly discount (10 €), as computeQuote prices it.
      expect(stored?.priceCents).toBe(23000);
      expect(text(answer.whatsappUrl)).toContain('230,00\u00a0€');
    } finally {
      jest.mocked(getPriceSettingsCached).mockResolvedValue(DEFAULT_PRICE_SETTINGS);
    }
  });

  it('prices an airport round trip without a round-trip fare at twice the one-way fare', async () => {
    const answer = await handlePackageBooking(
      store,
      airportBody({
        packageId: BEAUVAIS,
        vehicle: 'berline',
        passengers: '2',
        hold_bags: '1',
        destination_terminal: 'beauvais',
      }),
      NOW,
    );
    const stored = await store.getReservationByBookingRef(answer.bookingRef);
    expect(stored?.priceCents).toBe(38000);
    // One terminal named as the airport: said once.
    expect(stored?.dropoffLocation).toBe('Aéroport de Beauvais-Tillé');
  });

  it('refuses a trip type that is not one (an array, a word) with a French message, never zod’s English', async () => {
    for (const trip_type of [['roundTrip'], 'both']) {
      await expect(
        rejection(handlePackageBooking(store, airportBody({ trip_type }), NOW)),
      ).resolves.toMatchObject({ status: 422, fields: { trip_type: 'Valeur invalide.' } });
    }
  });

  it('refuses missing fields, a past date, a bad slot and an invalid return with the French messages', async () => {
    await expect(
      rejection(handlePackageBooking(store, packageBody({ arrival_street: ' ' }), NOW)),
    ).resolves.toMatchObject({
      status: 422,
      field: 'arrival_street',
      message: 'Ce champ est obligatoire.',
    });
    await expect(
      rejection(handlePackageBooking(store, packageBody({ date: '2026-03-10' }), NOW)),
    ).resolves.toMatchObject({
      status: 422,
      title: 'Créneau non disponible',
      field: 'date',
      message: "La réservation doit être effectuée au minimum 24 heures à l'avance.",
    });
    await expect(
      rejection(handlePackageBooking(store, packageBody({ time: '23:00' }), NOW)),
    ).resolves.toMatchObject({
      field: 'time',
      message: 'Créneau non disponible.',
    });
    await expect(
      rejection(
        handlePackageBooking(
          store,
          packageBody({ trip: 'roundTrip', return_date: '2026-03-13', return_time: '10:00' }),
          NOW,
        ),
      ),
    ).resolves.toMatchObject({
      field: 'return_date',
      message: "La date ou l'heure de retour est invalide. Veuillez vérifier.",
    });
    await expect(
      rejection(handlePackageBooking(store, packageBody({ passengers: '5' }), NOW)),
    ).resolves.toMatchObject({
      field: 'passengers',
    });
    await expect(
      rejection(handlePackageBooking(store, airportBody({ flight_number: '' }), NOW)),
    ).resolves.toMatchObject({ field: 'flight_number', message: 'Le numéro de vol est obligatoire.' });
    // A station of the same table asks for the train's number, as its form's label does.
    await expect(
      rejection(
        handlePackageBooking(
          store,
          airportBody({ packageId: MONTPARNASSE, destination_terminal: '', flight_number: ' ' }),
          NOW,
        ),
      ),
    ).resolves.toMatchObject({ field: 'flight_number', message: 'Le numéro de train est obligatoire.' });
    await expect(
      rejection(handlePackageBooking(store, airportBody({ departure_city: 'Paris' }), NOW)),
    ).resolves.toMatchObject({ field: 'departure_city' });
  });

  it('refuses an unknown, inactive or mismatched package with "Erreur de réservation"', async () => {
    const inactive = '00000000-0000-4000-8000-000000000209';
    for (const body of [
      packageBody({ packageId: '00000000-0000-4000-8000-000000000999' }),
      packageBody({ packageId: inactive }),
      packageBody({ packageId: ORLY }),
      airportBody({ packageId: ETAMPES }),
      packageBody({ packageId: '00000000-0000-4000-8000-000000000206', vehicle: 'van' }), // Roinville: van N/A
    ]) {
      await expect(rejection(handlePackageBooking(store, body, NOW))).resolves.toMatchObject({
        status: 422,
        title: 'Erreur de réservation',
      });
    }
  });

  it('an English request is stored with locale en, tells the operator in French, and is refused in English', async () => {
    const english = packageBody({ locale: 'en' });
    const answer = await handlePackageBooking(store, english, NOW);
    expect(answer.created).toBe(true);
    expect(text(answer.whatsappUrl)).toContain('Langue du client\u00a0: anglais');
    expect(text(answer.whatsappUrl).split('\n')[0]).toBe(ENGLISH_CUSTOMER_INTRO);
    const french = packageBody();
    expect(text((await handlePackageBooking(store, french, NOW)).whatsappUrl)).not.toContain(
      'Langue du client',
    );
    const rows = await store.listReservations();
    expect(rows.find((r) => r.requestId === english.requestId)?.locale).toBe('en');
    expect(rows.find((r) => r.requestId === french.requestId)?.locale).toBe('fr');

    await expect(
      rejection(handlePackageBooking(store, airportBody({ locale: 'en', departure_city: 'Paris' }), NOW)),
    ).resolves.toMatchObject({
      status: 422,
      title: 'Incomplete form',
      fields: { departure_city: 'Please choose a pick-up town from the list.' },
    });
    await expect(
      rejection(handlePackageBooking(store, packageBody({ locale: 'en', date: '2026-03-10' }), NOW)),
    ).resolves.toMatchObject({
      title: 'Time slot unavailable',
      fields: { date: expect.stringMatching(/24 hours/) },
    });
    await expect(
      rejection(handlePackageBooking(store, packageBody({ locale: 'en', packageId: ORLY }), NOW)),
    ).resolves.toMatchObject({
      title: 'Booking error',
      message: 'No ride was selected. Please go back to the prices page.',
    });
  });
});

describe('plainPackageForm (the package forms posted without JavaScript)', () => {
  const values = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
  let store: TestStore;
  let packageForm: ReturnType<typeof plainPackageForm>;
  beforeAll(async () => {
    store = await createTestStore();
    packageForm = plainPackageForm(async () => store);
  });
  afterAll(async () => {
    await store.close();
  });

  it('goes back to the page posted from, in its language, with its selection', () => {
    expect(packageForm.page(values(packageBody()), 'fr')).toBe(
      `/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`,
    );
    expect(packageForm.page(values(packageBody({ locale: 'en' })), 'en')).toBe(
      `/en/package-booking?package=${ETAMPES}&vehicle=berline&trip=oneWay`,
    );
  });

  it('an airport request goes back with its trip type: a round trip chosen without JavaScript gets its return fields', () => {
    expect(packageForm.page(values(airportBody({ trip: 'oneWay', trip_type: 'roundTrip' })), 'fr')).toBe(
      `/reservation-forfait-aeroport?package=${ORLY}&vehicle=van&trip=roundTrip`,
    );
    expect(packageForm.page(values(airportBody({ trip_type: 'oneWay' })), 'en')).toBe(
      `/en/airport-booking?package=${ORLY}&vehicle=van&trip=oneWay`,
    );
  });

  it('without a valid selection, the packages: never an address the body wrote', () => {
    expect(packageForm.page(values(packageBody({ packageId: 'javascript:alert(1)' })), 'fr')).toBe(
      '/forfaits-locaux',
    );
    expect(packageForm.page({ kind: 'airport', vehicle: 'bus' }, 'en')).toBe(
      '/en/local-rides/dourdan-airports',
    );
    expect(packageForm.page({}, 'fr')).toBe('/forfaits-locaux');
  });

  it("names every field the server can refuse as the form labels it, in the page's language", async () => {
    const refusable = [...Object.keys(formFields(packageBody())), ...Object.keys(formFields(airportBody()))];
    for (const locale of ['fr', 'en'] as const) {
      const labels = await packageForm.labels(values(airportBody()), locale);
      for (const field of refusable) expect(labels[field]).toEqual(expect.any(String));
    }
    expect((await packageForm.labels(values(packageBody()), 'fr')).departure_street).toBe(
      'Adresse de départ',
    );
    expect((await packageForm.labels(values(airportBody()), 'fr')).departure_street).toBe(
      'Adresse (n° et rue)',
    );
    expect((await packageForm.labels(values(airportBody()), 'en')).hold_bags).toBe('Checked bags');
  });

  it("an airport's terminal names the airport; a station's number is the train's, as on the form", async () => {
    await expect(packageForm.labels(values(airportBody()), 'fr')).resolves.toMatchObject({
      destination_terminal: "Terminal — Aéroport d'Orly",
      flight_number: 'Numéro de vol aller',
      return_flight_number: 'Numéro de vol retour (facultatif)',
    });
    await expect(
      packageForm.labels(values(airportBody({ packageId: MONTPARNASSE })), 'en'),
    ).resolves.toMatchObject({
      destination_terminal: 'Destination',
      flight_number: 'Outbound train number',
      return_flight_number: 'Return train number (optional)',
    });
  });

  it('when the package cannot be read, the generic labels stand (never a failure of the refusal page)', async () => {
    const failing = plainPackageForm(async () => ({
      getPackage: () => Promise.reject(new Error('database down')),
    }));
    await expect(failing.labels(values(airportBody()), 'fr')).resolves.toMatchObject({
      destination_terminal: 'Destination',
      flight_number: 'Numéro de vol aller',
    });
    // A post that names no package is not looked up.
    const getPackage = jest.fn();
    await plainPackageForm(async () => ({ getPackage })).labels(
      values(airportBody({ packageId: '../admin' })),
      'fr',
    );
    expect(getPackage).not.toHaveBeenCalled();
  });
});
