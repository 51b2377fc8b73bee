// The rows of the local price tables as the quote reads them (docs/product.md#pricing-local-packages): each row's
// start and end texts, written by the operator, become places the trip's ends are matched against
// (lib/pricing/local-routes.ts). A text naming an airport is that airport (within 5 km, as the fixed routes); a text
// that is the name of a station or another place of the catalogue is that place (within 1 km); any other text is a
// town, matched by the postcode's town of the address. A row that shows a fixed route (Dourdan → Orly / CDG) is
// left out: the fixed route prices that ride already.
import 'server-only';
import { getActivePackagesCached } from '@/lib/db/cached';
import { DEPARTMENTS, type LocalPackage } from '@/lib/db/types';
import { airportsNamedIn } from '@/lib/booking/airport';
import { ALL_PLACES, getPlace } from '@/lib/places/catalogue';
import { PROXIMITY_RADIUS_KM, REFERENCE_POINTS, type LatLng } from '@/lib/places/constants';
import { looseText } from '@/lib/places/text';
import type { LocalRoute, RouteEnd } from '@/lib/pricing/local-routes';

/** How far from a named place (a station, a pick-up point) an end may be and still be that place. */
export const ROUTE_PLACE_RADIUS_KM = 1;

const AIRPORT_POINTS: Record<string, LatLng | undefined> = {
  ORLY: REFERENCE_POINTS.orly,
  CDG: REFERENCE_POINTS.cdg,
  BEAUVAIS: getPlace('beauvais'),
};

/** Catalogue places a row may name, by name ('Gare de Lyon'); towns are matched as towns, not as their centre. */
const NAMED_PLACES = new Map(
  ALL_PLACES.filter((p) => p.kind !== 'commune' && p.kind !== 'city').map((p) => [looseText(p.name), p]),
);

/** What a row's text names: 'Aéroport d'Orly' → Orly, 'Gare de Lyon (Paris)' → the station, 'Étampes' → the town. */
export function routeEnd(text: string): RouteEnd {
  const airports = airportsNamedIn(text);
  const airport = airports.length === 1 ? AIRPORT_POINTS[airports[0]!] : undefined;
  if (airport) return { kind: 'place', lat: airport.lat, lng: airport.lng, radiusKm: PROXIMITY_RADIUS_KM };
  const name = looseText(text.replace(/\([^)]*\)/g, ' '));
  const place = NAMED_PLACES.get(name);
  if (place) return { kind: 'place', lat: place.lat, lng: place.lng, radiusKm: ROUTE_PLACE_RADIUS_KM };
  return { kind: 'town', town: looseText(text) };
}

/** The active rows, in the tables' order, as the quote matches them (fixed-route rows left out). */
export function toLocalRoutes(packages: readonly LocalPackage[]): LocalRoute[] {
  return packages
    .filter((p) => p.isActive && !p.fixedRoute)
    .map((p) => ({
      id: p.id,
      start: p.startLocation,
      end: p.endLocation,
      from: routeEnd(p.startLocation),
      to: routeEnd(p.endLocation),
      prices: p.prices,
    }));
}

let built: { from: LocalPackage[][]; routes: LocalRoute[] } | null = null;

/**
 * Every active row of the four tables as local routes, from the memoised reads of the tables (an admin change is
 * seen within the memo's second, on every instance); rebuilt only when a table's read changed.
 */
export async function getLocalRoutesCached(): Promise<LocalRoute[]> {
  const tables = await Promise.all(DEPARTMENTS.map((d) => getActivePackagesCached(d)));
  if (built && built.from.length === tables.length && built.from.every((t, i) => t === tables[i])) {
    return built.routes;
  }
  const routes = toLocalRoutes(tables.flat());
  built = { from: tables, routes };
  return routes;
}
