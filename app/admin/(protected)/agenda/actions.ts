'use server';

import { z } from 'zod';
import { ActionError, adminAction } from '@/lib/auth/action';
import { createFeedToken } from '@/lib/documents/calendar-feed';
import { CALENDAR_FEED_MESSAGES } from '@/lib/documents/messages';

/**
 * A new secret calendar feed URL, shown once (only its hash is stored). `replace: true` replaces the current one (it
 * stops working); without it, an address created meanwhile elsewhere is refused, never replaced unasked.
 */
export const rotateCalendarFeed = adminAction(z.object({ replace: z.boolean() }), async ({ replace }) => {
  const url = await createFeedToken({ replace });
  if (!url) throw new ActionError(CALENDAR_FEED_MESSAGES.alreadyExists);
  return { url };
});
