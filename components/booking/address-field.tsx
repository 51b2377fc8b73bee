'use client';

// Address combobox: an input (WAI-ARIA 1.2 combobox) over a `cmdk` list, which keeps the listbox, its options, the
// active option and the arrow/Home/End/Enter keys. Suggestions and resolution come from use-address-suggestions
// (catalogue first, then Google through the server). Choosing a suggestion stores its place reference — what the
// server resolves and prices — with the server's address and coordinates; typing clears the choice.
// The list is positioned under the input in the field's own box (no portal, no positioning library): the floating
// button's guard sees it there (components/site/floating-guard.ts).
//
// Props (also used by the home booking box):
//   id           the input's id; the list is `${id}-listbox`, the error `${id}-erreur` (the forms' id scheme)
//   label        visible label (the list is named 'Suggestions : <label>')
//   value        { address, lat, lng, placeRef? } — controlled; `address` is what the input shows
//   onChange     called with the typed text (no coordinates, no placeRef) or the chosen place
//   restriction  'paris' | 'disney' | undefined — a package's zone rule
//   error        inline error from the form; badge, placeholder, description: presentation only
//   required     marks the field required (default true)
import * as React from 'react';
import { Command, useCommandState } from 'cmdk';
import { LoaderCircleIcon, MapPinIcon } from 'lucide-react';
import { ADDRESS_MESSAGES } from '@/lib/booking/messages';
import { MAPS_MESSAGES } from '@/lib/maps/messages';
import { cn } from '@/lib/utils';
import {
  checkRestriction,
  EMPTY_ADDRESS,
  needsParisHint,
  type AddressRestriction,
  type AddressValue,
} from './address-search';
import { suggestionCount, useTranslate, useOptionalBookingText } from './booking-text';
import { useAddressSuggestions } from './use-address-suggestions';
import { fill } from '@/lib/i18n/fill';

export interface AddressFieldProps {
  id: string;
  label: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  restriction?: AddressRestriction;
  /** Inline error from the form's checks. */
  error?: string;
  badge?: React.ReactNode;
  placeholder?: string;
  /** Text shown under the label (e.g. the zone rule). */
  description?: string;
  required?: boolean;
}

type Tone = 'muted' | 'warning';

/** The input: reads the active option from cmdk for aria-activedescendant. */
function ComboboxInput({
  open,
  listId,
  ...props
}: React.ComponentProps<'input'> & { open: boolean; listId: string }) {
  const active = useCommandState((state) => state.selectedItemId);
  return (
    <input
      type="text"
      role="combobox"
      autoComplete="off"
      spellCheck={false}
      aria-autocomplete="list"
      aria-expanded={open}
      aria-controls={listId}
      aria-activedescendant={open ? active : undefined}
      {...props}
    />
  );
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
  required = true,
}: AddressFieldProps) {
  const places = useAddressSuggestions(value, restriction);
  const tr = useTranslate();
  const ui = useOptionalBookingText()?.ui;
  const { suggestions, used } = places;
  const [open, setOpen] = React.useState(false);
  const [restrictionError, setRestrictionError] = React.useState<string | null>(null);
  const listId = `${id}-listbox`;
  const showList = open && used && suggestions.length > 0;

  async function choose(index: number) {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
    const next = await places.resolve(suggestion);
    if (!next) return;
    const problem = checkRestriction(restriction, next);
    setRestrictionError(problem);
    onChange(problem ? EMPTY_ADDRESS : next);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    // cmdk (the Command root) moves the active option and picks it on Enter while the list shows.
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !showList) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === 'Enter' && !showList) {
      event.preventDefault();
    }
  }

  const notices: { key: string; text: string; tone: Tone }[] = [];
  if (used && places.status === 'disabled') {
    notices.push({ key: 'disabled', text: MAPS_MESSAGES.autocompleteDisabled, tone: 'muted' });
    notices.push({ key: 'catalogue-only', text: ADDRESS_MESSAGES.catalogueOnly, tone: 'muted' });
  }
  if (used && places.status === 'failed' && !value.placeRef) {
    notices.push({ key: 'failed', text: ADDRESS_MESSAGES.googleUnavailable, tone: 'warning' });
  }
  if (
    restriction === 'paris' &&
    value.lat === null &&
    places.searchable &&
    places.settled &&
    !places.loadingGoogle &&
    needsParisHint(value.address, suggestions.length)
  ) {
    notices.push({ key: 'paris-hint', text: ADDRESS_MESSAGES.parisHint, tone: 'muted' });
  }
  const shownError = restrictionError ? tr(restrictionError) : error;
  const descriptionId = description ? `${id}-description` : undefined;
  const noticesId = notices.length > 0 ? `${id}-notices` : undefined;
  const errorId = shownError ? `${id}-erreur` : undefined;
  const count = suggestions.length;

  return (
    <div className="relative flex flex-col gap-2" data-slot="address-field">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}{' '}
          {required ? (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          ) : null}
        </label>
        {badge}
      </div>
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      <Command shouldFilter={false} className="relative">
        <MapPinIcon
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        />
        <ComboboxInput
          id={id}
          open={showList}
          listId={listId}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[descriptionId, noticesId, errorId].filter(Boolean).join(' ') || undefined}
          aria-busy={places.resolving || undefined}
          placeholder={placeholder}
          value={value.address}
          onChange={(event) => {
            setRestrictionError(null);
            setOpen(true);
            onChange({ address: event.target.value, lat: null, lng: null, placeRef: null });
          }}
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
        {places.loadingGoogle || places.resolving ? (
          <LoaderCircleIcon
            aria-hidden="true"
            className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin"
          />
        ) : null}
        <div id={listId} hidden={!showList} className="absolute top-full right-0 left-0 z-30 mt-1">
          <Command.List
            label={ui ? fill(ui.suggestionsLabel, { label }) : `Suggestions\u00a0: ${label}`}
            className="bg-popover text-popover-foreground max-h-72 overflow-y-auto rounded-md border p-1 shadow-lg"
          >
            {showList
              ? suggestions.map((s, index) => (
                  <Command.Item
                    key={s.id}
                    value={s.id}
                    onSelect={() => void choose(index)}
                    onMouseDown={(event) => event.preventDefault()}
                    className="data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground flex min-h-11 cursor-pointer flex-col justify-center rounded-sm px-3 py-2 text-sm"
                  >
                    <span className="font-medium">{s.label}</span>
                    {s.secondary ? (
                      <span className="text-muted-foreground text-xs">{s.secondary}</span>
                    ) : null}
                  </Command.Item>
                ))
              : null}
          </Command.List>
        </div>
      </Command>
      <p aria-live="polite" className="sr-only">
        {showList ? suggestionCount(count, ui) : ''}
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
              {tr(n.text)}
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
