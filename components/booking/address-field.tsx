'use client';

// Address combobox: an input (WAI-ARIA 1.2 combobox) over a `cmdk` list (./address-combobox.tsx), which keeps the
// listbox, its options, the active option and the arrow/Home/End/Enter keys. That list is loaded after the first paint
// (./use-combobox-module.ts); until it is there the same input shows without a list, and what was typed and the focus
// carry over when the list arrives. Suggestions and resolution come from use-address-suggestions
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
import { LoaderCircleIcon, MapPinIcon } from '@/components/ui/icons';
import { ADDRESS_MESSAGES } from '@/lib/booking/messages';
import { MAPS_MESSAGES } from '@/lib/maps/messages';
import { cx } from '@/components/ui/control-class';
import {
  checkRestriction,
  EMPTY_ADDRESS,
  needsParisHint,
  type AddressRestriction,
  type AddressValue,
} from './address-search';
import { suggestionCount, useTranslate, useOptionalBookingText } from './booking-text';
import { useAddressSuggestions } from './use-address-suggestions';
import { useComboboxModule } from './use-combobox-module';
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
  const inputRef = React.useRef<HTMLInputElement>(null);
  const { Combobox, load } = useComboboxModule(inputRef);
  const showList = open && used && suggestions.length > 0 && Combobox !== null;

  // The latest choice or keystroke: a Google place resolved after the visitor typed or chose again is not applied
  // over what they did since (the wizard would price and book the older place).
  const latest = React.useRef(0);

  async function choose(index: number) {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
    const mine = ++latest.current;
    const next = await places.resolve(suggestion);
    if (!next || mine !== latest.current) return;
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
    } else if (event.key === 'Home' || event.key === 'End') {
      // The caret's keys (with Shift, the selection's): cmdk's root would take them for the list's first and last
      // options and cancel them, list open or not — a screen reader's way to the start of what was typed.
      event.stopPropagation();
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
  // The search has answered for what is typed.
  const settled = places.searchable && places.settled && !places.loadingGoogle;
  const parisHint =
    restriction === 'paris' &&
    value.lat === null &&
    settled &&
    needsParisHint(value.address, suggestions.length);
  if (parisHint) notices.push({ key: 'paris-hint', text: ADDRESS_MESSAGES.parisHint, tone: 'muted' });
  // No place found, and no Google to ask: the list's module says so, with places to try (address-combobox.tsx).
  const noMatch =
    settled &&
    !parisHint &&
    suggestions.length === 0 &&
    !value.placeRef &&
    (places.status === 'disabled' || places.status === 'failed');
  const shownError = restrictionError ? tr(restrictionError) : error;
  const descriptionId = description ? `${id}-description` : undefined;
  const noticesId = notices.length > 0 ? `${id}-notices` : undefined;
  const errorId = shownError ? `${id}-erreur` : undefined;
  const count = suggestions.length;

  const input: React.ComponentProps<'input'> = {
    id,
    ref: inputRef,
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-controls': listId,
    // The list's module sets it (and aria-activedescendant) once it is loaded; the list cannot show before.
    'aria-expanded': false,
    autoComplete: 'off',
    spellCheck: false,
    'aria-required': required || undefined,
    'aria-invalid': shownError ? true : undefined,
    // The error first: read after the standing notes (autocompletion off, catalogue only) it came last, when a
    // refused « Suivant » had just put the focus here (2026-11-29 keyboard audit).
    'aria-describedby': [errorId, descriptionId, noticesId].filter(Boolean).join(' ') || undefined,
    'aria-busy': places.resolving || undefined,
    placeholder,
    value: value.address,
    onChange: (event) => {
      latest.current++;
      setRestrictionError(null);
      // Typing opens the list; a change replayed after hydration (components/forms/early-input.ts) does not, once
      // the visitor has moved on.
      setOpen(event.target == document.activeElement);
      onChange({ address: event.target.value, lat: null, lng: null, placeRef: null });
    },
    onKeyDown,
    onFocus: () => {
      load();
      if (used) setOpen(true);
    },
    onPointerDown: load,
    onBlur: () => setOpen(false),
    className: cx(
      'border-input bg-background placeholder:text-muted-foreground flex h-11 w-full min-w-0 rounded-md border py-2 pr-10 pl-9 text-base shadow-xs transition-[color,box-shadow] outline-none',
      'focus-visible:border-ring focus-visible:ring-ring/40 focus-visible:ring-2',
      'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
    ),
  };
  const icon = (
    <MapPinIcon
      aria-hidden="true"
      className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
    />
  );
  const spinner =
    places.loadingGoogle || places.resolving ? (
      <LoaderCircleIcon
        aria-hidden="true"
        className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin"
      />
    ) : null;

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
      {Combobox ? (
        <Combobox
          input={input}
          showList={showList}
          listId={listId}
          listLabel={ui ? fill(ui.suggestionsLabel, { label }) : `Suggestions\u00a0: ${label}`}
          suggestions={showList ? suggestions : []}
          onChoose={(index) => void choose(index)}
          noMatch={noMatch}
          restriction={restriction}
          before={icon}
          after={spinner}
        />
      ) : (
        <div className="relative">
          {icon}
          <input {...input} />
          {spinner}
          <div id={listId} hidden />
        </div>
      )}
      {/* The suggestions' count while the list shows; a place refused for its zone (the field emptied) is said too:
          a description that changes on the focused field is not read. */}
      <p aria-live="polite" className="sr-only">
        {restrictionError ? tr(restrictionError) : showList ? suggestionCount(count, ui) : ''}
      </p>
      {notices.length > 0 ? (
        <div id={noticesId} className="flex flex-col gap-1">
          {notices.map((n) => (
            <p
              key={n.key}
              className={cx(
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
