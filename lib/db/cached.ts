// Public reads of editable data (rates, packages, posts) behind a short, bounded, per-process memo.
//
// Many instances, one truth (docs/architecture.md, "Caching decision"): Next's data cache
// (`unstable_cache`) lives in each process, so an admin change expired on one instance stayed stale on the others.
// Measured (docs/performance.md), one of these reads costs well under a millisecond on PostgreSQL, so the database is
// the shared truth and this memo only absorbs bursts: an entry lives at most DATA_MEMO_TTL_MS (1 s), a read after that
// waits for the database (no stale-while-revalidate), and concurrent reads of one key share one query. Every instance
// therefore shows an admin change within 1 s; the instance that made it shows it at once (`updateData`).
// Pages that read the database render at request time (`await connection()`).
// Failures are never cached: an UnavailableError propagates to the caller and the next request tries again.
import 'server-only';
import { revalidateTag, updateTag } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@/lib/pricing/settings';
import { getStore, storeIdentity } from './index';
import { toLocalRoutes } from '@/lib/packages/local-routes';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import {
  DEPARTMENTS,
  type BlogPost,
  type BlogPostSummary,
  type Department,
  type LocalPackage,
} from './types';

export const CACHE_TAGS = {
  packages: 'packages',
  posts: 'posts',
  prices: 'prices',
  reservations: 'reservations',
} as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Longest time an instance may show data older than the database (the "within 2 s" guarantee, with margin). */
export const DATA_MEMO_TTL_MS = 1_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  tag: CacheTag;
}

// On globalThis: the dev server re-evaluates modules, and the memo must stay one per process.
const holder = globalThis as typeof globalThis & { __hmDataMemo?: Map<string, Entry> };
const entries = (holder.__hmDataMemo ??= new Map<string, Entry>());

/** Different databases (PGlite dir, Postgres URL, Supabase project) never share entries. */
function dbKey(): string {
  const { kind, id } = storeIdentity();
  return `${kind}:${id}`;
}

function memo<T>(tag: CacheTag, key: string, load: () => Promise<T>): Promise<T> {
  const fullKey = `${dbKey()}|${tag}|${key}`;
  const now = Date.now();
  const hit = entries.get(fullKey);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  const entry: Entry = { value, expiresAt: now + DATA_MEMO_TTL_MS, tag };
  entries.set(fullKey, entry);
  // A failure is forgotten at once (only if no newer entry replaced it meanwhile).
  value.catch(() => {
    if (entries.get(fullKey) === entry) entries.delete(fullKey);
  });
  return value;
}

/** Forgets this process's entries of the given tags (other instances expire theirs within DATA_MEMO_TTL_MS). */
export function forgetData(...tags: CacheTag[]): void {
  for (const [key, entry] of entries) if (tags.includes(entry.tag)) entries.delete(key);
}

/** Active packages of one department, end_location ascending (public price tables). */
export function getActivePackagesCached(department: Department): Promise<LocalPackage[]> {
  return memo(CACHE_TAGS.packages, department, async () => (await getStore()).listActivePackages(department));
}

/**
 * Every active row of the four tables as the quote matches them (lib/packages/local-routes.ts), in the tables' order:
 * one memo entry, so a quote awaits one promise and the routes are built once per read.
 */
export function getLocalRoutesCached(): Promise<LocalRoute[]> {
  return memo(CACHE_TAGS.packages, 'local-routes', async () => {
    const store = await getStore();
    const tables = await Promise.all(DEPARTMENTS.map((d) => store.listActivePackages(d)));
    return toLocalRoutes(tables.flat());
  });
}

/** Published posts, newest first (blog list, sitemap). */
export function getPublishedPostsCached(): Promise<BlogPostSummary[]> {
  return memo(CACHE_TAGS.posts, 'list', async () => (await getStore()).listPublishedPosts());
}

/** One published post by slug, or null (→ notFound()). */
export function getPublishedPostCached(slug: string): Promise<BlogPost | null> {
  return memo(CACHE_TAGS.posts, `slug:${slug}`, async () => (await getStore()).getPublishedPostBySlug(slug));
}

/** The admin's general rates; the defaults when the row does not exist (or no longer validates). */
export async function getPriceSettingsCached(): Promise<PriceSettings> {
  const settings = await memo(CACHE_TAGS.prices, 'settings', async () =>
    (await getStore()).getPriceSettings(),
  );
  return settings ?? DEFAULT_PRICE_SETTINGS;
}

/**
 * The settings, or null when the database cannot be read: a page that prints prices says they are unavailable
 * (components/packages/fixed-packages-page.tsx) and the wizard previews with the defaults (the server prices again),
 * instead of a 500.
 */
export async function getPriceSettingsOrNull(): Promise<PriceSettings | null> {
  try {
    return await getPriceSettingsCached();
  } catch (error) {
    unstable_rethrow(error);
    console.error('[tarifs] lecture des tarifs impossible', error);
    return null;
  }
}

/**
 * After a mutation in a Route Handler: forgets the memo and expires Next's own caches of the tags (router, pages).
 */
export function revalidateData(...tags: CacheTag[]): void {
  forgetData(...tags);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** After a mutation in a Server Action: the same, with read-your-own-writes on the page that called it. */
export function updateData(...tags: CacheTag[]): void {
  forgetData(...tags);
  for (const tag of tags) updateTag(tag);
}
