// The contact and business forms (message requests): their schemas on the shared field rules (lib/requests/fields.ts),
// used by POST /api/contact, /api/business (lib/requests/message.ts) and usable by the forms. Client-safe. Their
// French copy is in lib/requests/messages.ts (zod-free, so the pages can show it without zod).
import * as z from 'zod/mini';
import {
  companyField,
  emailField,
  issueFields,
  nameField,
  noteField,
  optionalPhoneField,
  phoneField,
  requestIdField,
} from './fields';
import type { ReservationLocale } from '@/lib/domain/reservations';
import { FIELD_MESSAGES } from './field-rules';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './messages';

export { CONTACT_LIMITS, CONTACT_MESSAGES };

/**
 * The visitor's language, stored with the request: 'fr' (default) or 'en' (the English site's forms send it). Here
 * rather than in fields.ts, and the list written out rather than imported from lib/domain, so the client bundles that
 * load the shared field schemas (wizard, package forms) do not grow by a byte.
 */
export const localeField = z._default(
  z.optional(
    z.enum(['fr', 'en'] as const satisfies readonly ReservationLocale[], {
      error: FIELD_MESSAGES.invalidValue,
    }),
  ),
  'fr',
);

export const contactSchema = z.object({
  requestId: requestIdField,
  locale: localeField,
  name: nameField,
  email: emailField,
  phone: optionalPhoneField,
  message: noteField,
});

export const businessSchema = z.object({
  requestId: requestIdField,
  locale: localeField,
  company: companyField,
  contact: nameField,
  email: emailField,
  phone: phoneField,
  needs: noteField,
});

export type ContactInput = z.output<typeof contactSchema>;
export type BusinessInput = z.output<typeof businessSchema>;

/** The two message forms, by the endpoint they post to. */
export type MessageFormKind = 'contact' | 'business';

/** The forms' schemas: the server's own, without the request id (the submit pipeline adds it). */
export const MESSAGE_FORM_SCHEMAS = {
  contact: z.omit(contactSchema, { requestId: true }),
  business: z.omit(businessSchema, { requestId: true }),
} as const;

/**
 * The check in the click: every refused field with its French message (in field order), and the 'Champs
 * obligatoires' toast when a required field is empty.
 */
export function checkMessageForm(
  kind: MessageFormKind,
  values: Record<string, string>,
): { errors: Record<string, string>; toast?: { title: string; description: string } } {
  const result = MESSAGE_FORM_SCHEMAS[kind].safeParse(values);
  const errors = result.success ? {} : issueFields(result.error.issues);
  const missing = Object.values(errors).includes(CONTACT_MESSAGES.fieldRequired);
  return { errors, toast: missing ? CONTACT_MESSAGES.required : undefined };
}
