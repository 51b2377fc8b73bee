import { bookingRefFromToken } from '@/lib/documents/links';
import { storedReservation } from '@/lib/testing/reservation';
import { isOnlinePaymentEnabled } from './stripe';
import {
  canPayByCardNow,
  canResumePayment,
  cancelledPaymentPath,
  editRequestPath,
  payOnBoardWhatsAppUrl,
  requestQuestionWhatsAppUrl,
  resumeState,
} from './resume';

jest.mock('@/lib/db', () => ({ getStore: jest.fn() }));
jest.mock('./stripe', () => ({ isOnlinePaymentEnabled: jest.fn(() => true) }));

const REQUEST = storedReservation();

describe('a cancelled card payment', () => {
  it('can be resumed only while the request waits for its online payment', () => {
    expect(canResumePayment(REQUEST)).toBe(true);
    expect(canResumePayment({ ...REQUEST, checkoutState: 'expired' })).toBe(true);
    expect(canResumePayment({ ...REQUEST, checkoutState: 'paid' })).toBe(false);
    expect(canResumePayment({ ...REQUEST, paymentStatus: 'cancelled' })).toBe(false);
    expect(canResumePayment({ ...REQUEST, paymentStatus: 'paid' })).toBe(false);
    expect(canResumePayment({ ...REQUEST, paymentMethod: 'on_board' })).toBe(false);
    expect(canResumePayment({ ...REQUEST, priceCents: null })).toBe(false);
    // 'Anonymiser ce client': nobody left to drive, and a payment would reopen what was erased.
    expect(canResumePayment({ ...REQUEST, anonymisedAt: '2026-11-28T20:00:00.000Z' })).toBe(false);
  });

  it('comes back to the wizard’s page of its language with a token only this server signs', () => {
    const path = cancelledPaymentPath(REQUEST);
    const match = /^\/reservation\?paiement=annule&demande=([^&]+)$/.exec(path);
    expect(match).not.toBeNull();
    const token = decodeURIComponent(match![1]!);
    expect(bookingRefFromToken(token, 'resume')).toBe('HM-X6O0V');
    // It travels through Stripe and the browser's history: it never opens the voucher or the invoice.
    expect(bookingRefFromToken(token)).toBeNull();
    expect(cancelledPaymentPath({ ...REQUEST, locale: 'en' }, true)).toMatch(
      /^\/en\/booking\?paiement=annule&demande=HM-X6O0V\.[\w-]{22}&erreur=1$/,
    );
  });

  it('is offered to the card only while online payment is on and the pickup is 24 hours away or more', () => {
    const now = new Date('2026-12-22T06:00:00.000Z'); // pickup 2026-12-24T06:15Z: 48 h 15 min ahead
    expect(canPayByCardNow(REQUEST, now)).toBe(true);
    expect(canPayByCardNow(REQUEST, new Date('2026-12-23T07:00:00.000Z'))).toBe(false);
    // The boundary itself: exactly 24 hours ahead is still allowed, a millisecond less is not.
    const pickup = Date.parse(REQUEST.pickupTime!);
    expect(canPayByCardNow(REQUEST, new Date(pickup - 24 * 3_600_000))).toBe(true);
    expect(canPayByCardNow(REQUEST, new Date(pickup - 24 * 3_600_000 + 1))).toBe(false);
    expect(canPayByCardNow({ ...REQUEST, pickupTime: null }, now)).toBe(false);
    expect(canPayByCardNow({ ...REQUEST, checkoutState: 'paid' }, now)).toBe(false);
    jest.mocked(isOnlinePaymentEnabled).mockReturnValueOnce(false);
    expect(canPayByCardNow(REQUEST, now)).toBe(false);
  });

  it('is confirmed on WhatsApp by its reference, in French for the operator', () => {
    const text = (url: string) => new URL(url).searchParams.get('text');
    expect(text(payOnBoardWhatsAppUrl(REQUEST))).toBe(
      'Bonjour Harmony Move, j’ai annulé le paiement en ligne de ma demande HM-X6O0V. Je souhaite la confirmer et payer à bord du véhicule.',
    );
    expect(text(payOnBoardWhatsAppUrl({ ...REQUEST, locale: 'en' }))).toContain(
      'Langue du client\u00a0: anglais',
    );
  });

  it('is changed in the wizard through its token alone: no address text, no personal data in the URL', () => {
    const url = new URL(editRequestPath(REQUEST), 'https://x.test');
    expect(url.pathname).toBe('/reservation');
    expect([...url.searchParams.keys()]).toEqual(['paiement', 'demande']);
    expect(url.searchParams.get('paiement')).toBe('modifier');
    // The same token as the page's: it names the stored request, which the server reads (lib/booking/prefill-server.ts).
    expect(bookingRefFromToken(url.searchParams.get('demande')!, 'resume')).toBe('HM-X6O0V');
    expect(bookingRefFromToken(url.searchParams.get('demande')!)).toBeNull();
    for (const personal of ['Camille', 'camille@example.com', '06 12 34 56 78', 'Dourdan', 'AF1234']) {
      expect(decodeURIComponent(url.search)).not.toContain(personal);
    }
    expect(editRequestPath({ ...REQUEST, locale: 'en' })).toMatch(
      /^\/en\/booking\?paiement=modifier&demande=HM-X6O0V\.[\w-]{22}$/,
    );
  });

  it('says why a request no longer waits for its payment: paid online, confirmed, cancelled', () => {
    expect(resumeState(REQUEST)).toBe('open');
    expect(resumeState({ ...REQUEST, paymentStatus: 'paid', checkoutState: 'paid' })).toBe('paid');
    expect(resumeState({ ...REQUEST, paymentStatus: 'completed', checkoutState: 'paid' })).toBe('paid');
    // Paid on a session left open while the operator had confirmed by hand: still « déjà payée ».
    expect(resumeState({ ...REQUEST, checkoutState: 'paid' })).toBe('paid');
    expect(resumeState({ ...REQUEST, paymentStatus: 'paid' })).toBe('confirmed');
    expect(resumeState({ ...REQUEST, paymentStatus: 'cancelled' })).toBe('cancelled');
    expect(resumeState({ ...REQUEST, paymentStatus: 'cancelled', checkoutState: 'paid' })).toBe('cancelled');
    // Pending but no longer a card request (sent again through WhatsApp): the wizard, as before.
    expect(resumeState({ ...REQUEST, paymentMethod: 'on_board' })).toBeNull();
  });

  it('a question about a closed booking goes to WhatsApp with its reference, in French for the operator', () => {
    const text = (url: string) => new URL(url).searchParams.get('text');
    expect(text(requestQuestionWhatsAppUrl(REQUEST))).toBe(
      'Bonjour Harmony Move, j’ai une question au sujet de ma réservation HM-X6O0V.',
    );
    expect(text(requestQuestionWhatsAppUrl({ ...REQUEST, locale: 'en' }))).toContain(
      'Langue du client\u00a0: anglais',
    );
  });
});
