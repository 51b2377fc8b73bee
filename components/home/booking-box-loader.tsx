'use client';

// Loads the booking box's client island when the visitor starts using the form (focus or press in the box), so the
// home page's paint, first-load JavaScript and main thread stay those of a content page: until then (and without
// JavaScript) the server-rendered plain form is what shows, and it already takes typing. Loading it when the browser
// was idle put its parsing and hydration inside the page's load (+250 ms of Lighthouse's Total Blocking Time,
// docs/performance.md) for every visitor, most of whom read the page without booking from the box. What was already
// typed (the plain form's FormData, read by the island: lib/booking/home-box.ts typedTrip) and the focused field
// carry over.
import * as React from 'react';
import { flushSync } from 'react-dom';
import { HOME_BOX_HISTORY_KEY } from '@/lib/booking/home-box-history';
import { PREFILL_PARAMS } from '@/lib/booking/prefill-params';
import type { HomeBoxText } from '@/lib/i18n/home-box-text';
import type { BookingBoxIslandProps } from './booking-box-island';

type Island = React.ComponentType<BookingBoxIslandProps>;

export function BookingBoxLoader({ text, children }: { text: HomeBoxText; children: React.ReactNode }) {
  const host = React.useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = React.useState<{
    Island: Island;
    initial: FormData | null;
    focusId: string | null;
  } | null>(null);

  React.useEffect(() => {
    let started = false;
    let cancelled = false;
    const element = host.current;
    const load = () => {
      if (started) return;
      started = true;
      import('./booking-box-island')
        .then(({ BookingBoxIsland }) => {
          if (cancelled) return;
          const active = document.activeElement;
          const form = element?.querySelector('form');
          // Rendered now, with what the plain form holds now: a render left for a later task let the visitor type
          // into (or tap) a field about to be replaced, and those keys and that focus were lost
          // (components/booking/use-combobox-module.ts does the same for the address list).
          flushSync(() =>
            setLoaded({
              Island: BookingBoxIsland,
              initial: form ? new FormData(form) : null,
              focusId: active && element?.contains(active) ? active.id || null : null,
            }),
          );
        })
        .catch((reason: unknown) => {
          // The plain form keeps working (it opens the wizard): nothing to tell the visitor.
          console.warn('[home] formulaire enrichi indisponible', reason);
        });
    };
    // A press (mouse, touch, pen) comes before the focus it gives: the chunk starts loading a little earlier.
    element?.addEventListener('pointerdown', load);
    element?.addEventListener('focusin', load);
    // Already in the box when this effect runs (the visitor tapped a field before hydration), back from the wizard
    // with the box's trip kept on this history entry, or sent by the other language's home with a place of its trip
    // in the address (the island shows the trip again): load now.
    const query = new URLSearchParams(window.location.search);
    if (
      element?.contains(document.activeElement) ||
      window.history.state?.[HOME_BOX_HISTORY_KEY] ||
      query.has(PREFILL_PARAMS.departure) ||
      query.has(PREFILL_PARAMS.destination)
    )
      load();
    return () => {
      cancelled = true;
      element?.removeEventListener('pointerdown', load);
      element?.removeEventListener('focusin', load);
    };
  }, []);

  const focusId = loaded?.focusId ?? null;
  React.useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  return <div ref={host}>{loaded ? <loaded.Island initial={loaded.initial} text={text} /> : children}</div>;
}
