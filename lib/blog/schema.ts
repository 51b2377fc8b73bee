// The admin form's input, validated on the server (the browser's checks are a convenience only).
import { z } from 'zod';
import { BLOG_FIELD_MESSAGES as M } from './messages';

export const POST_CONTENT_MAX_LENGTH = 100_000;

/** Empty text means "no value"; anything else must be an absolute URL with one of the given schemes. */
function optionalUrl(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .max(2000, { error: message })
    .refine((value) => value === '' || (pattern.test(value) && URL.canParse(value)), { error: message })
    .transform((value) => (value === '' ? null : value));
}

export const postFormSchema = z
  .object({
    title: z.string().trim().min(1, { error: M.titleRequired }).max(200, { error: M.titleTooLong }),
    metaDescription: z
      .string()
      .trim()
      .min(1, { error: M.descriptionRequired })
      .max(500, { error: M.descriptionTooLong }),
    externalUrl: optionalUrl(/^https?:\/\/[^\s]+$/i, M.externalUrlInvalid),
    // https only: the page serves images through next/image and the CSP, both limited to https sources.
    imageUrl: optionalUrl(/^https:\/\/[^\s]+$/i, M.imageUrlInvalid),
    content: z.string().max(POST_CONTENT_MAX_LENGTH, { error: M.contentTooLong }),
    isPublished: z.boolean(),
  })
  // docs/product.md#admin: a post has an external link or its own body, so one of the two is required.
  .refine((post) => post.externalUrl !== null || post.content.trim() !== '', {
    path: ['externalUrl'],
    error: M.externalUrlRequired,
  });

export type PostFormInput = z.input<typeof postFormSchema>;
export type PostFormValues = z.output<typeof postFormSchema>;

export const savePostSchema = z.object({ id: z.uuid().nullable(), post: postFormSchema });
export const deletePostSchema = z.object({ id: z.uuid() });
export const previewSchema = z.object({ content: z.string().max(POST_CONTENT_MAX_LENGTH) });
