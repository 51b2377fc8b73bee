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

// Attempts run one at a time per instance: the count-then-record sequence cannot be raced by parallel requests,
// and at most one 128 MiB scrypt runs at once on a small server.
let queue: Promise<unknown> = Promise.resolve();

function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export function attemptAdminLogin(attempt: LoginAttempt): Promise<LoginOutcome> {
  return serialised(async () => {
    const { store, ip, password, now, credential } = attempt;
    if (!credential) return 'not-configured';
    const client = { ip, device: attempt.device ?? null };
    const allowance = await checkLoginAllowed(store, client, now);
    if (!allowance.allowed) {
      await recordLoginResult(store, client, 'refused', now);
      return 'throttled';
    }
    const ok = await passwordMatches(password, credential);
    await recordLoginResult(store, client, ok ? 'success' : 'failure', now);
    return ok ? 'success' : 'wrong-password';
  });
}
