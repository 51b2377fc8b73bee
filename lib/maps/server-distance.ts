// Driving distance for server-side quotes. With GOOGLE_MAPS_SERVER_KEY the Routes API answers (short time-out,
// small in-memory cache); without a key, or when Google fails, the great-circle distance of spec §8 is used and the
// result says so (`estimated`, and `googleFailed` so the browser can show the 'Erreur de calcul' toast).
import 'server-only';
import { distanceKm } from '@/lib/places';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface DistanceResult {
  km: number;
  durationMinutes: number | null;
  source: 'google' | 'great-circle';
  /** True when the distance is not a driving distance (the price is then an estimate). */
  estimated: boolean;
  /** True when Google was asked and failed (as opposed to: no key configured). */
  googleFailed: boolean;
}

export interface DistanceOptions {
  apiKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const ROUTES_URL = 'https://routes.googleapis.com/directions/v2:computeRoutes';
const DEFAULT_TIMEOUT_MS = 1_500;
const CACHE_MAX = 500;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

// Same trip, same answer for a day: repeated quotes (step 2, then the booking) cost one Google call.
const cache = new Map<string, { value: DistanceResult; expires: number }>();

function cacheKey(from: LatLng, to: LatLng): string {
  return [from.lat, from.lng, to.lat, to.lng].map((n) => n.toFixed(5)).join(',');
}

function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

function greatCircle(from: LatLng, to: LatLng, googleFailed: boolean): DistanceResult {
  return {
    km: roundKm(distanceKm(from, to)),
    durationMinutes: null,
    source: 'great-circle',
    estimated: true,
    googleFailed,
  };
}

interface RoutesResponse {
  routes?: { distanceMeters?: number; duration?: string }[];
}

async function googleDrivingDistance(
  from: LatLng,
  to: LatLng,
  apiKey: string,
  timeoutMs: number,
  fetchImpl: typeof fetch,
): Promise<DistanceResult> {
  const point = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });
  const response = await fetchImpl(ROUTES_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Goog-Api-Key': apiKey,
      'X-Goog-FieldMask': 'routes.distanceMeters,routes.duration',
    },
    body: JSON.stringify({
      origin: point(from),
      destination: point(to),
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_UNAWARE',
      languageCode: 'fr-FR',
      units: 'METRIC',
    }),
    signal: AbortSignal.timeout(timeoutMs),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`Routes API: HTTP ${response.status}`);
  const data = (await response.json()) as RoutesResponse;
  const route = data.routes?.[0];
  const meters = route?.distanceMeters;
  if (typeof meters !== 'number' || !Number.isFinite(meters) || meters < 0) {
    throw new Error('Routes API: aucune distance dans la réponse');
  }
  const seconds = Number.parseInt(route?.duration ?? '', 10);
  return {
    km: roundKm(meters / 1000),
    durationMinutes: Number.isFinite(seconds) ? Math.round(seconds / 60) : null,
    source: 'google',
    estimated: false,
    googleFailed: false,
  };
}

/** Distance between two points for pricing. Never throws: the worst case is the great-circle estimate. */
export async function serverDistance(
  from: LatLng,
  to: LatLng,
  { apiKey, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch }: DistanceOptions = {},
): Promise<DistanceResult> {
  if (!apiKey) return greatCircle(from, to, false);
  const key = cacheKey(from, to);
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  try {
    const value = await googleDrivingDistance(from, to, apiKey, timeoutMs, fetchImpl);
    if (cache.size >= CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { value, expires: Date.now() + CACHE_TTL_MS });
    return value;
  } catch (error) {
    console.warn('[maps] distance Google indisponible, repli sur la distance à vol d’oiseau', error);
    return greatCircle(from, to, true);
  }
}

/** For tests. */
export function clearDistanceCache(): void {
  cache.clear();
}
