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
