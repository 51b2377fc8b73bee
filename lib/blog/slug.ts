// Blog slugs (docs/product.md#blog-slug): lowercase, accents folded, whitespace → hyphens, other non-word characters removed.
// Pure functions, shared by the admin form (live preview) and the server (the slug that is stored).

/** Letters that Unicode decomposition does not split into a base letter + accent. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/** Longest slug kept; the cut happens at a word boundary when possible. */
export const SLUG_MAX_LENGTH = 80;

/** When a title holds no letter or digit at all ('!!!'), the post still needs an address. */
export const FALLBACK_SLUG = 'article';

export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œæßøđł]/g, (letter) => LIGATURES[letter] ?? '')
    // '_' is a word character but not allowed in our URLs (DB check ^[a-z0-9]+(-[a-z0-9]+)*$): treat it as a space.
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return truncate(slug) || FALLBACK_SLUG;
}

function truncate(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-$/, '');
}

/**
 * A slug not in `taken`: the base itself, else base-2, base-3… (the operator never has to invent an address;
 * two posts titled alike both get one).
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
