'use client';

import { useRef, useState, useTransition } from 'react';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { BLOG_ADMIN_MESSAGES as M } from '@/lib/blog/messages';
import { postDate } from '@/lib/blog/seo';
import type { BlogPost } from '@/lib/domain/records';
import { runAction } from '@/components/admin/run-action';
import type { BlogAdminActions } from './admin-actions';
import { PostFormDialog } from './post-form-dialog';
import { formatLongFrenchDate } from '@/lib/format/dates';

/** By the date each card shows: the publication date as readers see it, the creation date of a never-published draft. */
function newestFirst(posts: BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => postDate(b).localeCompare(postDate(a)));
}

const ADD_BUTTON_ID = 'ajouter-article';

/** /admin/blog: every post (published or not), newest first, with add, edit and delete-after-confirmation. */
export function BlogAdmin({
  initialPosts,
  actions,
}: {
  initialPosts: BlogPost[] | null;
  actions: BlogAdminActions;
}) {
  const [posts, setPosts] = useState(() => newestFirst(initialPosts ?? []));
  const [editing, setEditing] = useState<BlogPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const [deletePending, startDelete] = useTransition();
  // Set once a post is deleted: its card and its « Supprimer » button went with it, so the window gives the focus to
  // « Ajouter un article » instead of <body> (the top of the page, for the keyboard).
  const focusAfterDelete = useRef(false);

  function onSaved(saved: BlogPost) {
    setPosts((current) => newestFirst([saved, ...current.filter((post) => post.id !== saved.id)]));
  }

  function confirmDelete(post: BlogPost) {
    startDelete(async () => {
      const result = await runAction(() => actions.remove({ id: post.id }));
      setDeleting(null);
      if (!result) return;
      if (result.ok) {
        setPosts((current) => current.filter((p) => p.id !== post.id));
        focusAfterDelete.current = true;
        toast({ title: M.successTitle, description: M.deleted, variant: 'success' });
        return;
      }
      toast({ title: M.errorTitle, description: M.deleteFailed, variant: 'destructive' });
    });
  }

  return (
    <main>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-primary text-2xl font-bold sm:text-3xl">{M.pageTitle}</h1>
        <Button id={ADD_BUTTON_ID} onClick={() => setEditing('new')} disabled={initialPosts === null}>
          <Plus aria-hidden="true" />
          {M.add}
        </Button>
      </div>

      {initialPosts === null ? (
        <div role="alert" className="border-destructive/40 bg-destructive/5 mt-8 rounded-lg border p-4">
          <p className="text-destructive font-semibold">{M.errorTitle}</p>
          <p className="mt-1">{M.loadFailed}</p>
        </div>
      ) : posts.length === 0 ? (
        <p className="text-muted-foreground mt-8 rounded-lg border bg-white p-6">{M.none}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Articles">
          {posts.map((post) => (
            <li key={post.id} className="min-w-0">
              <article
                className="bg-card flex h-full flex-col gap-3 rounded-xl border p-5 shadow-sm"
                aria-labelledby={`post-${post.id}`}
              >
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant={post.isPublished ? 'success' : 'secondary'}>
                    {post.isPublished ? M.published : M.draft}
                  </Badge>
                  <time dateTime={postDate(post)} className="text-muted-foreground">
                    {formatLongFrenchDate(postDate(post))}
                  </time>
                </div>
                <h2 id={`post-${post.id}`} className="text-lg leading-snug font-semibold">
                  {post.title}
                </h2>
                <p className="text-muted-foreground line-clamp-3 text-sm">{post.metaDescription}</p>
                <p className="text-muted-foreground flex items-center gap-1.5 truncate text-xs">
                  {post.externalUrl ? (
                    <>
                      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">{post.externalUrl}</span>
                    </>
                  ) : (
                    <span className="truncate">/blog/{post.slug}</span>
                  )}
                </p>
                <div className="mt-auto flex gap-2 pt-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(post)}>
                    <Pencil aria-hidden="true" />
                    {M.edit}
                    <span className="sr-only">&nbsp;: {post.title}</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    onClick={() => setDeleting(post)}
                  >
                    <Trash2 aria-hidden="true" />
                    {M.delete}
                    <span className="sr-only">&nbsp;: {post.title}</span>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      {editing !== null ? (
        <PostFormDialog
          post={editing === 'new' ? null : editing}
          actions={actions}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}

      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !deletePending) setDeleting(null);
        }}
      >
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            if (!focusAfterDelete.current) return;
            focusAfterDelete.current = false;
            event.preventDefault();
            document.getElementById(ADD_BUTTON_ID)?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{M.confirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{M.confirmText}</AlertDialogDescription>
            {/* Which one: the list's buttons all say « Supprimer ». */}
            {deleting && (
              <p className="text-sm font-semibold break-words">{`«\u00a0${deleting.title}\u00a0»`}</p>
            )}
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deletePending}>{M.cancel}</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={deletePending}
              onClick={() => {
                if (deleting) confirmDelete(deleting);
              }}
            >
              {M.delete}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </main>
  );
}
