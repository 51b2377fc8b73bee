// Closing a booking's payment page before the operator's act makes paying it wrong. The customer may still have
// Stripe's page open (up to 31 minutes, lib/payments/checkout.ts):
// - a cancellation: once it is stored, the open Checkout Session is expired through Stripe, so nobody pays for a ride
//   that will not happen (the « Réservation annulée » e-mail says nothing is due). Best effort by design
//   (docs/architecture.md, "Payments"): a Stripe failure never undoes nor refuses the cancellation; it is logged, and a
//   payment that still goes through is recorded by the webhook as before (fulfil's paid-after-cancel path: the booking
//   stays cancelled, the operator is told to refund);
// - 'Anonymiser ce client': the sessions are expired BEFORE the erasure, which clears the session id a payment would
//   be recorded by (the admin action refuses to erase while a page cannot be closed, or was just paid).
import 'server-only';
import Stripe from 'stripe';
import { getStore } from '@/lib/db';
import type { Reservation } from '@/lib/db/types';
import { isPaidOnline } from '@/lib/domain/reservations';
import { describeStripeError } from './session';
import { getStripe } from './stripe';

/**
 * What became of the booking's Checkout Session:
 * - `none`: nothing to close (no session, not open, already paid, or online payment off);
 * - `expired`: Stripe expired it now, or it had expired already (nobody can pay it any more);
 * - `paid`: it was completed before Stripe could expire it (the webhook records the payment, the operator refunds);
 * - `failed`: Stripe could not be asked (logged; its page may still take a payment, which the webhook then records).
 */
export type ExpireCheckoutOutcome = 'none' | 'expired' | 'paid' | 'failed';

/**
 * Closing a page is in someone's hands (the admin's cancellation, a visitor's « Payer »): Stripe gets a short time,
 * never the client's default 10 s × 3 tries.
 */
export const EXPIRE_REQUEST_OPTIONS: Stripe.RequestOptions = { timeout: 5_000, maxNetworkRetries: 1 };

/** True when the last Checkout Session of `r` may still take the customer's card. */
export function hasOpenCheckout(r: Reservation): boolean {
  return r.stripeSessionId !== null && r.checkoutState === 'open' && !isPaidOnline(r);
}

/**
 * Expires the open Checkout Session of the cancelled booking `reservation` (as stored after the cancellation) and
 * marks its checkout expired at once (the checkout.session.expired webhook would too, later). Never throws.
 */
export async function expireCheckoutOfCancelled(
  reservation: Reservation,
): Promise<{ outcome: ExpireCheckoutOutcome; reservation: Reservation }> {
  if (reservation.paymentStatus !== 'cancelled') return { outcome: 'none', reservation };
  return expireOpenCheckout(reservation);
}

/**
 * Expires the open Checkout Session of `reservation`, whatever its status, and marks its checkout expired at once.
 * Never throws: the outcome says what became of the session.
 */
export async function expireOpenCheckout(
  reservation: Reservation,
): Promise<{ outcome: ExpireCheckoutOutcome; reservation: Reservation }> {
  const unchanged = (outcome: ExpireCheckoutOutcome) => ({ outcome, reservation });
  const sessionId = reservation.stripeSessionId;
  if (!hasOpenCheckout(reservation) || !sessionId) return unchanged('none');
  const stripe = getStripe();
  if (!stripe) return unchanged('none');
  const ref = reservation.bookingRef;
  try {
    let status: Stripe.Checkout.Session.Status | null;
    let paid = false;
    try {
      status = (await stripe.checkout.sessions.expire(sessionId, {}, EXPIRE_REQUEST_OPTIONS)).status;
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open (complete or expired): read which one it is.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode === 404)
        throw error;
      const session = await stripe.checkout.sessions.retrieve(sessionId, {}, EXPIRE_REQUEST_OPTIONS);
      status = session.status;
      paid = session.payment_status !== 'unpaid';
    }
    if (status === 'complete' || paid) {
      console.warn(`[payments] ${ref} : le client a payé avant la fermeture de la page de paiement`);
      return unchanged('paid');
    }
    if (status !== 'expired')
      throw new Error(`session Stripe encore ouverte (${status ?? 'statut inconnu'})`);
  } catch (error) {
    console.error(
      `[payments] ${ref} : page de paiement non fermée chez Stripe :`,
      describeStripeError(error),
    );
    return unchanged('failed');
  }
  try {
    const stored = await (await getStore()).markCheckoutState(reservation.id, 'expired');
    return { outcome: 'expired', reservation: stored ?? reservation };
  } catch (error) {
    // Closed at Stripe: the checkout.session.expired webhook records it when the database answers again.
    console.error(`[payments] ${ref} : expiration du paiement non enregistrée :`, describeStripeError(error));
    return unchanged('expired');
  }
}
