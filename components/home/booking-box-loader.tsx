'use client';

// Loads the booking box's client island after the first paint, so the home page's paint and first-load JavaScript
// stay those of a content page: until then (and without JavaScript) the server-rendered plain form is what shows.
// The island's code is a separate chunk fetched when the browser is idle, or at once when the visitor starts using
// the form; what was already typed and the focused field carry over (components/forms/use-idle-island.ts). A submit
// before the island is there is the plain form's own: it opens /reservation with what was typed.
import * as React from 'react';
import { useIdleIsland, type IslandCarry } from '@/components/forms/use-idle-island';
import type { HomeBoxTrip } from '@/lib/booking/home-box';
import type { BookingBoxIslandProps } from './booking-box-island';

type Island = React.ComponentType<BookingBoxIslandProps>;

const loadIsland = (): Promise<Island> => import('./booking-box-island').then((m) => m.BookingBoxIsland);

/** The plain form's current values, by the prefill contract's names. */
function readPlainForm(form: HTMLFormElement | null): Partial<HomeBoxTrip> {
  if (!form) return {};
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    departure: text('depart'),
    destination: text('arrivee'),
    date: text('date'),
    time: text('heure'),
    passengers: text('passagers'),
    bags: text('bagages'),
  };
}

/** The island with what the plain form held, read in the same task as the swap. */
function Carried({ Island, carry }: { Island: Island; carry: IslandCarry }) {
  const [initial] = React.useState(() => readPlainForm(carry.plain()));
  React.useLayoutEffect(() => carry.refocus(), [carry]);
  return <Island initial={initial} />;
}

export function BookingBoxLoader({ children }: { children: React.ReactNode }) {
  const host = React.useRef<HTMLDivElement>(null);
  const { island, carry } = useIdleIsland(host, loadIsland, { label: 'home' });
  return <div ref={host}>{island ? <Carried Island={island} carry={carry} /> : children}</div>;
}
