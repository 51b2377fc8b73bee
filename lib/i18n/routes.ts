// Every public page that exists in both languages: French path ↔ English path. The single source of the language
// switcher, the hreflang alternates, the sitemap and the English e2e suite. A page gets its English twin by being
// listed here (and having its app/en route).
import type { Locale } from './config';

export const ROUTE_PAIRS: ReadonlyArray<{ fr: string; en: string }> = [
  { fr: '/', en: '/en' },
  { fr: '/reservation', en: '/en/booking' },
  { fr: '/forfaits-aeroports', en: '/en/airport-transfers' },
  { fr: '/forfaits-disney', en: '/en/disneyland-transfers' },
  { fr: '/forfaits-locaux', en: '/en/local-rides' },
  { fr: '/a-propos', en: '/en/about' },
  { fr: '/mentions-legales', en: '/en/legal-notice' },
  { fr: '/cgv', en: '/en/terms' },
  { fr: '/politique-de-confidentialite', en: '/en/privacy' },
  { fr: '/contact', en: '/en/contact' },
  { fr: '/offre-entreprise', en: '/en/business' },
];

/** The French path of a page for a given language (`/forfaits-disney`, 'en' → `/en/disneyland-transfers`). */
export function pathFor(frPath: string, locale: Locale): string {
  if (locale === 'fr') return frPath;
  return ROUTE_PAIRS.find((p) => p.fr === frPath)?.en ?? frPath;
}

/** The language of a path: English under /en, French elsewhere. */
export function localeOfPath(path: string): Locale {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
}

/** The same page in the other language, when it exists. */
export function twinOf(path: string): { fr: string; en: string } | undefined {
  return ROUTE_PAIRS.find((p) => p.fr === path || p.en === path);
}

/** Current-language path → other-language path, for the language switcher (passed to the shell as a prop). */
export function switchMap(locale: Locale): Record<string, string> {
  return Object.fromEntries(ROUTE_PAIRS.map((p) => (locale === 'fr' ? [p.fr, p.en] : [p.en, p.fr])));
}
