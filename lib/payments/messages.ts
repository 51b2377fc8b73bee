// French copy of online payment (docs/product.md#payment-verification).
// Texts quoted by the spec are used verbatim; the few the spec only describes are marked "(ours)".

export const PAYMENT_PLACEHOLDER_SESSION_ID = '{CHECKOUT_SESSION_ID}';

export const PAYMENT_MESSAGES = {
  verifying: 'Vérification sécurisée du paiement en cours...',
  successTitle: 'Réservation confirmée !',
  notConfirmedTitle: 'Paiement Non Confirmé',
  confirmationSuccessTitle: 'Réservation Confirmée !',
  confirmationErrorTitle: 'Erreur de Confirmation',
  communicationError: 'Erreur de communication avec le service de vérification.',
  genericError: 'Une erreur est survenue lors de la vérification.',
  notConfirmed: "Le paiement n'a pas pu être confirmé ou a été annulé.",
  /** (ours) the customer paid after the operator had cancelled the booking: recorded, the operator refunds. */
  paidButCancelledTitle: 'Paiement reçu, réservation annulée',
  paidButCancelled:
    'Votre paiement a bien été reçu, mais cette réservation avait été annulée entre-temps\u00a0: nous vous remboursons et revenons vers vous.',
  missingSession: "Aucun identifiant de session de paiement n'a été trouvé dans l'URL.",
  /** (ours) the success URL came back with Stripe's template variable unreplaced. */
  placeholderSession: "L'identifiant de session de paiement n'a pas été transmis par le service de paiement.",
  /** (ours) anything that is not a Checkout Session id. */
  invalidSession: "L'identifiant de session de paiement est invalide.",
  /** (ours) a well-formed id that matches no reservation, or that Stripe does not know. */
  unknownSession: 'Aucune réservation ne correspond à cette session de paiement.',
  /** (ours) the return URL lacks the booking reference: a session id alone never reveals a reservation. */
  missingBookingRef:
    "La référence de réservation est absente de l'adresse. Ouvrez le lien de retour du paiement complet ou contactez-nous sur WhatsApp.",
  /** (ours) the session exists but belongs to another reservation. */
  foreignSession: 'Cette session de paiement ne correspond pas à cette réservation.',
  /** (ours) hint under 'Erreur de Confirmation'. */
  supportHint:
    "Si votre compte a été débité et que l'erreur persiste, contactez-nous sur WhatsApp en indiquant votre référence de réservation.",
  /**
   * (ours) the return page could not read the check's answer (connection lost, no answer, service unavailable): the
   * payment may have gone through, so neither « Paiement Non Confirmé » nor an invitation to book again.
   */
  checkUnavailableTitle: 'Paiement pas encore vérifié',
  checkUnavailable:
    'Si votre paiement a abouti, votre réservation est confirmée et vous recevrez l’e-mail «\u00a0Réservation confirmée\u00a0». Ne payez pas une seconde fois\u00a0: vérifiez de nouveau dans un instant, ou écrivez-nous sur WhatsApp en indiquant votre référence.',
  checkAgain: 'Vérifier de nouveau',
  /** (ours) the title of the two refusals below. */
  checkoutTitle: 'Paiement en ligne indisponible',
  /** (ours) the server could not start a Checkout Session. */
  checkoutUnavailable:
    'Le paiement en ligne est momentanément indisponible. Vous pouvez envoyer votre demande via WhatsApp.',
  checkoutDisabled: "Le paiement en ligne n'est pas disponible.",
  redirecting: 'Redirection vers le paiement sécurisé…',
  /**
   * (ours) the « Paiement annulé » link (lib/payments/resume.ts) of a request that is no longer waiting for its card
   * payment: said, with its reference and recap, instead of an empty wizard.
   */
  requestPaidTitle: 'Cette réservation est déjà payée',
  requestPaid:
    'Votre paiement par carte a bien été reçu\u00a0: il n’y a plus rien à régler. Votre bon de réservation et votre facture sont dans l’e-mail que nous vous avons envoyé à la réception de votre paiement («\u00a0Réservation confirmée\u00a0», ou «\u00a0Paiement reçu\u00a0» si la réservation l’était déjà).',
  requestConfirmedTitle: 'Cette réservation est déjà confirmée',
  requestConfirmed:
    'Harmony Move a confirmé votre réservation\u00a0: il n’y a plus rien à faire. Votre bon de réservation est dans l’e-mail «\u00a0Réservation confirmée\u00a0» que nous vous avons envoyé.',
  requestCancelledTitle: 'Cette réservation a été annulée',
  requestCancelled:
    'Aucun paiement n’est plus possible pour cette réservation. Pour un autre trajet, faites une nouvelle demande\u00a0; pour toute question (sur un paiement déjà fait, par exemple), écrivez-nous sur WhatsApp en indiquant sa référence.',
  /** (ours) the buttons of that page. */
  requestQuestion: 'Une question\u00a0? Écrivez-nous sur WhatsApp',
  newRequest: 'Faire une nouvelle demande',
} as const;

/** (ours) The WhatsApp text of a question about a booking from that page: in French, for the operator. */
export function requestQuestionText(bookingRef: string): string {
  return `Bonjour Harmony Move, j’ai une question au sujet de ma réservation ${bookingRef}.`;
}

/** docs/product.md#payment-verification: 'Le paiement n'a pas pu être confirmé. Statut : ...' */
export function statusNotConfirmed(status: string): string {
  return `Le paiement n'a pas pu être confirmé. Statut : ${status}`;
}

export const PAYMENT_CHOICE = {
  legend: 'Mode de réservation',
  whatsapp: 'Demande de réservation via WhatsApp',
  whatsappHint: 'Paiement dans le véhicule ou sur facture.',
  online: 'Payer en ligne par carte',
  onlineHint: 'Paiement sécurisé par Stripe, réservation confirmée immédiatement.',
  payButton: 'Payer en ligne',
} as const;
