// The English twin of a French server message, and the language of a request before its body is read.
// Kept apart from localize.ts (which needs errors.ts) so that errors.ts can use it without an import circle.
//
// Decision (docs/architecture.md, "Requests"): a refusal raised before the body is read (403 foreign origin, 400/413
// size or unreadable body, a kind's guard) is in the language of the PAGE that sent the request, read from the
// `Referer` path (English under /en, lib/i18n/routes.ts localeOfPath). Browsers send the full same-origin Referer
// (our Referrer-Policy is strict-origin-when-cross-origin), so no client code changes and no French bundle grows.
// Accept-Language is never used (what the URL says wins everywhere on this site). Once the body is read, its `locale`
// decides (lib/requests/localize.ts).
import type { Locale } from '@/lib/i18n/config';
import { englishPairs } from '@/lib/i18n/messages';
import { countRangePairs } from '@/lib/i18n/package-text';
import { localeOfPath } from '@/lib/i18n/routes';
import { paymentMessages } from '@/lib/payments/locale';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';

/** The online payment's refusals (checkout 503s), French → English by key. */
function paymentPairs(): [string, string][] {
  const en = paymentMessages('en');
  return (Object.keys(PAYMENT_MESSAGES) as (keyof typeof PAYMENT_MESSAGES)[]).map((k) => [
    PAYMENT_MESSAGES[k],
    en[k],
  ]);
}

const ENGLISH = new Map<string, string>([
  ...paymentPairs(),
  ...englishPairs(['BookingErrors', 'PackageMessages', 'ServerMessages']),
  ...countRangePairs(),
]);

/** A French server message in `locale` (unchanged for French, or when it has no key). */
export function serverText(text: string, locale: Locale): string {
  return locale === 'en' ? (ENGLISH.get(text) ?? text) : text;
}

/** The language of the page a request comes from (its Referer path), French when it does not say. */
export function pageLocale(request: Request): Locale {
  const referer = request.headers.get('referer');
  if (!referer) return 'fr';
  try {
    return localeOfPath(new URL(referer).pathname);
  } catch {
    return 'fr';
  }
}
