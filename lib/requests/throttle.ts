// Per-client request limit stored in the database (`request_throttle`), so it holds across server instances.
// The client is the one lib/requests/client-ip.ts names (TRUSTED_PROXY); the count and the record are one atomic
// store call (SQL function take_throttle_slot), so parallel requests cannot all pass a "count < limit" check.
import type { DataStore } from '@/lib/db/types';
import { RequestError } from './errors';
import { REQUEST_MESSAGES } from './messages';

export interface ThrottleRule {
  /** Requests allowed per client inside the window. */
  limit: number;
  windowMs: number;
}

/** Default for public forms: 10 requests per 10 minutes per client and bucket. */
export const DEFAULT_THROTTLE: ThrottleRule = { limit: 10, windowMs: 10 * 60 * 1000 };

export type ThrottleStore = Pick<DataStore, 'takeThrottleSlot'>;

/**
 * Records this hit of `ip` in `bucket` if fewer than `rule.limit` hits fall inside the window, else refuses with 429.
 * Refused requests are not recorded, so a blocked client is let in again as soon as its window slides.
 */
export async function enforceThrottle(
  store: ThrottleStore,
  bucket: string,
  ip: string,
  now: Date,
  rule: ThrottleRule = DEFAULT_THROTTLE,
): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  const recorded = await store.takeThrottleSlot(bucket, ip, now, since, rule.limit);
  if (!recorded) throw throttledError();
}

export function throttledError(): RequestError {
  return new RequestError(429, REQUEST_MESSAGES.throttled.title, REQUEST_MESSAGES.throttled.message);
}
