// POST /api/checkout/resume — « Payer … par carte » on the page of a cancelled payment (components/payments/
// payment-cancelled.tsx): a plain form with the request's signed token (`demande`). The request is the stored one —
// its price, its Stripe session when still open (lib/payments/checkout.ts startCheckout) — never the browser's.
// → 303 to Stripe's page; 303 back to the cancelled payment's page with `erreur=1` when Stripe cannot be reached;
// 303 back to the page, which says so, when the request was paid, confirmed or cancelled meanwhile; 303 to the wizard
// for a forged or unknown token; 303 back to the
// page, which then offers WhatsApp only, when the card is no longer possible (under 24 hours); back with `erreur=1`
// too beyond RESUME_THROTTLE. Never 500.
import { z } from 'zod';
import { getStore } from '@/lib/db';
import { clientIp, enforceThrottle, readTextBody, RequestError } from '@/lib/requests';
import { jsonError } from '@/lib/requests/errors';
import { REQUEST_MESSAGES } from '@/lib/requests/messages';
import { pageLocale, serverText } from '@/lib/requests/server-text';
import { pathFor } from '@/lib/i18n/routes';
import { isForeignOrigin } from '@/lib/requests/origin';
import { startCheckout } from '@/lib/payments/checkout';
import {
  CANCELLED_PARAMS,
  canPayByCardNow,
  cancelledPaymentFor,
  cancelledPaymentPath,
  cancelledTokenPath,
  requestOfToken,
  resumeState,
} from '@/lib/payments/resume';
import type { Reservation } from '@/lib/domain/records';
import { serverEnv } from '@/lib/env';

const tokenSchema = z.string().trim().min(1).max(100);

/**
 * Each « Payer » asks Stripe (up to three calls): a client may ask 10 times in 10 minutes, as many as the checkout's
 * own limit — anyone holding a resume token must not spend the operator's Stripe rate limit (trust audit, 2026-11-28).
 */
const RESUME_THROTTLE = { limit: 10, windowMs: 10 * 60 * 1000 };

function seeOther(location: string): Response {
  const url = new URL(location, serverEnv().SITE_URL);
  return new Response(null, {
    status: 303,
    headers: { Location: url.toString(), 'Cache-Control': 'no-store' },
  });
}

export async function POST(request: Request): Promise<Response> {
  // The page the form was posted from says the customer's language (its Referer): the refusal and the way back follow it.
  const locale = pageLocale(request);
  if (isForeignOrigin(request)) {
    const { title, message } = REQUEST_MESSAGES.foreignOrigin;
    return jsonError(403, serverText(title, locale), serverText(message, locale));
  }
  let token: string | null = null;
  try {
    const form = new URLSearchParams(await readTextBody(request, 2048));
    const parsed = tokenSchema.safeParse(form.get(CANCELLED_PARAMS.token));
    token = parsed.success ? parsed.data : null;
  } catch (error) {
    if (!(error instanceof RequestError)) console.error('[paiement] reprise illisible', error);
  }
  let reservation: Reservation | null = null;
  let known: Reservation | null = null;
  try {
    reservation = token ? await cancelledPaymentFor(token) : null;
    if (token && !reservation) known = await requestOfToken(token);
  } catch (error) {
    // The request cannot be read (the database unavailable): back to its page, which says it is stored and that the
    // card payment is unavailable for now — not to an empty wizard, as for a forged token.
    console.error('[paiement] demande illisible', error);
    return seeOther(cancelledTokenPath(token!, locale, true));
  }
  if (!reservation) {
    // Paid, confirmed or cancelled since the page was shown: the page says which, with the reference (resumeState);
    // a forged or unknown token (or a request erased since) goes to the wizard, in the language of the page it left.
    return seeOther(
      known && resumeState(known)
        ? cancelledPaymentPath(known)
        : pathFor('/reservation', known?.locale ?? locale),
    );
  }
  // Too late for the card (under 24 hours, or online payment switched off): the page says so and offers WhatsApp.
  if (!canPayByCardNow(reservation)) return seeOther(cancelledPaymentPath(reservation));
  try {
    await enforceThrottle(
      await getStore(),
      'checkout-resume',
      clientIp(request.headers),
      new Date(),
      RESUME_THROTTLE,
    );
  } catch (error) {
    // Over the limit (or the limit unreadable): the page says the card payment is unavailable for now, WhatsApp stays.
    if (!(error instanceof RequestError)) console.error('[paiement] limite de reprise illisible', error);
    return seeOther(cancelledPaymentPath(reservation, true));
  }
  try {
    return seeOther((await startCheckout(reservation)).url);
  } catch (error) {
    console.error(`[paiement] reprise impossible pour ${reservation.bookingRef}`, error);
    return seeOther(cancelledPaymentPath(reservation, true));
  }
}
