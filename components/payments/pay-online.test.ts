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
  it('gives up on an answer that never comes after SEND_TIMEOUT_MS: a failure to send, not « Paiement en ligne indisponible » (the wizard says « Envoi impossible », the draft kept)', async () => {
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
    await expect(pending).resolves.toEqual({ ok: false });
    expect(signal?.aborted).toBe(true);
  });

  it('a lost connection or a proxy’s page is a failure to send as well', async () => {
    globals.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(payOnline({ requestId: 'r1' })).resolves.toEqual({ ok: false });
    globals.fetch = jest.fn(
      async () =>
        new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ) as unknown as typeof fetch;
    await expect(payOnline({ requestId: 'r1' })).resolves.toEqual({ ok: false });
  });

  it('the service’s own refusal without a text keeps « Paiement en ligne indisponible »', async () => {
    globals.fetch = jest.fn(async () => Response.json({}, { status: 503 })) as unknown as typeof fetch;
    await expect(payOnline({ requestId: 'r1' })).resolves.toEqual({
      ok: false,
      title: 'Paiement en ligne indisponible',
      message: PAYMENT_MESSAGES.checkoutUnavailable,
    });
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
