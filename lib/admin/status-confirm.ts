// What the confirmation of a status change tells the operator (components/admin/reservations-board.tsx): what the change
// does (an e-mail, an invoice, a credit note), then what is left to them — a card payment to refund, an invoice for a
// ride to come. A contact or business message is not a booking: its changes e-mail nobody and issue nothing, and it is
// never « Confirmée » (docs/product.md#reservations).
import { RESERVATION_MESSAGES } from '@/lib/auth/messages';
import { isInvoiceable } from '@/lib/documents/rules';
import {
  isMessageChannel,
  MESSAGE_HANDLED_LABEL,
  STATUS_LABELS,
  type Channel,
  type PaymentStatus,
} from '@/lib/domain/reservations';
import { formatParisDateTime } from '@/lib/format/dates';
import { formatEuros } from '@/lib/format/money';

export interface StatusConfirmSubject {
  /** A contact or business message has no ride: nothing to announce, confirm or invoice. */
  channel: Channel;
  paymentStatus: PaymentStatus;
  pickupTime: string | null;
  priceCents: number | null;
  /** The customer paid by card on the site (lib/domain/reservations.ts isPaidOnline). */
  paidOnline: boolean;
  /** An invoice was issued (it may be from an earlier status: Terminée, then En attente). */
  invoiced: boolean;
}

/**
 * A list row's invoice, issued or due at its status (Terminée, or paid online; lib/documents/rules.ts isInvoiceable):
 * what a cancellation would credit. The list also reads it after a change, from the status the server answered.
 */
export function invoicedOrDue(
  r: Pick<StatusConfirmSubject, 'invoiced' | 'priceCents' | 'paymentStatus' | 'paidOnline'>,
): boolean {
  return (
    r.invoiced ||
    isInvoiceable({
      priceCents: r.priceCents,
      paymentStatus: r.paymentStatus,
      checkoutState: r.paidOnline ? 'paid' : null,
    })
  );
}

export function statusConfirmNotes(
  reservation: StatusConfirmSubject,
  status: Exclude<PaymentStatus, 'pending'>,
  now: Date,
  /** SMTP is configured (lib/notifications/config.ts): without it the customer's e-mail waits in the outbox. */
  mailConfigured = true,
): string[] {
  if (isMessageChannel(reservation.channel)) return [MESSAGE_STATUS_COPY.confirm[status]];
  const M = RESERVATION_MESSAGES.statusConfirm;
  const notes: string[] = [M[status]];
  if (status !== 'completed' && !mailConfigured) notes.push(M.mailWaits);
  if (status === 'cancelled' && reservation.paidOnline && reservation.priceCents !== null) {
    notes.push(M.refundOnline(formatEuros(reservation.priceCents)));
  }
  const invoiced = invoicedOrDue(reservation);
  if (status === 'cancelled' && invoiced) notes.push(M.creditNote);
  // Back from « Terminée » to « Confirmée »: an invoice issued for payment on board stays as issued.
  if (status === 'paid' && reservation.paymentStatus === 'completed' && invoiced && !reservation.paidOnline) {
    notes.push(M.invoiceStands);
  }
  if (
    status === 'completed' &&
    reservation.pickupTime &&
    Date.parse(reservation.pickupTime) > now.getTime()
  ) {
    notes.push(M.completedEarly(formatParisDateTime(reservation.pickupTime)));
  }
  return notes;
}

/** A message's status (contact, business): what its confirmation says, and the server's refusal of « Confirmée ». */
export const MESSAGE_STATUS_COPY = {
  confirm: {
    completed: `Le message est marqué «\u00a0${MESSAGE_HANDLED_LABEL}\u00a0». Le client n’est pas averti par e-mail et aucun document n’est émis\u00a0: un message n’est pas une réservation.`,
    cancelled: `Le message est classé «\u00a0${STATUS_LABELS.cancelled}\u00a0». Le client n’est pas averti par e-mail.`,
    // Never offered for a message (statusOptionsFor); said should a stale menu ask for it (the server refuses it).
    paid: 'Un message n’est pas une réservation\u00a0: il ne peut pas être confirmé.',
  },
  notConfirmable: `Un message (formulaire de contact, offre entreprise) n’est pas une réservation\u00a0: il ne peut pas être «\u00a0${STATUS_LABELS.paid}\u00a0». Passez-le à «\u00a0${MESSAGE_HANDLED_LABEL}\u00a0» une fois traité, ou à «\u00a0${STATUS_LABELS.cancelled}\u00a0».`,
} as const satisfies {
  confirm: Record<Exclude<PaymentStatus, 'pending'>, string>;
  notConfirmable: string;
};
