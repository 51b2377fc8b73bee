// Admin: the voucher (bon de réservation) PDF of a confirmed reservation (reservation details); 404 otherwise.
import { z } from 'zod';
import { requireAdminApi } from '@/lib/auth/guard';
import { legalIdentity } from '@/lib/config/legal';
import { getStore } from '@/lib/db';
import { DOCUMENT_MESSAGES, documentError } from '@/lib/documents/messages';
import { pdfResponse, renderVoucherPdf } from '@/lib/documents/pdf';
import { buildVoucher, isConfirmed } from '@/lib/documents/voucher';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const denied = await requireAdminApi();
  if (denied) return denied;
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) return documentError(404, DOCUMENT_MESSAGES.notFound);
  try {
    const reservation = await (await getStore()).getReservation(id.data);
    if (!reservation || !isConfirmed(reservation)) return documentError(404, DOCUMENT_MESSAGES.notFound);
    const pdf = await renderVoucherPdf(buildVoucher(reservation, legalIdentity()));
    return pdfResponse(pdf, `bon-de-reservation-${reservation.bookingRef}.pdf`);
  } catch (error) {
    console.error('[admin] bon de réservation indisponible', error);
    return documentError(503, DOCUMENT_MESSAGES.unavailable);
  }
}
