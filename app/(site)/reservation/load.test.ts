// The data of /reservation (and /en/booking) for a cancelled payment's links: `paiement=annule` shows the request, or
// why it no longer waits for its payment; `paiement=modifier` (« Modifier ma demande ») opens the wizard filled from
// the stored row — contact details included, though the URL carries only the signed token.
import { UnavailableError } from '@/lib/db/errors';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { documentToken } from '@/lib/documents/links';
import { cardBookingInput } from '@/lib/testing/reservation';
import { inDays } from '@/lib/testing/wizard-draft';
import { loadBookingPage } from './load';

let store: TestStore;
jest.mock('@/lib/db', () => ({ getStore: () => Promise.resolve(store) }));
jest.mock('@/lib/db/cached', () => ({
  getPriceSettingsOrNull: () => Promise.resolve(null), // the database's settings unreadable: the defaults preview
  getLocalRoutesCached: () => Promise.resolve([]),
}));
jest.mock('next/server', () => ({ connection: async () => undefined }));

beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

const ORLY_4 = 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly';
const GARE_DE_LYON = 'Gare de Lyon, Place Louis-Armand, 75012 Paris';

async function cardRequest(ref: string, status: 'pending' | 'paid' | 'cancelled', paid = false) {
  const { reservation } = await store.createReservation(
    cardBookingInput(ref, {
      pickupLocation: ORLY_4,
      dropoffLocation: GARE_DE_LYON,
      pickupTime: `${inDays(6)}T08:15:00.000Z`,
      tripType: 'roundTrip',
      returnPickupTime: `${inDays(8)}T16:00:00.000Z`,
      flightTrainNumber: 'AF1234',
      returnFlightTrainNumber: 'AF1235',
      quote: {
        places: {
          departure: {
            ref: 'catalogue:orly-4',
            address: ORLY_4,
            lat: 48.7262,
            lng: 2.3652,
            source: 'catalogue',
          },
          destination: {
            ref: 'catalogue:paris-gare-de-lyon',
            address: GARE_DE_LYON,
            lat: 48.8443,
            lng: 2.3744,
            source: 'catalogue',
          },
        },
        packageId: null,
      },
    }),
  );
  if (status !== 'pending') {
    await store.sql.query(
      'update public.reservations set payment_status = $1, checkout_state = $2, paid_at = $3 where id = $4',
      [status, paid ? 'paid' : 'expired', paid ? new Date().toISOString() : null, reservation.id],
    );
  }
  return reservation;
}

describe('the links of a cancelled card payment', () => {
  it('« Modifier ma demande »: the wizard filled from the stored row, contact details and return included', async () => {
    const r = await cardRequest('HM-EDT01', 'pending');
    const data = await loadBookingPage({
      paiement: 'modifier',
      demande: documentToken(r.bookingRef, 'resume'),
    });
    expect(data.kind).toBe('wizard');
    if (data.kind !== 'wizard') return;
    expect(data.prefill).toMatchObject({
      departure: { placeRef: 'catalogue:orly-4' },
      destination: { placeRef: 'catalogue:paris-gare-de-lyon' },
      pickupDate: inDays(6),
      tripType: 'roundTrip',
      request: {
        returnPickupDate: inDays(8),
        flightTrainNumber: 'AF1234',
        returnFlightTrainNumber: 'AF1235',
        vehicleType: r.vehicleType,
        contactName: r.fullName,
        contactEmail: r.email,
        contactPhone: r.phone,
      },
    });
  });

  it('a forged token opens the empty wizard, never someone’s request', async () => {
    const r = await cardRequest('HM-EDT02', 'pending');
    const data = await loadBookingPage({
      paiement: 'modifier',
      demande: `${r.bookingRef}.${'A'.repeat(22)}`,
    });
    expect(data).toMatchObject({ kind: 'wizard', prefill: null });
  });

  it.each([
    ['paid', true, 'paid'],
    ['cancelled', false, 'cancelled'],
    ['paid', false, 'confirmed'],
  ] as const)(
    'a booking %s (paid online: %s) since: the page says « %s », on either link',
    async (status, paid, state) => {
      const ref = `HM-${state.slice(0, 3).toUpperCase()}${paid ? 'P1' : 'N1'}`;
      const r = await cardRequest(ref, status, paid);
      for (const paiement of ['annule', 'modifier']) {
        const data = await loadBookingPage({ paiement, demande: documentToken(r.bookingRef, 'resume') });
        expect(data).toMatchObject({ kind: 'cancelled', view: { state, reservation: { bookingRef: ref } } });
      }
    },
  );

  it('the request unreadable (the database down): the page says it is stored, by the reference its link carries', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = jest.spyOn(store, 'getReservationByBookingRef');
    const token = documentToken('HM-DWN01', 'resume');
    for (const [locale, page] of [
      ['fr', '/reservation'],
      ['en', '/en/booking'],
    ] as const) {
      read.mockRejectedValueOnce(new UnavailableError(new Error('ECONNREFUSED')));
      const data = await loadBookingPage({ paiement: 'annule', demande: token }, locale);
      expect(data).toMatchObject({
        kind: 'cancelled',
        view: {
          state: 'unreadable',
          bookingRef: 'HM-DWN01',
          retryHref: `${page}?paiement=annule&demande=${token}`,
        },
      });
      if (data.kind === 'cancelled' && data.view.state === 'unreadable') {
        expect(data.view.payOnBoardUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*HM-DWN01/);
      }
    }
    // A forged token names no request, the database down or not: the wizard.
    read.mockRejectedValueOnce(new UnavailableError(new Error('ECONNREFUSED')));
    const forged = await loadBookingPage({ paiement: 'annule', demande: `HM-DWN01.${'A'.repeat(22)}` });
    expect(forged).toMatchObject({ kind: 'wizard' });
    read.mockRestore();
  });
});
