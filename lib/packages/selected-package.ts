// Server side of a price click: the package row behind `?package=…&vehicle=…&trip=…`, and the price that the row says
// for that vehicle and trip. The form pages and the booking endpoint both use it, so the price shown and the price
// stored can only come from the database.
import 'server-only';
import type { DataStore } from '@/lib/db/types';
import type { LocalPackage } from '@/lib/db/types';
import { priceFixedRoute } from './fixed-route-prices';
import { airportPriceCents, isAirportPackage, packagePriceCents, type PackageSelection } from './selection';

export { airportTripPrices, type AirportTripPrices } from './selection';

export type SelectedPackage =
  | { status: 'ok'; pkg: LocalPackage; selection: PackageSelection; priceCents: number; airport: boolean }
  | { status: 'missing' };

/**
 * The active package of `selection` with its server-side price, or 'missing' when the id is unknown, the row is
 * inactive, or the row has no bookable price for that vehicle and trip. Data failures propagate (UnavailableError).
 */
export async function findSelectedPackage(
  store: Pick<DataStore, 'getPackage'>,
  selection: PackageSelection,
): Promise<SelectedPackage> {
  const pkg = await priceFixedRoute(await store.getPackage(selection.packageId));
  if (!pkg || !pkg.isActive) return { status: 'missing' };
  const airport = isAirportPackage(pkg);
  const priceCents = airport
    ? airportPriceCents(pkg, selection.vehicle, selection.trip)
    : packagePriceCents(pkg, selection.vehicle, selection.trip);
  if (priceCents === null) return { status: 'missing' };
  return { status: 'ok', pkg, selection, priceCents, airport };
}
