// One rule for every text a visitor or the admin sends: no NUL and no other control character (nor, on one line, an
// invisible or direction-changing one), and no lone half of a surrogate pair. Line breaks and tabs
// are allowed only in multi-line fields (messages, needs, blog content). Applied by parseInput (every public route)
// and by the admin Server Action wrapper (lib/auth/action.ts), before the schema itself: a control character → 422.
import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE =
  'Ce champ contient des caractères non autorisés (caractères de contrôle). Veuillez corriger votre saisie.';

/** Fields whose text may span several lines (textarea): \n, \r and \t are allowed there, nowhere else. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'message',
  'needs',
  'content',
  'metaDescription',
  'meta_description',
  'notes',
  'adminNotes',
]);

// C0 controls, DEL and C1 controls, plus the Unicode line/paragraph separators and BOM. Single-line fields (names,
// addresses, numbers) also refuse the zero-width space and the bidirectional embeddings, overrides and isolates: a
// name made of zero-width spaces passed as "required", and an override shows text reversed in the admin and the
// e-mails (trust audit, 2026-11-28); right-to-left names need none of them. Multi-line fields (messages, blog bodies)
// keep them: text pasted from a document may carry them.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u200B\u2028-\u202E\u2066-\u2069\uFEFF]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\uFEFF]/;
// Half of a surrogate pair alone (JSON's "\ud800" escape; no keyboard types one): not text. PostgreSQL refuses it
// (22P02, the visitor read « erreur inattendue » and a 503) and encodeURIComponent throws on it (the WhatsApp link).
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The path, below `value`, of the first string (or object key) holding a forbidden control character, or null. `key`
 * is the name `value` is held under (it decides whether line breaks are allowed). The path is built only on a find:
 * a clean body — every request's case — allocates nothing.
 */
function findControlCharacter(
  value: unknown,
  key: string | number | undefined,
  depth: number,
): (string | number)[] | null {
  if (depth > 32) return null; // deeper values are refused by the schemas anyway
  if (typeof value === 'string') {
    const pattern =
      typeof key === 'string' && MULTILINE_FIELDS.has(key) ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
    return pattern.test(value) || LONE_SURROGATE.test(value) ? [] : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findControlCharacter(value[i], i, depth + 1);
      if (found) return [i, ...found];
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const name of Object.keys(value)) {
      if (SINGLE_LINE_FORBIDDEN.test(name) || LONE_SURROGATE.test(name)) return [name];
      const found = findControlCharacter((value as Record<string, unknown>)[name], name, depth + 1);
      if (found) return [name, ...found];
    }
  }
  return null;
}

/** The path of the first string (or object key) holding a forbidden control character, or null. */
export function controlCharacterPath(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  const found = findControlCharacter(value, path[path.length - 1], depth);
  return found ? [...path, ...found] : null;
}

/** `schema`, preceded by the control-character rule (the shared preprocess of every request schema). */
export function withCleanText<S extends z.core.$ZodType>(schema: S) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = controlCharacterPath(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
    })
    .pipe(schema);
}
