// Stripe webhook processing: signature check on the raw body, one handler per event type, replay-safe.
// Every handler is idempotent (fulfil's atomic pending → paid; markCheckoutState never touches a booking paid online), and
// the event id is recorded in stripe_events only AFTER its handler succeeded: a replay then changes nothing, and a
// delivery that failed half-way (database down → 503) is processed again when Stripe retries instead of being lost.
import 'server-only';
import Stripe from 'stripe';
import { getStore } from '@/lib/db';
import { findSessionReservation, fulfil } from './fulfil';
import { stripeWebhooks, type CheckoutSession, type StripeEvent } from './stripe';

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

export type WebhookResult =
  | { httpStatus: 200; body: { received: true; duplicate: boolean; handled: boolean } }
  | { httpStatus: 400 | 503; body: { error: { message: string } } };

/** Card payments are paid at completion; delayed methods (SEPA…) are paid later, on async_payment_succeeded. */
async function onPaymentSettled(session: CheckoutSession): Promise<void> {
  const result = await fulfil(session);
  if (result.outcome === 'foreign') {
    console.warn('[payments] webhook : session de paiement sans réservation correspondante');
  }
}

/** The admin must see that this booking was not paid: the checkout state says expired / failed. */
async function onCheckoutClosed(session: CheckoutSession, state: 'expired' | 'failed'): Promise<void> {
  const reservation = await findSessionReservation(session);
  if (!reservation) return;
  await (await getStore()).markCheckoutState(reservation.id, state);
}

const HANDLERS: Record<HandledEventType, (session: CheckoutSession) => Promise<void>> = {
  'checkout.session.completed': onPaymentSettled,
  'checkout.session.async_payment_succeeded': onPaymentSettled,
  'checkout.session.async_payment_failed': (session) => onCheckoutClosed(session, 'failed'),
  'checkout.session.expired': (session) => onCheckoutClosed(session, 'expired'),
};

function isHandled(type: string): type is HandledEventType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}

export async function processStripeWebhook(options: {
  rawBody: string;
  signature: string | null;
  secret: string;
}): Promise<WebhookResult> {
  if (!options.signature) {
    return { httpStatus: 400, body: { error: { message: 'Signature Stripe absente.' } } };
  }
  let event: StripeEvent;
  try {
    event = stripeWebhooks.constructEvent(options.rawBody, options.signature, options.secret);
  } catch (error) {
    const detail =
      error instanceof Stripe.errors.StripeSignatureVerificationError ? '' : ' (corps illisible)';
    return { httpStatus: 400, body: { error: { message: `Signature Stripe invalide${detail}.` } } };
  }

  const type = event.type;
  const handled = isHandled(type);
  if (isHandled(type)) {
    await HANDLERS[type](event.data.object as CheckoutSession);
  }
  const isNew = await (await getStore()).recordStripeEvent(event.id, event.type);
  return { httpStatus: 200, body: { received: true, duplicate: !isNew, handled } };
}
