// French copy of the document pages, downloads, agenda, calendar feed and CSV export.

export const DOCUMENT_MESSAGES = {
  notFound:
    'Document introuvable\u00a0: le lien est incorrect, ou la réservation n’existe plus ou n’est pas (ou plus) confirmée.',
  noInvoice:
    'Aucune facture pour cette réservation\u00a0: elle est émise au paiement en ligne ou une fois la course effectuée.',
  noCreditNote:
    'Aucun avoir pour cette réservation\u00a0: il est émis quand une réservation facturée est annulée.',
  unavailable: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  invalidRange:
    'Période invalide\u00a0: indiquez une date de début et une date de fin (fin après début, 366 jours au plus).',
  feedCreated: 'Adresse du calendrier créée\u00a0: abonnez-y le calendrier de votre téléphone.',
  feedRotated: 'Nouvelle adresse du calendrier créée\u00a0: l’ancienne ne fonctionne plus.',
  feedFailed: 'La création de l’adresse du calendrier a échoué.',
} as const;

/** Plain-text error answer of a document route (never cached, never indexed). */
export function documentError(status: 400 | 404 | 503, message: string): Response {
  return new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store, max-age=0',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}

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
  /** A first address asked for while another device had already created one: nothing is replaced without asking. */
  alreadyExists:
    'Une adresse du calendrier a été créée entre-temps (depuis un autre appareil ou onglet). Pour la remplacer, utilisez «\u00a0Créer une nouvelle adresse\u00a0».',
} as const;
