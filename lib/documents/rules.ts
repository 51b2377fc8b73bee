// Which reservations have documents (shared by the server and the admin screens).
import type { Reservation } from '@/lib/db/types';
import { isMessageChannel, isPaidOnline } from '@/lib/domain/reservations';

/** A booking is confirmed (and has a voucher) once paid or completed. */
export const CONFIRMED_STATUSES: ReadonlySet<Reservation['paymentStatus']> = new Set(['paid', 'completed']);

/**
 * A confirmed ride, which has a voucher (bon de réservation): paid or completed, and a ride — a contact or business
 * message, or any row without a pickup, never has one (its voucher would print « — » for the pickup's time and place).
 */
export function isConfirmed(
  reservation: Pick<Reservation, 'paymentStatus' | 'channel' | 'pickupTime'>,
): boolean {
  return (
    CONFIRMED_STATUSES.has(reservation.paymentStatus) &&
    !isMessageChannel(reservation.channel) &&
    reservation.pickupTime !== null
  );
}

/**
 * The customer's voucher link shows the voucher (page and PDF): a confirmed ride whose customer was not erased — an
 * anonymised one would print « Client anonymisé » and « — »; its link says the voucher is unavailable instead.
 */
export function showsVoucher(
  reservation: Pick<Reservation, 'paymentStatus' | 'channel' | 'pickupTime' | 'anonymisedAt'>,
): boolean {
  return isConfirmed(reservation) && reservation.anonymisedAt === null;
}

/**
 * Which reservations are invoiced: a completed ride, or a booking paid online (the money is in). A booking the
 * admin confirmed for payment on board gets its invoice when the ride is marked completed.
 */
export function isInvoiceable(
  r: Pick<Reservation, 'priceCents' | 'paymentStatus' | 'checkoutState'>,
): boolean {
  if (r.priceCents === null) return false;
  return r.paymentStatus === 'completed' || (r.paymentStatus === 'paid' && isPaidOnline(r));
}

/** The numbers of a reservation's issued invoice and credit note (admin details), null when none was issued. */
export interface BillingNumbers {
  invoice: string | null;
  creditNote: string | null;
}

/** What the admin's details view shows: the whole record and its billing documents. */
export type ReservationDetailsRecord = Reservation & { billing: BillingNumbers };

/**
 * Which billing documents the admin can open: the invoice once issued or due, the credit note once issued or due (a
 * cancelled booking with an invoice). Either is issued on first download when due (app/api/admin/invoices).
 */
export function billingLinks(
  r: Pick<Reservation, 'priceCents' | 'paymentStatus' | 'checkoutState'>,
  billing: BillingNumbers,
): { invoice: boolean; creditNote: boolean } {
  const invoice = billing.invoice !== null || isInvoiceable(r);
  return {
    invoice,
    creditNote: billing.creditNote !== null || (r.paymentStatus === 'cancelled' && billing.invoice !== null),
  };
}

/**
 * Retention (docs/operations.md, "Documents"): a voucher is rebuilt from its reservation, so a confirmed reservation
 * (paid / completed) is kept — neither deleted nor anonymised — for at least this many years after its pickup.
 */
export const VOUCHER_RETENTION_YEARS = 3;

/** Invoices are kept 10 years (Code de commerce, art. L123-22); the database refuses an earlier delete. */
export const INVOICE_RETENTION_YEARS = 10;
