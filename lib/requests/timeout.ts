// A request an effect sends and may cancel (its inputs changed, the component left), which also gives up after a
// time: a phone in a tunnel can leave a fetch hanging for minutes, and a spinner must not turn for ever (the sends'
// own limit is SEND_TIMEOUT_MS, lib/requests/client.ts). Client-safe, a module of its own so that only the islands
// that check a price or a payment load it.

/**
 * How long the payment return page waits for its check (POST /api/verify-stripe-session): as long as a send
 * (SEND_TIMEOUT_MS, lib/requests/client.ts), the server's worst case being the same Stripe call tried three times.
 */
export const PAYMENT_CHECK_TIMEOUT_MS = 45_000;

/**
 * How long a price check (POST /api/quote from step 2 and the home box) may take: above the server's own worst case
 * (the distance call's time limit, then the estimate), far below a visitor's patience.
 */
export const QUOTE_TIMEOUT_MS = 20_000;

export interface EffectRequest {
  signal: AbortSignal;
  /** The effect's cleanup: aborts without a failure to say. */
  cancel: () => void;
  /** Whether a failure is the visitor's to see: the time ran out, or it failed on its own (not `cancel`). */
  failed: () => boolean;
  /** The answer is in: the time limit no longer applies. */
  done: () => void;
}

export function effectRequest(timeoutMs: number): EffectRequest {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    cancel: () => {
      clearTimeout(timer);
      controller.abort();
    },
    failed: () => timedOut || !controller.signal.aborted,
    done: () => clearTimeout(timer),
  };
}
