// Server side of a price click: the package row behind `?package=…&vehicle=…&trip=…`, and the price that the row says
// for that vehicle and trip. The form pages and the booking endpoint both use it, so the price shown and the price
// stored can only come from the database.
import 'server-only';
import type { DataStore } from '@/lib/db/types';
import type { LocalPackage } from '@/lib/db/types';
import { priceFixedRoute } from './fixed-route-prices';
import { isAirportPackage, isBookablePrice, packagePriceCents, type PackageSelection } from './selection';
import type { TripType } from '@/lib/domain/trips';
import type { VehicleType } from '@/lib/domain/vehicles';

export interface AirportTripPrices {
  oneWayCents: number | null;
  /** The row's round-trip price, or — when the row has none — twice the one-way price ('Tarif Aller-Retour Calculé'). */
  roundTripCents: number | null;
  roundTripComputed: boolean;
}

/** Airport form prices of one vehicle (docs/product.md#packages-airport-form, #pricing-round-trip). */
export function airportTripPrices(
  pkg: Pick<LocalPackage, 'prices'>,
  vehicle: VehicleType,
): AirportTripPrices {
  const { oneWayCents, roundTripCents } = pkg.prices[vehicle];
  const oneWay = isBookablePrice(oneWayCents) ? oneWayCents : null;
  if (isBookablePrice(roundTripCents)) {
    return { oneWayCents: oneWay, roundTripCents, roundTripComputed: false };
  }
  return {
    oneWayCents: oneWay,
    roundTripCents: oneWay === null ? null : oneWay * 2,
    roundTripComputed: oneWay !== null,
  };
}

export function airportPriceCents(
  pkg: Pick<LocalPackage, 'prices'>,
  vehicle: VehicleType,
  trip: TripType,
): number | null {
  const prices = airportTripPrices(pkg, vehicle);
  return trip === 'oneWay' ? prices.oneWayCents : prices.roundTripCents;
}

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
