'use server';

import { z } from 'zod';
import { ActionError, adminAction } from '@/lib/auth/action';
import { ACTION_MESSAGES, RESERVATION_MESSAGES } from '@/lib/auth/messages';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, updateData } from '@/lib/db/cached';
import { findCreditNote, issueCreditNoteQuietly } from '@/lib/documents/credit-note';
import { findInvoice, issueInvoiceQuietly } from '@/lib/documents/invoice';
import { deliverAfterResponse, renderedOrNone, statusChangeNotifications } from '@/lib/notifications';
import { PAYMENT_STATUSES, isPaidOnline } from '@/lib/domain/reservations';
import type { ReservationDetailsRecord } from '@/lib/documents/rules';

const reservationId = z.uuid({ error: 'Réservation inconnue.' });

/** The admin may set any of the four statuses freely (docs/product.md#reservations). */
export const updateReservationStatus = adminAction(
  z.object({ id: reservationId, status: z.enum(PAYMENT_STATUSES, { error: 'Statut inconnu.' }) }),
  async ({ id, status }) => {
    const store = await getStore();
    const before = await store.getReservation(id);
    if (!before) throw new ActionError(ACTION_MESSAGES.notFound);
    // A booking whose invoice a credit note cancelled stays cancelled (the database refuses it too).
    if (before.paymentStatus === 'cancelled' && status !== 'cancelled') {
      const creditNote = await findCreditNote(id);
      if (creditNote) throw new ActionError(RESERVATION_MESSAGES.creditedStaysCancelled(creditNote.number));
    }
    // A cancelled booking's invoice is cancelled by a credit note: an invoiceable booking gets its invoice first (if
    // the payment hook could not issue it), so that the credit note has one to cancel and the customer's e-mail links it.
    let invoiced = false;
    if (status === 'cancelled' && before.paymentStatus !== 'cancelled') {
      await issueInvoiceQuietly(before);
      invoiced = (await findInvoice(id)) !== null;
    }
    // Confirmée / Annulée are announced to the customer; the messages are written with the change (one statement),
    // which applies only if nobody changed the status and no online payment was recorded meanwhile (the messages say
    // whether money was taken), else ConflictError → "rechargez".
    const notifications = await renderedOrNone(before.bookingRef, () =>
      statusChangeNotifications(before, status, { invoiced }),
    );
    const reservation = await store.updatePaymentStatus(id, status, {
      expectedStatus: before.paymentStatus,
      expectedPaidOnline: isPaidOnline(before),
      notifications,
    });
    if (notifications.length > 0) deliverAfterResponse();
    // A completed ride gets its invoice (once; lib/documents/invoice.ts).
    if (status === 'completed') await issueInvoiceQuietly(reservation);
    // …and a cancelled one that was invoiced, the credit note that cancels its invoice (lib/documents/credit-note.ts).
    if (invoiced) await issueCreditNoteQuietly(reservation);
    updateData(CACHE_TAGS.reservations);
    return { id: reservation.id, status: reservation.paymentStatus, updatedAt: reservation.updatedAt };
  },
);

export const deleteReservation = adminAction(z.object({ id: reservationId }), async ({ id }) => {
  await (await getStore()).deleteReservation(id);
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
  const count = await store.anonymiseCustomer(
    { email: reservation.email, phone: reservation.phone },
    new Date(),
  );
  updateData(CACHE_TAGS.reservations);
  const updated = await store.getReservation(id);
  return { count, reservation: updated ?? reservation };
});
