// What the confirmation of a status change tells the operator (components/admin/reservations-board.tsx): what the change
// does (an e-mail, an invoice, a credit note), then what is left to them — a card payment to refund, an invoice for a
// ride to come.
import { RESERVATION_MESSAGES } from '@/lib/auth/messages';
import { isInvoiceable } from '@/lib/documents/rules';
import type { PaymentStatus } from '@/lib/domain/reservations';
import { formatParisDateTime } from '@/lib/format/dates';
import { formatEuros } from '@/lib/format/money';

export interface StatusConfirmSubject {
  paymentStatus: PaymentStatus;
  pickupTime: string | null;
  priceCents: number | null;
  /** The customer paid by card on the site (lib/domain/reservations.ts isPaidOnline). */
  paidOnline: boolean;
  /** An invoice was issued (it may be from an earlier status: Terminée, then En attente). */
  invoiced: boolean;
}

export function statusConfirmNotes(
  reservation: StatusConfirmSubject,
  status: Exclude<PaymentStatus, 'pending'>,
  now: Date,
): string[] {
  const M = RESERVATION_MESSAGES.statusConfirm;
  const notes: string[] = [M[status]];
  if (status === 'cancelled' && reservation.paidOnline && reservation.priceCents !== null) {
    notes.push(M.refundOnline(formatEuros(reservation.priceCents)));
  }
  const invoiced =
    reservation.invoiced ||
    isInvoiceable({
      priceCents: reservation.priceCents,
      paymentStatus: reservation.paymentStatus,
      checkoutState: reservation.paidOnline ? 'paid' : null,
    });
  if (status === 'cancelled' && invoiced) notes.push(M.creditNote);
  if (
    status === 'completed' &&
    reservation.pickupTime &&
    Date.parse(reservation.pickupTime) > now.getTime()
  ) {
    notes.push(M.completedEarly(formatParisDateTime(reservation.pickupTime)));
  }
  return notes;
}
