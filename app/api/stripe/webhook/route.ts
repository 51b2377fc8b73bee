// POST /api/stripe/webhook — Stripe's events about Checkout Sessions (signed; raw body; replay-safe).
// Dashboard set-up and `stripe listen` for local work: docs/operations.md "Stripe".
import { UnavailableError } from '@/lib/db/errors';
import { serverEnv } from '@/lib/env';
import { describeStripeError } from '@/lib/payments/session';
import { processStripeWebhook } from '@/lib/payments/webhook';
import { readTextBody, REQUEST_MESSAGES, RequestError } from '@/lib/requests';

/**
 * Checkout Session events weigh a few KiB; anything larger is not from Stripe. The cap holds for a chunked body too:
 * the stream is read chunk by chunk and cancelled as soon as it passes the cap (lib/requests/body.ts readTextBody).
 */
export const MAX_EVENT_BYTES = 16 * 1024;

export async function POST(request: Request): Promise<Response> {
  const secret = serverEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    console.error('[payments] STRIPE_WEBHOOK_SECRET absent : événement Stripe refusé');
    return Response.json({ error: { message: 'Webhook non configuré.' } }, { status: 503 });
  }
  // The signature covers the exact bytes Stripe sent: read the raw text, never a re-serialised JSON. Too big → 413;
  // a client that aborts mid-body or sends invalid UTF-8 → 400 (never a 500).
  let rawBody: string;
  try {
    rawBody = await readTextBody(request, MAX_EVENT_BYTES);
  } catch (error) {
    const tooBig = error instanceof RequestError && error.message === REQUEST_MESSAGES.tooLarge.message;
    return Response.json(
      { error: { message: tooBig ? 'Événement trop volumineux.' : 'Événement illisible.' } },
      { status: tooBig ? 413 : 400 },
    );
  }
  try {
    const result = await processStripeWebhook({
      rawBody,
      signature: request.headers.get('stripe-signature'),
      secret,
    });
    return Response.json(result.body, { status: result.httpStatus });
  } catch (error) {
    // Not recorded as processed: Stripe retries the delivery later.
    if (!(error instanceof UnavailableError))
      console.error('[payments] webhook non traité :', describeStripeError(error));
    return Response.json({ error: { message: 'Traitement momentanément impossible.' } }, { status: 503 });
  }
}
