// Checkout Session ids and the binding between a session and the reservation it pays for.
import 'server-only';
import type { Reservation } from '@/lib/db/types';
import type { CheckoutSession } from './stripe';

/** Stripe Checkout Session ids: `cs_test_…` / `cs_live_…`, letters and digits (the fake server emits the same). */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/;

export function isCheckoutSessionId(value: string): boolean {
  return CHECKOUT_SESSION_ID_PATTERN.test(value);
}

/** Metadata written on every session we create; the webhook and the return page read it back. */
export interface CheckoutMetadata {
  booking_ref: string;
  reservation_id: string;
}

/**
 * A session belongs to a reservation only when all three agree: the metadata Stripe echoes back (set by our server)
 * names the reservation and its reference, and the reservation stores this very session id (a newer session
 * replaces an older one, so a stale session can neither confirm nor expire the booking).
 */
export function sessionBelongsTo(session: CheckoutSession, reservation: Reservation): boolean {
  return (
    session.metadata?.reservation_id === reservation.id &&
    session.metadata?.booking_ref === reservation.bookingRef &&
    reservation.stripeSessionId === session.id
  );
}

/** The server's total was what Stripe charged (a paid session for another amount never confirms a booking). */
export function sessionAmountMatches(session: CheckoutSession, reservation: Reservation): boolean {
  return (
    reservation.priceCents !== null &&
    session.amount_total === reservation.priceCents &&
    session.currency?.toLowerCase() === 'eur'
  );
}

/** Session ids grant access to a payment: they are never written to logs (`cs_test_abc…` → `cs_test_…`). */
export function redactSessionIds(text: string): string {
  return text.replace(/cs_(test|live)_[A-Za-z0-9]+/g, 'cs_$1_…');
}

/** A loggable description of an error thrown while talking to Stripe, without any session id. */
export function describeStripeError(error: unknown): string {
  if (error instanceof Error) return redactSessionIds(`${error.name}: ${error.message}`);
  return redactSessionIds(String(error));
}
