'use client';

// Loads the booking box's client island after the first paint, so the home page's paint and first-load JavaScript
// stay those of a content page: until then (and without JavaScript) the server-rendered plain form is what shows.
// The island's code is a separate chunk fetched when the browser is idle, or at once when the visitor starts using
// the form; what was already typed (the plain form's FormData, read by the island: lib/booking/home-box.ts typedTrip)
// and the focused field carry over.
import * as React from 'react';
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
          setLoaded({
            Island: BookingBoxIsland,
            initial: form ? new FormData(form) : null,
            focusId: active && element?.contains(active) ? active.id || null : null,
          });
        })
        .catch((reason: unknown) => {
          // The plain form keeps working (it opens the wizard): nothing to tell the visitor.
          console.warn('[home] formulaire enrichi indisponible', reason);
        });
    };
    element?.addEventListener('focusin', load);
    element?.addEventListener('pointerdown', load);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(load, { timeout: 3000 })
        : window.setTimeout(load, 1500);
    return () => {
      cancelled = true;
      element?.removeEventListener('focusin', load);
      element?.removeEventListener('pointerdown', load);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  const focusId = loaded?.focusId ?? null;
  React.useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  return <div ref={host}>{loaded ? <loaded.Island initial={loaded.initial} text={text} /> : children}</div>;
}
