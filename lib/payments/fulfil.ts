// The single place where a Checkout Session's money is recorded on its reservation. The return page and the webhook
// both call it, possibly at the same moment and any number of times: the store's markPaid is one atomic update of a
// checkout not yet paid, so exactly one caller performs the transition. The payment is recorded whatever the operator
// did while the customer was on Stripe's page (docs/architecture.md, "Payments"): a pending booking becomes Confirmée,
// one confirmed by hand becomes paid (nothing to collect on board, invoice issued), a cancelled one stays cancelled
// and the operator is told to refund.
import 'server-only';
import { getStore } from '@/lib/db';
import { issueInvoiceQuietly } from '@/lib/documents/invoice';
import type { MarkPaidResult, Reservation } from '@/lib/db/types';
import { isPaidOnline } from '@/lib/domain/reservations';
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
  | { outcome: 'amount_mismatch'; reservation: Reservation }
  /** Paid after the operator had cancelled the booking: recorded, the operator told to refund. */
  | { outcome: 'paid_cancelled'; reservation: Reservation };

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
  const store = await getStore();
  // The messages ('Paiement reçu', and 'Réservation confirmée' when the payment confirms the booking) are written with
  // the transition (one statement), for its one caller, and for the status the money finds: when the operator changes
  // it in between, the store refuses and the messages are written again for the new one.
  let current = reservation;
  let result: MarkPaidResult = { reservation, transitioned: false };
  for (let attempt = 0; attempt < 3 && !isPaidOnline(current); attempt++) {
    const facts = current;
    const notifications = await renderedOrNone(facts.bookingRef, () => paymentReceivedNotifications(facts));
    result = await store.markPaid(facts.id, notifications, facts.paymentStatus);
    if (result.transitioned || !result.reservation) break;
    current = result.reservation;
  }
  const { reservation: updated, transitioned } = result;
  if (updated && !transitioned && !isPaidOnline(updated)) {
    // The status kept moving under three attempts: never answer as if nothing was paid (the webhook would record
    // its event and Stripe would not send it again). A 503 makes Stripe retry, and the return page ask again.
    throw new Error(
      `[payments] paiement non enregistré pour ${updated.bookingRef} : statut modifié pendant l’écriture`,
    );
  }
  if (transitioned) deliverAfterResponse();
  if (updated && SETTLED.has(updated.paymentStatus)) {
    // The invoice (gapless number, immutable snapshot) is issued with the payment; idempotent for replays.
    await issueInvoiceQuietly(updated);
    return { outcome: 'paid', reservation: updated, transitioned };
  }
  if (updated?.paymentStatus === 'cancelled' && isPaidOnline(updated)) {
    return { outcome: 'paid_cancelled', reservation: updated };
  }
  return { outcome: 'unpaid', reservation: updated ?? reservation };
}
