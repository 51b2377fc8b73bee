// Saving a post: the rules the admin form relies on, independent of Next (tested against a real store).
import 'server-only';
import { ConflictError, NotFoundError } from '@/lib/db/errors';
import type { BlogPost, BlogPostInput, DataStore } from '@/lib/db/types';
import { savedSinceMade } from '@/lib/admin/saved-since';
import { sanitizePostHtml } from './sanitize';
import { frenchSpacing } from '@/lib/format/typography';
import type { PostFormValues } from './schema';
import { slugify, uniqueSlug } from './slug';

/** A new article's save sent again, while the article it made has been saved since (lib/admin/saved-since.ts). */
export class ChangedMeanwhileError extends Error {
  constructor() {
    super('Article enregistré entre-temps');
    this.name = 'ChangedMeanwhileError';
  }
}

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

/**
 * Creates (id null) or updates a post: body sanitized, slug derived and unique. One retry on a concurrent clash.
 * `newId` is the id the editor drew for a new post: the same press sent again after its answer was lost (a phone
 * network, a closed laptop) finds the post it created and updates it, where it used to create a second one at
 * `<slug>-2`.
 */
export async function savePost(
  store: DataStore,
  id: string | null,
  values: PostFormValues,
  newId?: string,
): Promise<BlogPost> {
  const content = sanitizePostHtml(values.content);
  if (!content && !values.externalUrl) throw new EmptyPostError();

  for (let attempt = 0; ; attempt += 1) {
    const existing = id ? await store.getPost(id) : newId ? await store.getPost(newId) : null;
    if (id && !existing) throw new NotFoundError('Article');
    // The article this dialog made already: written again only while nobody has saved it since.
    if (!id && existing && savedSinceMade(existing)) throw new ChangedMeanwhileError();
    const others = (await store.listAllPosts()).filter((post) => post.id !== existing?.id);
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
      return existing ? await store.updatePost(existing.id, input) : await store.createPost(input, newId);
    } catch (error) {
      // Another save took the same slug (or created this very post) between our read and our write: read again once.
      if (!(error instanceof ConflictError) || attempt > 0) throw error;
    }
  }
}
