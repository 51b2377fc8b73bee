// French copy of the maps integration (spec §8 "Pricing and maps"); texts shared with the booking flow come from
// lib/booking/messages so each sentence exists once.
import { ADDRESS_MESSAGES, PRICING_MESSAGES } from '@/lib/booking/messages';

export const MAPS_MESSAGES = {
  estimateNote: PRICING_MESSAGES.estimate,
  distanceFailed: {
    title: PRICING_MESSAGES.distanceFailed.title,
    description: PRICING_MESSAGES.distanceFailed.message,
  },
  autocompleteDisabled: ADDRESS_MESSAGES.autocompleteDisabled,
  invalidKey: {
    title: 'Clé API Google Maps invalide',
    description:
      'Clé API Google Maps invalide… Les suggestions Google sont désactivées : choisissez un lieu proposé dans la liste.',
  },
  notReady: "L'API Google Maps n'est pas prête. Les suggestions pourraient ne pas fonctionner.",
  serviceError: {
    title: 'Erreur de service',
    description: "Le service d'adresses a renvoyé une erreur. Veuillez réessayer.",
  },
  locationError: {
    title: 'Erreur de localisation',
    description: "Impossible d'obtenir les coordonnées de cette adresse. Choisissez-en une autre.",
  },
} as const;
