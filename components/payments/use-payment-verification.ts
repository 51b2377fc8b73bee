'use client';
// Asks the server whether the Checkout Session in the URL paid for the reservation (docs/product.md#payment-verification:
// loading, then success with the reservation, or error). The copy comes from the page (`text`, in its language); the
// server answers in the same language (the body's `locale`).
import { useEffect, useState } from 'react';
import type { PaymentResultText } from '@/lib/payments/locale';
import { effectRequest, PAYMENT_CHECK_TIMEOUT_MS } from '@/lib/requests/timeout';
import type { PublicReservation } from '@/lib/payments/public-reservation';

export type VerificationState =
  | { phase: 'loading' }
  | { phase: 'paid'; reservation: PublicReservation }
  /** `message` is the answer's own text; `statusMessage` the /confirmation form 'Statut : …' when Stripe said so. */
  | { phase: 'failed'; message: string; statusMessage: string }
  /** Paid after the operator had cancelled the booking: the money is recorded and will be refunded (`message`). */
  | { phase: 'refund'; message: string }
  /**
   * No answer to read (connection lost, no answer within PAYMENT_CHECK_TIMEOUT_MS, a proxy's page, the service unavailable):
   * the payment may well have gone through, so this is not « Paiement Non Confirmé »; `message` says what failed.
   */
  | { phase: 'unchecked'; message: string };

interface VerifyAnswer {
  paid?: boolean;
  status?: string;
  message?: string;
  reservation?: PublicReservation | null;
  error?: { message?: string };
}

function failed(message: string, statusMessage: string = message): VerificationState {
  return { phase: 'failed', message, statusMessage };
}

export function usePaymentVerification(
  sessionId: string | null,
  bookingRef: string | null,
  text: PaymentResultText,
): { state: VerificationState; retry: () => void } {
  const [state, setState] = useState<VerificationState>(() =>
    sessionId ? { phase: 'loading' } : failed(text.missingSession),
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sessionId) return;
    const request = effectRequest(PAYMENT_CHECK_TIMEOUT_MS);
    (async () => {
      let answer: VerifyAnswer;
      try {
        const response = await fetch('/api/verify-stripe-session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            session_id: sessionId,
            ...(bookingRef ? { booking_ref: bookingRef } : {}),
            locale: text.locale,
          }),
          signal: request.signal,
          cache: 'no-store',
        });
        answer = (await response.json()) as VerifyAnswer;
        // The service unavailable, or this address's checks used up for a while (the throttle): the payment may well
        // have gone through, so it is « not checked yet », never « not confirmed ».
        if (response.status >= 500 || response.status === 429) {
          setState({ phase: 'unchecked', message: answer.error?.message ?? text.genericError });
          return;
        }
      } catch {
        if (request.failed()) setState({ phase: 'unchecked', message: text.communicationError });
        return;
      } finally {
        request.done();
      }
      if (request.signal.aborted) return;
      if (answer.paid === true && answer.reservation) {
        setState({ phase: 'paid', reservation: answer.reservation });
      } else if (answer.paid === false && answer.status === 'cancelled' && answer.message) {
        setState({ phase: 'refund', message: answer.message });
      } else if (answer.error) {
        setState(failed(answer.error.message ?? text.genericError));
      } else if (answer.paid === false) {
        setState(
          failed(
            answer.message ?? text.notConfirmed,
            answer.status ? text.statusPrefix + answer.status : text.notConfirmed,
          ),
        );
      } else {
        setState(failed(text.genericError));
      }
    })();
    return request.cancel;
  }, [sessionId, bookingRef, text, attempt]);

  return {
    state,
    retry: () => {
      setState({ phase: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
