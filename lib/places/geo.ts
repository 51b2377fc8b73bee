// Great-circle distance and proximity to the reference points (docs/product.md#places-proximity).
import {
  EARTH_RADIUS_KM,
  PROXIMITY_RADIUS_KM,
  REFERENCE_POINTS,
  type GeoBox,
  type LatLng,
} from './constants';

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in km on a sphere of radius 6371 km. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRad(to.lat - from.lat);
  const dLng = toRad(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(from.lat)) * Math.cos(toRad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Finite coordinates within the valid latitude/longitude ranges. */
export function isValidLatLng(point: Partial<LatLng> | null | undefined): point is LatLng {
  return (
    point != null &&
    typeof point.lat === 'number' &&
    typeof point.lng === 'number' &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

export function isInBox(point: LatLng, box: GeoBox): boolean {
  return point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;
}

function isNear(point: LatLng | null | undefined, ref: LatLng): boolean {
  return isValidLatLng(point) && distanceKm(point, ref) <= PROXIMITY_RADIUS_KM;
}

/** Within 5 km of Orly (48.723, 2.379). */
export const isNearOrly = (point: LatLng | null | undefined) => isNear(point, REFERENCE_POINTS.orly);
/** Within 5 km of Roissy-CDG (49.009, 2.547). */
export const isNearCdg = (point: LatLng | null | undefined) => isNear(point, REFERENCE_POINTS.cdg);
/** Within 5 km of Dourdan, the base town (48.529, 2.011). */
export const isNearDourdan = (point: LatLng | null | undefined) => isNear(point, REFERENCE_POINTS.dourdan);
