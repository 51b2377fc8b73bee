// The server side of the address field with Google (issue 13): the browser asks the server for suggestions and for
// the place it chose, never Google directly, so the key stays on the server and the server's resolution (cached in
// the database) is the one the quote and the booking use. Both answers are throttled per client, and every call that
// reaches Google draws on the client's daily share and the site-wide daily budget (lib/maps/google-budget.ts).
import 'server-only';
import { z } from 'zod';
import { ADDRESS_MESSAGES } from '@/lib/booking/messages';
import type { DataStore } from '@/lib/db/types';
import { AUTOCOMPLETE_MAX_INPUT, MAX_PLACE_REF_LENGTH, SESSION_TOKEN_PATTERN } from '@/lib/places/refs';
import { RequestError } from '@/lib/requests/errors';
import { GoogleApiError, googleAutocomplete, googleConfig } from './google-api';
import { takeGoogleCall } from './google-budget';
import { signedGoogleRef } from './place-signature';
import { PlaceResolutionError, resolvePlace, type ResolvedPlace } from './resolve-place';

/**
 * Keystrokes are debounced by the field; two addresses take about twenty requests. This bounds bursts only: over a day
 * it would allow one client 17 280 calls, so the calls that reach Google are also counted against the client's daily
 * share of the budget (GOOGLE_CLIENT_DAILY_CALL_LIMIT, lib/maps/google-budget.ts).
 */
export const PLACES_THROTTLE = { limit: 120, windowMs: 10 * 60 * 1000 };

export const autocompleteSchema = z.object({
  input: z.string().trim().min(1).max(AUTOCOMPLETE_MAX_INPUT),
  sessionToken: z.string().regex(SESSION_TOKEN_PATTERN),
});

export const resolveSchema = z.object({
  placeRef: z.string().trim().min(1).max(MAX_PLACE_REF_LENGTH),
  sessionToken: z.string().regex(SESSION_TOKEN_PATTERN).optional().catch(undefined),
});

export interface SuggestionAnswer {
  /**
   * False without GOOGLE_MAPS_SERVER_KEY, or once the daily Google budget (the site's, or this client's share) is
   * spent: the field offers the catalogue only, and says so.
   */
  enabled: boolean;
  suggestions: { placeRef: string; label: string; secondary: string }[];
}

const unavailable = () =>
  new RequestError(503, ADDRESS_MESSAGES.unavailableTitle, ADDRESS_MESSAGES.googleUnavailable);

/** Google's suggestions for what the visitor typed; each call reaches Google (no cache), so each takes a budget slot. */
export async function suggestPlaces(
  input: z.infer<typeof autocompleteSchema>,
  store: Pick<DataStore, 'takeThrottleSlot'>,
  now: Date,
  fetchImpl?: typeof fetch,
  /** The client key (lib/requests/client-ip.ts); by default the current request's (lib/maps/google-budget.ts). */
  client?: string | null,
): Promise<SuggestionAnswer> {
  const google = googleConfig();
  if (!google) return { enabled: false, suggestions: [] };
  if (!(await takeGoogleCall(store, now, { client }))) return { enabled: false, suggestions: [] };
  try {
    const found = await googleAutocomplete(input.input, input.sessionToken, {
      apiKey: google.apiKey,
      baseUrl: google.placesBaseUrl,
      timeoutMs: google.timeoutMs,
      fetchImpl,
    });
    return {
      enabled: true,
      suggestions: found.map((s) => ({
        placeRef: signedGoogleRef(s.placeId),
        label: s.label,
        secondary: s.secondary,
      })),
    };
  } catch (error) {
    if (error instanceof GoogleApiError && error.kind === 'not-found')
      return { enabled: true, suggestions: [] };
    console.warn('[maps] autocomplétion Google indisponible', error);
    throw unavailable();
  }
}

/** The place as the server resolves it, for the field's own hints (zone rule, airport fields, preview). */
export async function resolveForField(
  input: z.infer<typeof resolveSchema>,
  store: Pick<DataStore, 'getCachedPlace' | 'saveCachedPlace' | 'takeThrottleSlot'>,
  now: Date,
  /** The client key (lib/requests/client-ip.ts); by default the current request's (lib/maps/google-budget.ts). */
  client?: string | null,
): Promise<ResolvedPlace> {
  const google = googleConfig();
  try {
    return await resolvePlace(input.placeRef, {
      store,
      google: google
        ? { apiKey: google.apiKey, baseUrl: google.placesBaseUrl, timeoutMs: google.timeoutMs }
        : null,
      now,
      sessionToken: input.sessionToken,
      client,
    });
  } catch (error) {
    if (!(error instanceof PlaceResolutionError)) throw error;
    if (error.reason === 'unavailable') throw unavailable();
    throw new RequestError(422, 'Adresse invalide', ADDRESS_MESSAGES.chooseFromList, 'placeRef');
  }
}
