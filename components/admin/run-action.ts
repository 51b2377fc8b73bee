import { unstable_isUnrecognizedActionError } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/auth/action';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { SEND_TIMEOUT_MS, withSendTimeout } from '@/lib/requests/client';

// A Server Action called without a valid session answers HTTP 401 (lib/auth/action.ts), and Next then renders the page
// again for it, whose guard redirects: the client would follow to the login page and lose what the admin typed. So
// the session is asked for first (GET /api/admin/session): when it is over, a window signs in again in place
// (components/admin/reauth-dialog.tsx) and the call is made after. A session that ends in the few milliseconds between
// the two still meets the 401 (the security contract, e2e/admin-security.spec.ts).

type Waiter = (signedIn: boolean) => void;
let waiters: Waiter[] = [];
const listeners = new Set<() => void>();

/** Opens the sign-in window (once for simultaneous callers); true once signed in, false if closed. */
function signInAgain(): Promise<boolean> {
  return new Promise((resolve) => {
    waiters = [...waiters, resolve];
    for (const listener of listeners) listener();
  });
}

/** For the sign-in window: whether it is asked for, and how to answer. */
export const reauth = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isAsked: () => waiters.length > 0,
  settle(signedIn: boolean) {
    const answered = waiters;
    waiters = [];
    for (const listener of listeners) listener();
    for (const resolve of answered) resolve(signedIn);
  },
};

/** 'open', 'over' (401), or 'unknown' when the question itself got no answer (the network, a 503). */
export async function adminSessionState(): Promise<'open' | 'over' | 'unknown'> {
  try {
    const response = await withSendTimeout((signal) =>
      fetch('/api/admin/session', { cache: 'no-store', signal }),
    );
    return response.status === 401 ? 'over' : response.ok ? 'open' : 'unknown';
  } catch {
    return 'unknown';
  }
}

// Nothing on the page says it (the save got no answer, the session was not renewed): it stays until closed.
function tell(copy: { title: string; message: string }) {
  toast({ title: copy.title, description: copy.message, variant: 'destructive', persistent: true });
}

/**
 * Calls an admin Server Action from the browser: its typed result, or null when it was not made or got no answer (the
 * admin has been told why by a toast, and the page, with what was typed, stays as it is).
 */
export async function runAction<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T> | null> {
  if ((await adminSessionState()) === 'over' && !(await signInAgain())) {
    tell(AUTH_MESSAGES.sessionNotRenewed);
    return null;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // A call that never answers (a phone that lost its signal) must not leave its button spinning: after
    // SEND_TIMEOUT_MS the admin is told, and what was typed stays. Next cannot abort a Server Action: a later one
    // waits behind it in Next's queue, and meets this same limit if it never ends.
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, SEND_TIMEOUT_MS, 'late')));
    const answer = await Promise.race([call(), late]);
    if (answer === 'late') {
      tell(AUTH_MESSAGES.connectionLost);
      return null;
    }
    return answer;
  } catch (error) {
    // A release deployed since the page was loaded: retrying never works, only a reload (what was typed stays shown).
    tell(
      unstable_isUnrecognizedActionError(error) ? AUTH_MESSAGES.siteUpdated : AUTH_MESSAGES.connectionLost,
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export type AdminActionFn<I, T> = (input: I) => Promise<ActionResult<T>>;
