'use client';
// Sends the wizard draft to POST /api/checkout and, on success, navigates to Stripe's payment page.
// A navigation (window.location) rather than a form post: the CSP's form-action does not apply, and a refusal comes
// back as JSON the wizard can show as a toast.
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { parseRequestError, withSendTimeout } from '@/lib/requests/client';

/**
 * A refusal carries the server's title and message; a failure without an answer to read (connection lost, a proxy's
 * page, nothing within SEND_TIMEOUT_MS) carries neither, and the wizard says what it says for any send that could
 * not leave (« Envoi impossible »… connexion interrompue…, everything kept), not that card payment is unavailable.
 */
export type PayOnlineResult =
  { ok: true; bookingRef: string } | { ok: false; title?: string; message?: string; field?: string };

interface CheckoutAnswer {
  bookingRef?: string;
  url?: string;
  cancelPath?: string;
}

const FALLBACK_TITLE = 'Paiement en ligne indisponible';

/** `draft` is the same body POST /api/bookings takes (with its requestId, so a retry reuses the same booking). */
export async function payOnline(draft: unknown): Promise<PayOnlineResult> {
  let answer: CheckoutAnswer;
  try {
    answer = await withSendTimeout(async (signal) => {
      const response = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(draft),
        cache: 'no-store',
        signal,
      });
      return (await response.json()) as CheckoutAnswer;
    });
  } catch {
    return { ok: false };
  }
  if (answer.url && answer.bookingRef) {
    // The browser's Back button on Stripe's page (the common way back on a phone) must not land on an empty wizard,
    // where the visitor would type the request again and store it twice: this history entry becomes the request's
    // « Paiement annulé » page (pay, WhatsApp or change it), the one Stripe's own « Annuler » link opens. A page the
    // browser restores from its back-forward cache is loaded again, to show that page rather than a spent wizard.
    if (answer.cancelPath?.startsWith('/')) {
      window.history.replaceState(window.history.state, '', answer.cancelPath);
      window.addEventListener('pageshow', (event) => event.persisted && window.location.reload());
    }
    window.location.assign(answer.url);
    return { ok: true, bookingRef: answer.bookingRef };
  }
  const error = parseRequestError(answer);
  return {
    ok: false,
    title: error?.title ?? FALLBACK_TITLE,
    message: error?.message ?? PAYMENT_MESSAGES.checkoutUnavailable,
    ...(error?.field ? { field: error.field } : {}),
  };
}
