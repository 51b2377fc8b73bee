// Pricing text: distances, the per-km rate line and the kind of price. Amounts become text in lib/format/money.ts.
import { formatEuros } from '@/lib/format/money';

const kmFormatter = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** '23,4\u00a0km' (French decimal comma, no-break space before the unit). */
export function formatKm(km: number): string {
  return `${kmFormatter.format(km)}\u00a0km`;
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

/** How a price was made, as the visitor reads it: a fixed-route fare (or a package's) or a per-km estimate. */
export function priceKindLabel(quote: {
  fixedRoute: string | null;
}): (typeof PRICE_KIND_LABELS)[keyof typeof PRICE_KIND_LABELS] {
  return quote.fixedRoute ? PRICE_KIND_LABELS.fixed : PRICE_KIND_LABELS.estimate;
}
