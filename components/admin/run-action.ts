import type { ActionResult } from '@/lib/auth/action';

/**
 * Calls an admin Server Action from the browser. A thrown call (expired session → HTTP 401, network failure)
 * becomes null, which callers treat as a failure and answer with a refresh (the guard then shows the login page).
 */
export async function runAction<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T> | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

export type AdminActionFn<I, T> = (input: I) => Promise<ActionResult<T>>;
