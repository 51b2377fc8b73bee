// The zone rules of a fixed package's ends (docs/product.md#packages-fixed): a Paris end is in Paris intra-muros, a
// Disney end in the Disneyland Paris zone, an airport end at that airport. The wizard's fields apply them when a place
// is picked (components/booking/address-search.ts, trip-end-field.tsx, with the same ./zone-rule.ts), but a prefilled
// reference or a forged request never went through them: the server checks them again on every booking of a package
// (lib/requests/wizard-booking.ts),
// or the operator got « Forfait : Paris → Disneyland Paris » for a ride from Dourdan to Chartres.
import { isNearCdg, isNearOrly } from '@/lib/places/geo';
import type { LocationGroupKey } from '@/lib/places/catalogue';
import { getFixedPackage } from '@/lib/pricing/packages';
import { airportsNamedIn } from './airport';
import { ADDRESS_MESSAGES } from './messages';
import { zoneMessage } from './zone-rule';

export interface PackageEndPlace {
  address: string;
  lat: number;
  lng: number;
}

/** The message when `place` cannot be the package's `location` end, or null when it can. */
export function packageEndMessage(location: LocationGroupKey, place: PackageEndPlace): string | null {
  const coords = { lat: place.lat, lng: place.lng };
  const atAirport = (key: 'ORLY' | 'CDG' | 'BEAUVAIS', near: boolean) =>
    near || airportsNamedIn(place.address).includes(key) ? null : ADDRESS_MESSAGES.chooseFromList;
  switch (location) {
    case 'PARIS':
      return zoneMessage('paris', place.address, coords);
    case 'DISNEY':
      return zoneMessage('disney', place.address, coords);
    case 'ORLY':
      return atAirport('ORLY', isNearOrly(coords));
    case 'CDG':
      return atAirport('CDG', isNearCdg(coords));
    case 'BEAUVAIS':
      return atAirport('BEAUVAIS', false);
    case 'DOURDAN':
      return null;
  }
}

/** The first end of the package's route that the trip breaks, with its message; null without a package or when both fit. */
export function packageTripProblem(
  packageId: string | null | undefined,
  trip: { departure: PackageEndPlace; destination: PackageEndPlace },
): { end: 'departure' | 'destination'; message: string } | null {
  const pkg = getFixedPackage(packageId);
  if (!pkg) return null;
  for (const [end, location] of [
    ['departure', pkg.departureLocation],
    ['destination', pkg.destinationLocation],
  ] as const) {
    const message = packageEndMessage(location, trip[end]);
    if (message) return { end, message };
  }
  return null;
}
