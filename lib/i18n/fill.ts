// Client-safe helpers over the copy a page passes as a prop (lib/i18n/booking-text.ts): fill a `{name}` template,
// translate a French message at display, translate a line of the price breakdown. No sentence lives here.

/** 'Step {step} of 2', { step: 1 } → 'Step 1 of 2'. A placeholder without a value is left empty. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** A French message in the page's language: its translation when the page has a map and knows the text. */
export function translated(text: string, map: Record<string, string> | null): string {
  return map?.[text] ?? text;
}

/** '1 234,56 €' / '60,00 €' (French Intl output) → the amount in euros. */
const FRENCH_EUROS = /(\d{1,3}(?:[\u202f\u00a0 ]\d{3})*),(\d{2})\u00a0€/g;
const FRENCH_KM = /(\d+),(\d)\u00a0km/g;

/** One French breakdown line (lib/pricing/quote.ts) in English: words, then amounts and distances reformatted. */
export function translatedLine(line: string, words: [string, string][] | null, intl: string): string {
  if (!words) return line;
  const euros = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' });
  let out = line.replace(FRENCH_EUROS, (_, whole: string, cents: string) =>
    euros.format(Number(`${whole.replace(/\D/g, '')}.${cents}`)),
  );
  out = out.replace(FRENCH_KM, '$1.$2\u00a0km');
  for (const [fr, en] of words) out = out.split(fr).join(en);
  return out.replace(/\u00a0:/g, ':');
}
