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
  { fr: '/forfaits-locaux/essonne-91', en: '/en/local-rides/essonne-91' },
  { fr: '/forfaits-locaux/yvelines-78', en: '/en/local-rides/yvelines-78' },
  { fr: '/forfaits-locaux/chartres', en: '/en/local-rides/chartres' },
  { fr: '/forfaits-locaux/dourdan-aeroports', en: '/en/local-rides/dourdan-airports' },
  { fr: '/a-propos', en: '/en/about' },
  { fr: '/mentions-legales', en: '/en/legal-notice' },
  { fr: '/cgv', en: '/en/terms' },
  { fr: '/politique-de-confidentialite', en: '/en/privacy' },
  { fr: '/contact', en: '/en/contact' },
  { fr: '/offre-entreprise', en: '/en/business' },
];

/**
 * The two package booking forms and the payment return in English. Not ROUTE_PAIRS: they are noindex, out of the
 * sitemap (no hreflang twin), and only make sense with their query string (?package=…&vehicle=…&trip=…,
 * ?session_id=…&booking_ref=…), which both languages read alike: the language switcher (switchMap) lands on the
 * twin page and keeps it (the payment return's switcher went to the home page).
 */
export const FORM_PAIRS: ReadonlyArray<{ fr: string; en: string }> = [
  { fr: '/reservation-forfait', en: '/en/package-booking' },
  { fr: '/reservation-forfait-aeroport', en: '/en/airport-booking' },
  { fr: '/confirmation', en: '/en/confirmation' },
];

/** A package form's path (query string kept) in a language: '/reservation-forfait?package=…', 'en' → '/en/package-booking?package=…'. */
export function formPathFor(frHref: string, locale: Locale): string {
  if (locale === 'fr') return frHref;
  const [path, query] = frHref.split('?');
  const en = FORM_PAIRS.find((p) => p.fr === path)?.en ?? path;
  return query ? `${en}?${query}` : en!;
}

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
  return Object.fromEntries(
    [...ROUTE_PAIRS, ...FORM_PAIRS].map((p) => (locale === 'fr' ? [p.fr, p.en] : [p.en, p.fr])),
  );
}
