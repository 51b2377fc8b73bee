// POST /api/stripe/webhook — Stripe's events about Checkout Sessions (signed; raw body; replay-safe).
// Dashboard set-up and `stripe listen` for local work: docs/operations.md "Stripe".
import { UnavailableError } from '@/lib/db/errors';
import { serverEnv } from '@/lib/env';
import { processStripeWebhook } from '@/lib/payments/webhook';

/** Checkout Session events weigh a few KiB; anything far larger is not from Stripe. */
const MAX_EVENT_BYTES = 512 * 1024;

export async function POST(request: Request): Promise<Response> {
  const secret = serverEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    console.error('[payments] STRIPE_WEBHOOK_SECRET absent : événement Stripe refusé');
    return Response.json({ error: { message: 'Webhook non configuré.' } }, { status: 503 });
  }
  if (Number(request.headers.get('content-length')) > MAX_EVENT_BYTES) {
    return Response.json({ error: { message: 'Événement trop volumineux.' } }, { status: 400 });
  }
  // The signature covers the exact bytes Stripe sent: read the raw text, never a re-serialised JSON.
  const rawBody = await request.text();
  try {
    const result = await processStripeWebhook({
      rawBody,
      signature: request.headers.get('stripe-signature'),
      secret,
    });
    return Response.json(result.body, { status: result.httpStatus });
  } catch (error) {
    // Not recorded as processed: Stripe retries the delivery later.
    if (!(error instanceof UnavailableError)) console.error('[payments] webhook non traité', error);
    return Response.json({ error: { message: 'Traitement momentanément impossible.' } }, { status: 503 });
  }
}
