// Route catalogue (12 slugs, docs/product.md#pricing-fixed-routes) and the fixed package catalogue (10 packages). Package prices are never stored
// here: they are read from PriceSettings.fixedFares, the same figures the quote uses, so a card and a quote cannot
// disagree (docs/architecture.md, "## Pricing").
import type { LocationGroupKey } from '@/lib/places/catalogue';
import type { DiscountKey, FixedRouteKey, PriceSettings } from './settings';
import type { VehicleType } from '@/lib/domain/vehicles';

export const ROUTE_SLUGS = [
  'paris-orly',
  'orly-paris',
  'paris-cdg',
  'cdg-paris',
  'paris-disney',
  'disney-paris',
  'cdg-disney',
  'disney-cdg',
  'orly-disney',
  'disney-orly',
  'dourdan-cdg',
  'dourdan-orly',
] as const;
export type RouteSlug = (typeof ROUTE_SLUGS)[number];

export interface Route {
  slug: RouteSlug;
  title: string;
  departureLocation: LocationGroupKey;
  destinationLocation: LocationGroupKey;
  fareKey: FixedRouteKey;
  /** Which round-trip discount applies: the airport's when the route has one, else Disney's. */
  discountKey: DiscountKey;
}

const LOCATION_LABELS: Record<LocationGroupKey, string> = {
  PARIS: 'Paris',
  ORLY: "Aéroport d'Orly",
  CDG: 'Aéroport Roissy-CDG',
  BEAUVAIS: 'Aéroport de Beauvais',
  DISNEY: 'Disneyland Paris',
  DOURDAN: 'Dourdan',
};

const route = (
  slug: RouteSlug,
  departureLocation: LocationGroupKey,
  destinationLocation: LocationGroupKey,
  fareKey: FixedRouteKey,
): Route => {
  const ends = [departureLocation, destinationLocation];
  const discountKey: DiscountKey = ends.includes('ORLY') ? 'orly' : ends.includes('CDG') ? 'cdg' : 'disney';
  return {
    slug,
    title: `${LOCATION_LABELS[departureLocation]} → ${LOCATION_LABELS[destinationLocation]}`,
    departureLocation,
    destinationLocation,
    fareKey,
    discountKey,
  };
};

export const ROUTES: Record<RouteSlug, Route> = {
  'paris-orly': route('paris-orly', 'PARIS', 'ORLY', 'parisOrly'),
  'orly-paris': route('orly-paris', 'ORLY', 'PARIS', 'orlyParis'),
  'paris-cdg': route('paris-cdg', 'PARIS', 'CDG', 'parisCdg'),
  'cdg-paris': route('cdg-paris', 'CDG', 'PARIS', 'cdgParis'),
  'paris-disney': route('paris-disney', 'PARIS', 'DISNEY', 'parisDisney'),
  'disney-paris': route('disney-paris', 'DISNEY', 'PARIS', 'disneyParis'),
  'cdg-disney': route('cdg-disney', 'CDG', 'DISNEY', 'cdgDisney'),
  'disney-cdg': route('disney-cdg', 'DISNEY', 'CDG', 'disneyCdg'),
  'orly-disney': route('orly-disney', 'ORLY', 'DISNEY', 'orlyDisney'),
  'disney-orly': route('disney-orly', 'DISNEY', 'ORLY', 'disneyOrly'),
  'dourdan-cdg': route('dourdan-cdg', 'DOURDAN', 'CDG', 'dourdanCdg'),
  'dourdan-orly': route('dourdan-orly', 'DOURDAN', 'ORLY', 'dourdanOrly'),
};

const ROUTE_BY_FARE_KEY = new Map(Object.values(ROUTES).map((r) => [r.fareKey, r]));

/** The route's title the other way ('Aéroport d'Orly → Dourdan'). */
export function reversedTitle(route: Route): string {
  return `${LOCATION_LABELS[route.destinationLocation]} → ${LOCATION_LABELS[route.departureLocation]}`;
}

export function routeForFareKey(key: FixedRouteKey): Route {
  const found = ROUTE_BY_FARE_KEY.get(key);
  if (!found) throw new Error(`Unknown fixed route ${key}`);
  return found;
}

export const PACKAGE_IDS = ROUTE_SLUGS.filter((s) => !s.startsWith('dourdan-')) as Exclude<
  RouteSlug,
  'dourdan-cdg' | 'dourdan-orly'
>[];
export type FixedPackageId = (typeof PACKAGE_IDS)[number];

export type PackageTag = 'airport' | 'disney';

export interface FixedPackage extends Route {
  /** The `?package=` value: same as the route slug. */
  id: FixedPackageId;
  /** Typical duration in minutes. */
  durationMinutes: number;
  tags: PackageTag[];
  imageKey: 'airport' | 'disney';
  altText: string;
}

