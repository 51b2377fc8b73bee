'use client';
// Asks the server whether the Checkout Session in the URL paid for the reservation (docs/product.md#payment-verification:
// loading, then success with the reservation, or error).
import { useEffect, useState } from 'react';
import { PAYMENT_MESSAGES, statusNotConfirmed } from '@/lib/payments/messages';
import type { PublicReservation } from '@/lib/payments/public-reservation';

export type VerificationState =
  | { phase: 'loading' }
  | { phase: 'paid'; reservation: PublicReservation }
  /** `message` is the answer's own text; `statusMessage` the /confirmation form 'Statut : …' when Stripe said so. */
  | { phase: 'failed'; message: string; statusMessage: string };

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
): VerificationState {
  const [state, setState] = useState<VerificationState>(() =>
    sessionId ? { phase: 'loading' } : failed(PAYMENT_MESSAGES.missingSession),
  );

  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    (async () => {
      let answer: VerifyAnswer;
      try {
        const response = await fetch('/api/verify-stripe-session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            bookingRef ? { session_id: sessionId, booking_ref: bookingRef } : { session_id: sessionId },
          ),
          signal: controller.signal,
          cache: 'no-store',
        });
        answer = (await response.json()) as VerifyAnswer;
      } catch {
        if (!controller.signal.aborted) setState(failed(PAYMENT_MESSAGES.communicationError));
        return;
      }
      if (controller.signal.aborted) return;
      if (answer.paid === true && answer.reservation) {
        setState({ phase: 'paid', reservation: answer.reservation });
      } else if (answer.error) {
        setState(failed(answer.error.message ?? PAYMENT_MESSAGES.genericError));
      } else if (answer.paid === false) {
        setState(
          failed(
            answer.message ?? PAYMENT_MESSAGES.notConfirmed,
            answer.status ? statusNotConfirmed(answer.status) : PAYMENT_MESSAGES.notConfirmed,
          ),
        );
      } else {
        setState(failed(PAYMENT_MESSAGES.genericError));
      }
    })();
    return () => controller.abort();
  }, [sessionId, bookingRef]);

  return state;
}
