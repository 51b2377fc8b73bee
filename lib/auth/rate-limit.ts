// Brute-force limit of the admin login, stored in the database (login_attempts) so it holds across instances.
// There is no global cap (any stranger could trigger it and lock the operator out). Instead:
//   - a browser WITHOUT a valid device cookie: 5 failures per client (lib/requests/client-ip.ts) per 15 minutes;
//   - a browser WITH one (it logged in before, lib/auth/device.ts): 5 failures per device per 15 minutes, whatever
//     its address and whatever strangers do;
//   - the admin password must be strong (lib/auth/password-policy.ts), so per-client tries cannot guess it.
// A client already over its limit is refused before any queueing and nothing is written (hammering costs one read);
// an attempt refused after waiting in the login lane is recorded (refused = true, for the record). Neither is a
// failure: hammering does not extend a window (lib/auth/login.ts). A client that sends while its own waiting places
// are all taken is refused too, and that refusal IS recorded as a failure (lib/auth/login.ts): a flood uses up its
// own addresses. The clock is a parameter so the windows are testable.
import 'server-only';
import type { DataStore } from '@/lib/db/types';

export const LOGIN_LIMITS = {
  perClient: { maxFailures: 5, windowMs: 15 * 60 * 1000 },
  perDevice: { maxFailures: 5, windowMs: 15 * 60 * 1000 },
} as const;

/** Seconds announced in Retry-After (the message says 15 minutes). */
export const LOGIN_RETRY_AFTER_SECONDS = 15 * 60;

export type LoginLimitStore = Pick<DataStore, 'recordLoginAttempt' | 'countLoginFailures'>;

/** Who is attempting: the client address, and the device id of a valid device cookie (null without one). */
export interface LoginClient {
  ip: string;
  device: string | null;
}

export type LoginAllowance = { allowed: true } | { allowed: false; scope: 'client' | 'device' };

/** Failures counted against this client in the window: its device's with a device cookie, else its address's. */
export async function countRecentFailures(
  store: LoginLimitStore,
  client: LoginClient,
  now: Date,
): Promise<number> {
  if (client.device) {
    const since = new Date(now.getTime() - LOGIN_LIMITS.perDevice.windowMs);
    return store.countLoginFailures(since, undefined, client.device);
  }
  return store.countLoginFailures(new Date(now.getTime() - LOGIN_LIMITS.perClient.windowMs), client.ip);
}

/** Whether a client with `failures` counted against it may try (countRecentFailures). */
export function allowanceOf(client: LoginClient, failures: number): LoginAllowance {
  if (client.device) {
    return failures >= LOGIN_LIMITS.perDevice.maxFailures
      ? { allowed: false, scope: 'device' }
      : { allowed: true };
  }
  return failures >= LOGIN_LIMITS.perClient.maxFailures
    ? { allowed: false, scope: 'client' }
    : { allowed: true };
}

export async function checkLoginAllowed(
  store: LoginLimitStore,
  client: LoginClient,
  now: Date,
): Promise<LoginAllowance> {
  return allowanceOf(client, await countRecentFailures(store, client, now));
}

export type LoginResult = 'success' | 'failure' | 'refused';

export async function recordLoginResult(
  store: LoginLimitStore,
  client: LoginClient,
  result: LoginResult,
  now: Date,
): Promise<void> {
  await store.recordLoginAttempt(client.ip, result === 'success', now, {
    ...(client.device ? { device: client.device } : {}),
    refused: result === 'refused',
  });
}
