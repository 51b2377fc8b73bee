// Every French user message of the booking flow (docs/product.md#wizard, #dates, #pricing-errors, #requests), in one module shared by the UI, the
// server and the tests. Titles and texts quoted by the spec are verbatim; where the spec names a check without its
// text, the text here is ours (docs/architecture.md, "## Pricing").

export interface TitledMessage {
  title: string;
  message: string;
}

export const DATE_MESSAGES = {
  required: "La date et l'heure de prise en charge sont requises.",
  tooSoon: "La réservation doit être effectuée au minimum 24 heures à l'avance.",
  /** Past MAX_LEAD_DAYS (lib/booking/dates.ts). */
  tooFar: "La réservation en ligne est possible jusqu'à 12 mois à l'avance.",
  slotUnavailable: 'Créneau non disponible.',
  invalidDate: "La date ou l'heure saisie est invalide.",
  returnRequired: "La date et l'heure du retour sont requises.",
  returnBeforeOutbound: "Le retour doit avoir lieu après l'aller.",
  /** Toast when a date/time pair is set and the slot check fails. */
  slotToast: { title: 'Créneau non disponible', message: 'Veuillez sélectionner une autre date ou heure.' },
  returnDateToastTitle: 'Date de retour invalide',
  returnTimeToastTitle: 'Heure de retour invalide',
  /** Package forms: one message for any invalid return. */
  packageReturnInvalid: "La date ou l'heure de retour est invalide. Veuillez vérifier.",
} as const;

/** The eight ordered checks of step 1 (docs/product.md#wizard-step1), then the server-side extras. */
export const STEP1_CHECKS = {
  requiredFields: {
    title: 'Champs obligatoires',
    message: "Veuillez renseigner le départ, la destination, la date et l'heure de prise en charge.",
  },
  pickupDate: { title: 'Date de réservation invalide', message: DATE_MESSAGES.tooSoon as string },
  addresses: {
    title: 'Adresses invalides',
    message:
      "Veuillez choisir le départ et la destination parmi les suggestions afin d'obtenir leurs coordonnées.",
  },
  contact: {
    title: 'Coordonnées manquantes',
    message: 'Veuillez renseigner votre nom, votre e-mail et votre téléphone.',
  },
  terms: {
    title: 'Acceptez les conditions',
    message: 'Veuillez accepter les conditions générales de vente (CGV) et la politique de confidentialité.',
  },
  returnDetails: {
    title: 'Détails du retour incomplets',
    message: "Veuillez renseigner la date et l'heure du retour.",
  },
  returnDate: { title: 'Date de retour invalide', message: DATE_MESSAGES.returnBeforeOutbound as string },
  passengers: {
    title: 'Nombre de passagers invalide',
    message: 'Le nombre de passagers doit être compris entre 1 et 7.',
  },
  /** Not one of the eight (the next button is disabled for it); the server still enforces it. */
  bags: {
    title: 'Nombre de bagages invalide',
    message: 'Le nombre de bagages doit être compris entre 0 et 6.',
  },
  flightNumber: {
    title: 'Numéro de vol ou de train requis',
    message:
      'Veuillez indiquer votre numéro de vol ou de train pour les trajets vers ou depuis Orly ou Roissy-CDG.',
  },
  returnFlightNumber: {
    title: 'Numéro de vol ou de train requis',
    message: 'Veuillez indiquer le numéro de vol ou de train du retour.',
  },
  /** The return check again, for a return time outside the online hours: the spec's « Heure de retour invalide ». */
  returnTime: { title: DATE_MESSAGES.returnTimeToastTitle, message: DATE_MESSAGES.slotUnavailable as string },
} as const satisfies Record<string, TitledMessage>;

export type Step1CheckId = keyof typeof STEP1_CHECKS;

export const STEP2_MESSAGES = {
  vehicleRequired: {
    title: 'Sélectionnez un véhicule',
    message: 'Veuillez choisir un véhicule pour continuer.',
  },
} as const;

