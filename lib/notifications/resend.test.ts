import {
  deliverySkipReason,
  REQUEST_RECEIVED_STALE_AFTER_MS,
  resendDependsOnBooking,
  resendRefusal,
  type ResendBooking,
} from './resend';

const booking: ResendBooking = {
  bookingRef: 'HM-AB12C',
  channel: 'wizard',
  paymentStatus: 'cancelled',
  checkoutState: null,
  pickupTime: '2026-12-24T05:15:00.000Z',
};
const msg = (kind: Parameters<typeof resendRefusal>[0]['kind'], subject = 'x') => ({ kind, subject });
/** A day before the fixture's ride: the rule's clock is explicit, the test does not expire. */
const BEFORE_RIDE = new Date('2026-12-23T05:15:00.000Z');

describe('resendRefusal (Renvoyer)', () => {
  it('the operator’s messages and « Demande reçue » (before the ride) may be sent again, whatever the booking became', () => {
    for (const kind of [
      'operator_new_request',
      'operator_payment_received',
      'customer_request_received',
    ] as const) {
      expect(resendRefusal(msg(kind), booking, BEFORE_RIDE)).toBeNull();
      expect(resendRefusal(msg(kind), null, BEFORE_RIDE)).toBeNull();
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

describe('the same rule at delivery (a queued message whose turn comes)', () => {
  it('« Réservation confirmée » of a booking set back to pending is not sent, with the reason; still confirmed, it is', () => {
    const confirmed = msg('customer_confirmed');
    expect(deliverySkipReason(confirmed, { ...booking, paymentStatus: 'pending' })).toBe(
      'Non envoyée, plus à jour\u00a0: la réservation HM-AB12C est maintenant «\u00a0En attente\u00a0»\u00a0; «\u00a0Réservation confirmée (client)\u00a0» aurait contredit ce que le client sait.',
    );
    expect(deliverySkipReason(confirmed, { ...booking, paymentStatus: 'paid' })).toBeNull();
    expect(deliverySkipReason(msg('customer_cancelled'), { ...booking, paymentStatus: 'paid' })).toMatch(
      /maintenant «\u00a0Confirmée\u00a0»/,
    );
    expect(deliverySkipReason(confirmed, null)).toBe(
      'Non envoyée\u00a0: la réservation de ce message n’existe plus.',
    );
  });

  it('« Réservation annulée » of a booking deleted before it left still goes (its ride will not happen either); the others do not', () => {
    expect(deliverySkipReason(msg('customer_cancelled'), null)).toBeNull();
    expect(resendRefusal(msg('customer_cancelled'), null)).toBeNull();
    expect(deliverySkipReason(msg('customer_payment_received'), null)).toBe(
      'Non envoyée\u00a0: la réservation de ce message n’existe plus.',
    );
  });

  it('« Demande reçue » more than a day after the pickup: too late, by hand or by the deliverer; other messages still go', () => {
    const pickup = Date.parse(booking.pickupTime!);
    const late = new Date(pickup + REQUEST_RECEIVED_STALE_AFTER_MS + 60_000);
    const sameDay = new Date(pickup + REQUEST_RECEIVED_STALE_AFTER_MS - 60_000);
    const received = msg('customer_request_received');
    expect(deliverySkipReason(received, booking, sameDay)).toBeNull();
    expect(deliverySkipReason(received, booking, late)).toBe(
      'Non envoyée, trop tard\u00a0: le trajet de la réservation HM-AB12C était prévu le 24/12/2026 à 06:15\u00a0; «\u00a0Demande reçue (client)\u00a0» annonçait une suite qui ne peut plus venir.',
    );
    expect(resendRefusal(received, booking, late)).toMatch(/^Ce message n’est plus à jour\u00a0: le trajet/);
    // A request without a ride (a contact message) is never late.
    expect(deliverySkipReason(received, { ...booking, pickupTime: null }, late)).toBeNull();
    for (const kind of ['operator_new_request', 'operator_payment_received'] as const) {
      expect(resendDependsOnBooking({ kind })).toBe(false);
      expect(deliverySkipReason(msg(kind), booking, late)).toBeNull();
    }
    expect(deliverySkipReason(msg('customer_cancelled'), booking, late)).toBeNull();
    expect(
      deliverySkipReason(msg('customer_confirmed'), { ...booking, paymentStatus: 'completed' }, late),
    ).toBeNull();
  });
});
