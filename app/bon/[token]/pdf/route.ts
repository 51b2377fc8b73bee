// The voucher (bon de réservation) as a PDF download; 404 for a wrong token or an unconfirmed booking.
import { legalIdentity } from '@/lib/config/legal';
import { DOCUMENT_MESSAGES, documentError } from '@/lib/documents/messages';
import { pdfResponse, renderVoucherPdf } from '@/lib/documents/pdf';
import { buildVoucher, reservationForToken } from '@/lib/documents/voucher';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const reservation = await reservationForToken((await params).token);
    if (!reservation) return documentError(404, DOCUMENT_MESSAGES.notFound);
    const pdf = await renderVoucherPdf(buildVoucher(reservation, legalIdentity()));
    return pdfResponse(pdf, `bon-de-reservation-${reservation.bookingRef}.pdf`, 'attachment');
  } catch (error) {
    console.error('[documents] bon de réservation indisponible', error);
    return documentError(503, DOCUMENT_MESSAGES.unavailable);
  }
}
