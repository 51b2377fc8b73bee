// Sitemap entries of the published articles (plugged into lib/seo/sitemap.ts's dynamic sources).
import 'server-only';
import type { MetadataRoute } from 'next';
import { getPublishedPostsCached } from '@/lib/db/cached';
import { postPath } from './seo';

export async function blogSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const posts = await getPublishedPostsCached();
  return posts.map((post) => ({
    url: postPath(post.slug),
    lastModified: post.updatedAt, // the last edit, not the creation: a corrected post is crawled again
    changeFrequency: 'monthly',
    priority: 0.6,
  }));
}
