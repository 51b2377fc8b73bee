'use client';

// Step 2's check of the price by the server (POST /api/quote with place references only): comes with step 2's code,
// not in /reservation's first load (e2e/build-output.spec.ts). The server's quote is what counts; the browser's
// preview (use-server-quote.ts) is shown while it is on its way.
import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { quoteBody, type QuoteAnswer } from '@/lib/booking/wizard-wire';
import type { WizardDraft } from '@/lib/booking/wizard-state';
import type { VehicleType } from '@/lib/domain/vehicles';
import { translated } from '@/lib/i18n/fill';
import { MAPS_MESSAGES } from '@/lib/maps/messages';
import { effectRequest, QUOTE_TIMEOUT_MS } from '@/lib/requests/timeout';
import type { Quote } from '@/lib/pricing/quote';
import { useBookingText } from './booking-text';

/**
 * Asks the server's quote for `vehicle` unless it is already there (`quoted`), and hands it to `onQuoted`. When no
 * quote comes back (a refusal, which is toasted; a lost connection; no answer within QUOTE_TIMEOUT_MS; an answer that
 * is not the API's), `failed` is set
 * for that trip, so the summary stops saying « Vérification du prix… » and offers `retry`: sending still works, the
 * server prices the request when it stores it.
 */
export function useQuoteCheck(
  draft: WizardDraft,
  vehicle: VehicleType | null,
  quoted: boolean,
  onQuoted: (quote: Quote, note: string | null) => void,
): { failed: boolean; retrying: boolean; retry: () => void } {
  const { errors } = useBookingText();
  const [attempt, setAttempt] = React.useState(0);
  const [failedKey, setFailedKey] = React.useState<string | null>(null);
  // « Réessayer » pressed and its answer not in yet: the failure stays shown (the button keeps the focus), said busy.
  const [retrying, setRetrying] = React.useState(false);
  const key = !quoted && vehicle !== null ? JSON.stringify(quoteBody(draft, vehicle)) : null;
  const handOn = React.useEffectEvent(onQuoted);

  React.useEffect(() => {
    if (key === null) return;
    const request = effectRequest(QUOTE_TIMEOUT_MS);
    const tr = (message: string) => translated(message, errors);
    const warn = (title: string, description: string) =>
      toast({ title: tr(title), description: tr(description), variant: 'destructive' });
    fetch('/api/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: key,
      signal: request.signal,
    })
      .then(async (response) => {
        const json = (await response.json()) as QuoteAnswer;
        request.done();
        setRetrying(false);
        if (!response.ok || !json.quote) {
          setFailedKey(key);
          warn(
            json.error?.title ?? MAPS_MESSAGES.distanceFailed.title,
            json.error?.message ?? MAPS_MESSAGES.distanceFailed.description,
          );
          return;
        }
        if (json.googleFailed)
          warn(MAPS_MESSAGES.distanceFailed.title, MAPS_MESSAGES.distanceFailed.description);
        handOn(json.quote, json.note ?? null);
      })
      .catch((reason: unknown) => {
        if (!request.failed()) return;
        console.error('[wizard] devis indisponible', reason);
        setRetrying(false);
        setFailedKey(key);
      });
    return request.cancel;
  }, [key, attempt, errors]);

  const failed = key !== null && failedKey === key;
  return {
    failed,
    retrying: failed && retrying,
    retry: () => {
      setRetrying(true);
      setAttempt((n) => n + 1);
    },
  };
}
