// A line of the price breakdown (lib/pricing/quote.ts writes it in French) in the page's language, from the words
// the page passes (lib/i18n/booking-text.ts). Client-safe; only step 2 (loaded after the first paint) uses it.
import { formatEurosAmountIn } from '@/lib/format/money';
import { formatKmIn } from '@/lib/pricing/format';
import type { Locale } from './config';

/** '1 234,56 €' / '60,00 €' (French Intl output) → the amount in euros. */
const FRENCH_EUROS = /(\d{1,3}(?:[\u202f\u00a0 ]\d{3})*),(\d{2})\u00a0€/g;
/** '23,4 km' / '1 234,5 km' / '12 km' (lib/pricing/format.ts formatKm) → the distance in km. */
const FRENCH_KM = /(\d{1,3}(?:[\u202f\u00a0 ]\d{3})*)(?:,(\d))?\u00a0km/g;

/** One French breakdown line (lib/pricing/quote.ts) in English: words, then amounts and distances reformatted. */
export function translatedLine(line: string, words: [string, string][] | null, locale: Locale): string {
  if (!words) return line;
  let out = line.replace(FRENCH_EUROS, (_, whole: string, cents: string) =>
    formatEurosAmountIn(locale, Number(`${whole.replace(/\D/g, '')}.${cents}`)),
  );
  out = out.replace(FRENCH_KM, (_, whole: string, tenth: string | undefined) =>
    formatKmIn(locale, Number(`${whole.replace(/\D/g, '')}.${tenth ?? '0'}`)),
  );
  for (const [fr, en] of words) out = out.split(fr).join(en);
  return out.replace(/\u00a0:/g, ':');
}
