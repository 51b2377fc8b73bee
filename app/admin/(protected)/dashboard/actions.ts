'use server';

import { z } from 'zod';
import { ActionError, adminAction, dataErrorCode } from '@/lib/auth/action';
import { ACTION_MESSAGES, RESERVATION_MESSAGES } from '@/lib/auth/messages';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, updateData } from '@/lib/db/cached';
import { buildCreditNoteSnapshot, invoiceToCredit, issueCreditNote } from '@/lib/documents/credit-note';
import { issueInvoiceQuietly } from '@/lib/documents/invoice';
import { isInvoiceable } from '@/lib/documents/rules';
import { deliverAfterResponse, renderedOrNone, statusChangeNotifications } from '@/lib/notifications';
import { PAYMENT_STATUSES, isMessageChannel, isPaidOnline } from '@/lib/domain/reservations';
import { MESSAGE_STATUS_COPY } from '@/lib/admin/status-confirm';
import { expireCheckoutOfCancelled, expireOpenCheckout, hasOpenCheckout } from '@/lib/payments/cancel';
import type { ReservationDetailsRecord } from '@/lib/documents/rules';
import type { Reservation } from '@/lib/db/types';

const reservationId = z.uuid({ error: 'Réservation inconnue.' });

/**
 * A status change refused because the booking changed since it was read — its status or an online payment (conflict),
 * or a database rule that now applies (an invoice issued or credited meanwhile) — says so: reload to see it.
 */
async function changedMeanwhileSaid<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = dataErrorCode(error);
    if (code === 'conflict' || code === 'invalid')
      throw new ActionError(RESERVATION_MESSAGES.changedMeanwhile);
    throw error;
  }
}

/**
 * The admin sets any of the four statuses (docs/product.md#reservations), except that a booking whose invoice a credit
 * note cancelled stays cancelled (docs/product.md#credit-notes; the database refuses it too), and that a contact or
 * business message is never « Confirmée » (not a booking: lib/domain/reservations.ts isMessageChannel).
 */
export const updateReservationStatus = adminAction(
  z.object({
    id: reservationId,
    status: z.enum(PAYMENT_STATUSES, { error: 'Statut inconnu.' }),
    /**
     * The booking as the operator's list shows it (its status, and whether Stripe's payment is recorded): the change
     * applies to that booking only. A list left open while the customer paid, or another window confirmed, gets
     * « Cette réservation a changé entre-temps » instead of a cancellation whose credit note and e-mail its
     * confirmation window never announced. The dashboard always sends it; a script may leave it out.
     */
    expected: z
      .object({ status: z.enum(PAYMENT_STATUSES), paidOnline: z.boolean() }, { error: 'Statut inconnu.' })
      .optional(),
  }),
  async ({ id, status, expected }) => {
    const store = await getStore();
    const before = await store.getReservation(id);
    if (!before) throw new ActionError(ACTION_MESSAGES.notFound);
    if (status === 'paid' && before.paymentStatus !== 'paid' && isMessageChannel(before.channel)) {
      throw new ActionError(MESSAGE_STATUS_COPY.notConfirmable);
    }
    if (before.paymentStatus === 'cancelled' && status !== 'cancelled') {
      const credited = await store.getCreditNoteByReservation(id);
      if (credited) throw new ActionError(RESERVATION_MESSAGES.creditedStaysCancelled(credited.number));
    }
    // Said after the two reasons above, which name what changed.
    if (
      expected &&
      (expected.status !== before.paymentStatus || expected.paidOnline !== isPaidOnline(before))
    )
      throw new ActionError(RESERVATION_MESSAGES.changedMeanwhile);
    // Cancelling a booking that has an invoice (or is due one) cancels the invoice by a credit note, issued with the
    // change, in its transaction.
    const reservation = await changedMeanwhileSaid(async () => {
      const invoice =
        status === 'cancelled' && before.paymentStatus !== 'cancelled' ? await invoiceToCredit(before) : null;
      // Confirmée / Annulée are announced to the customer; the messages are written with the change (one statement),
      // which applies only if nobody changed the status and no online payment was recorded meanwhile (the messages
      // say whether money was taken).
      const notifications = await renderedOrNone(before.bookingRef, () =>
        statusChangeNotifications(before, status, { invoiced: invoice !== null }),
      );
      const updated = await store.updatePaymentStatus(id, status, {
        expectedStatus: before.paymentStatus,
        expectedPaidOnline: isPaidOnline(before),
        notifications,
        creditNote: invoice ? buildCreditNoteSnapshot(before, invoice) : null,
      });
      if (notifications.length > 0) deliverAfterResponse();
      return updated;
    });
    // A completed ride gets its invoice (once; lib/documents/invoice.ts), and so does a booking paid online that is
    // confirmed again (paid after a cancellation, then kept): the sales journal has it from the change, not from the
    // day somebody first opens its link.
    if (isInvoiceable(reservation)) await issueInvoiceQuietly(reservation);
    // A cancelled booking whose Stripe page may still be open: that page is closed now, the cancellation being stored
    // (a Stripe failure is logged and changes nothing here; a late payment is recorded by the webhook, to refund).
    const { reservation: current } =
      status === 'cancelled' ? await expireCheckoutOfCancelled(reservation) : { reservation };
    updateData(CACHE_TAGS.reservations);
    // A cancellation that credited an invoice: the list's row says at once that the booking stays cancelled.
    const creditNote =
      status === 'cancelled' ? ((await store.getCreditNoteByReservation(id))?.number ?? null) : null;
    return {
      id: current.id,
      status: current.paymentStatus,
      paidOnline: isPaidOnline(current),
      updatedAt: current.updatedAt,
      creditNote,
    };
  },
);

