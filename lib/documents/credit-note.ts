// Credit notes (avoirs). An issued invoice never changes (lib/documents/invoice.ts), so when an invoiced booking is
// cancelled its invoice is cancelled by a credit note of the same amount: numbered in its own gapless yearly sequence
// (A-2026-0001…), issued once — with the cancellation, in its transaction (app/admin/(protected)/dashboard/actions.ts),
// or on first access for a booking cancelled before credit notes existed —, immutable and kept 10 years like the
// invoice. It prints what the invoice printed (seller, customer, service, amounts, language) and the invoice it
// cancels. Rules: docs/product.md#credit-notes.
import 'server-only';
import { z } from 'zod';
import { getStore } from '@/lib/db';
import type { CreditNote, Reservation } from '@/lib/db/types';
import { isPaidOnline } from '@/lib/domain/reservations';
import { DOCUMENT_COPY } from './copy';
import {
  findInvoice,
  invoiceSnapshotSchema,
  isInvoiceable,
  issuedDocument,
  issueInvoice,
  type IssuedInvoice,
} from './invoice';

const creditNoteSnapshotSchema = invoiceSnapshotSchema.extend({
  /** The invoice this credit note cancels. */
  cancels: z.object({ number: z.string(), issuedAt: z.string() }),
});
export type CreditNoteSnapshot = z.infer<typeof creditNoteSnapshotSchema>;

export interface IssuedCreditNote {
  number: string;
  issuedAt: string;
  snapshot: CreditNoteSnapshot;
}

/** A booking whose invoice must be cancelled: cancelled, with an invoice (the store refuses any other). */
export function needsCreditNote(
  reservation: Pick<Reservation, 'paymentStatus'>,
  invoice: IssuedInvoice | null,
): invoice is IssuedInvoice {
  return reservation.paymentStatus === 'cancelled' && invoice !== null;
}

/**
 * The credit note's text: the invoice's seller (its VAT number or exemption: a credit note reverses the VAT the
 * invoice charged), customer, service and amounts; how the invoice was paid, a refund following the cancellation terms.
 * In the invoice's languages: French with the English translation when the invoice has one (its `en` block); an
 * English-only invoice, issued before 2026-11-28, gets an English-only credit note like it (its texts exist in no
 * other language).
 */
export function buildCreditNoteSnapshot(
  reservation: Reservation,
  invoice: IssuedInvoice,
): CreditNoteSnapshot {
  const refund = (locale: 'fr' | 'en') => {
    const copy = DOCUMENT_COPY[locale].creditNote;
    return isPaidOnline(reservation) ? copy.refundCard : copy.refundOnBoard;
  };
  const { en } = invoice.snapshot;
  return {
    ...invoice.snapshot,
    payment: refund(en ? 'fr' : (invoice.snapshot.locale ?? 'fr')),
    ...(en ? { en: { ...en, payment: refund('en') } } : {}),
    cancels: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
}

/**
 * The invoice a cancellation of this booking must credit: its invoice, issued now if the booking is due one (paid
 * online or completed) and the hook that should have issued it failed; null when it has none. Throws when the
 * store fails: better no cancellation than a cancelled booking whose invoice stands.
 */
export async function invoiceToCredit(reservation: Reservation): Promise<IssuedInvoice | null> {
  return isInvoiceable(reservation) ? issueInvoice(reservation) : findInvoice(reservation.id);
}

const toIssued = (note: CreditNote): IssuedCreditNote => issuedDocument(note, creditNoteSnapshotSchema);

/**
 * The credit note of a cancelled, invoiced booking, issued now if it has none yet (idempotent, like issueInvoice).
 * null when the booking needs none (not cancelled, or never invoiced).
 */
export async function issueCreditNote(reservation: Reservation): Promise<IssuedCreditNote | null> {
  const store = await getStore();
  const existing = await store.getCreditNoteByReservation(reservation.id);
  if (existing) return toIssued(existing);
  const invoice = await findInvoice(reservation.id);
  if (!needsCreditNote(reservation, invoice)) return null;
  const snapshot = buildCreditNoteSnapshot(reservation, invoice);
  const { creditNote } = await store.issueCreditNote(reservation.id, snapshot);
  return toIssued(creditNote);
}

/** The issued credit note of a reservation (never issues one). */
export async function findCreditNote(reservationId: string): Promise<IssuedCreditNote | null> {
  const note = await (await getStore()).getCreditNoteByReservation(reservationId);
  return note ? toIssued(note) : null;
}
