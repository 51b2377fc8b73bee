// A row saved in another window since an editor read it (docs/architecture.md, "A package or an article is saved on the
// row the editor read"): the editor sends the `updatedAt` it read, and the save is refused when the stored row's
// differs — it would undo that other change unseen. One field and one rule for the package editor and the article
// dialog.
import * as z from 'zod/mini';

/**
 * The row's `updatedAt` as the editor read it, compared as an instant by `savedSince`. A bounded string, not
 * `z.iso.datetime`: the article's schema is loaded in the browser too, and zod's format classes would enter the
 * admin's shared client chunk (+ 2.7 KB gzip on every admin page, and the package forms over their budget).
 */
export const expectedUpdatedAtField = z.optional(z.string().check(z.maxLength(64)));

/** Whether `stored` was saved since the editor read it at `expected` (no expectation sent: never). */
export function savedSince(stored: { updatedAt: string } | null, expected: string | undefined): boolean {
  return stored !== null && expected !== undefined && Date.parse(stored.updatedAt) !== Date.parse(expected);
}

/**
 * A new row's save sent again (its answer lost) finds the row it made under the id its editor drew (`newId`): it may
 * write it only while nobody has saved it since it was made (`updatedAt` still its `createdAt`); otherwise the retry
 * would undo that later save unseen (docs/architecture.md, "A new article or package is created once").
 */
export function savedSinceMade(made: { createdAt: string; updatedAt: string }): boolean {
  return Date.parse(made.updatedAt) !== Date.parse(made.createdAt);
}
