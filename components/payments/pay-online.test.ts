import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { SEND_TIMEOUT_MS } from '@/lib/requests/client';
import { payOnline } from './pay-online';

const globals = globalThis as unknown as { fetch: typeof fetch };
const realFetch = globals.fetch;

afterEach(() => {
  globals.fetch = realFetch;
  jest.useRealTimers();
});

describe('payOnline', () => {
  it('gives up on an answer that never comes: « Paiement en ligne indisponible » after SEND_TIMEOUT_MS, the draft kept by the wizard', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    globals.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const pending = payOnline({ requestId: 'r1' });
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({
      ok: false,
      title: 'Paiement en ligne indisponible',
      message: PAYMENT_MESSAGES.checkoutUnavailable,
    });
    expect(signal?.aborted).toBe(true);
  });

  it('shows the server’s refusal with its field', async () => {
    globals.fetch = jest.fn(async () =>
      Response.json(
        { error: { title: 'Créneau non disponible', message: 'Trop tôt.', fields: { date: 'Trop tôt.' } } },
        { status: 422 },
      ),
    ) as unknown as typeof fetch;
    await expect(payOnline({ requestId: 'r1' })).resolves.toEqual({
      ok: false,
      title: 'Créneau non disponible',
      message: 'Trop tôt.',
      field: 'date',
    });
  });
});
