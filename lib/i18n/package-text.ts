// The package pages and forms in one language, from the catalogues (PackagePages, PackageForm, PackageMessages):
// the region texts, the price table's words, a table's rows in the visitor's language (place names from the database
// stay as they are), and the package forms' copy passed as a prop to their client components (the pattern of
// form-text.ts: client code holds no sentence of either language). French output is the French text of before.
import { SEND_FAILED_TEXT } from '@/lib/requests/send-failed';
import { countRanges } from '@/lib/requests/package-form';
import { PACKAGE_FORM_MESSAGES } from '@/lib/packages/messages';
import type { TripType } from '@/lib/domain/trips';
import { VEHICLE_TYPES, type VehicleType } from '@/lib/domain/vehicles';
import type { PriceRow, PriceTableView } from '@/lib/packages/price-table-model';
import type { RegionSlug } from '@/lib/packages/regions';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { ONLINE_HOURS } from '@/lib/booking/dates';
import type { Locale } from './config';
import { fill } from './fill';
import { catalogues, englishPairs } from './messages';
import { formPathFor, pathFor } from './routes';
import { formatEurosIn } from '@/lib/format/money';
import { getT } from './translator';

const REGION_KEYS = {
  'essonne-91': 'essonne',
  'yvelines-78': 'yvelines',
  chartres: 'chartres',
  'dourdan-aeroports': 'dourdanAirports',
} as const satisfies Record<RegionSlug, string>;

/** Name, title, introduction and metadata of a region page. */
export function regionText(slug: RegionSlug, locale: Locale) {
  return catalogues[locale].PackagePages.regions[REGION_KEYS[slug]];
}

/** 'Berline (1-4 passagers)' / 'Saloon (1-4 passengers)'. */
export function vehicleColumns(locale: Locale): Record<VehicleType, string> {
  const t = getT(locale, 'PackagePages');
  const p = getT(locale, 'Packages');
  const column = (v: VehicleType) =>
    p('vehicleLabel', { vehicle: t(v), capacity: VEHICLES[v].capacityPassengers });
  return { berline: column('berline'), van: column('van') };
}

export function tripNames(locale: Locale): Record<TripType, string> {
  const t = getT(locale, 'PackagePages');
  return { oneWay: t('oneWay'), roundTrip: t('roundTrip') };
}

/** Everything the price table writes besides its rows. */
export function priceTableText(locale: Locale, regionName: string) {
  const t = getT(locale, 'PackagePages');
  return {
    caption: t('caption', { region: regionName }),
    destination: t('destination'),
    columns: vehicleColumns(locale),
    trips: tripNames(locale),
    notAvailableTitle: t('notAvailableTitle'),
    otherRoutesLabel: t('otherRoutesLabel'),
    otherRoutesAction: t('otherRoutesAction'),
    quoteBefore: t('quoteBefore'),
    quoteLink: t('quoteLink'),
  };
}
export type PriceTableText = ReturnType<typeof priceTableText>;

/** A table's rows in `locale`: prices the visitor's way, links to the form of that language, accessible names. */
export function localizeRows(rows: readonly PriceRow[], locale: Locale): PriceRow[] {
  if (locale === 'fr') return [...rows];
  const t = getT(locale, 'PackagePages');
  const trips = tripNames(locale);
  return rows.map((row) => ({
    ...row,
    cells: row.cells.map((cell) => {
      const label = cell.cents === null ? t('notAvailable') : formatEurosIn(locale, cell.cents);
      return {
        ...cell,
        label,
        href: cell.href && formPathFor(cell.href, locale),
        description: t('cell', {
          price: label,
          route: row.route,
          vehicle: t(cell.vehicle).toLowerCase(),
          trip: trips[cell.trip].toLowerCase(),
        }),
      };
    }),
  }));
}

/** A loaded table view in `locale` (the empty and error messages of docs/product.md#packages-local included). */
export function localizeView(view: PriceTableView, locale: Locale): PriceTableView {
  if (locale === 'fr') return view;
  const t = getT(locale, 'PackagePages');
  if (view.status === 'ok') return { status: 'ok', rows: localizeRows(view.rows, locale) };
  if (view.status === 'empty') return { ...view, message: t('empty') };
  return { ...view, message: t('error'), retryHint: view.retryHint && t('retryLater') };
}

/**
 * 'Valeur entre 1 et 4.' → 'Value between 1 and 4.' for every range of the package forms' counts (each vehicle's
 * passengers, bags and boosters): the schema writes the numbers in, so the map holds each sentence it can write.
 */
export function countRangePairs(): [string, string][] {
  const t = getT('en', 'PackageMessages');
  const ranges = VEHICLE_TYPES.flatMap((vehicle) => Object.values(countRanges(vehicle)));
  return ranges.map(([min, max]): [string, string] => [
    PACKAGE_FORM_MESSAGES.outOfRange(min, max),
    t('outOfRange', { min, max }),
  ]);
}

/** French message → the same message in `locale` (ServerMessages and PackageMessages); empty in French. */
export function packageMessageMap(locale: Locale): Record<string, string> {
  return locale === 'fr'
    ? {}
    : Object.fromEntries([...englishPairs(['ServerMessages', 'PackageMessages']), ...countRangePairs()]);
}

const MAX_COUNT = 8;

/** The copy of the package and airport forms (components/packages/*), built on the server. */
export function packageFormText(locale: Locale) {
  const t = getT(locale, 'PackageForm');
  const m = getT(locale, 'PackageMessages');
  const counts = (key: 'passengerCount' | 'bagCount' | 'boosterCount') =>
    Array.from({ length: MAX_COUNT + 1 }, (_, n) => t(key, { n }));
  const plain = catalogues[locale].PackageForm;
  return {
    locale,
    ...plain,
    timeHint: fill(plain.timeHint, ONLINE_HOURS),
    counts: {
      passengers: counts('passengerCount'),
      hold_bags: counts('bagCount'),
      boosters: counts('boosterCount'),
    },
    trips: tripNames(locale),
    notAvailable: getT(locale, 'PackagePages')('notAvailable'),
    roundTripModalTitle: m('roundTripModalTitle'),
    required: { title: m('requiredTitle'), description: m('requiredText') },
    invalidTitle: m('invalidTitle'),
    sent: { title: m('redirectTitle'), description: m('redirect') },
    /** The one network-failure toast of every form, in the page's language (lib/requests/send-failed.ts). */
    failed: { title: SEND_FAILED_TEXT[locale].title, description: SEND_FAILED_TEXT[locale].message },
    /** French message → the page's language, for the schema's messages shown in the browser. */
    messages: packageMessageMap(locale),
    /** The wizard in the page's language. */
    wizardHref: pathFor('/reservation', locale),
  };
}
export type PackageFormText = ReturnType<typeof packageFormText>;

/**
 * 'Prix de votre trajet (Berline Confort, aller simple) :' for each trip type: the vehicle's name, not its price
 * table column (« (Berline (1-4 passagers), aller simple) » nested its parentheses).
 */
export function yourPriceText(locale: Locale, vehicle: VehicleType): Record<TripType, string> {
  const t = getT(locale, 'PackageForm');
  const name = catalogues[locale].Packages.vehicles[vehicle];
  const trips = tripNames(locale);
  return {
    oneWay: t('yourPrice', { vehicle: name, trip: trips.oneWay.toLowerCase() }),
    roundTrip: t('yourPrice', { vehicle: name, trip: trips.roundTrip.toLowerCase() }),
  };
}
