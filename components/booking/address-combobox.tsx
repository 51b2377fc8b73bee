'use client';

// The address field's list on `cmdk` (WAI-ARIA 1.2 combobox): cmdk keeps the listbox, its options, the active option
// and the arrow/Home/End/Enter keys (its root's key handler sees the input's keys). This module and cmdk (with the
// Radix Dialog it bundles) are loaded after the first paint — when the page is idle, or at once when the visitor
// focuses or presses an address field (./use-combobox-module.ts) — so they are not part of the first load of the
// pages with an address field (/reservation, the package forms, the home booking box). Until then the field shows the
// same input without its list (address-field.tsx). It also says when a search found nothing and there is no Google to
// ask (catalogue places only): a hint with places to try, under the field — here rather than in address-field.tsx, so
// that its words are not part of the first load (the search has answered, so this module is there by then).
import * as React from 'react';
import { Command } from 'cmdk';
import type { PlaceRestriction } from '@/lib/places/catalogue';
import { useOptionalBookingText } from './booking-text';

/** Booking.noMatch of fr.json, for the field outside the wizard's copy (the French home box). */
const NO_MATCH =
  'Aucune adresse trouvée\u00a0: essayez «\u00a0Orly\u00a0», «\u00a0CDG\u00a0», «\u00a0Gare de Dourdan\u00a0»…';

export interface AddressComboboxProps {
  /** The field's <input> props (id, role, value, handlers, aria-describedby…); the list's state is added here. */
  input: React.ComponentProps<'input'>;
  /** The list is shown (open, suggestions present). */
  showList: boolean;
  listId: string;
  /** Accessible name of the list. */
  listLabel: string;
  suggestions: readonly { id: string; label: string; secondary?: string }[];
  onChoose: (index: number) => void;
  /** The search found no place and Google is off or failing: show the hint. */
  noMatch?: boolean;
  /** A package's zone rule: the hint's places are in the zone. */
  restriction?: PlaceRestriction;
  /** Drawn in the field's box, before the input (icon) and after it (spinner). */
  before?: React.ReactNode;
  after?: React.ReactNode;
}

/**
 * The input: aria-activedescendant names cmdk's selected option (aria-selected) whenever the list shows — from the
 * moment it opens, when cmdk selects the first option on its own, so what Enter would pick is always announced.
 * Read from the list itself (cmdk marks its option a render after mounting it, and a selection that did not change
 * re-renders nothing here): a MutationObserver follows the options' aria-selected while the list shows.
 */
function ComboboxInput({
  open,
  listId,
  ref,
  ...props
}: React.ComponentProps<'input'> & { open: boolean; listId: string }) {
  const own = React.useRef<HTMLInputElement | null>(null);
  const refs = React.useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  React.useLayoutEffect(() => {
    const list = open ? document.getElementById(listId) : null;
    const sync = () => {
      const option = list?.querySelector('[cmdk-item][aria-selected="true"]');
      if (option?.id) own.current?.setAttribute('aria-activedescendant', option.id);
      else own.current?.removeAttribute('aria-activedescendant');
    };
    // A list that opens below the screen's visible bottom (a field low on a phone, whose keyboard takes half the
    // screen) brings its field to the top: the list under it was out of sight, and only its places are accepted.
    const reveal = () => {
      const view = window.visualViewport;
      const visibleBottom = view ? view.offsetTop + view.height : window.innerHeight;
      if (list && list.getBoundingClientRect().bottom > visibleBottom)
        own.current?.scrollIntoView({ block: 'start' });
    };
    sync();
    if (!list) return;
    // Once per opening: on each change it undid cmdk's own scroll to the arrowed option on a short screen.
    reveal();
    const observer = new MutationObserver(sync);
    observer.observe(list, { subtree: true, childList: true, attributeFilter: ['aria-selected'] });
    return () => observer.disconnect();
  }, [open, listId]);
  return <input {...props} ref={refs} role="combobox" aria-controls={listId} aria-expanded={open} />;
}

export function AddressCombobox({
  input,
  showList,
  listId,
  listLabel,
  suggestions,
  onChoose,
  noMatch = false,
  restriction,
  before,
  after,
}: AddressComboboxProps) {
  const ui = useOptionalBookingText()?.ui;
  const hintId = `${listId}-aucun`;
  let hint = '';
  if (noMatch) {
    if (!ui) hint = NO_MATCH;
    else if (restriction === 'paris') hint = ui.noMatchParis;
    else if (restriction === 'disney') hint = ui.noMatchDisney;
    else hint = ui.noMatch;
  }
  const describedBy = [input['aria-describedby'], hint && hintId].filter(Boolean).join(' ');
  // cmdk's selection, held here so that a list opening again starts on its first option, as it did the first time:
  // left to cmdk, a list closed with Escape and opened again kept the option the arrows had reached, never announced
  // (no option was the active descendant until the arrows moved), and Enter picked it.
  const [active, setActive] = React.useState('');
  const first = suggestions[0]?.id ?? '';
  const [wasShown, setWasShown] = React.useState(showList);
  if (wasShown !== showList) {
    setWasShown(showList);
    if (showList) setActive(first);
  } else if (showList && first && !suggestions.some((s) => s.id === active)) {
    // The chosen option left the list (typed on, Google's answer): its first one, as cmdk does on a new search.
    setActive(first);
  }
  return (
    <>
      {/* No vim bindings: Ctrl+N/J/P/K stay the browser's (Ctrl+P prints). */}
      <Command
        shouldFilter={false}
        vimBindings={false}
        value={active}
        onValueChange={setActive}
        className="relative"
      >
        {before}
        <ComboboxInput
          {...input}
          aria-describedby={describedBy || undefined}
          open={showList}
          listId={listId}
        />
        {after}
        <div id={listId} hidden={!showList} className="absolute top-full right-0 left-0 z-30 mt-1">
          <Command.List
            label={listLabel}
            className="bg-popover text-popover-foreground max-h-72 overflow-y-auto rounded-md border p-1 shadow-lg"
          >
            {showList
              ? suggestions.map((s, index) => (
                  <Command.Item
                    key={s.id}
                    value={s.id}
                    onSelect={() => onChoose(index)}
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
      {/* Always there (empty: hidden), so that a hint appearing is announced. */}
      <p id={hintId} aria-live="polite" className="text-xs font-medium text-amber-800 empty:hidden">
        {hint}
      </p>
    </>
  );
}
