// The invoice PDF of a paid or completed booking, reached from the voucher's token (issued on first access if the
// payment hook could not: idempotent). It stays reachable once the booking is cancelled (a credit note cancels it,
// at /avoir). 404 for a wrong token or a booking without invoice.
import { billingPdfResponse } from '@/lib/documents/billing-response';
import { reservationOfToken } from '@/lib/documents/voucher';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return billingPdfResponse(() => reservationOfToken(token), 'invoice', { customer: true });
}
