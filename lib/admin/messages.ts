// French copy of the admin screens that lib/auth/messages.ts (sign-in, dashboard, prices) and lib/documents/messages.ts
// (documents, agenda, exports) do not hold.

/**
 * Asked before replacing the private calendar address (components/admin/calendar-feed-card.tsx): the old one stops
 * working at once, and a phone subscribed to it stops updating without a word (docs/product.md#operator-day).
 */
export const CALENDAR_FEED_MESSAGES = {
  replaceTitle: 'Remplacer l’adresse du calendrier\u00a0?',
  replaceDescription:
    'L’adresse actuelle cessera de fonctionner aussitôt\u00a0: les calendriers abonnés à l’ancienne adresse (votre téléphone, un autre appareil) ne se mettront plus à jour. Il faudra les abonner de nouveau, à la nouvelle adresse.',
  replaceConfirm: 'Créer une nouvelle adresse',
  replaceCancel: 'Annuler',
} as const;
