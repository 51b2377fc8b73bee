'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/auth/action';
import { rotateFeedToken } from '@/lib/documents/calendar-feed';

/** A new secret calendar feed URL; the previous one stops working. Shown once (only its hash is stored). */
export const rotateCalendarFeed = adminAction(z.object({}), async () => ({ url: await rotateFeedToken() }));
