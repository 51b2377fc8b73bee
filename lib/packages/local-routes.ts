// The rows of the local price tables as the quote reads them (docs/product.md#pricing-local-packages): each row's
// start and end texts, written by the operator, become places the trip's ends are matched against
// (lib/pricing/local-routes.ts). A text naming an airport is that airport (Orly and CDG within 5 km, as the fixed
// routes; Beauvais within 2 km); a text that is the name of a station or another place of the catalogue is that place
// (within 400 m); any other text is a town, matched by the postcode's town of the address (the town's own postcode
// when the catalogue knows it, else a served department). A row of the Dourdan-Aéroport table starts wherever its form
// picks up: any of the five communes of 91410, not only Dourdan. A row that shows a fixed route (Dourdan → Orly / CDG)
// is left out: the fixed route prices that ride already.
import 'server-only';
import type { LocalPackage } from '@/lib/db/types';
import { airportsNamedIn } from '@/lib/booking/airport';
import { AIRPORT_FORM_COMMUNES, ALL_PLACES, getPlace } from '@/lib/places/catalogue';
import { PROXIMITY_RADIUS_KM, REFERENCE_POINTS, type LatLng } from '@/lib/places/constants';
import { extractPostcode, looseText } from '@/lib/places/text';
import type { LocalRoute, RouteEnd } from '@/lib/pricing/local-routes';
import type { VehicleType } from '@/lib/domain/vehicles';
import { airportTripPrices, isAirportPackage, packagePriceCents } from './selection';

/**
 * How far from a named place (a station, a pick-up point) an end may be and still be that place: less than the
 * distance between two Paris stations (Gare de Lyon – Austerlitz 0.7 km, Nord – Est 0.55 km).
 */
export const ROUTE_PLACE_RADIUS_KM = 0.4;

/** Orly and CDG as the fixed routes see them (5 km); Beauvais-Tillé without the town of Beauvais, 3.6 km away. */
const AIRPORTS: Record<string, { point: LatLng | undefined; radiusKm: number }> = {
  ORLY: { point: REFERENCE_POINTS.orly, radiusKm: PROXIMITY_RADIUS_KM },
  CDG: { point: REFERENCE_POINTS.cdg, radiusKm: PROXIMITY_RADIUS_KM },
  BEAUVAIS: { point: getPlace('beauvais'), radiusKm: 2 },
};

/** The postcodes of the towns the address list knows ('etampes' → ['91150']). */
const TOWN_POSTCODES = new Map<string, string[]>();
for (const place of ALL_PLACES) {
  if (place.kind !== 'commune') continue;
  const postcode = extractPostcode(place.address);
  if (postcode) TOWN_POSTCODES.set(looseText(place.name), [postcode]);
}

/** Catalogue places a row may name, by name ('Gare de Lyon'); towns are matched as towns, not as their centre. */
const NAMED_PLACES = new Map(
  ALL_PLACES.filter((p) => p.kind !== 'commune' && p.kind !== 'city').map((p) => [looseText(p.name), p]),
);

/** What a row's text names: 'Aéroport d'Orly' → Orly, 'Gare de Lyon (Paris)' → the station, 'Étampes' → the town. */
export function routeEnd(text: string): RouteEnd {
  const airports = airportsNamedIn(text);
  const airport = airports.length === 1 ? AIRPORTS[airports[0]!] : undefined;
  if (airport?.point) {
    return { kind: 'place', lat: airport.point.lat, lng: airport.point.lng, radiusKm: airport.radiusKm };
  }
  const name = looseText(text.replace(/\([^)]*\)/g, ' '));
  const place = NAMED_PLACES.get(name);
  if (place) return { kind: 'place', lat: place.lat, lng: place.lng, radiusKm: ROUTE_PLACE_RADIUS_KM };
  return { kind: 'town', towns: [name], postcodes: TOWN_POSTCODES.get(name) ?? null };
}

/** Where the airport form picks up (docs/product.md#packages-airport-form): the communes of 91410. */
const AIRPORT_FORM_START: RouteEnd = {
  kind: 'town',
  towns: AIRPORT_FORM_COMMUNES.map(looseText),
  postcodes: ['91410'],
};

/**
 * What the row sells, by the package path's own rule (./selection.ts): the airport table's
 * round trip without a price is twice the one-way price; another table's is not sold (its cell says 'N/A').
 */
function sellingPrices(pkg: LocalPackage): LocalRoute['prices'] {
  const airport = isAirportPackage(pkg);
  const prices = (vehicle: VehicleType) =>
    airport
      ? airportTripPrices(pkg, vehicle)
      : {
          oneWayCents: packagePriceCents(pkg, vehicle, 'oneWay'),
          roundTripCents: packagePriceCents(pkg, vehicle, 'roundTrip'),
          roundTripComputed: false,
        };
  return { berline: prices('berline'), van: prices('van') };
}

/** The active rows, in the tables' order, as the quote matches them (fixed-route rows left out). */
export function toLocalRoutes(packages: readonly LocalPackage[]): LocalRoute[] {
  return packages
    .filter((p) => p.isActive && !p.fixedRoute)
    .map((p) => ({
      id: p.id,
      start: p.startLocation,
      end: p.endLocation,
      from: isAirportPackage(p) ? AIRPORT_FORM_START : routeEnd(p.startLocation),
      to: routeEnd(p.endLocation),
      prices: sellingPrices(p),
    }));
}
