// Brute-force limit of the admin login, stored in the database (login_attempts) so it holds across instances.
// There is no global cap (any stranger could trigger it and lock the operator out). Instead:
//   - a browser WITHOUT a valid device cookie: 5 failures per client (lib/requests/client-ip.ts) per 15 minutes;
//   - a browser WITH one (it logged in before, lib/auth/device.ts): 5 failures per device per 15 minutes, whatever
//     its address and whatever strangers do;
//   - the admin password must be strong (lib/auth/password-policy.ts), so per-client tries cannot guess it.
// A client already over its limit is refused before any queueing and nothing is written (hammering costs one read).
// A password is checked only on a claim (claimLoginCheck): one database call counts the client's failures and records
// the attempt as a failure before the check, atomically across instances, so N instances cannot each let a client
// with 4 failures try once more; the claim becomes a success when the password matches. A claim refused (over the
// limit) is recorded as refused, not as a failure: hammering does not extend a window (lib/auth/login.ts). A client
// that sends while its own waiting places are all taken is refused too, and that refusal IS recorded as a failure
// (lib/auth/login.ts): a flood uses up its own addresses. The clock is a parameter so the windows are testable.
import 'server-only';
import type { DataStore } from '@/lib/db/types';

export const LOGIN_LIMITS = {
  perClient: { maxFailures: 5, windowMs: 15 * 60 * 1000 },
  perDevice: { maxFailures: 5, windowMs: 15 * 60 * 1000 },
} as const;

/** Seconds announced in Retry-After (the message says 15 minutes). */
export const LOGIN_RETRY_AFTER_SECONDS = 15 * 60;

export type LoginLimitStore = Pick<
  DataStore,
  'recordLoginAttempt' | 'countLoginFailures' | 'claimLoginAttempt' | 'markLoginSucceeded'
>;

/** Who is attempting: the client address, and the device id of a valid device cookie (null without one). */
export interface LoginClient {
  ip: string;
  device: string | null;
}

export type LoginAllowance = { allowed: true } | { allowed: false; scope: 'client' | 'device' };

/** The rule that applies to a client: its device's with a device cookie, else its address's. */
function ruleOf(client: LoginClient) {
  return client.device ? LOGIN_LIMITS.perDevice : LOGIN_LIMITS.perClient;
}

const windowStart = (client: LoginClient, now: Date) => new Date(now.getTime() - ruleOf(client).windowMs);

/** Failures counted against this client in the window: its device's with a device cookie, else its address's. */
export async function countRecentFailures(
  store: LoginLimitStore,
  client: LoginClient,
  now: Date,
): Promise<number> {
  return client.device
    ? store.countLoginFailures(windowStart(client, now), undefined, client.device)
    : store.countLoginFailures(windowStart(client, now), client.ip);
}

/** Whether a client with `failures` counted against it may try (countRecentFailures). */
export function allowanceOf(client: LoginClient, failures: number): LoginAllowance {
  if (failures < ruleOf(client).maxFailures) return { allowed: true };
  return { allowed: false, scope: client.device ? 'device' : 'client' };
}

/**
 * The right to check one password, taken atomically across instances: the id of an attempt recorded as a failure
 * now (markLoginSucceeded when the password matches), or null when the client is at its limit (a refused attempt
 * recorded). supabase/migrations/20261129000600_login_claim.sql.
 */
export function claimLoginCheck(
  store: LoginLimitStore,
  client: LoginClient,
  now: Date,
): Promise<string | null> {
  return store.claimLoginAttempt({
    ip: client.ip,
    device: client.device,
    at: now,
    since: windowStart(client, now),
    max: ruleOf(client).maxFailures,
  });
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
