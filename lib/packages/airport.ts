// Which airport a Dourdan-Aéroport row goes to, read from its destination, and that airport's terminals (lib/places).
// Rows that go to a station have no terminal to choose: the destination is the row's own end location.
import { LOCATION_GROUPS, type LocationGroupKey, type Place } from '@/lib/places';

export type AirportKey = Extract<LocationGroupKey, 'ORLY' | 'CDG' | 'BEAUVAIS'>;

const AIRPORT_PATTERNS: { key: AirportKey; pattern: RegExp }[] = [
  { key: 'ORLY', pattern: /\borly\b/i },
  { key: 'CDG', pattern: /\bcdg\b|charles[\s-]de[\s-]gaulle|roissy/i },
  { key: 'BEAUVAIS', pattern: /\bbeauvais\b/i },
];

export function airportForDestination(endLocation: string): AirportKey | null {
  return AIRPORT_PATTERNS.find(({ pattern }) => pattern.test(endLocation))?.key ?? null;
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
