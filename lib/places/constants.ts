// Reference constants of the geography (docs/product.md#places-paris, #places-disney, #places-proximity): the one place where radii, reference points, postcodes, zone
// rectangles and keyword lists live. The spec leaves the Paris box and the six Disney rectangles unstated; the values
// below are ours (see docs/architecture.md, "## Pricing").

export interface LatLng {
  lat: number;
  lng: number;
}

/** A latitude/longitude rectangle (inclusive bounds). */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

export const EARTH_RADIUS_KM = 6371;
/** Proximity radius for the airports and the base town. */
export const PROXIMITY_RADIUS_KM = 5;

export const REFERENCE_POINTS = {
  orly: { lat: 48.723, lng: 2.379 },
  cdg: { lat: 49.009, lng: 2.547 },
  dourdan: { lat: 48.529, lng: 2.011 },
} as const satisfies Record<string, LatLng>;

/** The twenty arrondissements. 75116 (the second code of the 16th) is accepted too: Google returns it for Passy. */
export const PARIS_POSTCODES: readonly string[] = [
  ...Array.from({ length: 20 }, (_, i) => `750${String(i + 1).padStart(2, '0')}`),
  '75116',
];

/**
 * Places whose names mention Paris but lie outside it, and inner-ring towns (compared without accents, lower case).
 * Town names that are also Paris street names (Rue Saint-Denis, Avenue de Versailles, Porte de Vanves…) are left out:
 * they would wrongly reject real Paris addresses.
 */
export const PARIS_EXCLUDED_NAMES: readonly string[] = [
  'orly',
  'roissy',
  'aeroport charles de gaulle',
  'paris-charles de gaulle',
  'paris-charles-de-gaulle',
  'cdg',
  'beauvais',
  'disney',
  'marne-la-vallee',
  'chessy',
  'boulogne-billancourt',
  'neuilly-sur-seine',
  'levallois-perret',
  'issy-les-moulineaux',
  'ivry-sur-seine',
  'saint-ouen-sur-seine',
  'kremlin-bicetre',
  'charenton-le-pont',
  'montrouge',
  'les lilas',
  'puteaux',
  'courbevoie',
  'la defense',
  'saclay',
  'nanterre',
];

/** Words that place an address in Paris when no postcode is given (compared without accents, lower case). */
export const PARIS_KEYWORDS: readonly string[] = [
  'paris',
  'arrondissement',
  'gare du nord',
  "gare de l'est",
  'gare de lyon',
  'gare montparnasse',
  'gare saint-lazare',
  "gare d'austerlitz",
  'champs-elysees',
  'tour eiffel',
  'louvre',
  'montmartre',
  'notre-dame',
];

/** Last resort of the Paris test: the rectangle around the boulevard périphérique. */
export const PARIS_BOUNDING_BOX: GeoBox = { south: 48.8156, north: 48.9022, west: 2.2241, east: 2.4699 };

export const DISNEY_ZONE_TOWNS: readonly string[] = [
  'Chessy',
  'Serris',
  'Montévrain',
  'Coupvray',
  'Magny-le-Hongre',
  'Bailly-Romainvilliers',
];

export const DISNEY_POSTCODES: readonly string[] = ['77700', '77144'];

/** Hotel and park names that mark the Disney zone (compared without accents and apostrophes). */
export const DISNEY_ZONE_NAMES: readonly string[] = [
  'Disneyland',
  'Disney Village',
  'Walt Disney Studios',
  'Disney Adventure World',
  'Hotel New York – The Art of Marvel',
  'Newport Bay Club',
  'Sequoia Lodge',
  'Hôtel Cheyenne',
  'Hôtel Santa Fe',
  'Davy Crockett Ranch',
  "Val d'Europe",
  'Marne-la-Vallée – Chessy',
];

/** Six rectangles covering the parks, the Disney hotels, Val d'Europe and the partner-hotel districts. */
export const DISNEY_ZONE_BOXES: readonly GeoBox[] = [
  // Parks, Disney Village, Lake Disney hotels, Marne-la-Vallée – Chessy station
  { south: 48.858, north: 48.879, west: 2.765, east: 2.8 },
  // Hotel Cheyenne, Hotel Santa Fe, golf
  { south: 48.855, north: 48.866, west: 2.77, east: 2.8 },
  // Val d'Europe and Serris
  { south: 48.84, north: 48.862, west: 2.765, east: 2.8 },
  // Magny-le-Hongre partner hotels
  { south: 48.85, north: 48.872, west: 2.8, east: 2.83 },
  // Bailly-Romainvilliers and Davy Crockett Ranch
  { south: 48.835, north: 48.855, west: 2.795, east: 2.83 },
  // Chessy village and Coupvray
  { south: 48.875, north: 48.9, west: 2.76, east: 2.81 },
];

export const ADDRESS_SEARCH_MIN_CHARS = 3;
