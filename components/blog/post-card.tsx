import Link from 'next/link';
import { ExternalLinkIcon as ExternalLink } from '@/components/site/shell-icons';
import { ArrowRightIcon as ArrowRight } from '@/components/ui/icons';
import { BLOG_MESSAGES as M } from '@/lib/blog/messages';
import { postDate } from '@/lib/blog/seo';
import type { BlogPostSummary } from '@/lib/domain/records';
import { PostImage } from './post-image';
import { formatLongFrenchDate } from '@/lib/format/dates';

const linkClass =
  'text-primary mt-auto inline-flex items-center gap-1.5 self-start rounded-sm font-semibold underline-offset-4 hover:underline';

/** One post in the /blog list: an external post opens its own site in a new tab, the others their article page. */
export function PostCard({ post, eagerImage = false }: { post: BlogPostSummary; eagerImage?: boolean }) {
  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow hover:shadow-md">
      {post.imageUrl ? (
        <div className="bg-muted relative aspect-[16/9]">
          <PostImage
            src={post.imageUrl}
            sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
            eager={eagerImage}
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-muted-foreground text-sm">
          <time dateTime={postDate(post)}>{formatLongFrenchDate(postDate(post))}</time>
        </p>
        <h2 className="text-xl leading-snug font-bold text-balance">{post.title}</h2>
        {post.metaDescription ? (
          <p className="text-muted-foreground leading-relaxed">{post.metaDescription}</p>
        ) : null}
        {post.externalUrl ? (
          <a href={post.externalUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {M.readExternal}
            <span className="sr-only">
              &nbsp;: {post.title} {M.newTab}
            </span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : (
          <Link href={`/blog/${post.slug}`} className={linkClass}>
            {M.readMore}
            <span className="sr-only">&nbsp;: {post.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </article>
  );
}
