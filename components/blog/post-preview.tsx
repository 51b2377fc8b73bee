'use client';

// Live preview of a post's HTML in the editor, rendered by the server's sanitizer (refreshed 400 ms after typing).
import { useEffect, useState } from 'react';
import { BLOG_ADMIN_MESSAGES as M } from '@/lib/blog/messages';
import { adminSessionState } from '@/components/admin/run-action';
import type { BlogAdminActions } from './admin-actions';
import './blog-prose.css';

const PREVIEW_DEBOUNCE_MS = 400;

export function PostPreview({
  id,
  content,
  preview,
}: {
  id: string;
  content: string;
  preview: BlogAdminActions['preview'];
}) {
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const bodyIsEmpty = content.trim() === '';

  useEffect(() => {
    if (content.trim() === '') return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        // Not after the session has ended: the action's 401 would take the page, and the article, to the login page.
        if ((await adminSessionState()) === 'over') return;
        const result = await preview({ content });
        if (current && result.ok) setPreviewHtml(result.data);
      } catch {
        // The preview is a convenience: a failed refresh keeps the last one.
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [preview, content]);

  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h3 id={id} className="text-sm font-medium">
        {M.preview}
      </h3>
      <div className="bg-muted/40 max-h-[28rem] min-h-64 overflow-y-auto rounded-md border p-4">
        {bodyIsEmpty || previewHtml === null ? (
          <p className="text-muted-foreground text-sm">{M.previewEmpty}</p>
        ) : (
          <div
            data-testid="post-preview"
            className="blog-prose blog-prose-sm"
            dangerouslySetInnerHTML={{ __html: previewHtml }}
          />
        )}
      </div>
    </section>
  );
}
