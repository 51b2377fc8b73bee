// The PDF answer of a reservation's invoice or credit note, shared by the customer's links (/bon/<token>/facture,
// /avoir) and the admin's downloads (/api/admin/invoices/<id>, /avoir). Each is issued on first access when it is due
// and the hook that should have issued it failed (both issues are idempotent); 404 when the booking has none.
import 'server-only';
import { z } from 'zod';
import { getStore } from '@/lib/db';
import { InvalidDataError, NotFoundError } from '@/lib/db/errors';
import type { Reservation } from '@/lib/db/types';
import { DOCUMENT_COPY } from './copy';
import { issueCreditNote } from './credit-note';
import { issueInvoice } from './invoice';
import { documentError } from './messages';
import { pdfResponse, renderInvoicePdf } from './pdf';

export type BillingDocument = 'invoice' | 'creditNote';

/**
 * `load` finds the reservation (null: 404); a failure to read it is a 503, like a failure to render. `customer`: the
 * customer's link, whose refusals are in the booking's language once it is found (the admin's stay French).
 */
export async function billingPdfResponse(
  load: () => Promise<Reservation | null>,
  kind: BillingDocument,
  { customer = false }: { customer?: boolean } = {},
): Promise<Response> {
  let errors = DOCUMENT_COPY.fr.errors;
  const none = () => documentError(404, kind === 'invoice' ? errors.noInvoice : errors.noCreditNote);
  try {
    const reservation = await load();
    if (!reservation) return documentError(404, errors.notFound);
    if (customer) errors = DOCUMENT_COPY[reservation.locale].errors;
    const document =
      kind === 'invoice' ? await issueInvoice(reservation) : await issueCreditNote(reservation);
    if (!document) return none();
    const copy = DOCUMENT_COPY[document.snapshot.locale ?? 'fr'][kind];
    return pdfResponse(await renderInvoicePdf(document), copy.fileName(document.number));
  } catch (error) {
    // Deleted meanwhile, or refused by the database (no longer invoiceable, not cancelled): there is none to give.
    if (error instanceof NotFoundError) return documentError(404, errors.notFound);
    if (error instanceof InvalidDataError) return none();
    console.error(`[documents] ${kind === 'invoice' ? 'facture' : 'avoir'} indisponible`, error);
    return documentError(503, errors.unavailable);
  }
}

/** The admin's loader: a reservation by its id (an id that is not a UUID finds nothing). */
export function adminReservationLoader(id: string): () => Promise<Reservation | null> {
  return async () => {
    const parsed = z.uuid().safeParse(id);
    return parsed.success ? (await getStore()).getReservation(parsed.data) : null;
  };
}
