// Money display. Amounts are integer cents everywhere; this is the one place they become text.

/**
 * Intl's French euro format. Its output has two special spaces: U+202F (narrow no-break space) between thousands and
 * U+00A0 (no-break space) before the euro sign: 123456 cents → '1\u202f234,56\u00a0€', 4000 → '40,00\u00a0€'.
 */
export const eurosFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** '40,00 €' (with Intl's no-break spaces, see eurosFormatter) for an amount in cents. */
export function formatEuros(cents: number): string {
  return eurosFormatter.format(cents / 100);
}

/** Cents → euros as a number (form inputs, structured data). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Euros (as typed, up to 2 decimals) → integer cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

const kmFormatter = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** '23,4 km' (French decimal comma). */
export function formatKm(km: number): string {
  return `${kmFormatter.format(km)} km`;
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

/** How a price was made, as the visitor reads it: a fixed-route fare or a per-km estimate. */
export function priceKindLabel(quote: { fixedRoute: string | null }): 'Prix fixe' | 'Prix estimé' {
  return quote.fixedRoute ? 'Prix fixe' : 'Prix estimé';
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
