'use server';

import { z } from 'zod';
import { ActionError, adminAction, dataErrorCode } from '@/lib/auth/action';
import { ACTION_MESSAGES, RESERVATION_MESSAGES } from '@/lib/auth/messages';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, updateData } from '@/lib/db/cached';
import { buildCreditNoteSnapshot, invoiceToCredit, issueCreditNote } from '@/lib/documents/credit-note';
import { issueInvoiceQuietly } from '@/lib/documents/invoice';
import { deliverAfterResponse, renderedOrNone, statusChangeNotifications } from '@/lib/notifications';
import { PAYMENT_STATUSES, isMessageChannel, isPaidOnline } from '@/lib/domain/reservations';
import { MESSAGE_STATUS_COPY } from '@/lib/admin/status-confirm';
import { expireCheckoutOfCancelled, expireOpenCheckout, hasOpenCheckout } from '@/lib/payments/cancel';
import type { ReservationDetailsRecord } from '@/lib/documents/rules';

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
  z.object({ id: reservationId, status: z.enum(PAYMENT_STATUSES, { error: 'Statut inconnu.' }) }),
  async ({ id, status }) => {
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
    // A completed ride gets its invoice (once; lib/documents/invoice.ts).
    if (status === 'completed') await issueInvoiceQuietly(reservation);
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
      updatedAt: current.updatedAt,
      creditNote,
    };
  },
);

/**
 * Deletes a booking, unless it has an invoice no credit note cancels (the invoice would stand for a lost booking; the
 * database refuses it too).
 */
export const deleteReservation = adminAction(z.object({ id: reservationId }), async ({ id }) => {
  const store = await getStore();
  const [invoice, credited] = await Promise.all([
    store.getInvoiceByReservation(id),
    store.getCreditNoteByReservation(id),
  ]);
  if (invoice && !credited) {
    const reservation = await store.getReservation(id);
    // Cancelled before credit notes existed (2026-11-27): its credit note now, then it may go.
    if (reservation?.paymentStatus === 'cancelled') await issueCreditNote(reservation);
    else throw new ActionError(RESERVATION_MESSAGES.invoicedNotDeleted(invoice.number));
  }
  await store.deleteReservation(id);
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
      throw new ActionError(RESERVATION_MESSAGES.anonymiseCheckoutOpen(row.bookingRef));
    if (outcome === 'paid') throw new ActionError(RESERVATION_MESSAGES.anonymiseJustPaid(row.bookingRef));
  }
  const count = await store.anonymiseCustomer(customer, new Date());
  updateData(CACHE_TAGS.reservations);
  const updated = await store.getReservation(id);
  return { count, reservation: updated ?? reservation };
});
