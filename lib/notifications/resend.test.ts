import { resendRefusal, type ResendBooking } from './resend';

const booking: ResendBooking = {
  bookingRef: 'HM-AB12C',
  channel: 'wizard',
  paymentStatus: 'cancelled',
  checkoutState: null,
  pickupTime: '2026-12-24T05:15:00.000Z',
};
const msg = (kind: Parameters<typeof resendRefusal>[0]['kind'], subject = 'x') => ({ kind, subject });

describe('resendRefusal (Renvoyer)', () => {
  it('the operator’s messages and « Demande reçue » may always be sent again, whatever the booking became', () => {
    for (const kind of [
      'operator_new_request',
      'operator_payment_received',
      'customer_request_received',
    ] as const) {
      expect(resendRefusal(msg(kind), booking)).toBeNull();
      expect(resendRefusal(msg(kind), null)).toBeNull();
    }
  });

  it('« Réservation confirmée » only while confirmed or completed; « Réservation annulée » only while cancelled', () => {
    for (const paymentStatus of ['paid', 'completed'] as const) {
      expect(resendRefusal(msg('customer_confirmed'), { ...booking, paymentStatus })).toBeNull();
      expect(resendRefusal(msg('customer_cancelled'), { ...booking, paymentStatus })).toMatch(
        /^Ce message n’est plus à jour\u00a0: la réservation HM-AB12C est maintenant «\u00a0(Confirmée|Terminée)\u00a0»/,
      );
    }
    for (const paymentStatus of ['pending', 'cancelled'] as const) {
      expect(resendRefusal(msg('customer_confirmed'), { ...booking, paymentStatus })).not.toBeNull();
    }
    expect(resendRefusal(msg('customer_cancelled'), booking)).toBeNull();
    expect(resendRefusal(msg('customer_confirmed'), null)).toBe(
      'La réservation de ce message n’existe plus\u00a0: il n’est pas renvoyé.',
    );
  });

  it('« Paiement reçu »: its variant follows the status the payment found, and a payment must be recorded', () => {
    const paid = { ...booking, checkoutState: 'paid' as const };
    const plain = msg('customer_payment_received', 'Paiement reçu · HM-AB12C · Harmony Move');
    const refunded = msg(
      'customer_payment_received',
      'Paiement reçu, réservation annulée · HM-AB12C · Harmony Move',
    );
    const refundedEn = msg(
      'customer_payment_received',
      'Payment received, booking cancelled · HM-AB12C · Harmony Move',
    );
    expect(resendRefusal(plain, { ...paid, paymentStatus: 'paid' })).toBeNull();
    expect(resendRefusal(plain, { ...paid, paymentStatus: 'completed' })).toBeNull();
    expect(resendRefusal(plain, paid)).not.toBeNull();
    expect(resendRefusal(refunded, paid)).toBeNull();
    expect(resendRefusal(refundedEn, paid)).toBeNull();
    expect(resendRefusal(refunded, { ...paid, paymentStatus: 'paid' })).not.toBeNull();
    expect(resendRefusal(plain, { ...booking, paymentStatus: 'paid' })).not.toBeNull();
  });
});
