// A package end's zone (docs/product.md#packages-fixed): Paris intra-muros or the Disneyland Paris zone, with the
// message the visitor reads. One rule for the address field, when a place is picked (components/booking/
// address-search.ts), and for the server, on every booking of a package (./package-ends.ts). Client-safe: it imports
// only what the address field already loads.
import { isInDisneyZone, isInsideParis, type LatLng, type PlaceRestriction } from '@/lib/places';
import { ADDRESS_MESSAGES } from './messages';

/** The message when `address` (at `coords`) is outside the zone, or null when it is inside. */
export function zoneMessage(
  restriction: PlaceRestriction,
  address: string,
  coords: LatLng | null,
): string | null {
  if (restriction === 'paris') return isInsideParis(address, coords) ? null : ADDRESS_MESSAGES.parisOnly;
  return isInDisneyZone(address, coords) ? null : ADDRESS_MESSAGES.disneyOnly;
}
