// French copy of the maps integration (docs/product.md#places-service, #pricing-errors); texts shared with the booking flow come from
// lib/booking/messages so each sentence exists once.
import { ADDRESS_MESSAGES, PRICING_MESSAGES } from '@/lib/booking/messages';

export const MAPS_MESSAGES = {
  estimateNote: PRICING_MESSAGES.estimate,
  distanceFailed: {
    title: PRICING_MESSAGES.distanceFailed.title,
    description: PRICING_MESSAGES.distanceFailed.message,
  },
  autocompleteDisabled: ADDRESS_MESSAGES.autocompleteDisabled,
  serviceError: {
    title: 'Erreur de service',
    description: "Le service d'adresses a renvoyé une erreur. Veuillez réessayer.",
  },
  locationError: {
    title: 'Erreur de localisation',
    description: "Impossible d'obtenir les coordonnées de cette adresse. Choisissez-en une autre.",
  },
} as const;
