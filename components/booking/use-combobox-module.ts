'use client';

// Loads the address list (./address-combobox.tsx with cmdk) after the first paint: when the browser is idle, or at
// once when the visitor focuses or presses an address field. Loaded once per page for every field. When it arrives
// while the visitor is in a field, the new input takes the focus and the caret where the plain one had them (the
// typed text is the field's value, so it is already there).
import * as React from 'react';
import { flushSync } from 'react-dom';
import type { AddressCombobox } from './address-combobox';

type Combobox = typeof AddressCombobox;

let loaded: Combobox | null = null;
let loading: Promise<Combobox> | null = null;

function loadCombobox(): Promise<Combobox> {
  loading ??= import('./address-combobox').then((m) => (loaded = m.AddressCombobox));
  return loading;
}

export function useComboboxModule(input: React.RefObject<HTMLInputElement | null>) {
  const [Combobox, setCombobox] = React.useState<Combobox | null>(() => loaded);
  const swapped = React.useRef(loaded !== null);

  // Every field asks for itself (a field that mounted before another field's load finished must still swap).
  const load = React.useCallback(() => {
    loadCombobox()
      .then((component) => {
        if (swapped.current) return;
        swapped.current = true;
        const element = input.current;
        const focused = element !== null && document.activeElement === element;
        const { selectionStart, selectionEnd } = element ?? {};
        // Swapped now, in this task: a render left for later would remove a field the visitor focused meanwhile,
        // taking the focus (the phone's keyboard) and the next keys with it. Then the list's field (input.current
        // since that commit) takes the focus and the caret the plain one had.
        flushSync(() => setCombobox(() => component));
        if (focused) {
          input.current?.focus();
          input.current?.setSelectionRange(selectionStart ?? null, selectionEnd ?? null);
        }
      })
      .catch((reason: unknown) => {
        // The field keeps working as a plain input: no suggestion list until the page is reloaded.
        loading = null;
        console.warn('[adresse]', reason);
      });
  }, [input]);

  React.useEffect(() => {
    if (Combobox) return;
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(load, { timeout: 3000 })
        : window.setTimeout(load, 1500);
    return () => {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [Combobox, load]);

  return { Combobox, load };
}
