// The Google places the server suggested, signed (red-team audit, 2026-11-28). Place Details is billed per call: a
// `google:` reference made up by a script cost one call of the operator's budget each (up to the client's daily
// share, lib/maps/google-budget.ts). The suggestions carry `google:<placeId>.<signature>`; resolvePlace asks Google
// only for a signed reference, or for a place it already knows (its cache row, fresh or stale: a place it resolved
// once — the reference the browser keeps afterwards, a booking's stored one — stays usable unsigned).
import 'server-only';
import { PLACE_SIGNATURE_LENGTH } from '@/lib/places/refs';
import { isServerSignature, serverSignature } from '@/lib/server-signature';

const message = (placeId: string) => `place:${placeId}`;

/** The reference a suggestion of Google place `placeId` carries to the browser. */
export function signedGoogleRef(placeId: string): string {
  return `google:${placeId}.${serverSignature(message(placeId), PLACE_SIGNATURE_LENGTH)}`;
}

/** Whether `signature` is the server's for Google place `placeId`. */
export function isSignedPlace(placeId: string, signature: string): boolean {
  return isServerSignature(message(placeId), signature, PLACE_SIGNATURE_LENGTH);
}
