'use client';

// The payment result view of /reservation and /en/booking (Stripe's return, ?payment_status=…&session_id=…), loaded
// only when the page shows it: the wizard's visitors do not download it with the page's first-load JavaScript.
import dynamic from 'next/dynamic';

export const LazyPaymentResult = dynamic(() => import('./payment-result').then((m) => m.PaymentResult));
