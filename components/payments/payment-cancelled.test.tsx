// The « Paiement annulé » page's recap: a round trip shows its trip type and its return (its price covers both legs),
// in French and in English, with the words of the wizard and of the payment confirmation. The same link once the
// booking is paid, confirmed or cancelled says so, with its reference — never an empty wizard, never « Payer ».
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
  anonymisedAt: null,
  ...overrides,
});

/** The recap's rows as [label, value] pairs. */
function recap(locale: Locale, r: Reservation): [string, string][] {
  const html = renderToStaticMarkup(
    <PaymentCancelled
      locale={locale}
      view={{
        state: 'open',
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

function closedPage(locale: Locale, state: 'paid' | 'confirmed' | 'cancelled', r: Reservation): string {
  return renderToStaticMarkup(
    <PaymentCancelled
      locale={locale}
      view={{
        state,
        reservation: r,
        questionUrl: 'https://wa.me/33600000000?text=question',
        newRequestHref: locale === 'en' ? '/en/booking' : '/reservation',
      }}
    />,
  );
}

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe('PaymentCancelled for a booking that no longer waits for its payment', () => {
  const paid = reservation({ paymentStatus: 'paid', checkoutState: 'paid' });

  it('already paid (French): said, with its reference and recap; no « Payer », no « Modifier »', () => {
    const html = closedPage('fr', 'paid', paid);
    expect(h1(html)).toBe('Cette réservation est déjà payée');
    expect(html).toContain('Votre paiement par carte a bien été reçu');
    expect(html).toContain('<dd class="font-semibold break-words">HM-RT123</dd>');
    expect(html).toContain('Prix payé (TTC)');
    expect(html).toContain('Une question\u00a0? Écrivez-nous sur WhatsApp');
    expect(html).not.toContain('/api/checkout/resume');
    expect(html).not.toContain('Modifier ma demande');
  });

  it('already paid, cancelled, confirmed (English)', () => {
    const en = reservation({ locale: 'en' });
    expect(h1(closedPage('en', 'paid', { ...en, paymentStatus: 'paid', checkoutState: 'paid' }))).toBe(
      'This booking is already paid',
    );
    const cancelled = closedPage('en', 'cancelled', { ...en, paymentStatus: 'cancelled' });
    expect(h1(cancelled)).toBe('This booking was cancelled');
    expect(cancelled).toContain('HM-RT123');
    expect(cancelled).toContain('href="/en/booking"');
    expect(cancelled).toContain('Make a new request');
    expect(h1(closedPage('en', 'confirmed', { ...en, paymentStatus: 'paid' }))).toBe(
      'This booking is already confirmed',
    );
  });

  it('cancelled (French)', () => {
    const html = closedPage('fr', 'cancelled', reservation({ paymentStatus: 'cancelled' }));
    expect(h1(html)).toBe('Cette réservation a été annulée');
    expect(html).toContain('Faire une nouvelle demande');
    expect(html).not.toContain('Payer');
  });
});

describe('PaymentCancelled when the request cannot be read (the database down)', () => {
  const view = {
    state: 'unreadable' as const,
    bookingRef: 'HM-DWN01',
    payOnBoardUrl: 'https://wa.me/33600000000?text=HM-DWN01',
    retryHref: '/reservation?paiement=annule&demande=HM-DWN01.token',
  };
  const html = (locale: Locale) =>
    renderToStaticMarkup(<PaymentCancelled locale={locale} view={view} />).replaceAll('&#x27;', "'");

  it('says the request is stored, by its reference, with WhatsApp and another try — no « Payer », no recap', () => {
    const fr = html('fr');
    expect(fr).toContain(
      'Votre demande HM-DWN01 est enregistrée, mais elle ne peut pas être affichée pour le moment.',
    );
    expect(fr).toContain('Le paiement en ligne est momentanément indisponible.');
    expect(fr).toContain(`href="${view.payOnBoardUrl}"`);
    expect(fr).toContain('Réessayer');
    expect(fr).not.toContain('par carte');
    expect(html('en')).toContain('Your request HM-DWN01 is saved, but it cannot be shown right now.');
  });
});
