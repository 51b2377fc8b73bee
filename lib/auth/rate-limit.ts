// Brute-force limit of the admin login, stored in the database (login_attempts) so it holds across instances.
// There is no global cap (any stranger could trigger it and lock the operator out). Instead:
//   - a browser WITHOUT a valid device cookie: 5 failures per client (lib/requests/client-ip.ts) per 15 minutes;
//   - a browser WITH one (it logged in before, lib/auth/device.ts): 5 failures per device per 15 minutes, whatever
//     its address and whatever strangers do;
//   - the admin password must be strong (lib/auth/password-policy.ts), so per-client tries cannot guess it.
// A client already over its limit is refused before any queueing and nothing is written (hammering costs one read);
// an attempt refused after waiting in the login lane is recorded (refused = true, for the record). Neither is a
// failure: hammering does not extend a window (lib/auth/login.ts). The clock is a parameter so the windows are testable.
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

export async function checkLoginAllowed(
  store: LoginLimitStore,
  client: LoginClient,
  now: Date,
): Promise<LoginAllowance> {
  if (client.device) {
    const { maxFailures, windowMs } = LOGIN_LIMITS.perDevice;
    const failures = await store.countLoginFailures(
      new Date(now.getTime() - windowMs),
      undefined,
      client.device,
    );
    return failures >= maxFailures ? { allowed: false, scope: 'device' } : { allowed: true };
  }
  const { maxFailures, windowMs } = LOGIN_LIMITS.perClient;
  const failures = await store.countLoginFailures(new Date(now.getTime() - windowMs), client.ip);
  return failures >= maxFailures ? { allowed: false, scope: 'client' } : { allowed: true };
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