/**
 * Why `reservation` may not be deleted, or null (docs/product.md#reservations): a booking with an invoice is kept with
 * its documents (the invoice and its credit note stay reachable from the customer's e-mail and the admin for their ten
 * years), a payment recorded online stays on record (its refund is the operator's to make), and a ride « Confirmée » or
 * « Terminée » is not dropped in silence (the customer expects it; « Annulée » tells them).
 */
async function deletionRefusal(reservation: Reservation): Promise<string | null> {
  const store = await getStore();
  const [invoice, credited] = await Promise.all([
    store.getInvoiceByReservation(reservation.id),
    store.getCreditNoteByReservation(reservation.id),
  ]);
  const status = reservation.paymentStatus;
  if (invoice) {
    if (credited) return RESERVATION_MESSAGES.documentsKept(invoice.number, credited.number);
    // Cancelled before credit notes existed (2026-11-27): it gets the credit note it is owed, and is kept with it.
    const note = status === 'cancelled' ? await issueCreditNote(reservation) : null;
    if (note) return RESERVATION_MESSAGES.documentsKept(invoice.number, note.number);
    return RESERVATION_MESSAGES.invoicedNotDeleted(invoice.number);
  }
  if (isPaidOnline(reservation)) return RESERVATION_MESSAGES.paidOnlineNotDeleted;
  if (!isMessageChannel(reservation.channel) && (status === 'paid' || status === 'completed'))
    return RESERVATION_MESSAGES.rideNotDeleted(status);
  return null;
}

/**
 * Deletes a request that never became a ride kept on record (`deletionRefusal`). A payment page still open at Stripe is
 * closed first — a payment for a deleted request would be recorded nowhere — and the rules are read again after that
 * call (up to seconds), so a booking confirmed or paid meanwhile in another window is not deleted.
 */
export const deleteReservation = adminAction(z.object({ id: reservationId }), async ({ id }) => {
  const store = await getStore();
  let reservation = await store.getReservation(id);
  if (!reservation) throw new ActionError(ACTION_MESSAGES.notFound);
  const refusal = await deletionRefusal(reservation);
  if (refusal) throw new ActionError(refusal);
  if (hasOpenCheckout(reservation)) {
    const { outcome } = await expireOpenCheckout(reservation);
    const ref = reservation.bookingRef;
    if (outcome === 'failed') throw new ActionError(RESERVATION_MESSAGES.checkoutOpen(ref, 'supprimé'));
    if (outcome === 'paid') throw new ActionError(RESERVATION_MESSAGES.justPaid(ref, 'supprimé'));
    reservation = await store.getReservation(id);
    if (!reservation) throw new ActionError(ACTION_MESSAGES.notFound);
    if (await deletionRefusal(reservation)) throw new ActionError(RESERVATION_MESSAGES.changedMeanwhile);
  }
  // Invoiced in the meantime: the database keeps an invoiced booking (said as a change, not a form error).
  await changedMeanwhileSaid(() => store.deleteReservation(id));
  updateData(CACHE_TAGS.reservations);
  return { id };
});

/** The full record (every field and the quote snapshot) for the details view, with its invoice and credit note. */
export const loadReservationDetails = adminAction(
  z.object({ id: reservationId }),
  async ({ id }): Promise<ReservationDetailsRecord> => {
    const store = await getStore();
    const reservation = await store.getReservation(id);
    if (!reservation) throw new ActionError(ACTION_MESSAGES.notFound);
    const [invoice, creditNote] = await Promise.all([
      store.getInvoiceByReservation(id),
      store.getCreditNoteByReservation(id),
    ]);
    return {
      ...reservation,
      billing: { invoice: invoice?.number ?? null, creditNote: creditNote?.number ?? null },
    };
  },
);

/**
 * 'Anonymiser ce client' (GDPR erasure request): every reservation with this reservation's e-mail or phone loses its
 * personal data; amounts, dates and statuses stay. The store writes the trace (public.anonymisations: when, how many).
 */
export const anonymiseCustomer = adminAction(z.object({ id: reservationId }), async ({ id }) => {
  const store = await getStore();
  const reservation = await store.getReservation(id);
  if (!reservation) throw new ActionError(ACTION_MESSAGES.notFound);
  const customer = { email: reservation.email, phone: reservation.phone };
  // A payment page still open would take money for a booking that can no longer be found by its session (the erasure
  // clears it): close each one first, and erase nothing while one cannot be closed or was just paid.
  for (const row of (await store.listCustomerReservations(customer)).filter(hasOpenCheckout)) {
    const { outcome } = await expireOpenCheckout(row);
    if (outcome === 'failed')
      throw new ActionError(RESERVATION_MESSAGES.checkoutOpen(row.bookingRef, 'anonymisé'));
    if (outcome === 'paid') throw new ActionError(RESERVATION_MESSAGES.justPaid(row.bookingRef, 'anonymisé'));
  }
  const count = await store.anonymiseCustomer(customer, new Date());
  updateData(CACHE_TAGS.reservations);
  const updated = await store.getReservation(id);
  return { count, reservation: updated ?? reservation };
});
