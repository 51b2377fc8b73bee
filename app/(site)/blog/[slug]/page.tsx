import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { ArrowLeftIcon as ArrowLeft, ExternalLinkIcon as ExternalLink } from '@/components/site/shell-icons';
import { PostBody } from '@/components/blog/post-body';
import { PostImage } from '@/components/blog/post-image';
import { BLOG_MESSAGES as M } from '@/lib/blog/messages';
import { buildBlogPostingJsonLd, postDate, postMetadata } from '@/lib/blog/seo';
import { getPublishedPostCached } from '@/lib/db/cached';
import type { BlogPost } from '@/lib/db/types';
import { serverEnv } from '@/lib/env';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { lowercaseUrl } from '@/lib/seo/lowercase-path';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { formatLongFrenchDate } from '@/lib/format/dates';

type Props = { params: Promise<{ slug: string }> };

/**
 * The published post, or null for an unknown slug or a draft (answered by the 404 page). A database failure is thrown
 * to the error screen (« Le service est momentanément indisponible ») with a 5xx: a 404 would tell a crawler passing
 * during an outage that a published article is gone.
 */
async function loadPost(slug: string): Promise<BlogPost | null> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null;
  try {
    return await getPublishedPostCached(slug);
  } catch (error) {
    console.error(`[blog] article « ${slug} » indisponible`, error);
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const post = await loadPost((await params).slug);
  return post ? postMetadata(post) : notFoundMetadata('fr');
}

export default async function BlogArticlePage({ params }: Props) {
  // Per request from the tagged cache; never at build time (the embedded database is single-process).
  await connection();
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) {
    // Slugs are lower case: « /blog/Mon-Article » is the article's own address typed with capitals.
    const lower = lowercaseUrl('/blog', [slug]);
    if (lower) permanentRedirect(lower);
    notFound();
  }

  const jsonLd = serializeJsonLd(buildBlogPostingJsonLd(post, serverEnv().SITE_URL));

  return (
    <main>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 md:pt-14">
        <Link
          href="/blog"
          className="text-primary inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {M.backToList}
        </Link>
        <header className="mt-6">
          <h1 className="text-primary text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <p className="text-muted-foreground mt-4">
            {M.publishedOn} <time dateTime={postDate(post)}>{formatLongFrenchDate(postDate(post))}</time>
          </p>
          {post.metaDescription ? (
            <p className="text-muted-foreground mt-4 text-lg leading-relaxed">{post.metaDescription}</p>
          ) : null}
        </header>
        {post.imageUrl ? (
          <div className="bg-muted relative mt-8 aspect-[16/9] overflow-hidden rounded-xl">
            <PostImage src={post.imageUrl} sizes="(min-width: 768px) 768px, 100vw" eager />
          </div>
        ) : null}
        <PostBody html={post.content} className="mt-10" />
        {post.externalUrl ? (
          <p className="mt-10">
            <a
              href={post.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary inline-flex items-center gap-1.5 font-semibold underline underline-offset-4"
            >
              {M.readExternal}
              <span className="sr-only"> {M.newTab}</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </p>
        ) : null}
        <footer className="mt-12 border-t pt-6">
          <Link
            href="/blog"
            className="text-primary inline-flex items-center gap-1.5 rounded-sm font-semibold underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {M.backToList}
          </Link>
        </footer>
      </article>
    </main>
  );
}
