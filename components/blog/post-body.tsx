import { sanitizePostHtml } from '@/lib/blog/sanitize';
import { cn } from '@/lib/utils';
import './blog-prose.css';

/**
 * An article body. The HTML was sanitized when it was saved; it is sanitized again here so that a row written by
 * any other path (SQL console, older version) can never inject script into the page.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('blog-prose', className)}
      dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html) }}
    />
  );
}
