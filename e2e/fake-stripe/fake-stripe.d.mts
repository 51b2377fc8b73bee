// Types of the fake Stripe API (fake-stripe.mjs) for the TypeScript tests that start it.

/** A session as the fake stores it: Stripe's fields plus the line items it was created with. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  url: string;
  [field: string]: unknown;
}

export interface FakeLineItem {
  name: string | undefined;
  description: string | undefined;
  unit_amount: number;
  currency: string | undefined;
  quantity: number;
}

export interface FakeStripe {
  port: number;
  url: string;
  sessions: Map<string, FakeCheckoutSession & { line_items_data: FakeLineItem[] }>;
  pay(id: string): FakeCheckoutSession | null;
  expire(id: string): FakeCheckoutSession | null;
  close(): Promise<void>;
}

export function parseStripeForm(body: string): Record<string, unknown>;

export function startFakeStripe(options?: {
  port?: number;
  host?: string;
  publicUrl?: string;
  webhook?: { url: string; secret: string };
}): Promise<FakeStripe>;
