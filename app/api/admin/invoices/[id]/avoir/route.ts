// Admin: the credit note PDF of a cancelled reservation that had been invoiced (reservation details). Issues it if
// the status hook could not; 404 when the reservation needs none.
import { requireAdminApi } from '@/lib/auth/guard';
import { adminReservationLoader, billingPdfResponse } from '@/lib/documents/billing-response';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const denied = await requireAdminApi();
  if (denied) return denied;
  return billingPdfResponse(adminReservationLoader((await params).id), 'creditNote');
}
