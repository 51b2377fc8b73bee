// /confirmation?session_id=…&booking_ref=… — payment confirmation page (docs/product.md#payment-verification). Never indexed, never cached.
import type { Metadata } from 'next';
import { PaymentResult } from '@/components/payments/payment-result';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Confirmation de paiement',
  description: 'Confirmation du paiement en ligne de votre réservation Harmony Move.',
  path: '/confirmation',
  noindex: true,
});

function single(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ?? null;
}

export default async function ConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return (
    <main>
      <PaymentResult
        variant="confirmation"
        sessionId={single(params.session_id)}
        bookingRef={single(params.booking_ref)}
      />
    </main>
  );
}
