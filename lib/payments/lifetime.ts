// How long a Checkout Session stays payable (lib/payments/checkout.ts; Stripe's minimum is 30 minutes), in a module
// of its own: the admin's messages about a page that could not be closed say when it closes by itself, and a client
// bundle importing this pulls nothing else of payments.
export const CHECKOUT_LIFETIME_MINUTES = 31;
