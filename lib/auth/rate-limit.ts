// Brute-force limit for the admin login, stored in the database (login_attempts) so it holds across instances:
//   - 5 failures from one IP within 15 minutes → that IP is refused (429) until the window slides past them;
//   - 100 failures from all IPs within one hour → every login is refused (429): caps a distributed guessing run.
// A refused attempt is not checked and not recorded. The clock is a parameter so the windows are testable.
import type { DataStore } from '@/lib/db/types';

export const LOGIN_LIMITS = {
  perIp: { maxFailures: 5, windowMs: 15 * 60 * 1000 },
  global: { maxFailures: 100, windowMs: 60 * 60 * 1000 },
} as const;

/** Seconds announced in Retry-After (the message says 15 minutes). */
export const LOGIN_RETRY_AFTER_SECONDS = 15 * 60;

export type LoginLimitStore = Pick<DataStore, 'recordLoginAttempt' | 'countLoginFailures'>;

export type LoginAllowance = { allowed: true } | { allowed: false; scope: 'ip' | 'global' };

export async function checkLoginAllowed(
  store: LoginLimitStore,
  ip: string,
  now: Date,
): Promise<LoginAllowance> {
  const { perIp, global } = LOGIN_LIMITS;
  const ipFailures = await store.countLoginFailures(new Date(now.getTime() - perIp.windowMs), ip);
  if (ipFailures >= perIp.maxFailures) return { allowed: false, scope: 'ip' };
  const allFailures = await store.countLoginFailures(new Date(now.getTime() - global.windowMs));
  if (allFailures >= global.maxFailures) return { allowed: false, scope: 'global' };
  return { allowed: true };
}

export async function recordLoginResult(
  store: LoginLimitStore,
  ip: string,
  succeeded: boolean,
  now: Date,
): Promise<void> {
  await store.recordLoginAttempt(ip, succeeded, now);
}
