// The Paris test and the Disney-zone test (docs/product.md#places-paris, #places-disney).
import {
  DISNEY_POSTCODES,
  DISNEY_ZONE_BOXES,
  DISNEY_ZONE_NAMES,
  DISNEY_ZONE_TOWNS,
  PARIS_BOUNDING_BOX,
  PARIS_EXCLUDED_NAMES,
  PARIS_KEYWORDS,
  PARIS_POSTCODES,
  type LatLng,
} from './constants';
import { isInBox, isValidLatLng } from './geo';
import { extractPostcode, looseText, normalizeText } from './text';

const wordPatterns = new Map<string, RegExp>();

/** `needle` occurs in `haystack` as whole words (both already normalised). Patterns are compiled once. */
function containsWord(haystack: string, needle: string): boolean {
  let pattern = wordPatterns.get(needle);
  if (!pattern) {
    pattern = new RegExp(`(^|[^a-z0-9])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    wordPatterns.set(needle, pattern);
  }
  return pattern.test(haystack);
}

/**
 * Paris intra-muros? In order: a five-digit postcode decides (75001–75020, and 75116, are Paris; any other code is
 * not); without a code, an excluded name means not Paris and a Paris keyword means Paris; last, the coordinates must
 * fall inside the Paris bounding box.
 */
export function isInsideParis(address: string | null | undefined, coords?: LatLng | null): boolean {
  const text = address ?? '';
  const postcode = extractPostcode(text);
  if (postcode) return PARIS_POSTCODES.includes(postcode);
  const normalized = normalizeText(text);
  if (PARIS_EXCLUDED_NAMES.some((name) => normalized.includes(name))) return false;
  if (PARIS_KEYWORDS.some((keyword) => containsWord(normalized, keyword))) return true;
  return isValidLatLng(coords) && isInBox(coords, PARIS_BOUNDING_BOX);
}

/** Both readings of an apostrophe: a separator ("Val d'Europe" → "val d europe") or nothing ("val deurope"). */
const looseVariants = (text: string) => [
  looseText(text),
  looseText(text.replace(/['\u2018\u2019\u02bc`´]/g, '')),
];

const ZONE_WORDS = [...new Set([...DISNEY_ZONE_TOWNS, ...DISNEY_ZONE_NAMES].flatMap(looseVariants))];

/**
 * Disneyland Paris zone? The point lies in one of the six zone rectangles, or the address names a zone town, has
 * postcode 77700 or 77144, or names a Disney hotel or park (accents, apostrophes and hyphens ignored).
 */
export function isInDisneyZone(address: string | null | undefined, coords?: LatLng | null): boolean {
  if (isValidLatLng(coords) && DISNEY_ZONE_BOXES.some((box) => isInBox(coords, box))) return true;
  const text = address ?? '';
  const postcodes = text.match(/(?<!\d)\d{5}(?!\d)/g) ?? [];
  if (postcodes.some((code) => DISNEY_POSTCODES.includes(code))) return true;
  const variants = looseVariants(text).filter((v) => v !== '');
  return variants.some((loose) => ZONE_WORDS.some((name) => containsWord(loose, name)));
}
