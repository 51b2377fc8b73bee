// The customer's e-mails follow the booking's language (issue 16 point 3); the operator's stay French and say which
// language the customer reads.
import { resetServerEnvForTests } from '@/lib/env';
import type { Reservation } from '@/lib/db/types';
import {
  paymentReceivedNotifications,
  requestStoredNotifications,
  statusChangeNotifications,
} from './compose';
import { CUSTOMER_COPY } from './copy';

/** Words a French e-mail has and an English one must not (outside names and addresses). */
const FRENCH_MARKERS = [
  'Bonjour',
  'Référence',
  'Votre',
  'réservation',
  'Départ',
  'Arrivée',
  'Prise en charge',
  'Véhicule',
  'Passagers',
  'Prix',
  'Demande',
  'équipe',
  'décembre',
  'jeudi',
  ' à ',
  '\u00a0:',
];

const RIDE: Reservation = {
  id: '00000000-0000-4000-8000-000000000002',
  bookingRef: 'HM-EN12C',
  requestId: null,
  channel: 'wizard',
  fullName: 'Jane Smith',
  email: 'jane@example.com',
  phone: '+44 7700 900123',
  companyName: null,
  message: null,
  pickupLocation: 'Disneyland Hotel, Chessy',
  dropoffLocation: 'Roissy-CDG Terminal 2E',
  pickupTime: '2026-12-24T05:15:00.000Z',
  flightTrainNumber: 'BA303',
  vehicleType: 'van',
  passengers: 5,
  holdBags: 4,
  booster: 0,
  tripType: 'oneWay',
  returnPickupTime: null,
  returnFlightTrainNumber: null,
  priceCents: 12345,
  quote: null,
  paymentStatus: 'pending',
  paymentMethod: 'online',
  checkoutState: 'open',
  stripeSessionId: 'cs_test_abc',
  paidAt: null,
  locale: 'en',
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  anonymisedAt: null,
};

beforeAll(() => {
  process.env.OPERATOR_EMAIL = 'exploitant@harmonymove.test';
  process.env.SITE_URL = 'https://www.harmonymove.test';
  resetServerEnvForTests();
});
afterAll(() => {
  delete process.env.OPERATOR_EMAIL;
  resetServerEnvForTests();
});

function expectEnglish(text: string) {
  for (const word of FRENCH_MARKERS)
    expect({ word, found: text.includes(word) }).toEqual({ word, found: false });
}

