// Invoices (factures). A paid or completed ride gets one invoice, issued once: the store assigns the next number of
// the year's gapless sequence (F-2026-0001…) and keeps the snapshot built here — everything the PDF prints — so an
// issued invoice never changes, whatever happens later to the reservation, the prices or the legal identity.
// Rules: docs/product.md#documents.
import 'server-only';
import { z } from 'zod';
import { legalIdentity, type LegalIdentity } from '@/lib/config/legal';
import { getStore } from '@/lib/db';
import { InvalidDataError } from '@/lib/db/errors';
import type { Invoice, Reservation } from '@/lib/db/types';
import { isPaidOnline } from '@/lib/domain/reservations';
import { totalsFromTtc, VAT_RATE_PERCENT } from '@/lib/pricing/quote';
import { isInvoiceable } from './rules';
import { formatDateIn, formatDateTimeIn } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/config';
import { DOCUMENT_COPY } from './copy';

export const invoiceSnapshotSchema = z.object({
  version: z.literal(1),
  /**
   * The customer's language (issue 16); invoices issued before it have none and are French. An English customer's
   * document is French with its English translation (loi Toubon: French is mandatory on an invoice): its texts below
   * are French and `en` holds their English versions. 'en' without `en` is a document issued before that (2026-11-28),
   * English only: it prints as issued.
   */
  locale: z.enum(['fr', 'en']).optional(),
  seller: z.object({
    companyName: z.string(),
    companyForm: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    siren: z.string(),
    /** 'RCS Évry' (LEGAL_RCS), printed after the SIREN; absent when not configured and in invoices issued before it. */
    rcs: z.string().optional(),
    vtcRegisterNumber: z.string(),
    vatNumber: z.string().nullable(),
    vatMention: z.string(),
  }),
  customer: z.object({
    name: z.string(),
    companyName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  bookingRef: z.string(),
  line: z.object({
    description: z.string(),
    serviceDate: z.string(),
    route: z.string(),
  }),
  amounts: z.object({
    htCents: z.number().int(),
    vatCents: z.number().int(),
    ttcCents: z.number().int(),
    vatRatePercent: z.number(),
  }),
  /**
   * How it was paid, or when it is due (Code de commerce L441-9): « Payée en ligne par carte bancaire le … », « Réglée
   * à bord le <date of the ride> » or « À régler au plus tard le <date of the ride> » (undated before 2026-11-29).
   */
  payment: z.string(),
  /**
   * Set by the purge 10 years after the close of the financial year of issue: the customer (and the route's
   * addresses) blanked, numbers, dates and amounts kept (supabase/migrations/20261129000200_document_retention.sql).
   */
  anonymised: z.literal(true).optional(),
  /** The English versions of the free texts above, printed under the French ones (an English customer's document). */
  en: z
    .object({
      vatMention: z.string(),
      description: z.string(),
      serviceDate: z.string(),
      payment: z.string(),
    })
    .optional(),
});
export type InvoiceSnapshot = z.infer<typeof invoiceSnapshotSchema>;

export interface IssuedInvoice {
  number: string;
  issuedAt: string;
  snapshot: InvoiceSnapshot;
}

export { isInvoiceable } from './rules';

/** HT / TVA / TTC of the price paid: the quote's own figures when they add up to it, else TTC / 1.1 (lib/pricing). */
export function invoiceAmounts(r: Reservation, operator: LegalIdentity): InvoiceSnapshot['amounts'] {
  const ttc = r.priceCents ?? 0;
  if (!operator.vatNumber) return { htCents: ttc, vatCents: 0, ttcCents: ttc, vatRatePercent: 0 };
  const q = (
    r.quote as { quote?: { estimatedPrice?: unknown; vatAmount?: unknown; totalPrice?: unknown } } | null
  )?.quote;
  if (
    q &&
    q.totalPrice === ttc &&
    Number.isInteger(q.estimatedPrice) &&
    Number.isInteger(q.vatAmount) &&
    // A quote made under the VAT exemption (no VAT) is not this invoice's split once the operator charges VAT.
    (q.vatAmount as number) > 0 &&
    (q.estimatedPrice as number) + (q.vatAmount as number) === ttc
  ) {
    return {
      htCents: q.estimatedPrice as number,
      vatCents: q.vatAmount as number,
      ttcCents: ttc,
      vatRatePercent: VAT_RATE_PERCENT,
    };
  }
  const { estimatedPrice, vatAmount } = totalsFromTtc(ttc);
  return { htCents: estimatedPrice, vatCents: vatAmount, ttcCents: ttc, vatRatePercent: VAT_RATE_PERCENT };
}

/**
 * When the invoice was paid, or is due (Code de commerce L441-9): the day of the online payment; else the day of the
 * ride, when the driver collects the price (the outbound ride's day for a round trip, whose price is collected once)
 * — or the invoice's own day when it comes first (a ride marked « Terminée » in advance: never a day to come).
 */
function paymentText(r: Reservation, locale: Locale, issuedAt: Date): string {
  const copy = DOCUMENT_COPY[locale].invoice;
  if (isPaidOnline(r)) return copy.paidOnline(formatDateIn(locale, r.paidAt));
  const settled =
    r.pickupTime && r.paymentStatus === 'completed' && new Date(r.pickupTime) > issuedAt
      ? issuedAt.toISOString()
      : r.pickupTime;
  const rideDay = settled ? formatDateIn(locale, settled) : null;
  return r.paymentStatus === 'completed' ? copy.paidOnBoard(rideDay) : copy.due(rideDay);
}

/** The invoice's free texts in one language (the labels are the template's, from the same table). */
function invoiceTexts(r: Reservation, operator: LegalIdentity, locale: Locale, issuedAt: Date) {
  const copy = DOCUMENT_COPY[locale].invoice;
  let serviceDate = formatDateTimeIn(locale, r.pickupTime);
  if (r.returnPickupTime) serviceDate += copy.returnOn(formatDateTimeIn(locale, r.returnPickupTime));
  return {
    vatMention: copy.vatMention(operator.vatNumber, operator.vatMention),
    description: copy.description(r.tripType === 'roundTrip', r.bookingRef),
    serviceDate,
    payment: paymentText(r, locale, issuedAt),
  };
}

/**
 * The invoice's text: French, and for an English customer (reservations.locale) its English translation alongside
 * (`locale: 'en'` and the `en` block; loi n° 94-665 art. 2 and 4: French on an invoice, a translation may accompany it).
 */
export function buildInvoiceSnapshot(
  r: Reservation,
  operator: LegalIdentity,
  issuedAt: Date = new Date(),
): InvoiceSnapshot {
  const french = invoiceTexts(r, operator, 'fr', issuedAt);
  const route = [r.pickupLocation, r.dropoffLocation].filter(Boolean).join(' → ') || '—';
  return {
    version: 1,
    ...(r.locale === 'en' ? { locale: 'en' as const } : {}),
    seller: {
      companyName: operator.companyName,
      companyForm: operator.companyForm,
      address: operator.address,
      phone: operator.phone,
      email: operator.email,
      siren: operator.siren,
      ...(operator.rcs ? { rcs: operator.rcs } : {}),
      vtcRegisterNumber: operator.vtcRegisterNumber,
      vatNumber: operator.vatNumber,
      vatMention: french.vatMention,
    },
    customer: { name: r.fullName, companyName: r.companyName, email: r.email, phone: r.phone },
    bookingRef: r.bookingRef,
    line: { description: french.description, serviceDate: french.serviceDate, route },
    amounts: invoiceAmounts(r, operator),
    payment: french.payment,
    ...(r.locale === 'en' ? { en: invoiceTexts(r, operator, 'en', issuedAt) } : {}),
  };
}

/** An issued invoice or credit note as printed: its number, date and snapshot read by the document's schema. */
export function issuedDocument<S extends z.ZodType>(
  row: Invoice,
  schema: S,
): { number: string; issuedAt: string; snapshot: z.infer<S> } {
  return { number: row.number, issuedAt: row.issuedAt, snapshot: schema.parse(row.snapshot) };
}

const toIssued = (invoice: Invoice): IssuedInvoice => issuedDocument(invoice, invoiceSnapshotSchema);

/**
 * The reservation's invoice, issued now if it is invoiceable and has none yet (idempotent: any number of callers,
 * at once or later, get the same number and snapshot). null when the reservation is not invoiceable.
 */
export async function issueInvoice(reservation: Reservation): Promise<IssuedInvoice | null> {
  const store = await getStore();
  const existing = await store.getInvoiceByReservation(reservation.id);
  if (existing) return toIssued(existing);
  if (!isInvoiceable(reservation)) return null;
  const snapshot = buildInvoiceSnapshot(reservation, legalIdentity());
  const { invoice } = await store.issueInvoice(reservation.id, snapshot);
  return toIssued(invoice);
}

/**
 * For the payment and status hooks: issues the invoice, never throws (a failure is retried by the next access). A
 * booking that stopped being invoiceable between its read and the issue (cancelled meanwhile: the database refuses
 * under its row lock) is the right outcome, not a fault: said as a warning, not logged as an error.
 */
export async function issueInvoiceQuietly(reservation: Reservation): Promise<void> {
  try {
    await issueInvoice(reservation);
  } catch (error) {
    if (error instanceof InvalidDataError) {
      console.warn(`[documents] pas de facture pour ${reservation.bookingRef} : elle n’est plus facturable`);
      return;
    }
    console.error(`[documents] facture non émise pour ${reservation.bookingRef}`, error);
  }
}

/** The issued invoice of a reservation (never issues one). */
export async function findInvoice(reservationId: string): Promise<IssuedInvoice | null> {
  const invoice = await (await getStore()).getInvoiceByReservation(reservationId);
  return invoice ? toIssued(invoice) : null;
}
