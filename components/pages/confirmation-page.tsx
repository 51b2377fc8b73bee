// /confirmation?session_id=…&booking_ref=… and its English twin /en/confirmation — the payment confirmation page
// (docs/product.md#payment-verification; English checkouts return here, lib/payments/locale.ts). Never indexed,
// never cached. The copy is built here, on the server, in the page's language and passed to the client view.
import type { Metadata } from 'next';
import { PaymentResult } from '@/components/payments/payment-result';
import type { Locale } from '@/lib/i18n/config';
import { CONFIRMATION_META, paymentResultText } from '@/lib/payments/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export function confirmationMetadata(locale: Locale): Metadata {
  return pageMetadata({ ...CONFIRMATION_META[locale], noindex: true, locale });
}

function single(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ?? null;
}

export async function ConfirmationPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const bookingRef = single(params.booking_ref);
  return (
    <main>
      <PaymentResult
        variant="confirmation"
        sessionId={single(params.session_id)}
        bookingRef={bookingRef}
        text={paymentResultText(locale, bookingRef)}
      />
    </main>
  );
}
