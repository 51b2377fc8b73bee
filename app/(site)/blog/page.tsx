import type { Metadata } from 'next';
import { cache } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { PostCard } from '@/components/blog/post-card';
import { BLOG_MESSAGES as M } from '@/lib/blog/messages';
import { getPublishedPostsCached } from '@/lib/db/cached';
import type { BlogPostSummary } from '@/lib/db/types';
import { pageMetadata } from '@/lib/seo/metadata';

const BLOG_METADATA: Metadata = pageMetadata({
  title: 'Blog VTC\u00a0: transferts aéroport, Disneyland et conseils de trajet',
  description:
    'Le blog Harmony Move\u00a0: conseils pour vos transferts VTC vers Orly, Roissy-CDG et Disneyland Paris au départ de Dourdan, et nos engagements qualité.',
  path: '/blog',
});

/**
 * The published articles, or null when they cannot be read (the page then shows its error message). One read and
 * one log per request (React's `cache`): the metadata and the page both ask.
 */
const loadPosts = cache(async (): Promise<BlogPostSummary[] | null> => {
  try {
    return await getPublishedPostsCached();
  } catch (error) {
    unstable_rethrow(error);
    console.error('[blog] liste des articles indisponible', error);
    return null;
  }
});

/**
 * While the articles cannot be read the page shows an error message: not to be indexed in its place (a crawl during a
 * database outage), its links still followed (SEO audit, 2026-11-29). Nor while it has no article (a new site: « Aucun
 * article de blog pour le moment. »); the sitemap leaves it out then (lib/blog/sitemap.ts).
 */
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const posts = await loadPosts();
  return posts === null || posts.length === 0
    ? { ...BLOG_METADATA, robots: { index: false, follow: true } }
    : BLOG_METADATA;
}

export default async function BlogPage() {
  // Rendered per request from the tagged cache: the database is never opened at build time (see docs/architecture.md).
  await connection();
  const posts = await loadPosts();

  return (
    <main className="bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-primary text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {M.listTitle}
          </h1>
          <p className="text-muted-foreground mt-3 text-lg leading-relaxed">{M.listIntro}</p>
        </header>

        {posts === null ? (
          <p
            role="alert"
            className="border-destructive/30 text-destructive mt-10 rounded-lg border bg-white p-6"
          >
            {M.loadFailed}
          </p>
        ) : posts.length === 0 ? (
          <p className="text-muted-foreground mt-10 rounded-lg border bg-white p-6">{M.empty}</p>
        ) : (
          <ul
            className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Articles du blog"
          >
            {posts.map((post, index) => (
              <li key={post.id} className="min-w-0">
                <PostCard post={post} eagerImage={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
