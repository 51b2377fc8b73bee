// POST /api/verify-stripe-session — does this Checkout Session pay for this reservation? (docs/product.md#payment-verification)
// Body { session_id, booking_ref, locale? } (both ids required) → 200 { paid, status, message, reservation } or
// 4xx/503 { error }, messages in `locale` ('en' from the English return pages; before the body: the Referer's page).
// Throttled per client (VERIFY_THROTTLE): guessing a session id and a reference together is hopeless, and nobody can
// use this route to hammer Stripe. Session ids are never logged (lib/payments/session.ts redactSessionIds).
import { UnavailableError } from '@/lib/db/errors';
import { paymentMessages } from '@/lib/payments/locale';
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
import { pageLocale, requestLocale, serverText } from '@/lib/requests/localize';

/**
 * The return page verifies once per visit (twice in development's strict mode), and again on each « Vérifier de
 * nouveau »; 20 per 10 minutes is plenty. Over it the page says « pas encore vérifié », not « non confirmé ».
 */
export const VERIFY_THROTTLE: ThrottleRule = { limit: 20, windowMs: 10 * 60 * 1000 };

const NO_STORE = { 'Cache-Control': 'no-store' };

function errorJson(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: NO_STORE });
}

export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  const early = pageLocale(request);
  try {
    if (isForeignOrigin(request)) {
      return errorJson(403, 'foreign_origin', serverText(REQUEST_MESSAGES.foreignOrigin.message, early));
    }
    body = await readJsonBody(request, 4 * 1024);
  } catch (error) {
    if (error instanceof RequestError) return errorJson(400, 'malformed', serverText(error.message, early));
    throw error;
  }
  const locale = requestLocale(body);
  const messages = paymentMessages(locale);
  try {
    await enforceThrottle(
      await getStore(),
      'verify-payment',
      clientIp(request.headers),
      new Date(),
      VERIFY_THROTTLE,
    );
  } catch (error) {
    if (error instanceof RequestError) {
      return errorJson(error.status, 'throttled', serverText(error.message, locale));
    }
    if (!(error instanceof UnavailableError))
      console.error('[payments] limite de vérification illisible', error);
    return errorJson(503, 'unavailable', messages.genericError);
  }
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  try {
    const result = await verifyStripeSession(
      { session_id: input.session_id, booking_ref: input.booking_ref },
      locale,
    );
    return Response.json(result.body, { status: result.httpStatus, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof UnavailableError))
      console.error('[payments] vérification impossible :', describeStripeError(error));
    return errorJson(503, 'unavailable', messages.genericError);
  }
}
