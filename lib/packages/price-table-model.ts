// Data → view model of a local price table: which rows show, in which order, each price formatted or 'N/A', each
// bookable price linked to its form, and the exact empty / error messages of docs/product.md#packages-local. Pure apart from the
// injected fetcher, so the page's behaviour (including a failing database) is tested without rendering Next.
import { unstable_rethrow } from 'next/navigation';
import type { Department, LocalPackage } from '@/lib/db/types';
import { TRIP_LABELS, type TripType } from '@/lib/domain/trips';
import { VEHICLE_LABELS, VEHICLE_TYPES, type VehicleType } from '@/lib/domain/vehicles';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { PACKAGE_PAGE_MESSAGES, type Region } from './regions';
import { isBookablePrice, selectionHref } from './selection';
import { formatEuros } from '@/lib/format/money';

export const PRICE_COLUMNS = [
  { vehicle: 'berline', trip: 'oneWay' },
  { vehicle: 'berline', trip: 'roundTrip' },
  { vehicle: 'van', trip: 'oneWay' },
  { vehicle: 'van', trip: 'roundTrip' },
] as const satisfies readonly { vehicle: VehicleType; trip: TripType }[];

/** Column headings of the price tables and the booking pages: 'Berline (1-4 passagers)'. */
export const VEHICLE_COLUMNS = Object.fromEntries(
  VEHICLE_TYPES.map((type) => [
    type,
    `${VEHICLE_LABELS[type]} (1-${VEHICLES[type].capacityPassengers} passagers)`,
  ]),
) as Record<VehicleType, string>;

/** '40,00 €' (French format, Intl's no-break spaces) for a positive amount; 'N/A' for null, 0 or negative. */
export function formatTablePrice(cents: number | null | undefined): string {
  return isBookablePrice(cents) ? formatEuros(cents) : PACKAGE_PAGE_MESSAGES.notAvailable;
}

export interface PriceCell {
  vehicle: VehicleType;
  trip: TripType;
  label: string;
  /** null → 'N/A', not clickable. */
  href: string | null;
  /** Accessible name of the link: says what a click books; starts with nothing hidden from the visible price. */
  description: string;
  cents: number | null;
}

export interface PriceRow {
  id: string;
  route: string;
  startLocation: string;
  endLocation: string;
  cells: PriceCell[];
}

export type PriceTableView =
  | { status: 'ok'; rows: PriceRow[] }
  | { status: 'empty'; message: string }
  | { status: 'error'; message: string; retryHint: string | null };

export function routeLabel(pkg: Pick<LocalPackage, 'startLocation' | 'endLocation'>): string {
  return `${pkg.startLocation} → ${pkg.endLocation}`;
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Active rows only, destination (end_location) ascending in French order ('Étampes' next to 'Évry'). */
export function toPriceRows(packages: readonly LocalPackage[]): PriceRow[] {
  return packages
    .filter((pkg) => pkg.isActive)
    .toSorted((a, b) => collator.compare(a.endLocation, b.endLocation))
    .map((pkg) => {
      const route = routeLabel(pkg);
      return {
        id: pkg.id,
        route,
        startLocation: pkg.startLocation,
        endLocation: pkg.endLocation,
        cells: PRICE_COLUMNS.map(({ vehicle, trip }) => {
          const raw = pkg.prices[vehicle][trip === 'oneWay' ? 'oneWayCents' : 'roundTripCents'];
          const bookable = isBookablePrice(raw);
          const label = formatTablePrice(raw);
          return {
            vehicle,
            trip,
            label,
            cents: bookable ? raw : null,
            href: bookable ? selectionHref(pkg, vehicle, trip) : null,
            description: `${label} — réserver ${route}, ${VEHICLE_LABELS[vehicle].toLowerCase()}, ${TRIP_LABELS[trip].toLowerCase()}`,
          };
        }),
      };
    });
}

export type PackageFetcher = (department: Department) => Promise<LocalPackage[]>;

/**
 * Loads a region's table. Any data failure (database down, time-out → UnavailableError) becomes the spec's error
 * message instead of an error page; Next's own control-flow errors are rethrown untouched.
 */
export async function loadPriceTable(region: Region, fetchPackages: PackageFetcher): Promise<PriceTableView> {
  let packages: LocalPackage[];
  try {
    packages = await fetchPackages(region.department);
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[forfaits] lecture impossible (${region.department})`, error);
    return {
      status: 'error',
      message: PACKAGE_PAGE_MESSAGES.error,
      retryHint: region.variant === 'quote' ? PACKAGE_PAGE_MESSAGES.retryLater : null,
    };
  }
  const rows = toPriceRows(packages);
  if (rows.length === 0) {
    // Every empty table offers the way forward, the personalised quote (docs/product.md#packages-local).
    return { status: 'empty', message: PACKAGE_PAGE_MESSAGES.empty };
  }
  return { status: 'ok', rows };
}
