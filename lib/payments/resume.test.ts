import { bookingRefFromToken } from '@/lib/documents/links';
import { storedReservation } from '@/lib/testing/reservation';
import { isOnlinePaymentEnabled } from './stripe';
import {
  canPayByCardNow,
  canResumePayment,
  cancelledPaymentPath,
  editRequestPath,
  payOnBoardWhatsAppUrl,
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

  it('is changed in the wizard, its trip already filled in (Paris date and time)', () => {
    const url = new URL(editRequestPath(REQUEST), 'https://x.test');
    expect(url.pathname).toBe('/reservation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      depart: 'Gare de Dourdan',
      arrivee: 'Aéroport d’Orly — Terminal 4',
      date: '2026-12-24',
      heure: '07:15',
      passagers: '2',
      bagages: '1',
      type: 'aller-retour',
    });
  });
});
