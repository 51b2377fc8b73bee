// The local price tables in the instant quote (docs/product.md#pricing-local-packages): a trip whose two ends are the
// places of an active row of /forfaits-locaux costs that row's price, so the box of the home page, the wizard and
// the table never give the same ride two prices. Pure and free of the catalogue: the server turns each row's text into
// a `RouteEnd` (lib/packages/local-routes.ts), the browser's preview and the server's quote match trips here.
import type { LatLng } from '@/lib/places/constants';
import { distanceKm, isValidLatLng } from '@/lib/places/geo';
import { addressTown, type AddressTown } from '@/lib/places/text';
import type { TripType } from '@/lib/domain/trips';
import type { VehicleType } from '@/lib/domain/vehicles';

/**
 * What a row's start or end names: a place (an airport, a station: a point and how far from it an end may be) or
 * towns (their names as `looseText` writes them: an end is in one when its address's postcode is followed by that
 * name, and that postcode is the town's own when it is known, else one of the served departments — France has
 * several Saint-Chéron). One town for a row's text; the five communes of 91410 for the start of an airport-table row,
 * as its form picks up there.
 */
export type RouteEnd =
  | { kind: 'place'; lat: number; lng: number; radiusKm: number }
  | { kind: 'town'; towns: readonly string[]; postcodes: readonly string[] | null };

/** The departments a town of the tables may be in when the address list does not know its postcode. */
export const SERVED_DEPARTMENTS: readonly string[] = ['28', '75', '77', '78', '91', '92', '93', '94', '95'];

export interface LocalRoutePrices {
  oneWayCents: number | null;
  roundTripCents: number | null;
  roundTripComputed: boolean;
}

export interface LocalRoute {
  id: string;
  /** The row's texts, for the breakdown ('Dourdan', 'Étampes'). */
  start: string;
  end: string;
  from: RouteEnd;
  to: RouteEnd;
  /**
   * The row's bookable TTC prices, as its table and package form sell them (lib/packages/local-routes.ts reads them
   * with the package path's own rule); null: no price for that vehicle and trip (the per-km price applies).
   * `roundTripComputed`: the round trip is twice the one-way price ('Tarif Aller-Retour Calculé').
   */
  prices: Record<VehicleType, LocalRoutePrices>;
}

export interface RouteEndpoint {
  address: string;
  point: LatLng;
}

function isAt(end: RouteEnd, at: RouteEndpoint, town: AddressTown | null): boolean {
  if (end.kind === 'place') return distanceKm(at.point, end) <= end.radiusKm;
  if (!town || !end.towns.includes(town.town)) return false;
  return end.postcodes
    ? end.postcodes.includes(town.postcode)
    : SERVED_DEPARTMENTS.includes(town.postcode.slice(0, 2));
}

export interface LocalRouteMatch {
  route: LocalRoute;
  /** The trip goes from the row's end to its start (a row prices both directions). */
  reversed: boolean;
}

/** The first row whose start and end are the trip's ends, in either direction; null when none is. */
export function findLocalRoute(
  from: RouteEndpoint,
  to: RouteEndpoint,
  routes: readonly LocalRoute[],
): LocalRouteMatch | null {
  if (routes.length === 0 || !isValidLatLng(from.point) || !isValidLatLng(to.point)) return null;
  const fromTown = addressTown(from.address);
  const toTown = addressTown(to.address);
  for (const route of routes) {
    if (isAt(route.from, from, fromTown) && isAt(route.to, to, toTown)) return { route, reversed: false };
    if (isAt(route.from, to, toTown) && isAt(route.to, from, fromTown)) return { route, reversed: true };
  }
  return null;
}

/** A row's TTC price for a vehicle and trip, as its table sells it; null when it sells none (per km then). */
export function localRoutePrice(
  route: LocalRoute,
  vehicle: VehicleType,
  tripType: TripType,
): { totalCents: number; calculatedRoundTrip: boolean } | null {
  const prices = route.prices[vehicle];
  const totalCents = tripType === 'oneWay' ? prices.oneWayCents : prices.roundTripCents;
  if (totalCents === null) return null;
  return { totalCents, calculatedRoundTrip: tripType === 'roundTrip' && prices.roundTripComputed };
}

/** 'Dourdan → Étampes', or 'Étampes → Dourdan' for a trip the other way. */
export function localRouteLabel(match: LocalRouteMatch): string {
  const { start, end } = match.route;
  return match.reversed ? `${end} → ${start}` : `${start} → ${end}`;
}
