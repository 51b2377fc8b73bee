// French copy of the contact and business forms, shared by the forms (browser) and the route handlers (server).
import { FIELD_LIMITS, FIELD_MESSAGES, isValidPhone, PHONE_PATTERN } from '@/lib/requests/field-rules';

export const CONTACT_MESSAGES = {
  required: {
    title: 'Champs obligatoires',
    description: 'Veuillez remplir tous les champs obligatoires.',
  },
  fieldRequired: FIELD_MESSAGES.required,
  invalidEmail: FIELD_MESSAGES.invalidEmail,
  invalidPhone: FIELD_MESSAGES.invalidPhone,
  tooLong: FIELD_MESSAGES.tooLong,
  sent: {
    title: 'Redirection vers WhatsApp',
    description: 'Veuillez confirmer l’envoi de votre message dans WhatsApp.',
  },
  popupBlocked: 'Votre navigateur a bloqué l’ouverture de WhatsApp : utilisez le bouton ci-dessous.',
} as const;

/** Field limits shared by both sides: the shared field rules' (lib/requests/fields.ts). */
export const CONTACT_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  company: FIELD_LIMITS.company,
  message: FIELD_LIMITS.message,
} as const;

export { isValidPhone, PHONE_PATTERN };
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
