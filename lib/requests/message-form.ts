// The contact and business forms (message requests): their schemas on the shared field rules (lib/requests/fields.ts),
// used by POST /api/contact, /api/business (lib/requests/message.ts) and usable by the forms. Client-safe. Their
// French copy is in lib/requests/messages.ts (zod-free, so the pages can show it without zod).
import { z } from 'zod';
import {
  companyField,
  emailField,
  localeField,
  nameField,
  noteField,
  optionalPhoneField,
  phoneField,
  requestIdField,
} from './fields';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './messages';

export { CONTACT_LIMITS, CONTACT_MESSAGES };

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
