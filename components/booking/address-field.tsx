'use client';

// Address combobox (WAI-ARIA 1.2 combobox + listbox): catalogue places first (no network), then Google suggestions
// through the server (/api/places/autocomplete, the key never reaches the browser). Choosing a suggestion stores its
// place reference — what the server resolves and prices — and the server's address and coordinates for the field's
// own hints. Typing clears the choice: an address only counts once a suggestion has been chosen.
import * as React from 'react';
import { MapPinIcon, LoaderCircleIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { MAPS_MESSAGES } from '@/lib/maps/messages';
import {
  ADDRESS_MIN_CHARS,
  ADDRESS_DEBOUNCE_MS,
  catalogueSuggestions,
  checkRestriction,
  looksLikeDisneyZone,
  needsParisHint,
  type AddressRestriction,
  type AddressValue,
  type CatalogueSuggestion,
} from './address-search';
import { useGooglePlaces } from './places-context';
import { ADDRESS_MESSAGES } from '@/lib/booking/messages';

interface GoogleSuggestion {
  id: string;
  label: string;
  secondary: string;
  placeRef: string;
}

type Suggestion = (CatalogueSuggestion & { source: 'catalogue' }) | (GoogleSuggestion & { source: 'google' });

interface ErrorAnswer {
  error?: { title?: string; message?: string };
}

/** A v4 UUID for the autocomplete session (crypto.randomUUID needs a secure context). */
function newSessionToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

export interface AddressFieldProps {
  id: string;
  label: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  restriction?: AddressRestriction;
  /** Inline error from the wizard checks. */
  error?: string;
  badge?: React.ReactNode;
  placeholder?: string;
  /** Text shown under the label (e.g. the zone rule). */
  description?: string;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function AddressField({
  id,
  label,
  value,
  onChange,
  restriction,
  error,
  badge,
  placeholder,
  description,
}: AddressFieldProps) {
  const google = useGooglePlaces();
  const listId = `${id}-listbox`;
  // The field is controlled by the wizard state: what is typed and what was chosen are the same string.
  const query = value.address;
  const [open, setOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);
  const [googleResults, setGoogleResults] = React.useState<{
    query: string;
    items: Suggestion[];
  } | null>(null);
  const [resolving, setResolving] = React.useState(false);
  const [restrictionError, setRestrictionError] = React.useState<string | null>(null);
  const sessionToken = React.useRef<string | null>(null);
  const failureShown = React.useRef(false);

  const debouncedQuery = useDebounced(query.trim(), ADDRESS_DEBOUNCE_MS);
  const used = query.trim().length >= ADDRESS_MIN_CHARS;
  const searchable = debouncedQuery.length >= ADDRESS_MIN_CHARS;
  // Asked until the server says Google is off (no key); a chosen place is not searched again.
  const googleWanted = google.status !== 'disabled' && !value.placeRef;

  // Catalogue suggestions are computed (no network); Google's arrive later and only count for the current query.
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
  const googleItems = googleResults?.query === debouncedQuery ? googleResults.items : [];
  const suggestions = googleItems.length > 0 ? [...catalogue, ...googleItems] : catalogue;
  const loadingGoogle = googleWanted && searchable && googleResults?.query !== debouncedQuery;
  const { report } = google;

  React.useEffect(() => {
    if (!searchable || !googleWanted) return;
    const controller = new AbortController();
    sessionToken.current ??= newSessionToken();
    postJson<{ enabled?: boolean; suggestions?: { placeRef: string; label: string; secondary: string }[] }>(
      '/api/places/autocomplete',
      { input: debouncedQuery, sessionToken: sessionToken.current },
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
            title: MAPS_MESSAGES.serviceError.title,
            description: ADDRESS_MESSAGES.googleUnavailable,
            variant: 'destructive',
          });
        }
      });
    return () => controller.abort();
  }, [debouncedQuery, searchable, restriction, googleWanted, report]);

  function commit(next: AddressValue) {
    const problem = checkRestriction(restriction, next);
    if (problem) {
      setRestrictionError(problem);
      onChange({ address: '', lat: null, lng: null, placeRef: null });
      return;
    }
    setRestrictionError(null);
    onChange(next);
  }

  async function select(suggestion: Suggestion) {
    setOpen(false);
    setActiveIndex(-1);
    if (suggestion.source === 'catalogue') {
      commit({
        address: suggestion.address,
        lat: suggestion.lat,
        lng: suggestion.lng,
        placeRef: suggestion.placeRef,
      });
      return;
    }
    setResolving(true);
    try {
      const { ok, status, json } = await postJson<{ ref: string; address: string; lat: number; lng: number }>(
        '/api/places/resolve',
        { placeRef: suggestion.placeRef, sessionToken: sessionToken.current ?? undefined },
      );
      if (!ok) {
        if (status === 503) report('failed');
        toast({
          title: status === 422 ? MAPS_MESSAGES.locationError.title : MAPS_MESSAGES.serviceError.title,
          description: json.error?.message ?? MAPS_MESSAGES.serviceError.description,
          variant: 'destructive',
        });
        return;
      }
      commit({ address: json.address, lat: json.lat, lng: json.lng, placeRef: json.ref });
    } catch {
      toast({
        title: MAPS_MESSAGES.serviceError.title,
        description: MAPS_MESSAGES.serviceError.description,
        variant: 'destructive',
      });
    } finally {
      // Place Details ends the billing session: the next search starts a new one.
      sessionToken.current = null;
      setResolving(false);
    }
  }

  function onInput(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setRestrictionError(null);
    setActiveIndex(-1);
    setOpen(true);
    onChange({ address: next, lat: null, lng: null, placeRef: null });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter': {
        const chosen = open ? suggestions[activeIndex] : undefined;
        if (chosen) {
          event.preventDefault();
          void select(chosen);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const showList = open && suggestions.length > 0 && used;
  const activeId =
    showList && activeIndex >= 0 && activeIndex < suggestions.length
      ? `${id}-option-${activeIndex}`
      : undefined;

  const notices: { key: string; text: string; tone: 'muted' | 'warning' | 'error' }[] = [];
  if (used && google.status === 'disabled') {
    notices.push({ key: 'disabled', text: MAPS_MESSAGES.autocompleteDisabled, tone: 'muted' });
    notices.push({ key: 'catalogue-only', text: ADDRESS_MESSAGES.catalogueOnly, tone: 'muted' });
  }
  if (used && google.status === 'failed' && !value.placeRef) {
    notices.push({ key: 'failed', text: ADDRESS_MESSAGES.googleUnavailable, tone: 'warning' });
  }
  if (
    restriction === 'paris' &&
    value.lat === null &&
    searchable &&
    debouncedQuery === query.trim() &&
    !loadingGoogle &&
    needsParisHint(debouncedQuery, suggestions.length)
  ) {
    notices.push({ key: 'paris-hint', text: ADDRESS_MESSAGES.parisHint, tone: 'muted' });
  }
  const shownError = restrictionError ?? error;
  const descriptionId = description ? `${id}-description` : undefined;
  const noticesId = notices.length > 0 ? `${id}-notices` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;

  return (
    <div className="relative flex flex-col gap-2" data-slot="address-field">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </label>
        {badge}
      </div>
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      <div className="relative">
        <MapPinIcon
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-required="true"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[descriptionId, noticesId, errorId].filter(Boolean).join(' ') || undefined}
          aria-busy={resolving || undefined}
          placeholder={placeholder}
          value={value.address}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (used) setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          className={cn(
            'border-input bg-background placeholder:text-muted-foreground flex h-11 w-full min-w-0 rounded-md border py-2 pr-10 pl-9 text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm',
            'focus-visible:border-ring focus-visible:ring-ring/40 focus-visible:ring-2',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          )}
        />
        {loadingGoogle || resolving ? (
          <LoaderCircleIcon
            aria-hidden="true"
            className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin"
          />
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={`Suggestions : ${label}`}
          hidden={!showList}
          className="bg-popover text-popover-foreground absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border p-1 shadow-lg"
        >
          {showList
            ? suggestions.map((s, index) => (
                <li
                  key={s.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => void select(s)}
                  onMouseEnter={() => setActiveIndex(index)}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col justify-center rounded-sm px-3 py-2 text-sm',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                >
                  <span className="font-medium">{s.label}</span>
                  {s.secondary ? <span className="text-muted-foreground text-xs">{s.secondary}</span> : null}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p aria-live="polite" className="sr-only">
        {showList
          ? `${suggestions.length} suggestion${suggestions.length > 1 ? 's' : ''} disponible${suggestions.length > 1 ? 's' : ''}`
          : ''}
      </p>
      {notices.length > 0 ? (
        <div id={noticesId} className="flex flex-col gap-1">
          {notices.map((n) => (
            <p
              key={n.key}
              className={cn(
                'text-xs',
                n.tone === 'muted' && 'text-muted-foreground',
                n.tone === 'warning' && 'text-amber-800',
              )}
            >
              {n.text}
            </p>
          ))}
        </div>
      ) : null}
      {shownError ? (
        <p id={errorId} className="text-destructive text-sm font-medium">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
