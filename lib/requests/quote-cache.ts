// A small in-process LRU of /api/quote answers (issue 13 "no bill"): identical requests — same resolved places, trip,
// vehicle, test-name flag, price settings and local price tables — within a minute are answered from memory, without
// the database or Google. The settings' and the tables' content is part of the key, so an admin price change is never
// hidden by the cache.
import 'server-only';
import { createHash } from 'node:crypto';
import type { PriceSettings } from '@/lib/pricing';
import type { LocalRoute } from '@/lib/pricing/local-routes';

export const QUOTE_CACHE_TTL_MS = 60_000;
export const QUOTE_CACHE_MAX = 500;

interface Entry<T> {
  value: T;
  expires: number;
}

const entries = new Map<string, Entry<unknown>>();
// Memoised on the objects: the cached settings and routes are reused from one request to the next.
const versions = new WeakMap<object, string>();

/** A short digest of a pricing document (the settings, the local routes), memoised on the object. */
export function contentVersion(document: object): string {
  let version = versions.get(document);
  if (version === undefined) {
    version = createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 16);
    versions.set(document, version);
  }
  return version;
}

export function quoteCacheKey(parts: {
  from: string;
  to: string;
  tripType: string;
  vehicleType: string;
  testName: boolean;
  settings: PriceSettings;
  localRoutes: readonly LocalRoute[];
}): string {
  return JSON.stringify([
    parts.from,
    parts.to,
    parts.tripType,
    parts.vehicleType,
    parts.testName,
    contentVersion(parts.settings),
    contentVersion(parts.localRoutes),
  ]);
}

export function getCachedQuote<T>(key: string, now = Date.now()): T | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    entries.delete(key);
    return undefined;
  }
  // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
  entries.delete(key);
  entries.set(key, entry);
  return entry.value as T;
}

export function setCachedQuote<T>(key: string, value: T, now = Date.now()): void {
  entries.delete(key);
  if (entries.size >= QUOTE_CACHE_MAX) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, { value, expires: now + QUOTE_CACHE_TTL_MS });
}

/** For tests. */
export function clearQuoteCache(): void {
  entries.clear();
}
