// The admin login body, checked by POST /api/admin/login and, with the same rules, by the login form in the browser.
// Client-safe (zod and French copy only).
import * as z from 'zod/mini';
import { FORM_MESSAGES } from '@/lib/booking/messages';

export const loginSchema = z.object({
  password: z
    .string()
    .check(
      z.minLength(1, { error: FORM_MESSAGES.required }),
      z.maxLength(256, { error: FORM_MESSAGES.tooLong }),
    ),
});

export type LoginInput = z.infer<typeof loginSchema>;
