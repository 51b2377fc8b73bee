/**
 * French typography of the product's own text: a no-break space (U+00A0) before ':', ';', '!', '?' and between a
 * number and its unit ('€', '%', 'km'), so a line never starts with the sign. Money and dates get it from their
 * formatters (money.ts, dates.ts); spec copy keeps its exact text (typography.test.ts checks both).
 */
import type { Locale } from '@/lib/i18n/config';

export const NBSP = '\u00a0';

/**
 * 'Départ', 'Gare de Lyon' → 'Départ\u00a0: Gare de Lyon' (a label and its value on one line of a message); in
 * English, 'From: Gare de Lyon'.
 */
export function labelled(label: string, value: string, locale: Locale = 'fr'): string {
  return `${label}${locale === 'fr' ? NBSP : ''}: ${value}`;
}

/**
 * Text typed by the operator (blog posts): an ordinary space (or several) before ':', ';', '!', '?', '»' and after '«'
 * becomes one no-break space, so a phone never wraps the sign alone onto the next line. Only a space that is there is
 * replaced — nothing is added ('https://', '10:30' and 'Quoi?' stay as typed).
 */
export function frenchSpacing(text: string): string {
  return text.replace(/[ \t]+(?=[:;!?»])/g, NBSP).replace(/«[ \t]+/g, `«${NBSP}`);
}
