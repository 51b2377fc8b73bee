// Does a trip concern Orly or Roissy-CDG? Then a flight or train number is required (spec §5 "Wizard step 1").
import { isNearCdg, isNearOrly } from '@/lib/places/geo';
import { looseText } from '@/lib/places/text';
import { getFixedPackage } from '@/lib/pricing/packages';

/** The airports a text may name, and the words that name them (matched as whole words, accents and case ignored). */
export const AIRPORT_NAMES = {
  ORLY: ['orly'],
  CDG: ['cdg', 'roissy', 'charles de gaulle'],
  BEAUVAIS: ['beauvais'],
} as const;
export type NamedAirport = keyof typeof AIRPORT_NAMES;

/** The airports a text names ('Aéroport Paris-Orly' → ['ORLY']): the one airport matcher of the site. */
export function airportsNamedIn(text: string | null | undefined): NamedAirport[] {
  const words = ` ${looseText(text ?? '')} `;
  return (Object.keys(AIRPORT_NAMES) as NamedAirport[]).filter((key) =>
    AIRPORT_NAMES[key].some((word) => words.includes(` ${word} `)),
  );
}

export interface AirportProbe {
  packageId?: string | null;
  departureAddress?: string | null;
  destinationAddress?: string | null;
  departureLat?: number | null;
  departureLng?: number | null;
  destinationLat?: number | null;
  destinationLng?: number | null;
}

function endConcernsAirport(
  address: string | null | undefined,
  lat?: number | null,
  lng?: number | null,
): boolean {
  const point = lat != null && lng != null ? { lat, lng } : null;
  if (isNearOrly(point) || isNearCdg(point)) return true;
  return airportsNamedIn(address).some((key) => key === 'ORLY' || key === 'CDG');
}

/** True when the package or either address concerns Orly or CDG (by coordinates or by name). */
export function concernsAirport(draft: AirportProbe): boolean {
  const pkg = getFixedPackage(draft.packageId);
  if (pkg && [pkg.departureLocation, pkg.destinationLocation].some((l) => l === 'ORLY' || l === 'CDG'))
    return true;
  return (
    endConcernsAirport(draft.departureAddress, draft.departureLat, draft.departureLng) ||
    endConcernsAirport(draft.destinationAddress, draft.destinationLat, draft.destinationLng)
  );
}
