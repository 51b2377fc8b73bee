// Sitemap entries of the published articles (plugged into lib/seo/sitemap.ts's dynamic sources).
import 'server-only';
import type { MetadataRoute } from 'next';
import { getPublishedPostsCached } from '@/lib/db/cached';
import { postPath } from './seo';

/**
 * The list `/blog` while it has articles (empty, it is noindex: app/(site)/blog/page.tsx), and each article. Articles
 * that live elsewhere (an external URL: the list links there) are not submitted: their page is noindex.
 */
export async function blogSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const posts = await getPublishedPostsCached();
  if (posts.length === 0) return [];
  return [
    { url: '/blog', changeFrequency: 'monthly', priority: 0.7 },
    ...posts
      .filter((post) => !post.externalUrl)
      .map((post) => ({
        url: postPath(post.slug),
        lastModified: post.updatedAt, // the last edit, not the creation: a corrected post is crawled again
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
  ];
}
