// Money as text. Amounts are integer cents everywhere in the app; this is the one place they become text, in French
// ('40,00 €') or in the page's language ('€40.00' in English: en-GB).
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

/**
 * Intl's French euro format. Its output has two special spaces: U+202F (narrow no-break space) between thousands and
 * U+00A0 (no-break space) before the euro sign: 123456 cents → '1\u202f234,56\u00a0€', 4000 → '40,00\u00a0€'.
 */
const eurosFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const englishEuros = new Intl.NumberFormat(INTL_LOCALE.en, { style: 'currency', currency: 'EUR' });

/** '40,00 €' / '€40.00' for an amount in euros, in `locale`. */
export function formatEurosAmountIn(locale: Locale, euros: number): string {
  return (locale === 'en' ? englishEuros : eurosFormatter).format(euros);
}

/** '40,00 €' / '€40.00' for an amount in cents, in `locale`. */
export function formatEurosIn(locale: Locale, cents: number): string {
  return formatEurosAmountIn(locale, cents / 100);
}

/** '40,00 €' (with Intl's no-break spaces, see eurosFormatter) for an amount in cents. */
export function formatEuros(cents: number): string {
  return eurosFormatter.format(cents / 100);
}

/** formatEuros, or '—' when there is no amount (admin tables). */
export function formatEurosOrDash(cents: number | null): string {
  return cents === null ? '—' : formatEuros(cents);
}

/** '40,00 €' for an amount already in euros: the public reservation carries euros (its `price`). */
export function formatEurosAmount(euros: number): string {
  return eurosFormatter.format(euros);
}

/** Cents → euros as a number (form inputs, structured data). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Euros (as typed, up to 2 decimals) → integer cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

const inputFormatter = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Cents → the text of a French euro input: 200 → '2,00' (no grouping, so it parses back as typed). */
export function centsToFrenchInput(cents: number): string {
  return inputFormatter.format(cents / 100);
}
