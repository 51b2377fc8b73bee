// One admin login attempt: rate limit (before any password work), password check, attempt recorded (refused too).
import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { plainPasswordMatches, verifyPassword } from './password';
import { checkLoginAllowed, recordLoginResult, type LoginLimitStore } from './rate-limit';

export type AdminCredential = { kind: 'hash'; hash: string } | { kind: 'plain'; password: string };

/**
 * ADMIN_PASSWORD_HASH always wins. The plain ADMIN_PASSWORD is honoured only outside production (`next dev`
 * reads it from .env.development); lib/env.ts refuses it in production.
 */
export function adminCredential(
  env: Pick<ServerEnv, 'NODE_ENV' | 'ADMIN_PASSWORD_HASH' | 'ADMIN_PASSWORD'> = serverEnv(),
): AdminCredential | null {
  if (env.ADMIN_PASSWORD_HASH) return { kind: 'hash', hash: env.ADMIN_PASSWORD_HASH };
  if (env.ADMIN_PASSWORD && env.NODE_ENV !== 'production') {
    return { kind: 'plain', password: env.ADMIN_PASSWORD };
  }
  return null;
}

export type LoginOutcome = 'success' | 'wrong-password' | 'throttled' | 'not-configured';

export interface LoginAttempt {
  store: LoginLimitStore;
  ip: string;
  /** Device id of a valid device cookie (lib/auth/device.ts), null without one. */
  device?: string | null;
  password: string;
  now: Date;
  credential: AdminCredential | null;
}

async function passwordMatches(password: string, credential: AdminCredential): Promise<boolean> {
  return credential.kind === 'hash'
    ? verifyPassword(password, credential.hash)
    : plainPasswordMatches(password, credential.password);
}

/**
 * Attempts run one at a time per lane and instance: the count-then-record sequence cannot be raced by parallel requests,
 * and few 128 MiB scrypts run at once on a small server. Two lanes, so that strangers never hold up the operator: a
 * browser that logged in before (a valid device cookie) waits only behind other such browsers. A stranger's lane holds
 * at most MAX_WAITING_ATTEMPTS: beyond, the attempt is refused at once (429) — one client sending faster than scrypt
 * could otherwise grow the wait without bound, and forty addresses delayed a login by 18 s (trust audit, 2026-11-28).
 */
export const MAX_WAITING_ATTEMPTS = 8;

function lane() {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    full: () => waiting >= MAX_WAITING_ATTEMPTS,
    run<T>(task: () => Promise<T>): Promise<T> {
      waiting += 1;
      const run = tail.then(task, task).finally(() => {
        waiting -= 1;
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

const lanes = { device: lane(), stranger: lane() };

export async function attemptAdminLogin(attempt: LoginAttempt): Promise<LoginOutcome> {
  const { store, ip, password, now, credential } = attempt;
  if (!credential) return 'not-configured';
  const client = { ip, device: attempt.device ?? null };
  // A throttled client is refused before it takes a place in a lane: one read, no password work, no waiting.
  if (!(await checkLoginAllowed(store, client, now)).allowed) return 'throttled';
  const queue = client.device ? lanes.device : lanes.stranger;
  if (!client.device && queue.full()) return 'throttled';
  return queue.run(async () => {
    // Counted again in the lane: failures recorded while this attempt waited count.
    if (!(await checkLoginAllowed(store, client, now)).allowed) {
      await recordLoginResult(store, client, 'refused', now);
      return 'throttled';
    }
    const ok = await passwordMatches(password, credential);
    await recordLoginResult(store, client, ok ? 'success' : 'failure', now);
    return ok ? 'success' : 'wrong-password';
  });
}
