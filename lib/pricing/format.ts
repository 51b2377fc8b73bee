// Pricing text: distances, the per-km rate line and the kind of price. Amounts become text in lib/format/money.ts.
import { formatEuros } from '@/lib/format/money';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

const kmFormatters: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat(INTL_LOCALE.fr, { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { maximumFractionDigits: 1 }),
};

/** '1 234,5\u00a0km' / '1,234.5\u00a0km' (no-break space before the unit). */
export function formatKmIn(locale: Locale, km: number): string {
  return `${kmFormatters[locale].format(km)}\u00a0km`;
}

/** '23,4\u00a0km' (French decimal comma, no-break space before the unit). */
export function formatKm(km: number): string {
  return formatKmIn('fr', km);
}

/**
 * The basis of the per-km rate, the pick-up fee and the minimums: ex-VAT (HT). lib/pricing/quote.ts adds the 10 % VAT
 * on top; the admin's price form and the wizard's vehicle cards both label these amounts with it.
 */
export const RATE_BASIS = 'HT';

/** '2,00 € HT / km · prise en charge 5,00 € HT': a vehicle's per-km fare, on RATE_BASIS. */
export function formatPerKmRate(rates: { pricePerKmCents: number; basePriceCents: number }): string {
  return `${formatEuros(rates.pricePerKmCents)}\u00a0${RATE_BASIS} / km · prise en charge ${formatEuros(rates.basePriceCents)}\u00a0${RATE_BASIS}`;
}

export const PRICE_KIND_LABELS = { fixed: 'Prix fixe', estimate: 'Prix estimé' } as const;

/** A price that does not depend on the distance: a fixed route's fare or a local price table's. */
export function isFixedPrice(quote: { fixedRoute?: unknown; localPackage?: unknown }): boolean {
  return quote.fixedRoute != null || quote.localPackage != null;
}

/** How a price was made, as the visitor reads it: a fixed-route fare (or a package's) or a per-km estimate. */
export function priceKindLabel(quote: {
  fixedRoute?: unknown;
  localPackage?: unknown;
}): (typeof PRICE_KIND_LABELS)[keyof typeof PRICE_KIND_LABELS] {
  return isFixedPrice(quote) ? PRICE_KIND_LABELS.fixed : PRICE_KIND_LABELS.estimate;
}
