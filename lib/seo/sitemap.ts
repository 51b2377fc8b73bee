// The sitemap's content: every indexable public page, in French and, where it exists, in English (lib/i18n/routes.ts). Legal pages, forms that need a selected package,
// /confirmation and /admin are deliberately absent (noindex or private).
import type { MetadataRoute } from 'next';
import { blogSitemapEntries } from '@/lib/blog/sitemap';
import { twinOf } from '@/lib/i18n/routes';

export type SitemapEntry = MetadataRoute.Sitemap[number];

/** Indexable static paths. Each lane appends its own pages here. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  // foundation
  '/',
  '/a-propos',
  '/contact',
  '/offre-entreprise',
  // wizard
  '/reservation',
  // packages
  '/forfaits-locaux',
  '/forfaits-locaux/essonne-91',
  '/forfaits-locaux/yvelines-78',
  '/forfaits-locaux/chartres',
  '/forfaits-locaux/dourdan-aeroports',
  '/forfaits-aeroports',
  '/forfaits-disney',
  // blog: `/blog` and its articles come from lib/blog/sitemap.ts (the list only while it has articles)
];

/** Async sources of extra entries (e.g. published blog articles), each returning absolute or relative URLs. */
export const DYNAMIC_SITEMAP_SOURCES: ReadonlyArray<() => Promise<SitemapEntry[]>> = [
  // blog: every published article
  blogSitemapEntries,
];

const PRIORITY: Record<string, number> = { '/': 1, '/reservation': 0.9 };

export function buildSitemap(siteUrl: string, extra: readonly SitemapEntry[] = []): MetadataRoute.Sitemap {
  const absolute = (url: string) => new URL(url, siteUrl).toString();
  const entries = new Map<string, SitemapEntry>();
  for (const path of STATIC_PUBLIC_PATHS) {
    const twin = twinOf(path);
    // A page in both languages: both URLs, each with the fr / en / x-default (French) alternates.
    const alternates = twin
      ? { languages: { fr: absolute(twin.fr), en: absolute(twin.en), 'x-default': absolute(twin.fr) } }
      : undefined;
    for (const url of twin ? [twin.fr, twin.en] : [path]) {
      entries.set(absolute(url), {
        url: absolute(url),
        changeFrequency: path === '/' ? 'weekly' : 'monthly',
        priority: PRIORITY[path] ?? 0.7,
        ...(alternates ? { alternates } : {}),
      });
    }
  }
  for (const entry of extra) entries.set(absolute(entry.url), { ...entry, url: absolute(entry.url) });
  return [...entries.values()];
}

/** Runs every dynamic source; one failing source (e.g. database down) drops only its own entries. */
export async function collectDynamicEntries(
  sources: ReadonlyArray<() => Promise<SitemapEntry[]>> = DYNAMIC_SITEMAP_SOURCES,
): Promise<SitemapEntry[]> {
  const results = await Promise.allSettled(sources.map((source) => source()));
  return results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
}
