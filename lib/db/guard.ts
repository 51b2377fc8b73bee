// Failure discipline shared by every adapter: each call is bounded by a time-out, and engine errors become the typed
// errors of ./errors (a page never hangs on a slow database and never shows a raw driver error).
import { ConflictError, DataError, InvalidDataError, UnavailableError } from './errors';

export const DEFAULT_DB_TIMEOUT_MS = 5_000;

/** Rejects with UnavailableError when `work` has not settled after `ms` milliseconds. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UnavailableError(new Error(`délai dépassé (${ms} ms)`))), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

interface EngineError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/**
 * SQLSTATE → typed error. 23505 (unique) → ConflictError; other integrity/data errors (22xxx, 23xxx) →
 * InvalidDataError; everything else (connection refused, 08xxx, 57Pxx, 53xxx, unknown) → UnavailableError.
 */
export function mapEngineError(error: unknown, what: string): DataError {
  if (error instanceof DataError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as EngineError;
  const code = typeof e.code === 'string' ? e.code : '';
  if (code === '23505') {
    return new ConflictError(what, typeof e.constraint === 'string' ? e.constraint : undefined);
  }
  if (/^2[23][0-9A-Z]{3}$/.test(code)) {
    return new InvalidDataError(
      `${what} : données refusées par la base (${code}${typeof e.message === 'string' ? ` ${e.message}` : ''})`,
    );
  }
  return new UnavailableError(error);
}

/** Runs one data call: time-out + error mapping. */
export async function guarded<T>(what: string, timeoutMs: number, work: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(work(), timeoutMs);
  } catch (error) {
    throw mapEngineError(error, what);
  }
}
