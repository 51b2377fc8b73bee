'use server';

import { z } from 'zod';
import { ActionError, adminAction } from '@/lib/auth/action';
import { ACTION_MESSAGES } from '@/lib/auth/messages';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, updateData } from '@/lib/db/cached';
import { issueInvoiceQuietly } from '@/lib/documents/invoice';
import { deliverAfterResponse, renderedOrNone, statusChangeNotifications } from '@/lib/notifications';
import { PAYMENT_STATUSES, isPaidOnline } from '@/lib/domain/reservations';

const reservationId = z.uuid({ error: 'Réservation inconnue.' });

/** The admin may set any of the four statuses freely (docs/product.md#reservations). */
export const updateReservationStatus = adminAction(
  z.object({ id: reservationId, status: z.enum(PAYMENT_STATUSES, { error: 'Statut inconnu.' }) }),
  async ({ id, status }) => {
    const store = await getStore();
    const before = await store.getReservation(id);
    if (!before) throw new ActionError(ACTION_MESSAGES.notFound);
    // Confirmée / Annulée are announced to the customer; the messages are written with the change (one statement),
    // which applies only if nobody changed the status and no online payment was recorded meanwhile (the messages say
    // whether money was taken), else ConflictError → "rechargez".
    const notifications = await renderedOrNone(before.bookingRef, () =>
      statusChangeNotifications(before, status),
    );
    const reservation = await store.updatePaymentStatus(id, status, {
      expectedStatus: before.paymentStatus,
      expectedPaidOnline: isPaidOnline(before),
      notifications,
    });
    if (notifications.length > 0) deliverAfterResponse();
    // A completed ride gets its invoice (once; lib/documents/invoice.ts).
    if (status === 'completed') await issueInvoiceQuietly(reservation);
    updateData(CACHE_TAGS.reservations);
    return { id: reservation.id, status: reservation.paymentStatus, updatedAt: reservation.updatedAt };
  },
);

export const deleteReservation = adminAction(z.object({ id: reservationId }), async ({ id }) => {
  await (await getStore()).deleteReservation(id);
  updateData(CACHE_TAGS.reservations);
  return { id };
});

/** The full record (every field and the quote snapshot) for the details view. */
export const loadReservationDetails = adminAction(z.object({ id: reservationId }), async ({ id }) => {
  const reservation = await (await getStore()).getReservation(id);
  if (!reservation) throw new ActionError(ACTION_MESSAGES.notFound);
  return reservation;
});

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
