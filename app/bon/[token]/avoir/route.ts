// The credit note PDF of a cancelled booking that had been invoiced, linked from the customer's « Réservation
// annulée » e-mail (issued on first access if the status hook could not: idempotent). 404 otherwise.
import { billingPdfResponse } from '@/lib/documents/billing-response';
import { reservationOfToken } from '@/lib/documents/voucher';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return billingPdfResponse(() => reservationOfToken(token), 'creditNote', { customer: true });
}
