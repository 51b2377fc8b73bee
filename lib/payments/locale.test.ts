// An English checkout is English end to end: Stripe's page and line item, the return URLs (/en/confirmation,
// /en/booking), the verification messages and the result view's copy; French is unchanged.
import { withVatExemption } from '@/lib/testing/vat-exemption';
import { storedReservation } from '@/lib/testing/reservation';
import { checkoutSessionParams, describeLineItem } from './checkout';
import { paymentMessages, paymentResultText } from './locale';
import { PAYMENT_MESSAGES } from './messages';
import { verifyStripeSession } from './verify';

const RIDE = storedReservation({
  id: '00000000-0000-4000-8000-000000000004',
  bookingRef: 'HM-EN56E',
  fullName: 'Jane Smith',
  email: 'jane@example.com',
  phone: '+44 7700 900123',
  pickupLocation: 'Orly Airport',
  dropoffLocation: 'Disneyland Hotel',
  flightTrainNumber: null,
  vehicleType: 'van',
  passengers: 3,
  holdBags: 2,
  tripType: 'oneWay',
  priceCents: 9500,
  checkoutState: null,
  stripeSessionId: null,
  locale: 'en',
});

const options = { siteUrl: 'https://www.harmonymove.test', now: new Date('2026-11-23T08:00:00Z') };

describe('payments in the booking language', () => {
  it('English and French payment messages have the same keys', () => {
    expect(Object.keys(paymentMessages('en')).sort()).toEqual(Object.keys(PAYMENT_MESSAGES).sort());
    expect(paymentMessages('fr')).toBe(PAYMENT_MESSAGES);
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(paymentResultText('en')).sort()).toEqual(keys(paymentResultText('fr')).sort());
  });

  it('an English checkout: Stripe in English, English line item, English return pages', () => {
    const params = checkoutSessionParams(RIDE, options);
    expect(params.locale).toBe('en');
    expect(params.success_url).toBe(
      'https://www.harmonymove.test/en/confirmation?payment_status=success&session_id={CHECKOUT_SESSION_ID}&booking_ref=HM-EN56E',
    );
    expect(params.cancel_url).toMatch(
      /^https:\/\/www\.harmonymove\.test\/en\/booking\?paiement=annule&demande=HM-EN56E\.[\w-]{22}$/,
    );
    expect(describeLineItem(RIDE)).toEqual({
      name: 'Private driver ride HM-EN56E: Orly Airport → Disneyland Hotel',
      description: 'Thursday, 24 December 2026 at 07:15 · one way · Premium Van',
    });
  });

  it('a French checkout is unchanged', () => {
    const french = { ...RIDE, locale: 'fr' as const };
    const params = checkoutSessionParams(french, options);
    expect(params.locale).toBe('fr');
    expect(params.success_url).toBe(
      'https://www.harmonymove.test/reservation?payment_status=success&session_id={CHECKOUT_SESSION_ID}&booking_ref=HM-EN56E',
    );
    expect(params.cancel_url).toMatch(
      /^https:\/\/www\.harmonymove\.test\/reservation\?paiement=annule&demande=HM-EN56E\.[\w-]{22}$/,
    );
    expect(describeLineItem(french).description).toBe(
      'jeudi 24 décembre 2026 à 07:15 · aller simple · Van Premium',
    );
  });

  it('verification refusals come in the return page language', async () => {
    expect((await verifyStripeSession({}, 'en')).body).toEqual({
      error: { code: 'missing_session', message: 'No payment session identifier was found in the address.' },
    });
    expect((await verifyStripeSession({})).body).toEqual({
      error: { code: 'missing_session', message: PAYMENT_MESSAGES.missingSession },
    });
  });

  it("the result view's English copy: English links and labels", () => {
    const en = paymentResultText('en');
    expect(en.backToBooking.href).toBe('/en/booking');
    expect(en.home.href).toBe('/en');
    expect(en.statusPrefix).toBe('The payment could not be confirmed. Status: ');
    expect(paymentResultText('fr').statusPrefix).toBe("Le paiement n'a pas pu être confirmé. Statut : ");
  });

  it('the WhatsApp question of an unchecked payment names the reference of the return address, a real one only', () => {
    const text = (href: string) => new URL(href).searchParams.get('text');
    expect(text(paymentResultText('en', 'HM-EN56E').question.href)).toBe(
      'Bonjour Harmony Move, j’ai une question au sujet de ma réservation HM-EN56E.',
    );
    expect(paymentResultText('fr', 'HM-EN56E').question.label).toBe(
      'Une question\u00a0? Écrivez-nous sur WhatsApp',
    );
    // A forged reference is not written into the message; the link still opens the conversation.
    expect(text(paymentResultText('fr', 'Remboursez-moi au 06…').question.href)).toBeNull();
    expect(paymentResultText('fr', null).question.href).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });

  it('the price paid says « TTC » / « incl. VAT », or nothing when the operator charges no VAT', () => {
    expect(paymentResultText('fr').recap.pricePaid).toBe('Prix payé (TTC)');
    expect(paymentResultText('en').recap.pricePaid).toBe('Price paid (incl. VAT)');
    const exempt = withVatExemption(() => [
      paymentResultText('fr').recap.pricePaid,
      paymentResultText('en').recap.pricePaid,
    ]);
    expect(exempt).toEqual(['Prix payé', 'Price paid']);
  });
});
