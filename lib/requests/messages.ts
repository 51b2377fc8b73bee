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
