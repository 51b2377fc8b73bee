// « Modifier ma demande » of a cancelled card payment (lib/payments/resume.ts): the wizard opens with everything the
// stored request had — the place references it was priced on (resolved again), dates, return, flight numbers,
// passengers, bags, vehicle, contact details — and what it sends is accepted as a new request with the same price.
import { randomUUID } from 'node:crypto';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import type { Reservation } from '@/lib/domain/records';
import { PlaceResolutionError } from '@/lib/maps/resolve-place';
import { ALL_PLACES, placeAddress } from '@/lib/places';
import { runRequest } from '@/lib/requests/pipeline';
import { wizardBookingRequest } from '@/lib/requests/wizard-booking';
import { inDays } from '@/lib/testing/wizard-draft';
import { storedReservation } from '@/lib/testing/reservation';
import { validateStep1 } from './step1';
import { catalogueMatch, requestPrefill } from './prefill-server';
import { sentDraft } from './wizard-wire';
import { initialWizardState } from './wizard-state';

// Storing a booking revalidates the admin's cached lists; outside a Next request there is nothing to revalidate.
jest.mock('next/cache', () => ({ updateTag: () => undefined, revalidateTag: () => undefined }));

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store.close();
});

const CDG_2E =
  'Roissy-CDG Terminal 2E, Aéroport Paris-Charles de Gaulle, Terminal 2E, 95700 Roissy-en-France';
const DISNEY = 'Parcs Disneyland Paris, Boulevard de Parc, 77700 Coupvray';

/** The audit's request: CDG T2E → Disneyland, round trip, both flight numbers, a booster, the van. */
function auditDraft(): Record<string, unknown> {
  return {
    tripType: 'roundTrip',
    packageId: null,
    departureAddress: CDG_2E,
    departurePlaceRef: 'catalogue:cdg-2e',
    destinationAddress: DISNEY,
    destinationPlaceRef: 'catalogue:disney-parks',
    pickupDate: inDays(5),
    pickupTime: '08:40',
    flightTrainNumber: 'AF1081',
    returnPickupDate: inDays(9),
    returnPickupTime: '15:20',
    returnFlightTrainNumber: 'AF1680',
    passengers: '5',
    holdBags: '4',
    childSeatBooster: true,
    vehicleType: 'van',
    contactName: 'Jane Changed',
    contactEmail: 'jane.changed@example.com',
    contactPhone: '+44 7700 900123',
    acceptTerms: true,
    requestId: randomUUID(),
    website: '',
    locale: 'en',
  };
}

let ip = 0;
async function send(body: Record<string, unknown>): Promise<Response> {
  ip += 1;
  const request = new Request('http://localhost/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `198.51.100.${100 + ip}` },
    body: JSON.stringify(body),
  });
  return runRequest(wizardBookingRequest, request, { store });
}

async function stored(body: Record<string, unknown>): Promise<Reservation> {
  const response = await send(body);
  expect(response.status).toBe(201);
  const { bookingRef } = (await response.json()) as { bookingRef: string };
  return (await store.getReservationByBookingRef(bookingRef))!;
}

