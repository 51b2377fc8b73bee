// Whether a customer's message still tells the truth about its booking — one rule, read twice: by 'Renvoyer' (admin
// outbox) and by the deliverer when a queued message's turn comes (lib/notifications/deliver.ts), which records a
// message that stopped being true as 'skipped' (« Non envoyée (plus à jour) ») instead of sending it.
// Confirmed then cancelled, or set back to pending, the old « Réservation confirmée » (its .ics, its voucher link, now a
// 404) must not reach the customer (docs/product.md#messages-after-send) — neither resent by hand nor delivered weeks
// later when SMTP is finally configured. The operator's messages tell of an event that stays true: they always go.
import type { DataStore, Notification, Reservation } from '@/lib/db/types';
import { isPaidOnline, statusLabelFor } from '@/lib/domain/reservations';
import { formatParisDateTime } from '@/lib/format/dates';
import { CUSTOMER_COPY } from './copy';
import { NOTIFICATION_KIND_LABELS } from './labels';

export type ResendSubject = Pick<Notification, 'kind' | 'subject'>;
export type ResendBooking = Pick<
  Reservation,
  'bookingRef' | 'channel' | 'paymentStatus' | 'checkoutState' | 'pickupTime'
>;

/**
 * How long after the (outbound) pickup a « Demande reçue » is still sent. Decision: that message announces a next step
 * (« nous vérifions la disponibilité… et vous confirmons », or « nous attendons votre paiement en ligne ») which can no
 * longer come once the ride's time has passed; delivered days or weeks late (an outbox that waited for SMTP) it only
 * confuses. A day of grace: a short outage (the retries span about an hour) never loses it, and it is about the first
 * pickup, before which the request had to be answered. The other messages stay true after the ride and keep their use:
 * « Réservation confirmée » (while the status says so: the voucher page, and the invoice link when paid online),
 * « Réservation annulée », « Paiement reçu » (a receipt), and the operator's messages (a request learned late is still
 * a customer to call back). A booking without a ride (a contact message) is never late.
 */
export const REQUEST_RECEIVED_STALE_AFTER_MS = 24 * 60 * 60_000;

/** The customer's « Paiement reçu, réservation annulée » (refund promised), in either language. */
function isRefundVariant(n: ResendSubject, bookingRef: string): boolean {
  return Object.values(CUSTOMER_COPY).some((copy) => n.subject === copy.paymentRefunded.subject(bookingRef));
}

/** Does the message still match the booking as it is now? */
function stillTrue(n: ResendSubject, r: ResendBooking): boolean {
  switch (n.kind) {
    case 'customer_confirmed':
      // « confirmée », with the voucher link and the calendar file: a booking still confirmed (or completed).
      return r.paymentStatus === 'paid' || r.paymentStatus === 'completed';
    case 'customer_cancelled':
      return r.paymentStatus === 'cancelled';
    case 'customer_payment_received':
      // Written for the status the payment found (lib/notifications/compose.ts paymentAcknowledgement): cancelled →
      // « remboursé intégralement »; confirmed or completed → « rien à payer à bord » and the voucher page.
      if (!isPaidOnline(r)) return false;
      return isRefundVariant(n, r.bookingRef)
        ? r.paymentStatus === 'cancelled'
        : r.paymentStatus === 'paid' || r.paymentStatus === 'completed';
    default:
      return true;
  }
}

/** Kinds whose words depend on the booking's current status. */
const STATUS_KINDS: ReadonlySet<Notification['kind']> = new Set([
  'customer_confirmed',
  'customer_cancelled',
  'customer_payment_received',
]);

/** Why a message is out of date: its booking is gone, its status now says otherwise, or its ride is long past. */
export type Staleness =
  | { reason: 'gone' }
  | { reason: 'status'; bookingRef: string; status: string }
  | { reason: 'ride-over'; bookingRef: string; pickupTime: string };

/**
 * The rule: why `n` no longer tells the truth about `booking` (its reservation as it is now, null when deleted), or
 * null when it still does. Read by 'Renvoyer' (resendRefusal) and by the deliverer (deliverySkipReason).
 */
export function staleness(
  n: ResendSubject,
  booking: ResendBooking | null,
  now: Date = new Date(),
): Staleness | null {
  if (n.kind === 'customer_request_received') {
    if (!booking?.pickupTime) return null;
    const late = now.getTime() - Date.parse(booking.pickupTime) > REQUEST_RECEIVED_STALE_AFTER_MS;
    return late
      ? { reason: 'ride-over', bookingRef: booking.bookingRef, pickupTime: booking.pickupTime }
      : null;
  }
  if (!STATUS_KINDS.has(n.kind)) return null;
  // A deleted booking's ride will not take place either: its cancellation, kept in the outbox when the booking was
  // deleted before it left (migration 20261129000300), stays true. Any other message of a deleted booking is gone.
  if (!booking) return n.kind === 'customer_cancelled' ? null : { reason: 'gone' };
  if (stillTrue(n, booking)) return null;
  return {
    reason: 'status',
    bookingRef: booking.bookingRef,
    status: statusLabelFor(booking.paymentStatus, booking.channel),
  };
}

