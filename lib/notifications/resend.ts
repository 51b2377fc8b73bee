// 'Renvoyer' (admin outbox): a customer's message about a booking's status is sent again only while it still says the
// truth. Confirmed then cancelled, the old « Réservation confirmée » (its .ics, its voucher link, now a 404) must not
// reach the customer after « Réservation annulée » (docs/product.md#messages-after-send). The operator's messages and
// « Demande reçue » tell of an event that stays true: they may always be sent again.
import type { DataStore, Notification, Reservation } from '@/lib/db/types';
import { isPaidOnline, statusLabelFor } from '@/lib/domain/reservations';
import { CUSTOMER_COPY } from './copy';
import { NOTIFICATION_KIND_LABELS } from './labels';

export type ResendSubject = Pick<Notification, 'kind' | 'subject'>;
export type ResendBooking = Pick<
  Reservation,
  'bookingRef' | 'channel' | 'paymentStatus' | 'checkoutState' | 'pickupTime'
>;

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

export const RESEND_MESSAGES = {
  outdated: (kind: Notification['kind'], bookingRef: string, status: string) =>
    `Ce message n’est plus à jour\u00a0: la réservation ${bookingRef} est maintenant «\u00a0${status}\u00a0». Renvoyer «\u00a0${NOTIFICATION_KIND_LABELS[kind]}\u00a0» contredirait ce que le client sait déjà\u00a0; il n’est pas renvoyé.`,
  bookingGone: 'La réservation de ce message n’existe plus\u00a0: il n’est pas renvoyé.',
} as const;

/**
 * Why this message may not be sent again, or null when it may. `booking` is its reservation as it is now (null when
 * deleted); read only for the kinds whose words depend on the booking's status.
 */
export function resendRefusal(n: ResendSubject, booking: ResendBooking | null): string | null {
  if (!STATUS_KINDS.has(n.kind)) return null;
  if (!booking) return RESEND_MESSAGES.bookingGone;
  if (stillTrue(n, booking)) return null;
  return RESEND_MESSAGES.outdated(
    n.kind,
    booking.bookingRef,
    statusLabelFor(booking.paymentStatus, booking.channel),
  );
}

/** Whether `resendRefusal` needs the message's reservation (the list reads only those). */
export function resendDependsOnBooking(n: Pick<Notification, 'kind'>): boolean {
  return STATUS_KINDS.has(n.kind);
}

/**
 * The refusals of a list of messages, by message id: one read per reservation whose status some message depends on
 * (the admin's outbox page; the operator's messages and « Demande reçue » read nothing).
 */
export async function resendRefusals(
  store: Pick<DataStore, 'getReservation'>,
  notifications: readonly Notification[],
): Promise<Map<string, string>> {
  const dependent = notifications.filter(resendDependsOnBooking);
  const ids = [...new Set(dependent.map((n) => n.reservationId).filter((id): id is string => id !== null))];
  const bookings = new Map(
    await Promise.all(ids.map(async (id) => [id, await store.getReservation(id)] as const)),
  );
  const refusals = new Map<string, string>();
  for (const n of dependent) {
    const refusal = resendRefusal(n, n.reservationId ? (bookings.get(n.reservationId) ?? null) : null);
    if (refusal) refusals.set(n.id, refusal);
  }
  return refusals;
}
