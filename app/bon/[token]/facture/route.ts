// The invoice PDF of a paid or completed booking, reached from the voucher's token (issued on first access if the
// payment hook could not: idempotent). 404 for a wrong token or a booking without invoice.
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
    return pdfResponse(await renderInvoicePdf(invoice), `facture-${invoice.number}.pdf`);
  } catch (error) {
    console.error('[documents] facture indisponible', error);
    return documentError(503, DOCUMENT_MESSAGES.unavailable);
  }
}
