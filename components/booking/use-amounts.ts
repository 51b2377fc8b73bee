'use client';

// Counts and amounts in the page's language, for step 2 and the success panel only: kept out of booking-text.tsx so
// that step 1, which shows neither, does not carry the money formatter in /reservation's first load.
import { formatEurosIn } from '@/lib/format/money';
import { useBookingText } from './booking-text';

type Noun = 'passenger' | 'bag' | 'holdBag';

/** '2 passengers', '1 bagage' in the page's language (its plural rules), the number joined by a no-break space. */
export function useCount(): (count: number, noun: Noun) => string {
  const { ui, intl } = useBookingText();
  const rules = new Intl.PluralRules(intl);
  return (count, noun) => `${count}\u00a0${ui[`${noun}${rules.select(count) === 'one' ? 'One' : 'Other'}`]}`;
}

/** Euros the page's way: '80,00 €' in French, '€80.00' in English. */
export function useEuros(): (cents: number) => string {
  const { locale } = useBookingText();
  return (cents) => formatEurosIn(locale, cents);
}
