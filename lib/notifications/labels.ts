// French labels of the outbox, shared by the admin pages and the tests.
import type { Notification, NotificationKind, NotificationStatus } from '@/lib/db/types';

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  operator_new_request: 'Nouvelle demande (exploitant)',
  operator_payment_received: 'Paiement reçu (exploitant)',
  customer_request_received: 'Demande reçue (client)',
  customer_confirmed: 'Réservation confirmée (client)',
  customer_cancelled: 'Réservation annulée (client)',
  customer_payment_received: 'Paiement reçu (client)',
};

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: 'En attente d’envoi',
  sending: 'Envoi en cours',
  sent: 'Envoyée',
  failed: 'Échec',
  // Never sent: out of date when its turn came (lib/notifications/deliver.ts); the reason is its last error.
  skipped: 'Non envoyée (plus à jour)',
};

export const SMTP_NOT_CONFIGURED_LABEL = 'Non envoyée (SMTP non configuré)';

export const NOTIFICATION_MESSAGES = {
  requeued: 'Notification remise en file d’envoi.',
  requeuedWithoutSmtp: 'Elle partira dès que le serveur d’envoi sera configuré (SMTP_URL).',
  requeueFailed: 'Impossible de remettre la notification en file d’envoi.',
  busy: 'Cette notification est en cours d’envoi. Réessayez dans quelques minutes.',
  loadFailed: 'Impossible de charger les notifications. Réessayez dans quelques instants.',
  empty: 'Aucune notification pour le moment.',
  smtpMissing:
    'SMTP non configuré (SMTP_URL)\u00a0: les messages restent dans la boîte d’envoi. Vous pouvez les lire ici\u00a0; ils partiront dès que le serveur d’envoi sera configuré.',
} as const;

/** What the admin reads as the row's state: pending rows are 'Non envoyée (SMTP non configuré)' without SMTP. */
export function notificationStateLabel(status: NotificationStatus, smtpConfigured: boolean): string {
  if (status === 'pending' && !smtpConfigured) return SMTP_NOT_CONFIGURED_LABEL;
  return NOTIFICATION_STATUS_LABELS[status];
}

/** The state badge's look (components/ui/badge variants), on the list and on a message's page. */
export function notificationBadgeVariant(
  status: NotificationStatus,
): 'success' | 'destructive' | 'secondary' | 'outline' {
  if (status === 'sent') return 'success';
  if (status === 'failed') return 'destructive';
  if (status === 'skipped') return 'outline';
  return 'secondary';
}

/** The title of the row's last error: on a message not sent because out of date, it is the reason, not an error. */
export function notificationErrorLabel(status: NotificationStatus): string {
  return status === 'skipped' ? 'Motif' : 'Dernière erreur';
}

/** The toast after 'Renvoyer': without SMTP the row only waits in the outbox, and the operator is told so. */
export function requeuedToast(smtpConfigured: boolean): { title: string; description?: string } {
  return smtpConfigured
    ? { title: NOTIFICATION_MESSAGES.requeued }
    : { title: NOTIFICATION_MESSAGES.requeued, description: NOTIFICATION_MESSAGES.requeuedWithoutSmtp };
}

/** The list's fields (no message bodies: they are read on the detail page). */
export type NotificationSummary = Omit<Notification, 'html' | 'text' | 'attachments' | 'claimToken'> & {
  attachmentNames: string[];
};

export function toNotificationSummary(n: Notification): NotificationSummary {
  const { html: _html, text: _text, attachments, claimToken: _token, ...rest } = n;
  return { ...rest, attachmentNames: attachments.map((a) => a.filename) };
}
