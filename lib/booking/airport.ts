// Does a trip concern Orly or Roissy-CDG? Then a flight or train number is required (spec §5 "Wizard step 1").
import { isNearCdg, isNearOrly } from '@/lib/places/geo';
import { looseText } from '@/lib/places/text';
import { getFixedPackage } from '@/lib/pricing/packages';

const AIRPORT_WORDS = ['orly', 'roissy', 'cdg', 'charles de gaulle'];

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
  const text = ` ${looseText(address ?? '')} `;
  return AIRPORT_WORDS.some((word) => text.includes(` ${word} `));
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
