import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { serverEnv } from '@/lib/env';
import { buildSitemap, collectDynamicEntries, DYNAMIC_SITEMAP_SOURCES } from '@/lib/seo/sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Dynamic sources read the database, which must not be opened at build time.
  if (DYNAMIC_SITEMAP_SOURCES.length > 0) await connection();
  return buildSitemap(serverEnv().SITE_URL, await collectDynamicEntries());
}
