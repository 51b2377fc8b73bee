// Moved to lib/requests/message-form.ts (and the field rules to lib/requests/fields.ts). This re-export keeps the
// imports of branches written before the move compiling; delete it once nothing imports '@/lib/contact/messages'.
export { CONTACT_LIMITS, CONTACT_MESSAGES } from '@/lib/requests/messages';
export { isValidPhone, PHONE_PATTERN } from '@/lib/requests/field-rules';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
