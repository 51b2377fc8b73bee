// The single place where a Checkout Session turns a reservation into a paid one. The return page and the webhook
// both call it, possibly at the same moment and any number of times: the store's markPaid is one atomic
// `update … where payment_status = 'pending'`, so exactly one caller performs the transition.
import 'server-only';
import { getStore } from '@/lib/db';
import { issueInvoiceQuietly } from '@/lib/documents/invoice';
import type { Reservation } from '@/lib/db/types';
import { deliverAfterResponse, paymentReceivedNotifications, renderedOrNone } from '@/lib/notifications';
import { sessionAmountMatches, sessionBelongsTo } from './session';
import type { CheckoutSession } from './stripe';

export type FulfilResult =
  /** The reservation is paid (now or earlier); `transitioned` is true for the one call that changed it. */
  | { outcome: 'paid'; reservation: Reservation; transitioned: boolean }
  /** The session is ours but Stripe has not (yet) collected the money. */
  | { outcome: 'unpaid'; reservation: Reservation }
  /** No stored reservation is bound to this session. */
  | { outcome: 'foreign' }
  /** Paid, but the amount or currency differs from the stored total: never confirmed automatically. */
  | { outcome: 'amount_mismatch'; reservation: Reservation };

const SETTLED = new Set<Reservation['paymentStatus']>(['paid', 'completed']);

/** The reservation bound to `session` (see sessionBelongsTo), or null. */
export async function findSessionReservation(session: CheckoutSession): Promise<Reservation | null> {
  const reservationId = session.metadata?.reservation_id;
  if (!reservationId) return null;
  const reservation = await (await getStore()).getReservation(reservationId);
  return reservation && sessionBelongsTo(session, reservation) ? reservation : null;
}

export async function fulfil(session: CheckoutSession): Promise<FulfilResult> {
  const reservation = await findSessionReservation(session);
  if (!reservation) return { outcome: 'foreign' };
  if (session.payment_status !== 'paid') return { outcome: 'unpaid', reservation };
  if (!sessionAmountMatches(session, reservation)) {
    console.error(`[payments] montant payé différent du total enregistré pour ${reservation.bookingRef}`);
    return { outcome: 'amount_mismatch', reservation };
  }
  // 'Paiement reçu' and 'Réservation confirmée' are written with the transition (one statement), for its one caller.
  const notifications =
    reservation.paymentStatus === 'pending'
      ? await renderedOrNone(reservation.bookingRef, () => paymentReceivedNotifications(reservation))
      : [];
  const { reservation: updated, transitioned } = await (
    await getStore()
  ).markPaid(reservation.id, notifications);
  if (transitioned) deliverAfterResponse();
  if (updated && SETTLED.has(updated.paymentStatus)) {
    // The invoice (gapless number, immutable snapshot) is issued with the payment; idempotent for replays.
    await issueInvoiceQuietly(updated);
    return { outcome: 'paid', reservation: updated, transitioned };
  }
  // Pending → paid is the only automatic move; a booking the operator cancelled stays cancelled (the admin sees
  // checkout_state and the session id and refunds by hand).
  return { outcome: 'unpaid', reservation: updated ?? reservation };
}
