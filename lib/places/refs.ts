// Place references: what the browser sends instead of coordinates (issue 13). 'catalogue:<id>' names a place of the
// offline catalogue; 'google:<placeId>' a Google place chosen from the server's suggestions. The server resolves a
// reference to an address and coordinates (lib/maps/resolve-place.ts); the browser's coordinates are never read.
import { getPlace, type Place } from './catalogue';
import { placeLabel } from './text';

/**
 * A Google reference carries the server's signature when it comes from the server's suggestions
 * (`google:<placeId>.<signature>`, lib/maps/place-signature.ts): a place id the server never handed out costs no
 * Google call. The reference the server answers for a resolved place, and stores, is `google:<placeId>`.
 */
export type PlaceRef = { kind: 'catalogue'; id: string } | { kind: 'google'; id: string; signature?: string };

/** Google place ids: URL-safe base64-like text (ChIJ…, Eh…, GhIJ…). */
export const GOOGLE_PLACE_ID_PATTERN = /^[A-Za-z0-9_-]{4,300}$/;
/** Autocomplete session tokens: the browser's UUID v4 (Google accepts URL-safe base64 up to 36 characters). */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,36}$/;
const CATALOGUE_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
/** Base64url characters of a Google reference's signature. */
export const PLACE_SIGNATURE_LENGTH = 16;
const PLACE_SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{16}$/;
export const MAX_PLACE_REF_LENGTH = 330;
/**
 * Longest text asked to Google's autocomplete: the field sends only its first characters (a pasted address with its
 * building and staircase is longer, and its start is what finds the street), the server refuses more.
 */
export const AUTOCOMPLETE_MAX_INPUT = 120;

export function catalogueRef(id: string): string {
  return `catalogue:${id}`;
}

export function googleRef(placeId: string): string {
  return `google:${placeId}`;
}

/** Parses the wire form; null when it is neither a well-formed catalogue nor Google reference. */
export function parsePlaceRef(value: string): PlaceRef | null {
  const colon = value.indexOf(':');
  if (colon < 0) return null;
  const kind = value.slice(0, colon);
  const id = value.slice(colon + 1);
  if (kind === 'catalogue') return CATALOGUE_ID_PATTERN.test(id) ? { kind, id } : null;
  if (kind !== 'google') return null;
  // A place id has no '.': what follows the last one is the signature.
  const dot = id.lastIndexOf('.');
  const placeId = dot < 0 ? id : id.slice(0, dot);
  if (!GOOGLE_PLACE_ID_PATTERN.test(placeId)) return null;
  if (dot < 0) return { kind, id: placeId };
  const signature = id.slice(dot + 1);
  return PLACE_SIGNATURE_PATTERN.test(signature) ? { kind, id: placeId, signature } : null;
}

/** The address text stored for a catalogue place: its name once, then its postal address (placeLabel). */
export function placeAddress(place: Pick<Place, 'name' | 'address'>): string {
  return placeLabel(place.name, place.address);
}

/** The catalogue place of a reference, or undefined (unknown id, or not a catalogue reference). */
export function cataloguePlaceOf(ref: PlaceRef): Place | undefined {
  return ref.kind === 'catalogue' ? getPlace(ref.id) : undefined;
}
