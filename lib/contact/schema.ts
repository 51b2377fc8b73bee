// Server-side validation of the contact and business forms, on the shared field rules (lib/requests/fields.ts).
import { z } from 'zod';
import {
  companyField,
  emailField,
  nameField,
  noteField,
  optionalPhoneField,
  phoneField,
  requestIdField,
} from '@/lib/requests/fields';

export const contactSchema = z.object({
  requestId: requestIdField,
  name: nameField,
  email: emailField,
  phone: optionalPhoneField,
  message: noteField,
});

export const businessSchema = z.object({
  requestId: requestIdField,
  company: companyField,
  contact: nameField,
  email: emailField,
  phone: phoneField,
  needs: noteField,
});

export type ContactInput = z.output<typeof contactSchema>;
export type BusinessInput = z.output<typeof businessSchema>;
