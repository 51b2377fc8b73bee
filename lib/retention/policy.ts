// How long personal data lives (issue 13 §9). One definition: the privacy page quotes these texts and the SQL purge
// (supabase/migrations/20261123000300_retention.sql, public.purge_personal_data) applies the same periods.
import { INVOICE_RETENTION_YEARS, VOUCHER_RETENTION_YEARS } from '@/lib/documents/rules';

export const RETENTION = {
  /** Bookings (and the voucher, bon de réservation, which must be kept 3 years after the ride). */
  bookingsYearsAfterRide: VOUCHER_RETENTION_YEARS,
  /** Contact and business messages that are not bookings. */
  messagesYears: 1,
  /** Per-client throttle and login-attempt rows (IP addresses). */
  securityRowsDays: 1,
  /** Invoices: their own table and snapshot, kept for accounting law (never anonymised by the purge). */
  invoicesYears: INVOICE_RETENTION_YEARS,
} as const;
