// Every path of the site is lower case. A visitor who types one with capitals (a flyer's « /Reservation », a link
// copied from a message that capitalised it) is sent to the page instead of a 404: the catch-all pages and the blog
// article page call this before answering « Page non trouvée ». One hop, 308, query string kept.

import { notFound, permanentRedirect } from 'next/navigation';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The lower-case URL of a path whose segments hold capitals, or null when it is already lower case.
 * `segments` are the decoded route segments (Next's params), `prefix` the part of the path before them.
 */
export function lowercaseUrl(
  prefix: string,
  segments: readonly string[],
  search: SearchParams = {},
): string | null {
  if (!segments.some((s) => s !== s.toLowerCase()) && prefix === prefix.toLowerCase()) return null;
  const path = [prefix.toLowerCase(), ...segments.map((s) => encodeURIComponent(s.toLowerCase()))].join('/');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  const qs = query.toString();
  return `${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** The props of a catch-all page (`[...missing]`). */
export interface MissingPageProps {
  params: Promise<{ missing: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** A catch-all page's answer: the path's lower-case form when it has capitals, else the 404 page. */
export async function lowercaseOrNotFound(
  prefix: string,
  { params, searchParams }: MissingPageProps,
): Promise<never> {
  const lower = lowercaseUrl(prefix, (await params).missing, await searchParams);
  if (lower) permanentRedirect(lower);
  notFound();
}