const DURATIONS: Record<FixedPackageId, number> = {
  'paris-orly': 45,
  'orly-paris': 45,
  'paris-cdg': 60,
  'cdg-paris': 60,
  'paris-disney': 50,
  'disney-paris': 50,
  'cdg-disney': 40,
  'disney-cdg': 40,
  'orly-disney': 40,
  'disney-orly': 40,
};

export const FIXED_PACKAGES: FixedPackage[] = PACKAGE_IDS.map((id) => {
  const r = ROUTES[id];
  const ends = [r.departureLocation, r.destinationLocation];
  const tags: PackageTag[] = [];
  if (ends.includes('ORLY') || ends.includes('CDG')) tags.push('airport');
  if (ends.includes('DISNEY')) tags.push('disney');
  const imageKey = tags.includes('disney') ? 'disney' : 'airport';
  return {
    ...r,
    id,
    durationMinutes: DURATIONS[id],
    tags,
    imageKey,
    altText: `Transfert VTC ${r.title} avec chauffeur privé`,
  };
});

const PACKAGE_BY_ID = new Map<string, FixedPackage>(FIXED_PACKAGES.map((p) => [p.id, p]));

/** The package for a `?package=` value, or undefined for anything else. */
export function getFixedPackage(id: string | null | undefined): FixedPackage | undefined {
  return id ? PACKAGE_BY_ID.get(id) : undefined;
}

/** One-way TTC price of a fixed route in cents, from the settings; null when the admin removed that fare. */
export function fixedFarePrice(
  key: FixedRouteKey,
  vehicle: VehicleType,
  settings: PriceSettings,
): number | null {
  return settings.fixedFares[key][vehicle];
}

const REVERSE_FARE_KEY = new Map(
  Object.values(ROUTES).flatMap((r) => {
    const back = Object.values(ROUTES).find(
      (o) => o.departureLocation === r.destinationLocation && o.destinationLocation === r.departureLocation,
    );
    return back ? [[r.fareKey, back.fareKey] as const] : [];
  }),
);

export interface FixedRoundTrip {
  /** The outbound leg's fare, TTC cents. */
  out: number;
  /** The return leg's price, TTC cents: the route the other way's fare, the outbound fare again, or per km. */
  back: number;
  /** The round-trip discount taken off, TTC cents (never more than the cheaper leg). */
  discount: number;
  /** out + back − discount. */
  total: number;
}

/**
 * Whether the route has a way back of its own (CDG → Paris for Paris → CDG); Dourdan → Orly / CDG have none: their
 * fare prices both ways (lib/pricing/quote.ts FIXED_ROUTE_RULES).
 */
export function hasWayBack(key: FixedRouteKey): boolean {
  return REVERSE_FARE_KEY.has(key);
}

/**
 * A round trip on a fixed route (docs/product.md#pricing-round-trip): the outbound fare plus the way back's — the
 * fare of the route the other way when it has one (Paris → CDG, back CDG → Paris), else the outbound fare again
 * (Dourdan → Orly: its fare prices Orly → Dourdan too) —, less the route's round-trip discount, never more than the
 * cheaper leg, so a round trip never costs less than either one way. `back`: the way back as the quote priced it (TTC
 * cents: its fixed fare, or per km when the operator removed that fare); without it, a removed fare leaves no fixed
 * round-trip price. Null without the outbound fare.
 */
export function fixedRoundTrip(
  key: FixedRouteKey,
  vehicle: VehicleType,
  settings: PriceSettings,
  back: number | null = null,
): FixedRoundTrip | null {
  const out = fixedFarePrice(key, vehicle, settings);
  if (out == null) return null;
  const reverse = REVERSE_FARE_KEY.get(key);
  back ??= reverse ? fixedFarePrice(reverse, vehicle, settings) : out;
  if (back == null) return null;
  const discount = Math.min(
    settings.roundTripDiscounts[routeForFareKey(key).discountKey][vehicle],
    out,
    back,
  );
  return { out, back, discount, total: out + back - discount };
}

/** Round-trip TTC price of a fixed route in cents (fixedRoundTrip's total); null without a fare. */
export function fixedRoundTripPrice(
  key: FixedRouteKey,
  vehicle: VehicleType,
  settings: PriceSettings,
): number | null {
  return fixedRoundTrip(key, vehicle, settings)?.total ?? null;
}

/** The card price of a package: the same figure the quote uses for that route. */
export function fixedPackagePrice(
  pkg: Pick<FixedPackage, 'fareKey'>,
  vehicle: VehicleType,
  settings: PriceSettings,
): number | null {
  return fixedFarePrice(pkg.fareKey, vehicle, settings);
}