describe('customer e-mails in the booking language', () => {
  it('both languages have the same keys', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v).map((sub) => `${k}.${sub}`) : [k],
      );
    expect(keys(CUSTOMER_COPY.en).sort()).toEqual(keys(CUSTOMER_COPY.fr).sort());
  });

  it('an English request: the customer reads English (en-GB date, euros the English way); the operator French', async () => {
    const [operator, customer] = await requestStoredNotifications(RIDE);
    expect(customer?.subject).toBe('Request received · HM-EN12C · Harmony Move');
    expect(customer?.html).toContain('lang="en"');
    expect(customer?.text).toContain('Hello Jane Smith,');
    expect(customer?.text).toContain('Pick-up: Thursday, 24 December 2026 at 06:15');
    expect(customer?.text).toContain('Vehicle: Premium Van');
    expect(customer?.text).toContain('Price: €123.45');
    expect(customer?.text).toContain('The Harmony Move team');
    expectEnglish(customer!.text);
    expectEnglish(customer!.subject);

    expect(operator?.subject).toMatch(/^Nouvelle demande HM-EN12C/);
    expect(operator?.html).toContain('lang="fr"');
    expect(operator?.text).toContain('Langue du client\u00a0: anglais');
    expect(operator?.text).toContain('Prise en charge\u00a0: jeudi 24 décembre 2026 à 06:15');
  });

  it('an English payment: the confirmation, its calendar file and the operator line', async () => {
    const [operator, customer] = await paymentReceivedNotifications({ ...RIDE, checkoutState: 'paid' });
    expect(operator?.subject).toMatch(/^Paiement reçu HM-EN12C/);
    expect(operator?.text).toContain('Langue du client\u00a0: anglais');
    expect(customer?.subject).toBe('Booking confirmed · HM-EN12C · Harmony Move');
    expect(customer?.text).toContain('Your booking HM-EN12C is confirmed and we have received your payment.');
    expect(customer?.text).toContain('View my booking voucher:');
    expect(customer?.text).toContain('Download my invoice:');
    expect(customer?.text).not.toContain('Payment is made on board');
    expectEnglish(customer!.text);
    // Confirmed by hand, to be paid in the vehicle: the amount to hand the driver, in English.
    const [onBoard] = await statusChangeNotifications(
      { ...RIDE, paymentMethod: 'on_board', checkoutState: null },
      'paid',
    );
    expect(onBoard?.text).toContain('Payment is made on board: €123.45, to be paid to the driver.');
    expectEnglish(onBoard!.text);
    const ics = String(customer?.attachments[0]?.content);
    expect(ics).toContain('Harmony Move · ride HM-EN12C');
    expect(ics).toContain('Reference: HM-EN12C');
    expect(ics).not.toContain('Référence');
  });

  it('an English card booking: the payment is awaited; paid later, or after a cancellation, in English', async () => {
    const [, receipt] = await requestStoredNotifications(RIDE);
    expect(receipt?.text).toContain('What happens next? We are awaiting your online payment');
    // A way back to the payment for a customer who closed Stripe's page: the English « Payment cancelled » page.
    expect(receipt?.text).toMatch(
      /Pay or change my request:\s+\S+\/en\/booking\?paiement=annule&demande=HM-EN12C\.\S+/,
    );
    // Paid in the vehicle: nothing to pay online, no such link.
    const [, onBoard] = await requestStoredNotifications({ ...RIDE, paymentMethod: 'on_board' });
    expect(onBoard?.text).not.toContain('Pay or change my request');
    expectEnglish(receipt!.text);
    const [, paid] = await paymentReceivedNotifications({ ...RIDE, paymentStatus: 'paid' });
    expect(paid?.subject).toBe('Payment received · HM-EN12C · Harmony Move');
    expect(paid?.text).toContain('We have received your online payment of €123.45 for booking HM-EN12C.');
    expect(paid?.text).toContain('View my booking voucher and invoice:');
    expectEnglish(paid!.text);
    const [, refunded] = await paymentReceivedNotifications({ ...RIDE, paymentStatus: 'cancelled' });
    expect(refunded?.subject).toBe('Payment received, booking cancelled · HM-EN12C · Harmony Move');
    expect(refunded?.text).toContain('This payment will be refunded in full');
    expectEnglish(refunded!.text);
  });

  it('the customer reads everything they booked: trip, return and its flight, bags and boosters', async () => {
    const returnRide = {
      ...RIDE,
      booster: 2,
      tripType: 'roundTrip' as const,
      returnPickupTime: '2026-12-31T17:40:00.000Z',
      returnFlightTrainNumber: 'BA308',
    };
    const [, english] = await requestStoredNotifications(returnRide);
    for (const line of [
      'Trip: Return trip',
      'Return: Thursday, 31 December 2026 at 18:40',
      'Return flight / train: BA308',
      'Checked bags: 4',
      'Booster seats: 2',
    ])
      expect(english?.text).toContain(line);
    expectEnglish(english!.text);
    const [operator, french] = await requestStoredNotifications({ ...returnRide, locale: 'fr' });
    for (const line of [
      'Type de trajet\u00a0: Aller-retour',
      'Vol / train retour\u00a0: BA308',
      'Bagages en soute\u00a0: 4',
      'Rehausseurs\u00a0: 2',
    ]) {
      expect(french?.text).toContain(line);
      expect(operator?.text).toContain(line);
    }
    // None of them for a ride without: no empty line, no 'Bagages en soute : 0' or 'Rehausseurs : 0'.
    const [, plain] = await requestStoredNotifications({ ...RIDE, holdBags: 0, locale: 'fr' });
    expect(plain?.text).not.toMatch(/Rehausseurs|Bagages|retour\u00a0:/);
  });

  it('an English cancellation', async () => {
    // Cancelled three weeks before the ride (the fee of the terms of sale is counted from the change).
    const [customer] = await statusChangeNotifications({ ...RIDE, paymentStatus: 'paid' }, 'cancelled', {
      now: new Date('2026-12-01T09:00:00.000Z'),
    });
    expect(customer?.subject).toBe('Booking cancelled · HM-EN12C · Harmony Move');
    expect(customer?.text).toContain('You will not be asked to pay anything.');
    expectEnglish(customer!.text);
  });

  it('a French booking is unchanged (French texts, French date and euros, French calendar file)', async () => {
    const french = { ...RIDE, locale: 'fr' as const, fullName: 'Jeanne Dupont' };
    const [operator, customer] = await requestStoredNotifications(french);
    expect(customer?.subject).toBe('Demande reçue · HM-EN12C · Harmony Move');
    expect(customer?.html).toContain('lang="fr"');
    expect(customer?.text).toContain('Bonjour Jeanne Dupont,');
    expect(customer?.text).toContain('Prise en charge\u00a0: jeudi 24 décembre 2026 à 06:15');
    expect(customer?.text).toContain('Prix\u00a0: 123,45\u00a0€');
    expect(customer?.text).toContain('Véhicule\u00a0: Van Premium');
    expect(operator?.text).toContain('Langue du client\u00a0: français');
    const [, confirmed] = await paymentReceivedNotifications({ ...french, checkoutState: 'paid' });
    expect(confirmed?.subject).toBe('Réservation confirmée · HM-EN12C · Harmony Move');
    const ics = String(confirmed?.attachments[0]?.content);
    expect(ics).toContain('Harmony Move · trajet HM-EN12C');
    expect(ics).toContain('Référence : HM-EN12C');
  });
});
