'use server';

import { z } from 'zod';
import { ActionError, adminAction } from '@/lib/auth/action';
import { getStore } from '@/lib/db';
import { deliverAfterResponse } from '@/lib/notifications';
import { NOTIFICATION_MESSAGES, toNotificationSummary } from '@/lib/notifications/labels';
import { resendDependsOnBooking, resendRefusal } from '@/lib/notifications/resend';

const notificationId = z.uuid({ error: 'Notification inconnue.' });

/**
 * 'Renvoyer': the row goes back to the outbox (pending, due now, attempts reset) and is delivered after the answer —
 * unless it is a customer's message that no longer matches its booking's status (« Réservation confirmée » of a booking
 * cancelled since…: lib/notifications/resend.ts), which is refused with the reason.
 */
export const requeueNotification = adminAction(z.object({ id: notificationId }), async ({ id }) => {
  const store = await getStore();
  const current = await store.getNotification(id);
  // An unknown id: requeueNotification below says so (not found), as before.
  if (current && resendDependsOnBooking(current)) {
    const booking = current.reservationId ? await store.getReservation(current.reservationId) : null;
    const refusal = resendRefusal(current, booking);
    if (refusal) throw new ActionError(refusal);
  }
  try {
    const notification = await store.requeueNotification(id);
    deliverAfterResponse();
    return toNotificationSummary(notification);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'conflict') throw new ActionError(NOTIFICATION_MESSAGES.busy);
    throw error;
  }
});
