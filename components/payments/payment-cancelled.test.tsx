// The « Paiement annulé » page's recap: a round trip shows its trip type and its return (its price covers both legs),
// in French and in English, with the words of the wizard and of the payment confirmation.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Reservation } from '@/lib/domain/records';
import type { Locale } from '@/lib/i18n/config';
import { PaymentCancelled } from './payment-cancelled';

const reservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: '00000000-0000-4000-8000-000000000777',
  bookingRef: 'HM-RT123',
  requestId: null,
  channel: 'wizard',
  fullName: 'Camille Martin',
  email: 'camille@example.fr',
  phone: '+33612345678',
  companyName: null,
  message: null,
  pickupLocation: 'Orly 4',
  dropoffLocation: 'Gare de Lyon',
  pickupTime: '2030-05-14T07:30:00.000Z',
  flightTrainNumber: null,
  vehicleType: 'berline',
  passengers: 2,
  holdBags: 1,
  booster: 0,
  tripType: 'roundTrip',
  returnPickupTime: '2030-05-20T16:45:00.000Z',
  returnFlightTrainNumber: null,
  priceCents: 15000,
  quote: null,
  paymentStatus: 'pending',
  paymentMethod: 'online',
  checkoutState: 'open',
  stripeSessionId: null,
  paidAt: null,
  locale: 'fr',
  createdAt: '2030-05-01T10:00:00.000Z',
  updatedAt: '2030-05-01T10:00:00.000Z',
  ...overrides,
});

/** The recap's rows as [label, value] pairs. */
function recap(locale: Locale, r: Reservation): [string, string][] {
  const html = renderToStaticMarkup(
    <PaymentCancelled
      locale={locale}
      view={{
        reservation: r,
        token: 'jeton',
        failed: false,
        payable: true,
        payOnBoardUrl: 'https://wa.me/33600000000',
        editHref: '/reservation',
      }}
    />,
  );
  return [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [m[1]!, m[2]!]);
}

describe('PaymentCancelled recap', () => {
  it('a round trip (French): trip type and return date and time, beside the outbound pickup and the price', () => {
    expect(recap('fr', reservation())).toEqual([
      ['Référence', 'HM-RT123'],
      ['Type de trajet', 'Aller-retour'],
      ['Trajet', 'Orly 4 → Gare de Lyon'],
      ['Prise en charge', 'mardi 14 mai 2030 à 09:30'],
      ['Retour', 'lundi 20 mai 2030 à 18:45'],
      ['Véhicule', 'Berline Confort'],
      ['Prix', '150,00\u00a0€'],
    ]);
  });

  it('a round trip (English)', () => {
    const rows = recap('en', reservation({ locale: 'en' }));
    expect(rows.slice(1, 5)).toEqual([
      ['Trip type', 'Return trip'],
      ['Route', 'Orly 4 → Gare de Lyon'],
      ['Pick-up', expect.stringContaining('14 May 2030')],
      ['Return', expect.stringContaining('20 May 2030')],
    ]);
  });

  it('a one-way trip: its type, no return row', () => {
    const oneWay = reservation({ tripType: 'oneWay', returnPickupTime: null, priceCents: 8000 });
    const fr = recap('fr', oneWay);
    expect(fr).toContainEqual(['Type de trajet', 'Aller simple']);
    expect(fr.map(([label]) => label)).not.toContain('Retour');
    const en = recap('en', oneWay);
    expect(en).toContainEqual(['Trip type', 'One way']);
    expect(en.map(([label]) => label)).not.toContain('Return');
  });
});
