// POST /api/verify-stripe-session — does this Checkout Session pay for this reservation? (docs/product.md#payment-verification)
// Body { session_id, booking_ref } (both required) → 200 { paid, status, message, reservation } or 4xx/503 { error }.
// Throttled per client (VERIFY_THROTTLE): guessing a session id and a reference together is hopeless, and nobody can
// use this route to hammer Stripe. Session ids are never logged (lib/payments/session.ts redactSessionIds).
import { UnavailableError } from '@/lib/db/errors';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { describeStripeError } from '@/lib/payments/session';
import { verifyStripeSession } from '@/lib/payments/verify';
import { getStore } from '@/lib/db';
import {
  clientIp,
  enforceThrottle,
  isForeignOrigin,
  readJsonBody,
  REQUEST_MESSAGES,
  RequestError,
  type ThrottleRule,
} from '@/lib/requests';

/** The return page verifies once per visit (twice in development's strict mode); 20 per 10 minutes is plenty. */
export const VERIFY_THROTTLE: ThrottleRule = { limit: 20, windowMs: 10 * 60 * 1000 };

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
  try {
    await enforceThrottle(
      await getStore(),
      'verify-payment',
      clientIp(request.headers),
      new Date(),
      VERIFY_THROTTLE,
    );
  } catch (error) {
    if (error instanceof RequestError) return errorJson(error.status, 'throttled', error.message);
    if (!(error instanceof UnavailableError))
      console.error('[payments] limite de vérification illisible', error);
    return errorJson(503, 'unavailable', PAYMENT_MESSAGES.genericError);
  }
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  try {
    const result = await verifyStripeSession({
      session_id: input.session_id,
      booking_ref: input.booking_ref,
    });
    return Response.json(result.body, { status: result.httpStatus, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof UnavailableError))
      console.error('[payments] vérification impossible :', describeStripeError(error));
    return errorJson(503, 'unavailable', PAYMENT_MESSAGES.genericError);
  }
}
