// Which airport a Dourdan-Aéroport row goes to, read from its destination, and that airport's terminals (lib/places).
// Rows that go to a station have no terminal to choose: the destination is the row's own end location.
import { airportsNamedIn } from '@/lib/booking/airport';
import { LOCATION_GROUPS, type LocationGroupKey, type Place } from '@/lib/places';

export type AirportKey = Extract<LocationGroupKey, 'ORLY' | 'CDG' | 'BEAUVAIS'>;

/** The airport a row's destination names (the site's one airport matcher, lib/booking/airport.ts). */
export function airportForDestination(endLocation: string): AirportKey | null {
  return airportsNamedIn(endLocation)[0] ?? null;
}

export interface TerminalOption {
  id: string;
  name: string;
}

export function terminalsForDestination(endLocation: string): TerminalOption[] {
  const key = airportForDestination(endLocation);
  if (!key) return [];
  return LOCATION_GROUPS[key].points.map((p: Place) => ({ id: p.id, name: p.name }));
}

export function terminalName(endLocation: string, terminalId: string | undefined): string | null {
  return terminalsForDestination(endLocation).find((t) => t.id === terminalId)?.name ?? null;
}
