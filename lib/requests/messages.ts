// French copy of the public request intake (route handlers answer with these titles and messages).

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

/** French copy of the browser's submit pipeline (components/forms/use-whatsapp-submit.ts), shaped as toasts. */
export const SUBMIT_MESSAGES = {
  /** The one 'Envoi impossible': network failure or an unreadable answer; nothing typed is lost. */
  failed: {
    title: 'Envoi impossible',
    description:
      "Votre demande n'a pas pu être envoyée (connexion interrompue ?). Vos informations sont conservées : vérifiez votre connexion puis réessayez.",
  },
  invalidTitle: 'Formulaire incomplet',
  sent: {
    title: 'Redirection vers WhatsApp',
    description: 'Veuillez confirmer votre demande dans WhatsApp.',
  },
  popupBlocked: {
    title: 'Demande enregistrée',
    description:
      'Votre navigateur a bloqué l’ouverture de WhatsApp : utilisez le bouton « Ouvrir WhatsApp » ci-dessous.',
  },
} as const;
