// Saving a post: the rules the admin form relies on, independent of Next (tested against a real store).
import 'server-only';
import { ConflictError, NotFoundError } from '@/lib/db/errors';
import type { BlogPost, BlogPostInput, DataStore } from '@/lib/db/types';
import { sanitizePostHtml } from './sanitize';
import { frenchSpacing } from '@/lib/format/typography';
import type { PostFormValues } from './schema';
import { slugify, uniqueSlug } from './slug';

/** Thrown when a post has neither an external URL nor any body left after sanitizing. */
export class EmptyPostError extends Error {
  constructor() {
    super('Article sans contenu ni URL externe');
    this.name = 'EmptyPostError';
  }
}

/**
 * The slug of a post being saved. It follows the title while the post is new or a draft never published; once a post
 * has been published, its address is kept — through title edits, and while it is unpublished for a correction — so
 * links and search results never break.
 */
export function slugFor(
  title: string,
  existing: BlogPost | null,
  takenByOthers: ReadonlySet<string>,
): string {
  if (existing?.isPublished || existing?.publishedAt) return existing.slug;
  return uniqueSlug(slugify(title), takenByOthers);
}

/** Creates (id null) or updates a post: body sanitized, slug derived and unique. One retry on a concurrent clash. */
export async function savePost(
  store: DataStore,
  id: string | null,
  values: PostFormValues,
): Promise<BlogPost> {
  const content = sanitizePostHtml(values.content);
  if (!content && !values.externalUrl) throw new EmptyPostError();

  const existing = id ? await store.getPost(id) : null;
  if (id && !existing) throw new NotFoundError('Article');

  for (let attempt = 0; ; attempt += 1) {
    const others = (await store.listAllPosts()).filter((post) => post.id !== id);
    const input: BlogPostInput = {
      // French typography of what the operator typed (the body gets it from the sanitizer).
      title: frenchSpacing(values.title),
      slug: slugFor(values.title, existing, new Set(others.map((post) => post.slug))),
      metaDescription: values.metaDescription === null ? null : frenchSpacing(values.metaDescription),
      imageUrl: values.imageUrl,
      externalUrl: values.externalUrl,
      content,
      isPublished: values.isPublished,
    };
    try {
      return id ? await store.updatePost(id, input) : await store.createPost(input);
    } catch (error) {
      // Another save took the same slug between our read and our write: recompute once.
      if (!(error instanceof ConflictError) || attempt > 0) throw error;
    }
  }
}