export const WIZARD_MESSAGES = {
  stepLabel: (step: number) => `Étape ${step} sur 2`,
  step1Title: 'Informations de réservation',
  step2Title: 'Choix du véhicule',
  restart: 'Recommencer',
  serviceType: 'VTC Dourdan',
  childSeatLabel: 'Siège enfant / rehausseur (enfants de plus de 3 ans)',
  /** docs/product.md#capacity: capacity shrank below the chosen vehicle. */
  vehicleCleared: {
    title: 'Véhicule à choisir de nouveau',
    message:
      'Le véhicule choisi ne convient plus au nombre de passagers ou de bagages\u00a0: le prix a été remis à zéro.',
  },
  bookingRef: (ref: string) => `Référence de réservation\u00a0: ${ref}`,
  openWhatsApp: 'Ouvrir WhatsApp',
} as const;

export const ADDRESS_MESSAGES = {
  parisOnly: "L'adresse doit être dans Paris intra-muros pour ce forfait.",
  disneyOnly: "L'adresse doit être dans la zone Disneyland Paris pour ce forfait.",
  parisHint: 'Aucune adresse parisienne trouvée. Essayez d\'ajouter un arrondissement (ex: "75001").',
  notInList: 'Je ne trouve pas mon adresse dans la liste',
  badges: { paris: 'Paris uniquement', disney: 'Zone Disney', dourdan: 'Dourdan (91410)' },
  autocompleteDisabled: 'Autocomplétion des adresses désactivée',
  /** The server could not resolve the place the browser named (free text, unknown or forged reference). */
  chooseFromList: 'Choisissez une adresse proposée dans la liste.',
  /** Shown by the address field when Google is not configured: only catalogue places are accepted. */
  catalogueOnly:
    'Seuls les lieux proposés sont acceptés (aéroports, gares, Disneyland Paris, communes autour de Dourdan).',
  /** Google did not answer (time-out, refusal, error): the catalogue still works. */
  googleUnavailable:
    "Le service d'adresses est momentanément indisponible. Choisissez un lieu proposé (aéroport, gare, Disneyland Paris, commune) ou réessayez dans quelques minutes.",
  /** The title of that refusal (503), from the quote, the booking or the address search. */
  unavailableTitle: 'Adresses indisponibles',
} as const;

export const VEHICLE_MESSAGES = {
  noneAvailable: 'Aucun véhicule disponible',
  overCapacity:
    'Au-delà de 7 passagers ou de 6 bagages, contactez-nous pour une solution sur mesure adaptée à votre groupe.',
} as const;

export const PRICING_MESSAGES = {
  /** The title of a refusal by the price engine (its message is one of the three below). */
  quoteFailedTitle: 'Calcul impossible',
  missingData: 'Données manquantes pour le calcul.',
  invalidVehicle: 'Type de véhicule invalide.',
  missingSettings: 'Tarification personnalisée non trouvée.',
  estimate: 'Le prix est une estimation.',
  distanceFailed: {
    title: 'Erreur de calcul',
    message: "Impossible d'obtenir la distance exacte. Le prix est une estimation.",
  },
  roundTripModalTitle: 'Tarif Aller-Retour Calculé',
} as const;

export const WHATSAPP_MESSAGES = {
  redirect: {
    title: 'Redirection vers WhatsApp',
    message: 'Veuillez confirmer votre demande de réservation dans WhatsApp.',
  },
} as const;

export const FORM_MESSAGES = {
  requiredFields: 'Champs obligatoires',
  required: 'Ce champ est obligatoire.',
  invalidEmail: 'Adresse e-mail invalide.',
  invalidPhone: 'Numéro de téléphone invalide.',
  tooLong: 'Texte trop long.',
  invalidValue: 'Valeur invalide.',
  invalidCoordinates: 'Coordonnées invalides.',
  termsRequired: STEP1_CHECKS.terms.message,
  airportCommune: 'Veuillez choisir une commune de départ dans la liste.',
  terminalRequired: 'Veuillez choisir un terminal.',
  flightNumberRequired: 'Le numéro de vol est obligatoire.',
  trainNumberRequired: 'Le numéro de train est obligatoire.',
  spam: "Votre demande n'a pas pu être envoyée.",
} as const;

export const PRICE_TABLE_MESSAGES = {
  loadFailed: 'Impossible de charger les forfaits pour le moment.',
  retryLater: 'Veuillez réessayer plus tard.',
  postsLoadFailed: 'Impossible de charger les articles pour le moment.',
  notAvailable: 'N/A',
} as const;
