// Sitemap entries of the published articles (plugged into lib/seo/sitemap.ts's dynamic sources).
import 'server-only';
import type { MetadataRoute } from 'next';
import { getPublishedPostsCached } from '@/lib/db/cached';
import { postPath } from './seo';

/** Articles that live elsewhere (an external URL: the list links there) are not submitted: their page is noindex. */
export async function blogSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const posts = await getPublishedPostsCached();
  return posts
    .filter((post) => !post.externalUrl)
    .map((post) => ({
      url: postPath(post.slug),
      lastModified: post.updatedAt, // the last edit, not the creation: a corrected post is crawled again
      changeFrequency: 'monthly',
      priority: 0.6,
    }));
}
