// Per-IP request limit stored in the database (`request_throttle`), so it holds across server instances.
import type { DataStore } from '@/lib/db/types';
import { RequestError } from './errors';
import { REQUEST_MESSAGES } from './messages';

export interface ThrottleRule {
  /** Requests allowed per IP inside the window. */
  limit: number;
  windowMs: number;
}

/** Default for public forms: 10 requests per 10 minutes per IP and bucket. */
export const DEFAULT_THROTTLE: ThrottleRule = { limit: 10, windowMs: 10 * 60 * 1000 };

type ThrottleStore = Pick<DataStore, 'countThrottleHits' | 'recordThrottleHit'>;

/**
 * Counts the IP's recent hits in `bucket`; refuses with 429 once the limit is reached, otherwise records this hit.
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
  const hits = await store.countThrottleHits(bucket, ip, since);
  if (hits >= rule.limit) throw throttledError();
  await store.recordThrottleHit(bucket, ip, now);
}

export function throttledError(): RequestError {
  return new RequestError(429, REQUEST_MESSAGES.throttled.title, REQUEST_MESSAGES.throttled.message);
}
