// Driving distance for server-side quotes. With GOOGLE_MAPS_SERVER_KEY the Routes API answers (short time-out,
// small in-memory cache, and a database cache by place pair — `place_distances`, 30 days as Google's terms allow);
// without a key, or when Google fails, the great-circle distance of docs/product.md#pricing-errors is used and the result says so
// (`estimated`, and `googleFailed` so the browser can show the 'Erreur de calcul' toast). A call that misses both
// caches takes a slot of the client's daily share and of the site-wide Google budget first (lib/maps/google-budget.ts);
// refused, it is a Google failure.
import 'server-only';
import type { DataStore } from '@/lib/db/types';
import { distanceKm } from '@/lib/places';
import { takeGoogleCall } from './google-budget';
import { PLACE_CACHE_MAX_AGE_MS } from './resolve-place';

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
  /** Routes API base URL (GOOGLE_ROUTES_API_BASE_URL; the fake of e2e/fake-google in tests). */
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The resolved places' references: the driving distance is then kept by place pair in the store. */
  pair?: { fromRef: string; toRef: string };
  /** The distance cache (with `pair`), and the daily Google budget every call to Google draws on. */
  store: Pick<DataStore, 'getCachedDistance' | 'saveCachedDistance' | 'takeThrottleSlot'>;
  now?: Date;
  /** The client key for its daily share (lib/maps/google-budget.ts); by default the current request's client. */
  client?: string | null;
}

const ROUTES_BASE_URL = 'https://routes.googleapis.com';
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
  baseUrl: string,
): Promise<DistanceResult> {
  const point = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });
  const response = await fetchImpl(`${baseUrl}/directions/v2:computeRoutes`, {
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

async function cachedPairDistance(options: DistanceOptions): Promise<DistanceResult | null> {
  const { pair, store, now = new Date() } = options;
  if (!pair) return null;
  try {
    const row = await store.getCachedDistance(pair.fromRef, pair.toRef);
    if (!row || now.getTime() - Date.parse(row.fetchedAt) >= PLACE_CACHE_MAX_AGE_MS) return null;
    return {
      km: row.km,
      durationMinutes: row.durationMinutes,
      source: 'google',
      estimated: false,
      googleFailed: false,
    };
  } catch (error) {
    console.warn('[maps] cache des distances illisible', error);
    return null;
  }
}

async function savePairDistance(options: DistanceOptions, value: DistanceResult): Promise<void> {
  const { pair, store, now = new Date() } = options;
  if (!pair) return;
  try {
    await store.saveCachedDistance({
      ...pair,
      km: value.km,
      durationMinutes: value.durationMinutes,
      fetchedAt: now.toISOString(),
    });
  } catch (error) {
    console.warn('[maps] distance non mise en cache', error);
  }
}

/** Distance between two points for pricing. Never throws: the worst case is the great-circle estimate. */
export async function serverDistance(
  from: LatLng,
  to: LatLng,
  options: DistanceOptions,
): Promise<DistanceResult> {
  const { apiKey, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch, baseUrl = ROUTES_BASE_URL } = options;
  if (!apiKey) return greatCircle(from, to, false);
  const key = options.pair ? `${options.pair.fromRef}>${options.pair.toRef}` : cacheKey(from, to);
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const remember = (value: DistanceResult) => {
    if (cache.size >= CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { value, expires: Date.now() + CACHE_TTL_MS });
    return value;
  };
  const stored = await cachedPairDistance(options);
  if (stored) return remember(stored);
  // Not remembered: once the window slides, the next quote asks Google again.
  if (!(await takeGoogleCall(options.store, options.now ?? new Date(), { client: options.client }))) {
    return greatCircle(from, to, true);
  }
  try {
    const value = await googleDrivingDistance(from, to, apiKey, timeoutMs, fetchImpl, baseUrl);
    await savePairDistance(options, value);
    return remember(value);
  } catch (error) {
    console.warn('[maps] distance Google indisponible, repli sur la distance à vol d’oiseau', error);
    return greatCircle(from, to, true);
  }
}

/** For tests. */
export function clearDistanceCache(): void {
  cache.clear();
}
