// CSV export of reservations for the accountant. Choices (docs/operations.md): the French Excel habit — `;` separator,
// decimal comma, UTF-8 with a BOM so Excel reads the accents, CRLF lines; RFC 4180 quoting; cells starting with
// = + - @ are prefixed with an apostrophe so a spreadsheet never runs a customer's text as a formula. Phones are
// written so they need no apostrophe (csvPhone). A cancelled booking never invoiced has empty amounts: summing
// « Montant TTC » counts only what is or was due.
// The range is on the (outbound) pickup date in Paris time, both ends included.
import 'server-only';
import { z } from 'zod';
import { DateTime } from 'luxon';
import { BOOKING_TIME_ZONE, DATE_PATTERN } from '@/lib/booking/dates';
import type { LegalIdentity } from '@/lib/config/legal';
import type { CreditNote, Invoice, Reservation } from '@/lib/db/types';
import { frenchPaymentText } from './copy';
import { internationalDigits } from './format';
import { invoiceAmounts, invoiceSnapshotSchema } from './invoice';
import { formatParisDateTime, formatParisDate } from '@/lib/format/dates';
import { isPaidOnline, STATUS_LABELS } from '@/lib/domain/reservations';

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const MAX_RANGE_DAYS = 366;

const dateField = z.string().regex(DATE_PATTERN);

/** ?from=yyyy-MM-dd&to=yyyy-MM-dd → the UTC instants [from 00:00 Paris, day after `to` 00:00 Paris), or null. */
export function parseExportRange(
  from: string | null,
  to: string | null,
): { from: Date; to: Date; label: string } | null {
  const a = dateField.safeParse(from);
  const b = dateField.safeParse(to);
  if (!a.success || !b.success) return null;
  const start = DateTime.fromISO(a.data, { zone: BOOKING_TIME_ZONE });
  const end = DateTime.fromISO(b.data, { zone: BOOKING_TIME_ZONE }).plus({ days: 1 });
  if (!start.isValid || !end.isValid || end <= start) return null;
  if (end.diff(start, 'days').days > MAX_RANGE_DAYS) return null;
  return { from: start.toJSDate(), to: end.toJSDate(), label: `${a.data}_${b.data}` };
}

/** One cell: quoted when it holds the separator, a quote, a line break or edge spaces; formulas neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A customer's phone as a cell French Excel shows as typed, without the formula guard's apostrophe: a French number in
 * its national form by pairs ('+33 7 11 22 33 44', '0711223344' → '07 11 22 33 44': never a formula, and the spaces
 * keep Excel from reading a number and dropping the leading 0); another country's as dialled from France, '00' for
 * '+' ('+44 20 7946 0958' → '0044 20 7946 0958': Excel reads '+44 20…' as a formula). Anything else is left as
 * typed, a text cell csvCell guards like any other (e.g. '+1+1', '+cmd|…').
 */
