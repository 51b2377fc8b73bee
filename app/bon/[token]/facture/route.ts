// The invoice PDF of a paid or completed booking, reached from the voucher's token (issued on first access if the
// payment hook could not: idempotent). 404 for a wrong token or a booking without invoice.
import { DOCUMENT_COPY } from '@/lib/documents/copy';
import { DOCUMENT_MESSAGES, documentError } from '@/lib/documents/messages';
import { issueInvoice } from '@/lib/documents/invoice';
import { pdfResponse, renderInvoicePdf } from '@/lib/documents/pdf';
import { reservationForToken } from '@/lib/documents/voucher';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const reservation = await reservationForToken((await params).token);
    if (!reservation) return documentError(404, DOCUMENT_MESSAGES.notFound);
    const invoice = await issueInvoice(reservation);
    if (!invoice) return documentError(404, DOCUMENT_MESSAGES.noInvoice);
    const copy = DOCUMENT_COPY[invoice.snapshot.locale ?? 'fr'].invoice;
    return pdfResponse(await renderInvoicePdf(invoice), copy.fileName(invoice.number));
  } catch (error) {
    console.error('[documents] facture indisponible', error);
    return documentError(503, DOCUMENT_MESSAGES.unavailable);
  }
}
