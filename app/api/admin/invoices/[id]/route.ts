// Admin: the invoice PDF of a reservation (reservation details). Issues it if the reservation is invoiceable and has
// none yet; 404 otherwise.
import { requireAdminApi } from '@/lib/auth/guard';
import { adminReservationLoader, billingPdfResponse } from '@/lib/documents/billing-response';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const denied = await requireAdminApi();
  if (denied) return denied;
  return billingPdfResponse(adminReservationLoader((await params).id), 'invoice');
}
