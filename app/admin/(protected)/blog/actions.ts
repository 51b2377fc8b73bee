'use server';
// Server Actions of /admin/blog. Each runs through adminAction (session → 401 without it, zod parse, typed result)
// and expires the 'posts' tag, which refreshes /blog, every article and the sitemap.
import { savedSince } from '@/lib/admin/saved-since';
import { ActionError, adminAction, type ActionResult } from '@/lib/auth/action';
import { BLOG_ADMIN_MESSAGES as M, BLOG_FIELD_MESSAGES } from '@/lib/blog/messages';
import { sanitizePostHtml } from '@/lib/blog/sanitize';
import { deletePostSchema, previewSchema, savePostSchema, type PostFormInput } from '@/lib/blog/schema';
import { ChangedMeanwhileError, EmptyPostError, savePost } from '@/lib/blog/service';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, updateData } from '@/lib/db/cached';
import type { BlogPost } from '@/lib/db/types';

const save = adminAction(savePostSchema, async ({ id, newId, post, expectedUpdatedAt }) => {
  const store = await getStore();
  if (id && expectedUpdatedAt && savedSince(await store.getPost(id), expectedUpdatedAt)) {
    throw new ActionError(M.changedMeanwhile);
  }
  try {
    const saved = await savePost(store, id, post, newId);
    updateData(CACHE_TAGS.posts);
    return saved;
  } catch (error) {
    if (error instanceof ChangedMeanwhileError) throw new ActionError(M.changedMeanwhile);
    if (error instanceof EmptyPostError) {
      throw new ActionError(M.saveFailed, { externalUrl: BLOG_FIELD_MESSAGES.externalUrlRequired });
    }
    throw error;
  }
});

const remove = adminAction(deletePostSchema, async ({ id }) => {
  await (await getStore()).deletePost(id);
  updateData(CACHE_TAGS.posts);
  return { id };
});

const preview = adminAction(previewSchema, async ({ content }) => sanitizePostHtml(content));

export async function savePostAction(input: {
  id: string | null;
  newId?: string;
  post: PostFormInput;
  expectedUpdatedAt?: string;
}): Promise<ActionResult<BlogPost>> {
  return save(input);
}

export async function deletePostAction(input: { id: string }): Promise<ActionResult<{ id: string }>> {
  return remove(input);
}

/** The body exactly as the article page will show it (the one sanitizer, on the server). */
export async function previewPostAction(input: { content: string }): Promise<ActionResult<string>> {
  return preview(input);
}