export function csvPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = internationalDigits(phone);
  if (digits?.startsWith('33') && digits.length === 11) {
    return `0${digits.slice(2)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
  }
  const typed = phone.trim();
  if (digits && /^\+\d[\d ]*$/.test(typed)) return `00${typed.slice(1)}`;
  return phone; // a cell like any other: csvText guards and quotes it
}

/** 8450 → '84,50', −8450 → '-84,50' (a number Excel reads in a French locale; no currency sign). */
export function csvAmount(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');
}

export const CSV_HEADERS = [
  'Référence',
  'Créée le',
  'Prise en charge',
  'Retour',
  'Client',
  'Société',
  'E-mail',
  'Téléphone',
  'Départ',
  'Arrivée',
  'Statut',
  'Paiement',
  'Montant HT',
  'TVA',
  'Montant TTC',
  'N° facture',
  'Date facture',
  'N° avoir',
  'Date avoir',
  'Avoir HT',
  'Avoir TVA',
  'Avoir TTC',
] as const;

interface InvoiceAmounts {
  htCents: number;
  vatCents: number;
  ttcCents: number;
}

function amountsFor(
  r: Reservation,
  invoice: Invoice | undefined,
  operator: LegalIdentity,
): InvoiceAmounts | null {
  const snapshot = invoice?.snapshot as { amounts?: InvoiceAmounts } | undefined;
  if (snapshot?.amounts) return snapshot.amounts;
  return r.priceCents === null ? null : invoiceAmounts(r, operator);
}

/** The CSV text (BOM included) of reservations whose outbound pickup lies in [from, to). */
export function reservationsCsv(
  reservations: readonly Reservation[],
  documents: { invoices: readonly Invoice[]; creditNotes: readonly CreditNote[] },
  range: { from: Date; to: Date },
  operator: LegalIdentity,
): string {
  const byReservation = new Map(documents.invoices.map((i) => [i.reservationId, i]));
  // A credit note cancels its invoice for the whole amount: the accountant books it against the invoice's row.
  const creditNotes = new Map(documents.creditNotes.map((c) => [c.reservationId, c]));
  const rows = reservations
    .filter((r) => {
      const t = r.pickupTime ? Date.parse(r.pickupTime) : NaN;
      return t >= range.from.getTime() && t < range.to.getTime();
    })
    .sort((a, b) => (a.pickupTime ?? '').localeCompare(b.pickupTime ?? ''))
    .map((r) => {
      const invoice = byReservation.get(r.id);
      const creditNote = creditNotes.get(r.id);
      const credited = (creditNote?.snapshot as { amounts?: InvoiceAmounts } | undefined)?.amounts;
      // Cancelled and never invoiced: nothing was or is due (an invoiced one keeps its amounts, and its credit note).
      const amounts = r.paymentStatus === 'cancelled' && !invoice ? null : amountsFor(r, invoice, operator);
      return [
        r.bookingRef,
        formatParisDateTime(r.createdAt),
        formatParisDateTime(r.pickupTime),
        r.returnPickupTime ? formatParisDateTime(r.returnPickupTime) : '',
        r.fullName,
        r.companyName,
        r.email,
        csvPhone(r.phone),
        r.pickupLocation,
        r.dropoffLocation,
        STATUS_LABELS[r.paymentStatus],
        isPaidOnline(r) ? 'En ligne' : 'À bord',
        csvAmount(amounts?.htCents ?? null),
        csvAmount(amounts?.vatCents ?? null),
        csvAmount(amounts?.ttcCents ?? null),
        invoice?.number ?? '',
        invoice ? formatParisDate(invoice.issuedAt) : '',
        creditNote?.number ?? '',
        creditNote ? formatParisDate(creditNote.issuedAt) : '',
        // Negative: added to the invoice's amounts, a credited row sums to nothing.
        ...(['htCents', 'vatCents', 'ttcCents'] as const).map((key) =>
          credited ? csvAmount(-credited[key]) : '',
        ),
      ];
    });
  return csvText(CSV_HEADERS, rows);
}

/**
 * The file: BOM, header line, rows, CRLF. Amounts (a credit note's negative) are numbers, not text a formula guard
 * would quote.
 */
function csvText(headers: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  const lines = [headers, ...rows].map((cells) =>
    cells.map((c) => (/^-?\d+,\d{2}$/.test(String(c ?? '')) ? String(c) : csvCell(c))).join(CSV_SEPARATOR),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export const JOURNAL_HEADERS = [
  'Date',
  'Pièce',
  'Numéro',
  'Facture annulée',
  'Réservation',
  'Client',
  'Société',
  'Montant HT',
  'TVA',
  'Montant TTC',
  'Règlement',
] as const;

/**
 * What the journal reads of a document's snapshot, field by field: a field of another shape leaves its own cells empty
 * (and is said in the server's log), never the whole row.
 */
const journalSnapshot = z.object({
  bookingRef: z.string().optional().catch(undefined),
  customer: z
    .object({
      name: z.string().optional().catch(undefined),
      companyName: z.string().nullish().catch(undefined),
    })
    .optional()
    .catch(undefined),
  amounts: z
    .object({ htCents: z.number(), vatCents: z.number(), ttcCents: z.number() })
    .optional()
    .catch((ctx) => {
      console.warn('[documents] journal : montants illisibles', ctx.error.issues[0]?.message);
      return undefined;
    }),
  payment: z.string().optional().catch(undefined),
  /** The document's language, that of its payment text (none: French). */
  locale: invoiceSnapshotSchema.shape.locale.catch(undefined),
  cancels: z.object({ number: z.string() }).optional().catch(undefined),
});

/**
 * The sales journal (docs/operations.md): every invoice and credit note issued in the period, in the order issued —
 * a credit note negative, with the invoice it cancels —, read from their immutable snapshots, so a deleted booking's
 * documents are in it too. Gapless numbers: the accountant sees at a glance that none is missing.
 */
export function salesJournalCsv(invoices: readonly Invoice[], creditNotes: readonly CreditNote[]): string {
  const documents = [
    ...invoices.map((d) => ({ d, kind: 'Facture', sign: 1 })),
    ...creditNotes.map((d) => ({ d, kind: 'Avoir', sign: -1 })),
  ].sort(
    // The same instant: a cancellation issued the invoice it credits in its own transaction — the invoice first.
    (a, b) =>
      Date.parse(a.d.issuedAt) - Date.parse(b.d.issuedAt) ||
      b.sign - a.sign ||
      a.d.year - b.d.year ||
      a.d.sequence - b.d.sequence,
  );
  const rows = documents.map(({ d, kind, sign }) => {
    const parsed = journalSnapshot.safeParse(d.snapshot);
    const s = parsed.success ? parsed.data : {}; // not an object at all
    const amount = (cents: number | undefined) => (cents === undefined ? '' : csvAmount(sign * cents));
    return [
      formatParisDate(d.issuedAt),
      kind,
      d.number,
      s.cancels?.number ?? '',
      s.bookingRef ?? '',
      s.customer?.name ?? '',
      s.customer?.companyName ?? '',
      amount(s.amounts?.htCents),
      amount(s.amounts?.vatCents),
      amount(s.amounts?.ttcCents),
      // The customer's language is the document's, not the accountant's: the journal is French.
      s.payment === undefined ? '' : frenchPaymentText(s.payment, s.locale ?? 'fr'),
    ];
  });
  return csvText(JOURNAL_HEADERS, rows);
}