describe('« Modifier ma demande »: the wizard filled from the stored request', () => {
  it('carries every field of the request, and what it sends is a new request with the same trip and price', async () => {
    const sent = auditDraft();
    const original = await stored(sent);
    const { prefill, packageId } = await requestPrefill(original, new Date());
    const { draft } = initialWizardState(packageId, prefill);
    // Every field the customer sent comes back as sent (not the request's id, the honeypot, the page's language)…
    const { requestId: _id, website: _website, locale: _locale, ...fields } = sent;
    // …except the consent, given again for the new request.
    expect(draft).toMatchObject({ ...fields, acceptTerms: false });
    expect(draft.departureLat).not.toBeNull();
    expect(draft.destinationLng).not.toBeNull();
    // The browser's step-1 checks (the audit's « Adresses invalides »), once the terms are ticked.
    expect(validateStep1({ ...draft, acceptTerms: true }, Date.now())).toEqual({ ok: true });

    // Sent as the wizard sends it, with the fresh requestId it draws: a new request, same trip, same price.
    const response = await send({
      ...sentDraft({ ...draft, acceptTerms: true }),
      requestId: randomUUID(),
      website: '',
      locale: 'en',
    });
    expect(response.status).toBe(201);
    const { bookingRef } = (await response.json()) as { bookingRef: string };
    expect(bookingRef).not.toBe(original.bookingRef);
    const again = (await store.getReservationByBookingRef(bookingRef))!;
    const same = (r: Reservation) => ({
      pickupLocation: r.pickupLocation,
      dropoffLocation: r.dropoffLocation,
      pickupTime: Date.parse(r.pickupTime!),
      returnPickupTime: Date.parse(r.returnPickupTime!),
      flightTrainNumber: r.flightTrainNumber,
      returnFlightTrainNumber: r.returnFlightTrainNumber,
      passengers: r.passengers,
      holdBags: r.holdBags,
      booster: r.booster,
      vehicleType: r.vehicleType,
      fullName: r.fullName,
      email: r.email,
      phone: r.phone,
      priceCents: r.priceCents,
    });
    expect(same(again)).toEqual(same(original));
    // The one changed is untouched (the operator sees both).
    expect((await store.getReservationByBookingRef(original.bookingRef))?.requestId).toBe(original.requestId);
  });

  it('keeps a Google place: resolved again, or as stored when Google cannot answer now; an unknown one is its text', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const google = {
      ref: 'google:ChIJ_hotel-42',
      address: '42 Rue de Rivoli, 75004 Paris',
      lat: 48.8,
      lng: 2.3,
    };
    const orly = { ref: 'catalogue:orly-4', address: 'Orly 4', lat: 48.7262, lng: 2.3652 };
    const r = storedReservation({
      pickupLocation: google.address,
      dropoffLocation: placeAddress(ALL_PLACES.find((p) => p.id === 'orly-4')!),
      pickupTime: `${inDays(6)}T08:00:00.000Z`,
      quote: { quote: {}, places: { departure: google, destination: orly }, packageId: null },
    });
    const now = new Date();
    const fromGoogle = await requestPrefill(r, now, async (ref) => {
      if (ref === google.ref)
        return { address: 'Rue de Rivoli 42, Paris', lat: 48.85, lng: 2.35, placeRef: ref };
      return { address: 'Orly 4, …', lat: 48.7262, lng: 2.3652, placeRef: ref };
    });
    expect(fromGoogle.prefill.departure).toEqual({
      address: 'Rue de Rivoli 42, Paris',
      lat: 48.85,
      lng: 2.35,
      placeRef: google.ref,
    });

    const down = await requestPrefill(r, now, async (ref) => {
      throw new PlaceResolutionError('unavailable', `Google down for ${ref}`);
    });
    // Kept with its reference: the quote then says why (« Adresses indisponibles »), not « choose from the list ».
    expect(down.prefill.departure).toEqual({
      address: google.address,
      lat: google.lat,
      lng: google.lng,
      placeRef: google.ref,
    });

    const unknown = await requestPrefill(r, now, async (ref) => {
      throw new PlaceResolutionError('unknown', `No such place ${ref}`);
    });
    expect(unknown.prefill.departure).toEqual({
      address: google.address,
      lat: null,
      lng: null,
      placeRef: null,
    });
  });

  it('leaves out what no longer fits: a past date, a one-way trip’s return, an unknown package', async () => {
    const r = storedReservation({
      tripType: 'oneWay',
      pickupTime: '2020-01-10T08:00:00.000Z',
      returnPickupTime: '2020-01-12T08:00:00.000Z',
      returnFlightTrainNumber: 'AF9',
      phone: null,
      quote: { packageId: 'no-such-package' },
    });
    const { prefill, packageId } = await requestPrefill(r, new Date());
    expect(prefill.pickupDate).toBeNull();
    expect(prefill.pickupTime).toBe('09:00');
    expect(prefill.request).toMatchObject({
      returnPickupDate: '',
      returnPickupTime: '',
      returnFlightTrainNumber: '',
      contactPhone: '',
    });
    expect(packageId).toBeNull();
    // Without the snapshot's references the stored texts still name their catalogue places.
    expect(prefill.departure?.placeRef).toBe('catalogue:gare-de-dourdan');
  });
});

describe('catalogueMatch', () => {
  it('finds every catalogue place by the text a booking stores for it (« name, address »), and by its name', () => {
    const missed = ALL_PLACES.filter(
      (p) =>
        catalogueMatch(placeAddress(p))?.placeRef !== `catalogue:${p.id}` || catalogueMatch(p.name) === null,
    ).map((p) => p.id);
    expect(missed).toEqual([]);
  });
});
