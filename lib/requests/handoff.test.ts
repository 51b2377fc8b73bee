import { SEND_TIMEOUT_MS } from './client';
import { submitAndHandOff } from './handoff';

interface FakeTab {
  opener: unknown;
  location: { href: string };
  close: jest.Mock;
  closed: boolean;
}

function fakeTab(): FakeTab {
  return { opener: {}, location: { href: '' }, close: jest.fn(), closed: false };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const globals = globalThis as unknown as { window?: unknown; fetch: typeof fetch };
const realFetch = globals.fetch;
let open: jest.Mock;
let fetchMock: jest.Mock;

beforeEach(() => {
  open = jest.fn();
  fetchMock = jest.fn();
  globals.window = { open };
  globals.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  delete globals.window;
  globals.fetch = realFetch;
});

describe('submitAndHandOff', () => {
  it('opens the tab synchronously, before the request is answered', () => {
    open.mockReturnValue(fakeTab());
    fetchMock.mockReturnValue(new Promise(() => {}));
    void submitAndHandOff('/api/contact', { name: 'A' });
    expect(open).toHaveBeenCalledWith('', '_blank');
  });

  it('gives up on an answer that never comes (a phone in a tunnel): the tab closed and the network message after SEND_TIMEOUT_MS', async () => {
    jest.useFakeTimers();
    try {
      const tab = fakeTab();
      open.mockReturnValue(tab);
      let signal: AbortSignal | undefined;
      fetchMock.mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      );
      const pending = submitAndHandOff('/api/contact', { requestId: 'r1' });
      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      expect(tab.close).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ ok: false, error: null });
      expect(signal?.aborted).toBe(true);
      expect(tab.close).toHaveBeenCalled();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('posts the payload as JSON and points the tab at WhatsApp with its opener cut on success', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab);
    const data = {
      bookingRef: 'HM-ABCDE',
      whatsappUrl: 'https://wa.me/33600000000?text=x',
      quote: { totalPrice: 5000 },
    };
    fetchMock.mockResolvedValue(jsonResponse(201, data));

    const result = await submitAndHandOff('/api/bookings', { requestId: 'r1' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bookings');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ requestId: 'r1' });
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(data.whatsappUrl);
    expect(tab.close).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: true, data, tabOpened: true });
  });

  it('reports tabOpened false when the browser blocked the tab', async () => {
    open.mockReturnValue(null);
    fetchMock.mockResolvedValue(
      jsonResponse(200, { bookingRef: 'HM-ABCDE', whatsappUrl: 'https://wa.me/1' }),
    );
    const result = await submitAndHandOff('/api/contact', {});
    expect(result).toMatchObject({ ok: true, tabOpened: false });
  });

  it('reports tabOpened false when the visitor closed the blank tab while the request was on its way', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab);
    fetchMock.mockImplementation(async () => {
      tab.closed = true;
      return jsonResponse(201, { bookingRef: 'HM-ABCDE', whatsappUrl: 'https://wa.me/1' });
    });
    const result = await submitAndHandOff('/api/bookings', {});
    expect(result).toMatchObject({ ok: true, tabOpened: false });
    expect(tab.location.href).toBe('');
  });

  it('closes the tab and returns the server error (with its fields) on an error answer', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab);
    const error = {
      title: 'Téléphone invalide',
      message: 'Vérifiez le numéro.',
      fields: { phone: 'Vérifiez le numéro.', email: 'Adresse e-mail invalide.' },
    };
    fetchMock.mockResolvedValue(jsonResponse(422, { error }));

    const result = await submitAndHandOff('/api/package-bookings', {});

    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('');
    expect(result).toEqual({ ok: false, error: { ...error, field: 'phone' } });
  });

  it('closes the tab and returns a null error when the answer is not readable JSON', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab);
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502 }));
    const result = await submitAndHandOff('/api/contact', {});
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: false, error: null });
  });

  it('treats a 200 answer without a WhatsApp URL as a failure', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab);
    fetchMock.mockResolvedValue(jsonResponse(200, { bookingRef: 'HM-ABCDE' }));
    const result = await submitAndHandOff('/api/bookings', {});
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: false, error: null });
  });

  it('closes the tab and returns a null error on a network failure', async () => {
    const tab = fakeTab();
    open.mockReturnValue(tab);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await submitAndHandOff('/api/bookings', {});
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('');
    expect(result).toEqual({ ok: false, error: null });
  });
});
