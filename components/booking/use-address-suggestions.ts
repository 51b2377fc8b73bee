'use client';

// The address field's data: catalogue places first (no network), then Google suggestions through the server
// (/api/places/autocomplete, the key never reaches the browser), and the chosen Google place resolved by the server
// (/api/places/resolve). One autocomplete session per search, ended by Place Details.
import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { translated } from '@/lib/i18n/fill';
import { useOptionalBookingText } from './booking-text';
import { ADDRESS_MESSAGES } from '@/lib/booking/messages';
import { newUuid } from '@/lib/booking/wizard-wire';
import { MAPS_MESSAGES } from '@/lib/maps/messages';
import { AUTOCOMPLETE_MAX_INPUT } from '@/lib/places';
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_MIN_CHARS,
  catalogueSuggestions,
  looksLikeDisneyZone,
  type AddressRestriction,
  type AddressValue,
  type CatalogueSuggestion,
} from './address-search';
import { useGooglePlaces } from './places-context';

interface GoogleSuggestion {
  id: string;
  label: string;
  secondary: string;
  placeRef: string;
}

export type Suggestion =
  (CatalogueSuggestion & { source: 'catalogue' }) | (GoogleSuggestion & { source: 'google' });

interface ErrorAnswer {
  error?: { title?: string; message?: string };
}

async function postJson<T>(url: string, body: unknown, signal?: AbortSignal) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const json = (await response.json().catch(() => ({}))) as T & ErrorAnswer;
  return { ok: response.ok, status: response.status, json };
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function useAddressSuggestions(value: AddressValue, restriction: AddressRestriction) {
  // The page's language for the French toasts below (none outside the wizard: they stay French).
  const map = useOptionalBookingText()?.errors ?? null;
  const serviceToast = (title: string, description: string) =>
    toast({
      title: translated(title, map),
      description: translated(description, map),
      variant: 'destructive',
    });
  const google = useGooglePlaces();
  const { report } = google;
  const query = value.address.trim();
  const [googleResults, setGoogleResults] = React.useState<{ query: string; items: Suggestion[] } | null>(
    null,
  );
  const [resolving, setResolving] = React.useState(false);
  const sessionToken = React.useRef<string | null>(null);
  const failureShown = React.useRef(false);
  const latestResolve = React.useRef(0);

  const debouncedQuery = useDebounced(query, ADDRESS_DEBOUNCE_MS);
  const used = query.length >= ADDRESS_MIN_CHARS;
  const searchable = debouncedQuery.length >= ADDRESS_MIN_CHARS;
  // Asked until the server says Google is off (no key); a chosen place is not searched again.
  const googleWanted = google.status !== 'disabled' && !value.placeRef;

  const catalogue = React.useMemo<Suggestion[]>(
    () =>
      searchable
        ? catalogueSuggestions(debouncedQuery, restriction).map((s) => ({
            ...s,
            source: 'catalogue' as const,
          }))
        : [],
    [debouncedQuery, searchable, restriction],
  );
  // Google's answers only count for the current query.
  const googleItems = googleResults?.query === debouncedQuery ? googleResults.items : [];
  const suggestions = googleItems.length > 0 ? [...catalogue, ...googleItems] : catalogue;
  const loadingGoogle = googleWanted && searchable && googleResults?.query !== debouncedQuery;

  React.useEffect(() => {
    if (!searchable || !googleWanted) return;
    const controller = new AbortController();
    sessionToken.current ??= newUuid();
    postJson<{ enabled?: boolean; suggestions?: { placeRef: string; label: string; secondary: string }[] }>(
      '/api/places/autocomplete',
      { input: debouncedQuery.trim().slice(0, AUTOCOMPLETE_MAX_INPUT), sessionToken: sessionToken.current },
      controller.signal,
    )
      .then(({ ok, json }) => {
        if (controller.signal.aborted) return;
        if (!ok) throw new Error(json.error?.message ?? 'autocomplete');
        if (json.enabled === false) {
          report('disabled');
          setGoogleResults({ query: debouncedQuery, items: [] });
          return;
        }
        report('ready');
        const items = (json.suggestions ?? [])
          .filter((s) => restriction !== 'disney' || looksLikeDisneyZone(`${s.label} ${s.secondary}`))
          .map((s) => ({ ...s, id: s.placeRef, source: 'google' as const }));
        setGoogleResults({ query: debouncedQuery, items });
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[maps] suggestions Google indisponibles', reason);
        report('failed');
        setGoogleResults({ query: debouncedQuery, items: [] });
        if (!failureShown.current) {
          failureShown.current = true;
          toast({
            title: translated(MAPS_MESSAGES.serviceError.title, map),
            description: translated(ADDRESS_MESSAGES.googleUnavailable, map),
            variant: 'destructive',
          });
        }
      });
    return () => controller.abort();
  }, [debouncedQuery, searchable, restriction, googleWanted, report, map]);

  /** The address of a chosen suggestion, as the server knows it; null (with a French toast) when it cannot say. */
  async function resolve(suggestion: Suggestion): Promise<AddressValue | null> {
    // The latest choice only speaks: an earlier Google place still on its way neither ends the spinner nor says it
    // failed once another place has been chosen.
    const mine = ++latestResolve.current;
    if (suggestion.source === 'catalogue') {
      setResolving(false);
      const { address, lat, lng, placeRef } = suggestion;
      return { address, lat, lng, placeRef };
    }
    setResolving(true);
    try {
      const { ok, status, json } = await postJson<{ ref: string; address: string; lat: number; lng: number }>(
        '/api/places/resolve',
        { placeRef: suggestion.placeRef, sessionToken: sessionToken.current ?? undefined },
      );
      if (mine !== latestResolve.current) return null;
      if (!ok || typeof json.address !== 'string') {
        if (status === 503) report('failed');
        serviceToast(
          status === 422 ? MAPS_MESSAGES.locationError.title : MAPS_MESSAGES.serviceError.title,
          json.error?.message ?? MAPS_MESSAGES.serviceError.description,
        );
        return null;
      }
      return { address: json.address, lat: json.lat, lng: json.lng, placeRef: json.ref };
    } catch {
      if (mine === latestResolve.current) {
        serviceToast(MAPS_MESSAGES.serviceError.title, MAPS_MESSAGES.serviceError.description);
      }
      return null;
    } finally {
      // Place Details ends the billing session: the next search starts a new one.
      sessionToken.current = null;
      if (mine === latestResolve.current) setResolving(false);
    }
  }

  return {
    status: google.status,
    suggestions,
    used,
    searchable,
    /** The debounced query is the typed one (no search pending). */
    settled: debouncedQuery === query,
    loadingGoogle,
    resolving,
    resolve,
  };
}
