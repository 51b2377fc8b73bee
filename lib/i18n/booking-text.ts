// The booking wizard's copy in one language (issue 16 point 2), built on the server from the catalogue and passed to
// the wizard as a prop: the client code holds no sentence of either language (lib/i18n/form-text.ts does the same for
// the contact forms). The wizard's French checks (lib/booking/step1.ts, messages.ts and the zod schemas) keep their
// French text; an English page translates them at display through `errors` (French text → English text of the same
// BookingErrors or ServerMessages key, as lib/requests/localize.ts does on the server), and the price breakdown's
// French lines through `breakdown` (French words → English words). Both are null in French: nothing to translate.
import { ONLINE_HOURS } from '@/lib/booking/dates';
import { site } from '@/lib/config/site';
import { isVatExempt } from '@/lib/config/legal';
import type { FixedPackage } from '@/lib/pricing';
import { SEND_FAILED_TEXT } from '@/lib/requests/send-failed';
import { INTL_LOCALE, type Locale } from './config';
import { fill } from './fill';
import { catalogues, englishPairs, type Messages } from './messages';
import { pathFor } from './routes';

export type BookingUi = Messages['Booking'] & {
  networkTitle: string;
  network: string;
  /** The live slot check's toast (docs/product.md#dates): the catalogue's BookingErrors, in the page's language. */
  slotTitle: string;
  slot: string;
  returnTimeTitle: string;
  /** The WhatsApp hand-off's words, the package forms' own (the same hand-off, the same « Ouvrir WhatsApp » button). */
  sending: string;
  popupBlockedTitle: string;
  popupBlocked: string;
  /** « Réessayer », the catalogue's one (Error): step 2's price check when it got no price. */
  retry: string;
};

export interface BookingText {
  locale: Locale;
  /** BCP 47 tag for Intl (plurals, euros). */
  intl: string;
  /** Every sentence of the wizard; `{name}` placeholders are filled by lib/i18n/fill.ts. */
  ui: BookingUi;
  /** French message → English message, for the checks' and the server's French texts (null in French). */
  errors: Record<string, string> | null;
  /** French words of the price breakdown → English words, longest first (null in French). */
  breakdown: [string, string][] | null;
  /** What every ride includes (lib/booking/included.ts), for airport trips and the others. */
  included: { airport: string[]; other: string[] };
  /** The package's title in this language, when a package is selected. */
  packageTitle: string | null;
  links: { terms: string; privacy: string; contact: string };
  /** The operator charges no VAT (LEGAL_VAT_EXEMPT): the preview prices as the server does. */
  vatExempt: boolean;
}

function pairs<K extends string>(from: Record<K, string>, to: Record<K, string>): [string, string][] {
  return (Object.keys(from) as K[]).map((key) => [from[key], to[key]]);
}

/** French message → English message for every key of the wizard's error namespaces. */
export function englishErrors(): Record<string, string> {
  return Object.fromEntries(englishPairs(['ServerMessages', 'BookingErrors']));
}

/** The breakdown's French words → English words, longest French text first (so 'Total HT' wins over ' HT'). */
export function englishBreakdown(): [string, string][] {
  return pairs(catalogues.fr.BookingBreakdown, catalogues.en.BookingBreakdown).sort(
    (a, b) => b[0].length - a[0].length,
  );
}

export function packageTitleFor(pkg: FixedPackage | null, locale: Locale): string | null {
  if (!pkg) return null;
  if (locale === 'fr') return pkg.title;
  const places = catalogues.en.Packages.locations;
  return `${places[pkg.departureLocation]} → ${places[pkg.destinationLocation]}`;
}

export function bookingText(locale: Locale, pkg: FixedPackage | null = null): BookingText {
  const vatExempt = isVatExempt();
  const claims = locale === 'fr' ? site.claims : catalogues.en.Site;
  return {
    locale,
    intl: INTL_LOCALE[locale],
    // The network failure's toast is the one 'Envoi impossible' of every form (lib/requests/send-failed.ts).
    ui: {
      ...catalogues[locale].Booking,
      timeHint: fill(catalogues[locale].Booking.timeHint, ONLINE_HOURS),
      networkTitle: SEND_FAILED_TEXT[locale].title,
      network: SEND_FAILED_TEXT[locale].message,
      slotTitle: catalogues[locale].BookingErrors.slotTitle,
      slot: catalogues[locale].BookingErrors.slot,
      returnTimeTitle: catalogues[locale].BookingErrors.returnTimeTitle,
      sending: catalogues[locale].PackageForm.sending,
      popupBlockedTitle: catalogues[locale].PackageForm.popupBlockedTitle,
      popupBlocked: catalogues[locale].PackageForm.popupBlocked,
      retry: catalogues[locale].Error.retry,
    },
    errors: locale === 'fr' ? null : englishErrors(),
    breakdown: locale === 'fr' ? null : englishBreakdown(),
    included: {
      airport: [claims.flightTracking, claims.greeting, claims.airportWait],
      other: [claims.greeting, claims.drivers],
    },
    packageTitle: packageTitleFor(pkg, locale),
    links: {
      terms: pathFor('/cgv', locale),
      privacy: pathFor('/politique-de-confidentialite', locale),
      contact: pathFor('/contact', locale),
    },
    vatExempt,
  };
}
