// How long personal data lives (issue 13 §9). One definition: the privacy page quotes these texts and the SQL purge
// (public.purge_expired_data: supabase/migrations/20261123000300_retention.sql, 20261129000200_document_retention.sql,
// 20261129000300_cancellation_outlives_deletion.sql)
// applies the same periods.
import { INVOICE_RETENTION_YEARS, VOUCHER_RETENTION_YEARS } from '@/lib/documents/rules';

export const RETENTION = {
  /** Bookings (and the voucher, bon de réservation, which must be kept 3 years after the ride). */
  bookingsYearsAfterRide: VOUCHER_RETENTION_YEARS,
  /** Contact and business messages that are not bookings. */
  messagesYears: 1,
  /** Per-client throttle and login-attempt rows (IP addresses). */
  securityRowsDays: 1,
  /**
   * Invoices and credit notes: their own tables and snapshots, kept for accounting law (Code de commerce, L123-22) this
   * many years after the close of their financial year (the calendar year of issue, Paris time); then the purge
   * anonymises their customer (number, dates and amounts stay).
   */
  invoicesYears: INVOICE_RETENTION_YEARS,
  /**
   * A customer's « Réservation annulée » not yet sent when the operator deleted its booking: kept (without its booking)
   * until sent, this many days at most (public.purge_expired_data, migration 20261129000300).
   */
  unsentCancellationDays: 30,
} as const;
