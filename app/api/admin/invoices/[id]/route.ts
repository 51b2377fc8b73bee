// Admin: the invoice PDF of a reservation (reservation details). Issues it if the reservation is invoiceable and has
// none yet; 404 otherwise.
import { z } from 'zod';
import { requireAdminApi } from '@/lib/auth/guard';
import { getStore } from '@/lib/db';
import { issueInvoice } from '@/lib/documents/invoice';
import { DOCUMENT_MESSAGES, documentError } from '@/lib/documents/messages';
import { pdfResponse, renderInvoicePdf } from '@/lib/documents/pdf';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const denied = await requireAdminApi();
  if (denied) return denied;
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) return documentError(404, DOCUMENT_MESSAGES.notFound);
  try {
    const reservation = await (await getStore()).getReservation(id.data);
    if (!reservation) return documentError(404, DOCUMENT_MESSAGES.notFound);
    const invoice = await issueInvoice(reservation);
    if (!invoice) return documentError(404, DOCUMENT_MESSAGES.noInvoice);
    return pdfResponse(await renderInvoicePdf(invoice), `facture-${invoice.number}.pdf`);
  } catch (error) {
    console.error('[admin] facture indisponible', error);
    return documentError(503, DOCUMENT_MESSAGES.unavailable);
  }
}
