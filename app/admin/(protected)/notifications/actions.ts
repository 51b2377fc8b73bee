'use server';

import { z } from 'zod';
import { ActionError, adminAction } from '@/lib/auth/action';
import { getStore } from '@/lib/db';
import { deliverAfterResponse } from '@/lib/notifications';
import { NOTIFICATION_MESSAGES, toNotificationSummary } from '@/lib/notifications/labels';

const notificationId = z.uuid({ error: 'Notification inconnue.' });

/** 'Renvoyer': the row goes back to the outbox (pending, due now, attempts reset) and is delivered after the answer. */
export const requeueNotification = adminAction(z.object({ id: notificationId }), async ({ id }) => {
  const store = await getStore();
  try {
    const notification = await store.requeueNotification(id);
    deliverAfterResponse();
    return toNotificationSummary(notification);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'conflict') throw new ActionError(NOTIFICATION_MESSAGES.busy);
    throw error;
  }
});
