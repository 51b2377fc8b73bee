// Server-side validation of the contact and business forms (the browser checks only presence and shape).
import { z } from 'zod';
import { requestIdSchema } from '@/lib/requests';
import { CONTACT_LIMITS, CONTACT_MESSAGES, PHONE_PATTERN } from './messages';

const required = (max: number) =>
  z
    .string({ error: CONTACT_MESSAGES.fieldRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.fieldRequired)
    .max(max, CONTACT_MESSAGES.tooLong);

const email = z
  .string({ error: CONTACT_MESSAGES.fieldRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.fieldRequired)
  .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.tooLong)
  .pipe(z.email({ error: CONTACT_MESSAGES.invalidEmail }));

const phone = z
  .string()
  .trim()
  .max(CONTACT_LIMITS.phone, CONTACT_MESSAGES.tooLong)
  .regex(PHONE_PATTERN, CONTACT_MESSAGES.invalidPhone);

export const contactSchema = z.object({
  requestId: requestIdSchema,
  name: required(CONTACT_LIMITS.name),
  email,
  phone: z
    .union([z.literal(''), phone])
    .optional()
    .transform((v) => (v ? v : null)),
  message: required(CONTACT_LIMITS.message),
});

export const businessSchema = z.object({
  requestId: requestIdSchema,
  company: required(CONTACT_LIMITS.company),
  contact: required(CONTACT_LIMITS.name),
  email,
  phone: z
    .string({ error: CONTACT_MESSAGES.fieldRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.fieldRequired)
    .pipe(phone),
  needs: required(CONTACT_LIMITS.message),
});

export type ContactInput = z.output<typeof contactSchema>;
export type BusinessInput = z.output<typeof businessSchema>;
