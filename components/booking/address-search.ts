// Pure helpers of the address field: catalogue suggestions, zone restriction checks and the Paris hint (docs/product.md#places-paris,
// #places-disney). Kept apart from the component so they are unit-tested without a DOM.
import {
  ADDRESS_SEARCH_MIN_CHARS,
  DISNEY_ZONE_TOWNS,
  extractPostcode,
  looseText,
  catalogueRef,
  placeAddress,
  searchPlaces,
  type Place,
  type PlaceRestriction,
} from '@/lib/places';
import { zoneMessage } from '@/lib/booking/zone-rule';

export const ADDRESS_MIN_CHARS = ADDRESS_SEARCH_MIN_CHARS;
export const ADDRESS_DEBOUNCE_MS = 300;

export type AddressRestriction = PlaceRestriction | undefined;

/**
 * An address as the field holds it. `placeRef` is what the server resolves (and prices); the coordinates are only for
 * the browser's own hints (zone rule, airport fields, preview) and are never sent.
 */
export interface AddressValue {
  address: string;
  lat: number | null;
  lng: number | null;
  placeRef?: string | null;
}

export const EMPTY_ADDRESS: AddressValue = { address: '', lat: null, lng: null, placeRef: null };

export { placeAddress };

export interface CatalogueSuggestion {
  id: string;
  label: string;
  secondary: string;
  address: string;
  lat: number;
  lng: number;
  placeRef: string;
}

export function placeValue(place: Place): AddressValue {
  return { address: placeAddress(place), lat: place.lat, lng: place.lng, placeRef: catalogueRef(place.id) };
}

export function catalogueSuggestions(query: string, restriction: AddressRestriction): CatalogueSuggestion[] {
  return searchPlaces(query, { restrict: restriction }).map((p) => ({
    id: `catalogue-${p.id}`,
    label: p.name,
    secondary: p.address,
    address: placeAddress(p),
    lat: p.lat,
    lng: p.lng,
    placeRef: catalogueRef(p.id),
  }));
}

const DISNEY_SUGGESTION_WORDS = ['disney', ...DISNEY_ZONE_TOWNS.map(looseText)];

/** docs/product.md#places-disney: Google suggestions of a Disney-package field are filtered by the zone's town names. */
export function looksLikeDisneyZone(text: string): boolean {
  const t = looseText(text);
  return DISNEY_SUGGESTION_WORDS.some((w) => t.includes(w));
}

/** The French message when a chosen address breaks the package's zone rule, or null when it is fine. */
export function checkRestriction(restriction: AddressRestriction, value: AddressValue): string | null {
  if (!restriction || value.lat === null || value.lng === null) return null;
  return zoneMessage(restriction, value.address, { lat: value.lat, lng: value.lng });
}

/** docs/product.md#places-paris: ≥ 3 characters, no suggestion, and neither 'Paris' nor a 5-digit postcode in the text. */
export function needsParisHint(text: string, suggestionCount: number): boolean {
  const t = text.trim();
  if (t.length < ADDRESS_MIN_CHARS || suggestionCount > 0) return false;
  return !looseText(t).includes('paris') && extractPostcode(t) === null;
}
