// The site's languages. French is the default and keeps its URLs; English lives under /en (lib/i18n/routes.ts).
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

/** BCP 47 tags for Intl formatting (dates in the Europe/Paris zone, euros). */
export const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
export const TIME_ZONE = 'Europe/Paris';
