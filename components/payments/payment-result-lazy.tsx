'use client';

// The payment result view of /reservation and /en/booking (Stripe's return, ?payment_status=…&session_id=…), loaded
// only when the page shows it: the wizard's visitors do not download it with the page's first-load JavaScript.
// React.lazy rather than next/dynamic (≈ 1.1 KB gz of the booking pages' first load): rendered on the server as
// next/dynamic would, inside its own Suspense boundary.
import * as React from 'react';

const Lazy = React.lazy(() => import('./payment-result').then((m) => ({ default: m.PaymentResult })));

export function LazyPaymentResult(props: React.ComponentProps<typeof Lazy>) {
  return (
    <React.Suspense fallback={null}>
      <Lazy {...props} />
    </React.Suspense>
  );
}
