'use client';

// Loads a form's client island after the first paint (the contact and business forms; the home booking box's loader,
// components/home/booking-box-loader.tsx, is the same pattern written out: moving it onto this hook cost the home page
// 0.3 KB of first load, measured, so it stays as it is): until then the server-rendered plain form inside `host` is
// what shows. The island's code is a separate chunk fetched when the
// browser is idle, or at once when the visitor focuses, presses or submits the form. What carries over:
// - the typed values: the island reads them from the plain form (`carry.plain`) while it first renders, in the same
//   task as the swap, so no keystroke falls between the two;
// - the focus: the last focused control is refocused by id in the new form (`carry.refocus()`);
// - with `holdSubmit`, a submit made before the island was there: held (the plain form is switched to `noValidate` so
//   the island's French errors show, not the browser's bubbles), then replayed by the island (`carry.takeSubmit()`).
//   Without it the plain form submits as it would without JavaScript (the home box's GET to /reservation).
import * as React from 'react';
import { HOLD_MS } from './hold';

export interface IslandCarry {
  /** The server-rendered form the island replaces (detached once it has). */
  plain: () => HTMLFormElement | null;
  /** Focuses, in the island, the control that had the focus in the plain form (same id). */
  refocus: () => void;
  /** true (once) when the visitor submitted the plain form before the island took over: the island submits again. */
  takeSubmit: () => boolean;
}

/** The plain form's text values by control name (the honeypot is read by the island from its own form). */
export function plainValues(form: HTMLFormElement | null, names: readonly string[]): Record<string, string> {
  const data = form ? new FormData(form) : null;
  return Object.fromEntries(
    names.map((name) => {
      const value = data?.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

export function useIdleIsland<T>(
  host: React.RefObject<HTMLElement | null>,
  load: () => Promise<T>,
  options: { label: string; holdSubmit?: boolean },
): { island: T | null; carry: IslandCarry } {
  const [island, setIsland] = React.useState<T | null>(null);
  const focused = React.useRef<HTMLElement | null>(null);
  const submitted = React.useRef(false);
  const plain = React.useRef<HTMLFormElement | null>(null);
  const [loadOnce] = React.useState(() => load);
  const [carry] = React.useState<IslandCarry>(() => ({
    plain: () => plain.current,
    refocus: () => {
      const last = focused.current;
      // Only when the swap took the focus away (it is on <body>), never from where the visitor moved it since.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && last && !last.isConnected && last.id) document.getElementById(last.id)?.focus();
    },
    takeSubmit: () => {
      const value = submitted.current;
      submitted.current = false;
      return value;
    },
  }));

  React.useEffect(() => {
    const element = host.current;
    const form = element?.querySelector('form') ?? null;
    plain.current = form;
    const hold = form && options.holdSubmit ? form : null;
    // With JavaScript the island validates (in French, on the fields); the browser's own checks are for no-JS only.
    if (hold) hold.noValidate = true;
    let started = false;
    let cancelled = false;
    let held: number | undefined;
    // Once the plain form has posted, the island no longer takes over: a press on it would store the request twice.
    let posted = false;
    // The island's code that fails to come goes the plain way (below); one that stalls (a phone in a tunnel) would
    // hold the press without a word: after HOLD_MS it goes as the plain form's post too.
    const postPlain = () => {
      if (!hold) return;
      hold.noValidate = false;
      hold.removeEventListener('submit', onSubmit);
      if (submitted.current) {
        submitted.current = false;
        posted = hold.checkValidity();
        hold.requestSubmit();
      }
    };
    const start = () => {
      if (started) return;
      started = true;
      loadOnce()
        .then((loaded) => {
          window.clearTimeout(held);
          if (cancelled || posted) return;
          setIsland(() => loaded);
        })
        .catch((reason: unknown) => {
          window.clearTimeout(held);
          // The plain form still posts (no hand-off in a new tab, but the request is stored and WhatsApp opens).
          postPlain();
          console.warn(`[${options.label}] formulaire enrichi indisponible`, reason);
        });
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) focused.current = event.target;
      start();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (!submitted.current) held = window.setTimeout(postPlain, HOLD_MS);
      submitted.current = true;
      start();
    };
    element?.addEventListener('focusin', onFocus);
    element?.addEventListener('pointerdown', start);
    hold?.addEventListener('submit', onSubmit);
    // A field focused before this ran (a tap while the page was still hydrating, on a slow phone) had no listener to
    // see it: without this the swap dropped its focus (and a phone's keyboard with it).
    const active = document.activeElement;
    if (active instanceof HTMLElement && element?.contains(active)) {
      focused.current = active;
      start();
    }
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 3000 })
        : window.setTimeout(start, 1500);
    return () => {
      cancelled = true;
      window.clearTimeout(held);
      element?.removeEventListener('focusin', onFocus);
      element?.removeEventListener('pointerdown', start);
      hold?.removeEventListener('submit', onSubmit);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
    // Read once: the options are constants of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, loadOnce]);

  return { island, carry };
}
