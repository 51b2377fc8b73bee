// The one place resolution of the server (issue 13): a place reference from the browser becomes an address and
// coordinates, and every rule (fixed routes, zones, airports, distance) runs on that. Catalogue references are looked
// up offline; Google references go through Place Details (New) with the server key, cached in `place_cache` by place
// id. Google's terms allow keeping place ids; coordinates are refreshed once they are 30 days old. A cache miss takes
// a slot of the client's daily share and of the site-wide Google budget (lib/maps/google-budget.ts) first; refused,
// it fails as Google down would.
import 'server-only';
import type { DataStore } from '@/lib/db/types';
import type { Place } from '@/lib/places/catalogue';
import { cataloguePlaceOf, parsePlaceRef, placeAddress } from '@/lib/places/refs';
import { GoogleApiError, googlePlaceDetails } from './google-api';
import { takeGoogleCall } from './google-budget';
import { isSignedPlace } from './place-signature';

export const PLACE_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface ResolvedPlace {
  /** The normalised reference ('catalogue:orly-4', 'google:ChIJ…'): the key of the distance cache. */
  ref: string;
  address: string;
  lat: number;
  lng: number;
  source: 'catalogue' | 'google';
}

/**
 * 'unknown': not a reference, unknown catalogue id, or a place Google does not know; 'google-disabled': a Google
 * reference while no server key is configured; 'unavailable': Google did not answer properly, or the daily Google
 * budget is spent — the site's, or this client's share (all → 503 'Adresses indisponibles', the catalogue places still
 * accepted).
 */
export type ResolutionFailure = 'unknown' | 'google-disabled' | 'unavailable';

export class PlaceResolutionError extends Error {
  constructor(
    readonly reason: ResolutionFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PlaceResolutionError';
  }
}

export interface GoogleAccess {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface ResolveContext {
  /** The place cache, and the daily Google budget (takeThrottleSlot) a cache miss draws on. */
  store: Pick<DataStore, 'getCachedPlace' | 'saveCachedPlace' | 'takeThrottleSlot'>;
  /** Null without GOOGLE_MAPS_SERVER_KEY: only catalogue references resolve. */
  google: GoogleAccess | null;
  now: Date;
  /** The autocomplete session token, passed on to Place Details so Google bills the session once. */
  sessionToken?: string;
  /**
   * Whose resolution it is, for the client's daily share of the budget (lib/maps/google-budget.ts): a client key of
   * lib/requests/client-ip.ts; undefined, the current request's client; null, the site budget alone.
   */
  client?: string | null;
}

// Catalogue places are module constants, so each is labelled once per process: placeLabel normalises every part of
// the address (NFD, regular expressions), ≈ 10 µs of a quote's own work for its two ends (docs/performance.md,
// "Quote: where the rest goes"). Kept here, on the server: the browser's bundle of placeAddress stays as small as it was.
const catalogueAddresses = new Map<string, string>();

function catalogueAddress(place: Place): string {
  let text = catalogueAddresses.get(place.id);
  if (text === undefined) {
    text = placeAddress(place);
    catalogueAddresses.set(place.id, text);
  }
  return text;
}

export async function resolvePlace(reference: string, ctx: ResolveContext): Promise<ResolvedPlace> {
  const ref = parsePlaceRef(reference);
  if (!ref) throw new PlaceResolutionError('unknown', 'Référence de lieu invalide');
  if (ref.kind === 'catalogue') {
    const place = cataloguePlaceOf(ref);
    if (!place) throw new PlaceResolutionError('unknown', `Lieu du catalogue inconnu : ${ref.id}`);
    return {
      ref: `catalogue:${place.id}`,
      address: catalogueAddress(place),
      lat: place.lat,
      lng: place.lng,
      source: 'catalogue',
    };
  }
  if (!ctx.google) throw new PlaceResolutionError('google-disabled', 'Google Maps non configuré');
  const normalized = `google:${ref.id}`;
  const cached = await ctx.store.getCachedPlace(ref.id);
  if (cached && ctx.now.getTime() - Date.parse(cached.fetchedAt) < PLACE_CACHE_MAX_AGE_MS) {
    return { ref: normalized, address: cached.address, lat: cached.lat, lng: cached.lng, source: 'google' };
  }
  // Google is asked only for a place the server suggested (signed) or already resolved once (lib/maps/place-signature.ts).
  if (ref.signature ? !isSignedPlace(ref.id, ref.signature) : !cached) {
    throw new PlaceResolutionError('unknown', `Lieu Google non proposé par le serveur : ${ref.id}`);
  }
  if (!(await takeGoogleCall(ctx.store, ctx.now, { client: ctx.client }))) {
    throw new PlaceResolutionError('unavailable', 'Budget Google du jour atteint');
  }
  let details;
  try {
    details = await googlePlaceDetails(ref.id, ctx.sessionToken, ctx.google);
  } catch (error) {
    if (error instanceof GoogleApiError && error.kind === 'not-found') {
      throw new PlaceResolutionError('unknown', `Lieu Google inconnu : ${ref.id}`, { cause: error });
    }
    console.warn('[maps] détails du lieu Google indisponibles', error);
    throw new PlaceResolutionError('unavailable', 'Google Places indisponible', { cause: error });
  }
  try {
    await ctx.store.saveCachedPlace({ ...details, placeId: ref.id, fetchedAt: ctx.now.toISOString() });
  } catch (error) {
    // The answer is right even if it could not be kept; the next resolution asks Google again.
    console.warn('[maps] lieu non mis en cache', error);
  }
  return { ref: normalized, address: details.address, lat: details.lat, lng: details.lng, source: 'google' };
}