export const RESEND_MESSAGES = {
  outdated: (kind: Notification['kind'], bookingRef: string, status: string) =>
    `Ce message n’est plus à jour\u00a0: la réservation ${bookingRef} est maintenant «\u00a0${status}\u00a0». Renvoyer «\u00a0${NOTIFICATION_KIND_LABELS[kind]}\u00a0» contredirait ce que le client sait déjà\u00a0; il n’est pas renvoyé.`,
  bookingGone: 'La réservation de ce message n’existe plus\u00a0: il n’est pas renvoyé.',
  rideOver: (kind: Notification['kind'], bookingRef: string, pickupTime: string) =>
    `Ce message n’est plus à jour\u00a0: le trajet de la réservation ${bookingRef} était prévu le ${formatParisDateTime(pickupTime)}. «\u00a0${NOTIFICATION_KIND_LABELS[kind]}\u00a0» annonce une suite qui ne peut plus venir\u00a0; il n’est pas renvoyé.`,
} as const;

/** What the admin reads (« Dernière erreur ») on a message the deliverer did not send. */
export const SKIP_MESSAGES = {
  outdated: (kind: Notification['kind'], bookingRef: string, status: string) =>
    `Non envoyée, plus à jour\u00a0: la réservation ${bookingRef} est maintenant «\u00a0${status}\u00a0»\u00a0; «\u00a0${NOTIFICATION_KIND_LABELS[kind]}\u00a0» aurait contredit ce que le client sait.`,
  bookingGone: 'Non envoyée\u00a0: la réservation de ce message n’existe plus.',
  rideOver: (kind: Notification['kind'], bookingRef: string, pickupTime: string) =>
    `Non envoyée, trop tard\u00a0: le trajet de la réservation ${bookingRef} était prévu le ${formatParisDateTime(pickupTime)}\u00a0; «\u00a0${NOTIFICATION_KIND_LABELS[kind]}\u00a0» annonçait une suite qui ne peut plus venir.`,
} as const;

function phrase(
  messages: typeof RESEND_MESSAGES | typeof SKIP_MESSAGES,
  kind: Notification['kind'],
  s: Staleness | null,
): string | null {
  if (!s) return null;
  switch (s.reason) {
    case 'gone':
      return messages.bookingGone;
    case 'status':
      return messages.outdated(kind, s.bookingRef, s.status);
    case 'ride-over':
      return messages.rideOver(kind, s.bookingRef, s.pickupTime);
  }
}

/**
 * Why this message may not be sent again, or null when it may. `booking` is its reservation as it is now (null when
 * deleted); read only for the kinds whose words depend on it (resendDependsOnBooking).
 */
export function resendRefusal(
  n: ResendSubject,
  booking: ResendBooking | null,
  now: Date = new Date(),
): string | null {
  return phrase(RESEND_MESSAGES, n.kind, staleness(n, booking, now));
}

/** Why the deliverer does not send this queued message (it is marked 'skipped' with this reason), or null. */
export function deliverySkipReason(
  n: ResendSubject,
  booking: ResendBooking | null,
  now: Date = new Date(),
): string | null {
  return phrase(SKIP_MESSAGES, n.kind, staleness(n, booking, now));
}

/** Whether `staleness` needs the message's reservation (the list and the deliverer read only those). */
export function resendDependsOnBooking(n: Pick<Notification, 'kind'>): boolean {
  return STATUS_KINDS.has(n.kind) || n.kind === 'customer_request_received';
}

/**
 * The refusals of a list of messages, by message id: one read per reservation some message depends on (the admin's
 * outbox page; the operator's messages read nothing).
 */
export async function resendRefusals(
  store: Pick<DataStore, 'getReservation'>,
  notifications: readonly Notification[],
  now: Date = new Date(),
): Promise<Map<string, string>> {
  const dependent = notifications.filter(resendDependsOnBooking);
  const ids = [...new Set(dependent.map((n) => n.reservationId).filter((id): id is string => id !== null))];
  const bookings = new Map(
    await Promise.all(ids.map(async (id) => [id, await store.getReservation(id)] as const)),
  );
  const refusals = new Map<string, string>();
  for (const n of dependent) {
    const refusal = resendRefusal(n, n.reservationId ? (bookings.get(n.reservationId) ?? null) : null, now);
    if (refusal) refusals.set(n.id, refusal);
  }
  return refusals;
}
