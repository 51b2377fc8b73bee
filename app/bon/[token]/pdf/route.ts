// The voucher (bon de réservation) as a PDF download, in the customer's language; 404 for a wrong token or an
// unconfirmed booking (in the booking's language once it is found).
import { legalIdentity } from '@/lib/config/legal';
import { DOCUMENT_MESSAGES, documentError } from '@/lib/documents/messages';
import { pdfResponse, renderVoucherPdf } from '@/lib/documents/pdf';
import { DOCUMENT_COPY } from '@/lib/documents/copy';
import { showsVoucher } from '@/lib/documents/rules';
import { buildVoucher, reservationOfToken } from '@/lib/documents/voucher';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const reservation = await reservationOfToken((await params).token);
    if (!reservation) return documentError(404, DOCUMENT_MESSAGES.notFound);
    const { locale, bookingRef } = reservation;
    if (!showsVoucher(reservation)) return documentError(404, DOCUMENT_COPY[locale].errors.notFound);
    const pdf = await renderVoucherPdf(buildVoucher(reservation, legalIdentity(), locale));
    return pdfResponse(pdf, DOCUMENT_COPY[locale].voucher.fileName(bookingRef), 'attachment');
  } catch (error) {
    console.error('[documents] bon de réservation indisponible', error);
    return documentError(503, DOCUMENT_MESSAGES.unavailable);
  }
}
