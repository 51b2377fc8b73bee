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
