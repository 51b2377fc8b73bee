// The server's Google Maps Platform client: Places API (New) autocomplete and Place Details, with the server key in
// the X-Goog-Api-Key header and a field mask (only the fields billed and needed). Base URLs come from the
// environment so tests use e2e/fake-google. Every failure becomes a GoogleApiError: 'not-found' when Google says the
// place does not exist (or the id is malformed), 'unavailable' for anything else (time-out, 403, 5xx, bad JSON).
import 'server-only';
import { serverEnv } from '@/lib/env';

export const PLACES_API_BASE_URL = 'https://places.googleapis.com';
export const ROUTES_API_BASE_URL = 'https://routes.googleapis.com';
const DEFAULT_TIMEOUT_MS = 2_500;

/** Address-like primary types (Places API (New) allows at most five). */
export const ADDRESS_PRIMARY_TYPES = ['street_address', 'premise', 'subpremise', 'route', 'locality'];

export class GoogleApiError extends Error {
  constructor(
    readonly kind: 'not-found' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleApiError';
  }
}

export interface GoogleApiOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface GoogleSuggestionItem {
  placeId: string;
  label: string;
  secondary: string;
}

export interface GooglePlaceDetails {
  placeId: string;
  address: string;
  lat: number;
  lng: number;
}

export interface GoogleConfig {
  apiKey: string;
  placesBaseUrl: string;
  routesBaseUrl: string;
  /** GOOGLE_TIMEOUT_MS; undefined: each call's own default. */
  timeoutMs?: number;
}

/** The configured key, base URLs and time limit, or null without GOOGLE_MAPS_SERVER_KEY. */
export function googleConfig(): GoogleConfig | null {
  const env = serverEnv();
  if (!env.GOOGLE_MAPS_SERVER_KEY) return null;
  return {
    apiKey: env.GOOGLE_MAPS_SERVER_KEY,
    placesBaseUrl: env.GOOGLE_MAPS_API_BASE_URL ?? PLACES_API_BASE_URL,
    routesBaseUrl: env.GOOGLE_ROUTES_API_BASE_URL ?? ROUTES_API_BASE_URL,
    timeoutMs: env.GOOGLE_TIMEOUT_MS,
  };
}

async function call(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  options: GoogleApiOptions,
  what: string,
): Promise<unknown> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      headers: { ...init.headers, 'X-Goog-Api-Key': options.apiKey },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    throw new GoogleApiError('unavailable', `${what}: pas de réponse`, { cause: error });
  }
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    throw new GoogleApiError('not-found', `${what}: HTTP ${response.status}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GoogleApiError('unavailable', `${what}: HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GoogleApiError('unavailable', `${what}: réponse illisible`, { cause: error });
  }
}

interface AutocompleteResponse {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
    };
  }[];
}

/** POST /v1/places:autocomplete — France-only address suggestions for one session token. */
export async function googleAutocomplete(
  input: string,
  sessionToken: string,
  options: GoogleApiOptions,
): Promise<GoogleSuggestionItem[]> {
  const base = options.baseUrl ?? PLACES_API_BASE_URL;
  const data = (await call(
    `${base}/v1/places:autocomplete`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-FieldMask':
          'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat',
      },
      body: JSON.stringify({
        input,
        sessionToken,
        includedRegionCodes: ['fr'],
        includedPrimaryTypes: ADDRESS_PRIMARY_TYPES,
        languageCode: 'fr',
        regionCode: 'fr',
      }),
    },
    options,
    'Places autocomplete',
  )) as AutocompleteResponse;
  return (data.suggestions ?? []).flatMap((s) => {
    const p = s.placePrediction;
    if (!p?.placeId) return [];
    const text = p.text?.text ?? '';
    return [
      {
        placeId: p.placeId,
        label: p.structuredFormat?.mainText?.text ?? text,
        secondary: p.structuredFormat?.secondaryText?.text ?? '',
      },
    ];
  });
}

interface DetailsResponse {
  id?: string;
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
}

/** GET /v1/places/{placeId} — the formatted address and location (field mask id,formattedAddress,location). */
export async function googlePlaceDetails(
  placeId: string,
  sessionToken: string | undefined,
  options: GoogleApiOptions,
): Promise<GooglePlaceDetails> {
  const base = options.baseUrl ?? PLACES_API_BASE_URL;
  const query = new URLSearchParams({ languageCode: 'fr', regionCode: 'fr' });
  if (sessionToken) query.set('sessionToken', sessionToken);
  const data = (await call(
    `${base}/v1/places/${encodeURIComponent(placeId)}?${query}`,
    { method: 'GET', headers: { 'X-Goog-FieldMask': 'id,formattedAddress,location' } },
    options,
    'Place details',
  )) as DetailsResponse;
  const lat = data.location?.latitude;
  const lng = data.location?.longitude;
  if (
    typeof lat !== 'number' ||
    typeof lng !== 'number' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180 ||
    !data.formattedAddress
  ) {
    throw new GoogleApiError('not-found', 'Place details: lieu sans adresse ni coordonnées');
  }
  return { placeId, address: data.formattedAddress.slice(0, 300), lat, lng };
}
