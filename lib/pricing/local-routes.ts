// The local price tables in the instant quote (docs/product.md#pricing-local-packages): a trip whose two ends are the
// places of an active row of /forfaits-locaux costs that row's price, so the box of the home page, the wizard and
// the table never give the same ride two prices. Pure and free of the catalogue: the server turns each row's text into
// a `RouteEnd` (lib/packages/local-routes.ts), the browser's preview and the server's quote match trips here.
import type { LatLng } from '@/lib/places/constants';
import { distanceKm, isValidLatLng } from '@/lib/places/geo';
import { looseText } from '@/lib/places/text';
import type { TripType } from '@/lib/domain/trips';
import type { VehicleType } from '@/lib/domain/vehicles';

/**
 * What a row's start or end names: a place (an airport, a station: a point and how far from it an end may be) or a
 * town (its name as `looseText` writes it: an end is in it when its address's postcode is followed by that name, and
 * that postcode is the town's own when it is known, else one of the served departments — France has several
 * Saint-Chéron).
 */
export type RouteEnd =
  | { kind: 'place'; lat: number; lng: number; radiusKm: number }
  | { kind: 'town'; town: string; postcodes: readonly string[] | null };

/** The departments a town of the tables may be in when the address list does not know its postcode. */
export const SERVED_DEPARTMENTS: readonly string[] = ['28', '75', '77', '78', '91', '92', '93', '94', '95'];

export interface LocalRoute {
  id: string;
  /** The row's texts, for the breakdown ('Dourdan', 'Étampes'). */
  start: string;
  end: string;
  from: RouteEnd;
  to: RouteEnd;
  /** TTC cents; null or ≤ 0: no price for that vehicle and trip (the per-km price applies). */
  prices: Record<VehicleType, { oneWayCents: number | null; roundTripCents: number | null }>;
}

export interface RouteEndpoint {
  address: string;
  point: LatLng;
}

export interface AddressTown {
  postcode: string;
  /** As `looseText` writes it, without a trailing « Cedex ». */
  town: string;
}

/**
 * The postcode and town of a French address: the last part that starts with a postcode ('12 rue X, 91150 Étampes,
 * France' → 91150, 'etampes'), or null when the address has none.
 */
export function addressTown(address: string): AddressTown | null {
  let found: AddressTown | null = null;
  for (const part of address.split(',')) {
    const match = /(?<!\d)(\d{5})\s+(.+)$/.exec(part.trim());
    const town = match?.[2] ? looseText(match[2]).replace(/ cedex( \d+)?$/, '') : '';
    if (match?.[1] && town) found = { postcode: match[1], town };
  }
  return found;
}

function isAt(end: RouteEnd, at: RouteEndpoint, town: AddressTown | null): boolean {
  if (end.kind === 'place') return distanceKm(at.point, end) <= end.radiusKm;
  if (!town || town.town !== end.town) return false;
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

const positive = (cents: number | null | undefined) => (cents != null && cents > 0 ? cents : null);

/**
 * A row's TTC price for a vehicle and trip (docs/product.md#pricing-round-trip): one way its one-way price; a round
 * trip its round-trip price, or twice the one-way price when it has none ('Tarif Aller-Retour Calculé'). Null when
 * the row has no price for that vehicle and trip.
 */
export function localRoutePrice(
  route: LocalRoute,
  vehicle: VehicleType,
  tripType: TripType,
): { totalCents: number; calculatedRoundTrip: boolean } | null {
  const prices = route.prices[vehicle];
  const oneWay = positive(prices.oneWayCents);
  if (tripType === 'oneWay')
    return oneWay === null ? null : { totalCents: oneWay, calculatedRoundTrip: false };
  const roundTrip = positive(prices.roundTripCents);
  if (roundTrip !== null) return { totalCents: roundTrip, calculatedRoundTrip: false };
  return oneWay === null ? null : { totalCents: 2 * oneWay, calculatedRoundTrip: true };
}

/** 'Dourdan → Étampes', or 'Étampes → Dourdan' for a trip the other way. */
export function localRouteLabel(match: LocalRouteMatch): string {
  const { start, end } = match.route;
  return match.reversed ? `${end} → ${start}` : `${start} → ${end}`;
}
