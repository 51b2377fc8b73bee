// French copy of the public request intake (route handlers answer with these titles and messages), the one
// 'Envoi impossible' every form shows when its request got no readable answer, and the contact/business forms' copy.
// Client-safe and zod-free.
import { FIELD_LIMITS, FIELD_MESSAGES } from './field-rules';

export const REQUEST_MESSAGES = {
  foreignOrigin: {
    title: 'Requête refusée',
    message: 'Cette demande ne provient pas du site Harmony Move. Rechargez la page du site et réessayez.',
  },
  throttled: {
    title: 'Trop de demandes',
    message: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
  },
  malformed: {
    title: 'Requête invalide',
    message: 'La demande est illisible. Veuillez recharger la page et réessayer.',
  },
  tooLarge: {
    title: 'Requête invalide',
    message: 'La demande est trop volumineuse.',
  },
  replayed: {
    title: 'Demande déjà enregistrée',
    message:
      "Cette demande a déjà été enregistrée avec d'autres informations. Rechargez la page pour envoyer une nouvelle demande.",
  },
  invalid: {
    title: 'Données invalides',
    message: 'Certaines informations sont invalides. Veuillez vérifier le formulaire.',
  },
  unavailable: {
    title: 'Service indisponible',
    message:
      'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants ou nous contacter sur WhatsApp.',
  },
} as const;

/**
 * A POST shaped like a Server Action (a `Next-Action` header, or a multipart body) to a public page: the site's forms
 * post to /api, so only another site or a scanner sends one, and Next's action handler answered it 500 (proxy.ts).
 */
export const PAGE_POST_REFUSED = {
  fr: 'Cette page ne reçoit pas de formulaire.',
  en: 'This page does not receive forms.',
} as const;

/** What every form shows when the request got no readable answer (network down, aborted): nothing typed is lost. */
export const SEND_FAILED = {
  title: 'Envoi impossible',
  message:
    "Votre demande n'a pas pu être envoyée (connexion interrompue). Vos informations sont conservées\u00a0: veuillez réessayer.",
} as const;

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
  popupBlocked: 'Votre navigateur a bloqué l’ouverture de WhatsApp\u00a0: utilisez le bouton ci-dessous.',
  network: { title: SEND_FAILED.title, description: SEND_FAILED.message },
} as const;

/** Field limits of both forms (the page's maxLength attributes): the shared field rules'. */
export const CONTACT_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  company: FIELD_LIMITS.company,
  message: FIELD_LIMITS.message,
} as const;

/** French copy of the browser's submit pipeline (components/forms/use-whatsapp-submit.ts), shaped as toasts. */
export const SUBMIT_MESSAGES = {
  /** The one 'Envoi impossible': network failure or an unreadable answer; nothing typed is lost. */
  failed: { title: SEND_FAILED.title, description: SEND_FAILED.message },
  invalidTitle: 'Formulaire incomplet',
  sent: {
    title: 'Redirection vers WhatsApp',
    description: 'Veuillez confirmer votre demande dans WhatsApp.',
  },
  popupBlocked: {
    title: 'Demande enregistrée',
    description:
      'Votre navigateur a bloqué l’ouverture de WhatsApp\u00a0: utilisez le bouton «\u00a0Ouvrir WhatsApp\u00a0» ci-dessous.',
  },
} as const;
