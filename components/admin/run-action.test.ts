import { toast } from '@/components/ui/toast';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { SEND_TIMEOUT_MS } from '@/lib/requests/client';
import { runAction } from './run-action';

jest.mock('@/components/ui/toast', () => ({ toast: jest.fn() }));
jest.mock('next/navigation', () => ({ unstable_isUnrecognizedActionError: () => false }));

const globals = globalThis as unknown as { fetch: typeof fetch };
const realFetch = globals.fetch;

beforeEach(() => {
  jest.mocked(toast).mockClear();
  // The session is open.
  globals.fetch = jest.fn(async () => Response.json({ ok: true })) as unknown as typeof fetch;
});
afterEach(() => {
  globals.fetch = realFetch;
  jest.useRealTimers();
});

describe('runAction', () => {
  it('hands back the action’s answer', async () => {
    await expect(runAction(async () => ({ ok: true, data: 3 }))).resolves.toEqual({ ok: true, data: 3 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('an action that never answers: after SEND_TIMEOUT_MS the admin is told « Le serveur n’a pas répondu », nothing spins', async () => {
    jest.useFakeTimers();
    const pending = runAction(() => new Promise<never>(() => {}));
    let settled = false;
    void pending.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeNull();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: AUTH_MESSAGES.connectionLost.title, persistent: true }),
    );
  });

  it('a session question that never answers does not hold the action either', async () => {
    jest.useFakeTimers();
    globals.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    ) as unknown as typeof fetch;
    const pending = runAction(async () => ({ ok: true, data: 'saved' }));
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    // « unknown »: the action is made, and answers.
    await expect(pending).resolves.toEqual({ ok: true, data: 'saved' });
  });
});
