// Cached public reads (Next's data cache, `unstable_cache`), invalidated by tag when the admin changes something.
// Pages that read the database render at request time (`await connection()`), and these reads keep them fast.
// Failures are never cached: an UnavailableError propagates to the caller and the next request tries again.
import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@/lib/pricing/settings';
import { getStore, storeIdentity } from './index';
import type { BlogPost, BlogPostSummary, Department, LocalPackage } from './types';

export const CACHE_TAGS = {
  packages: 'packages',
  posts: 'posts',
  prices: 'prices',
  reservations: 'reservations',
} as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Different databases (PGlite dir, Postgres URL, Supabase project) never share cache entries. */
function dbKey(): string {
  const { kind, id } = storeIdentity();
  return `${kind}:${id}`;
}

const activePackages = unstable_cache(
  async (_db: string, department: Department): Promise<LocalPackage[]> =>
    (await getStore()).listActivePackages(department),
  ['db', 'active-packages'],
  { tags: [CACHE_TAGS.packages] },
);

const publishedPosts = unstable_cache(
  async (_db: string): Promise<BlogPostSummary[]> => (await getStore()).listPublishedPosts(),
  ['db', 'published-posts'],
  { tags: [CACHE_TAGS.posts] },
);

const publishedPost = unstable_cache(
  async (_db: string, slug: string): Promise<BlogPost | null> =>
    (await getStore()).getPublishedPostBySlug(slug),
  ['db', 'published-post'],
  { tags: [CACHE_TAGS.posts] },
);

const priceSettings = unstable_cache(
  async (_db: string): Promise<PriceSettings | null> => (await getStore()).getPriceSettings(),
  ['db', 'price-settings'],
  { tags: [CACHE_TAGS.prices] },
);

/** Active packages of one department, end_location ascending (public price tables). */
export function getActivePackagesCached(department: Department): Promise<LocalPackage[]> {
  return activePackages(dbKey(), department);
}

/** Published posts, newest first (blog list, sitemap). */
export function getPublishedPostsCached(): Promise<BlogPostSummary[]> {
  return publishedPosts(dbKey());
}

/** One published post by slug, or null (→ notFound()). */
export function getPublishedPostCached(slug: string): Promise<BlogPost | null> {
  return publishedPost(dbKey(), slug);
}

/** The admin's general rates; the defaults when the row does not exist (or no longer validates). */
export async function getPriceSettingsCached(): Promise<PriceSettings> {
  return (await priceSettings(dbKey())) ?? DEFAULT_PRICE_SETTINGS;
}

/**
 * Expires the given tags at once (the next read is a blocking miss). For Route Handlers and Server Actions after a
 * mutation; inside a Server Action `updateTag(tag)` gives read-your-own-writes as well.
 */
export function revalidateData(...tags: CacheTag[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
