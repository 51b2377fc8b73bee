// The admin form's input, validated on the server (the browser's checks are a convenience only).
// On `zod/mini` (the blog editor's bundle carries the small build, like every browser form: docs/performance.md).
import * as z from 'zod/mini';
import { expectedUpdatedAtField } from '@/lib/admin/saved-since';
import { BLOG_FIELD_MESSAGES as M } from './messages';

export const POST_CONTENT_MAX_LENGTH = 100_000;

/** Empty text means "no value"; anything else must be an absolute URL with one of the given schemes. */
function optionalUrl(pattern: RegExp, message: string) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(2000, { error: message }),
      z.refine((value) => value === '' || (pattern.test(value) && URL.canParse(value)), { error: message }),
    ),
    z.transform((value: string) => (value === '' ? null : value)),
  );
}

export const postFormSchema = z
  .object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: M.titleRequired }),
        z.maxLength(200, { error: M.titleTooLong }),
      ),
    metaDescription: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: M.descriptionRequired }),
        z.maxLength(500, { error: M.descriptionTooLong }),
      ),
    externalUrl: optionalUrl(/^https?:\/\/[^\s]+$/i, M.externalUrlInvalid),
    // https only: the page serves images through next/image and the CSP, both limited to https sources.
    imageUrl: optionalUrl(/^https:\/\/[^\s]+$/i, M.imageUrlInvalid),
    content: z.string().check(z.maxLength(POST_CONTENT_MAX_LENGTH, { error: M.contentTooLong })),
    isPublished: z.boolean(),
  })
  // docs/product.md#admin: a post has an external link or its own body, so one of the two is required.
  .check(
    z.refine((post) => post.externalUrl !== null || post.content.trim() !== '', {
      path: ['externalUrl'],
      error: M.externalUrlRequired,
    }),
  );

export type PostFormInput = z.input<typeof postFormSchema>;
export type PostFormValues = z.output<typeof postFormSchema>;

export const savePostSchema = z.object({
  id: z.nullable(z.uuid()),
  /** A new post's id, drawn by its editor: sent again after a lost answer, the save finds it (lib/blog/service.ts). */
  newId: z.optional(z.uuid()),
  post: postFormSchema,
  /** The post as the editor read it: saved meanwhile in another window → refused, not undone (lib/admin/saved-since.ts). */
  expectedUpdatedAt: expectedUpdatedAtField,
});
export const deletePostSchema = z.object({ id: z.uuid() });
export const previewSchema = z.object({
  content: z.string().check(z.maxLength(POST_CONTENT_MAX_LENGTH)),
});
