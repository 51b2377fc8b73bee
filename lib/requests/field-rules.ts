// The rules behind the shared field schemas (lib/requests/fields.ts), without zod: limits, patterns, predicates and
// French messages. Pages that validate without zod (to keep it out of their bundle) use these same predicates.
//
// The rule kept for each field is the widest one the forms accepted before they shared it (so nothing a visitor
// could send is now refused), bounded by what is still a real value and by the database's column limits.
import { FORM_MESSAGES } from '@/lib/booking/messages';

/** The one honeypot field name: a hidden input people leave empty and form-filling bots fill in. */
export const HONEYPOT_FIELD = 'website';

/** Length caps (characters), those of the reservations table (supabase/migrations/…_schema.sql). */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  address: 300,
  company: 160,
  message: 4000,
  flightNumber: 20,
} as const;

/** Digits a phone number may hold: 6 (short national numbers) to 15 (the E.164 maximum). */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** The French message of each shared rule (one text per rule, whatever the form). */
export const FIELD_MESSAGES = {
  required: FORM_MESSAGES.required,
  tooLong: FORM_MESSAGES.tooLong,
  invalidEmail: FORM_MESSAGES.invalidEmail,
  invalidPhone: FORM_MESSAGES.invalidPhone,
  invalidValue: FORM_MESSAGES.invalidValue,
  spam: FORM_MESSAGES.spam,
  requestId: 'Identifiant de demande invalide.',
} as const;

/** Phone shape: an optional leading +, then digits, spaces, dots, dashes and parentheses. */
export const PHONE_PATTERN = /^\+?[0-9 .()-]+$/;

/** zod's own e-mail pattern (z.email's default), named so both sides use the same one. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail address: at most 254 characters, the pattern above. */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= FIELD_LIMITS.email && EMAIL_PATTERN.test(trimmed);
}

/** A real phone number: the shape above, at most 30 characters, 6 to 15 digits. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return (
    trimmed.length <= FIELD_LIMITS.phone &&
    PHONE_PATTERN.test(trimmed) &&
    digits >= PHONE_DIGITS.min &&
    digits <= PHONE_DIGITS.max
  );
}
