// POST /api/verify-stripe-session — does this Checkout Session pay for this reservation? (spec §7 verify-stripe-session)
// Body { session_id, booking_ref? } → 200 { paid, status, message, reservation } or 4xx/503 { error: { code, message } }.
import { UnavailableError } from '@/lib/db/errors';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { verifyStripeSession } from '@/lib/payments/verify';
import { isForeignOrigin, readJsonBody, REQUEST_MESSAGES, RequestError } from '@/lib/requests';

const NO_STORE = { 'Cache-Control': 'no-store' };

function errorJson(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: NO_STORE });
}

export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  try {
    if (isForeignOrigin(request)) {
      return errorJson(403, 'foreign_origin', REQUEST_MESSAGES.foreignOrigin.message);
    }
    body = await readJsonBody(request, 4 * 1024);
  } catch (error) {
    if (error instanceof RequestError) return errorJson(400, 'malformed', error.message);
    throw error;
  }
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  try {
    const result = await verifyStripeSession({
      session_id: input.session_id,
      booking_ref: input.booking_ref,
    });
    return Response.json(result.body, { status: result.httpStatus, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof UnavailableError)) console.error('[payments] vérification impossible', error);
    return errorJson(503, 'unavailable', PAYMENT_MESSAGES.genericError);
  }
}
