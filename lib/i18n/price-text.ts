// A price as the site shows it, in the server's texts (the e-mails, the operator's calendar): « 80,00 € TTC »,
// « €80.00 incl. VAT », the amount alone under the VAT exemption — the catalogue's own words (Booking.withVat, laid
// over by messages/<locale>.vat-exempt.json when isVatExempt()), not a « TTC » written again beside each price.
import 'server-only';
import { formatEurosIn } from '@/lib/format/money';
import type { Locale } from './config';
import { fill } from './fill';
import { catalogues } from './messages';

export function priceWithVat(locale: Locale, cents: number): string {
  return fill(catalogues[locale].Booking.withVat, { amount: formatEurosIn(locale, cents) });
}
