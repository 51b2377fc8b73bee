// The server's Stripe client. Online payment exists only when STRIPE_SECRET_KEY is set; tests point the client at a
// local fake API with STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL (never set in production).
import 'server-only';
import Stripe from 'stripe';
import { serverEnv } from '@/lib/env';

let cached: { fingerprint: string; client: Stripe } | undefined;

/** True when the site can take card payments (the wizard shows 'Payer en ligne par carte'). */
export function isOnlinePaymentEnabled(): boolean {
  return serverEnv().STRIPE_SECRET_KEY !== undefined;
}

/** The Stripe client, or null when online payment is not configured. */
export function getStripe(): Stripe | null {
  const env = serverEnv();
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const endpoint = {
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
  };
  const fingerprint = JSON.stringify([key, endpoint]);
  if (cached?.fingerprint === fingerprint) return cached.client;
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'harmony-move' },
    ...endpoint,
  });
  cached = { fingerprint, client };
  return client;
}

/** Stripe's offline webhook helpers (signature check) need no API key. */
export const stripeWebhooks = Stripe.webhooks;

export type CheckoutSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;
