// French copy of the contact and business forms, shared by the forms (browser) and the route handlers (server).

export const CONTACT_MESSAGES = {
  required: {
    title: 'Champs obligatoires',
    description: 'Veuillez remplir tous les champs obligatoires.',
  },
  fieldRequired: 'Ce champ est obligatoire.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  invalidPhone: 'Veuillez saisir un numéro de téléphone valide.',
  tooLong: 'Ce texte est trop long.',
  sent: {
    title: 'Redirection vers WhatsApp',
    description: 'Veuillez confirmer l’envoi de votre message dans WhatsApp.',
  },
  popupBlocked: 'Votre navigateur a bloqué l’ouverture de WhatsApp : utilisez le bouton ci-dessous.',
  network: {
    title: 'Envoi impossible',
    description: 'Vérifiez votre connexion internet puis réessayez.',
  },
} as const;

/** Field limits shared by both sides (the database caps `message` at 4000 characters). */
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  company: 160,
  message: 4000,
} as const;

/** Loose phone shape: digits, spaces, dots, dashes, parentheses and a leading +, 6 to 20 digits. */
export const PHONE_PATTERN = /^\+?[\d\s.()-]{6,30}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
