// A trip joins two different places: the same place as pick-up and drop-off (priced 0 km at the local minimum, and
// payable) is refused on the destination field, at step 1's address check (check 3, docs/product.md#wizard-step1:
// ./step1.ts validateStep1, which the wizard's step-1 schema and the server run), by the home box as soon as both ends
// are chosen, and by the server's quote (lib/requests/wizard-booking.ts, on the places it resolved). The same place is
// the same reference, or two places within a few metres: a catalogue place and its twin (« Parcs Disneyland Paris »
// and « Parc Disneyland », the town of Dourdan and its centre), a Google place and the catalogue's.
import { distanceKm, isValidLatLng } from '@/lib/places/geo';

/** English: BookingErrors.samePlace of the catalogues. */
export const SAME_PLACE_MESSAGE = 'Le départ et la destination doivent être deux lieux différents.';

/** Closer than this (20 m), two ends are one place. */
export const SAME_PLACE_KM = 0.02;

export interface TripEnd {
  lat?: number | null;
  lng?: number | null;
  /** 'catalogue:<id>' or 'google:<placeId>' (lib/places/refs.ts). */
  placeRef?: string | null;
}

/** The same reference, or both located and within SAME_PLACE_KM of each other. */
export function isSamePlace(a: TripEnd, b: TripEnd): boolean {
  if (a.placeRef && a.placeRef === b.placeRef) return true;
  const from = { lat: a.lat ?? undefined, lng: a.lng ?? undefined };
  const to = { lat: b.lat ?? undefined, lng: b.lng ?? undefined };
  return isValidLatLng(from) && isValidLatLng(to) && distanceKm(from, to) < SAME_PLACE_KM;
}
