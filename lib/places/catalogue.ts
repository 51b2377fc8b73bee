// The location catalogue (docs/product.md#places-catalogue): real coordinates of the airport
// terminals, Paris stations, Disneyland Paris places and the Dourdan-area pickup points and communes. Used by the
// address field without a Google key, by the package terminal / Disney selectors and by the e2e tests.
import { ADDRESS_SEARCH_MIN_CHARS } from './constants';
import { looseText } from './text';
import { isInDisneyZone, isInsideParis } from './zones';

export type LocationGroupKey = 'ORLY' | 'CDG' | 'BEAUVAIS' | 'PARIS' | 'DISNEY' | 'DOURDAN';

export type PlaceKind =
  | 'airport-terminal'
  | 'station'
  | 'city'
  | 'disney-park'
  | 'disney-hotel'
  | 'partner-hotel'
  | 'point-of-interest'
  | 'pickup-point'
  | 'commune';

export interface Place {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  group: LocationGroupKey;
  kind: PlaceKind;
  /** Google Maps search link for the place (opens the map; no key needed). */
  mapsUrl: string;
}

type PlaceInput = Omit<Place, 'mapsUrl' | 'group' | 'kind'>;

export function mapsSearchUrl(name: string, address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;
}

const make = (group: LocationGroupKey, kind: PlaceKind, places: PlaceInput[]): Place[] =>
  places.map((p) => ({ ...p, group, kind, mapsUrl: mapsSearchUrl(p.name, p.address) }));

export const ORLY_TERMINALS: Place[] = make('ORLY', 'airport-terminal', [
  {
    id: 'orly-1',
    name: 'Orly 1',
    address: 'Aéroport de Paris-Orly, Terminal 1, 94390 Orly',
    lat: 48.7311,
    lng: 2.3589,
  },
  {
    id: 'orly-2',
    name: 'Orly 2',
    address: 'Aéroport de Paris-Orly, Terminal 2, 94390 Orly',
    lat: 48.7296,
    lng: 2.3598,
  },
  {
    id: 'orly-3',
    name: 'Orly 3',
    address: 'Aéroport de Paris-Orly, Terminal 3, 94390 Orly',
    lat: 48.7284,
    lng: 2.3622,
  },
  {
    id: 'orly-4',
    name: 'Orly 4',
    address: 'Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
    lat: 48.7262,
    lng: 2.3652,
  },
]);

const cdg = (id: string, label: string, lat: number, lng: number): PlaceInput => ({
  id,
  name: `Roissy-CDG Terminal ${label}`,
  address: `Aéroport Paris-Charles de Gaulle, Terminal ${label}, 95700 Roissy-en-France`,
  lat,
  lng,
});

export const CDG_TERMINALS: Place[] = make('CDG', 'airport-terminal', [
  cdg('cdg-1', '1', 49.0147, 2.5414),
  cdg('cdg-2a', '2A', 49.0031, 2.5656),
  cdg('cdg-2b', '2B', 49.0049, 2.5653),
  cdg('cdg-2c', '2C', 49.0027, 2.5617),
  cdg('cdg-2d', '2D', 49.0052, 2.5612),
  cdg('cdg-2e', '2E', 49.004, 2.5737),
  cdg('cdg-2f', '2F', 49.0086, 2.5729),
  cdg('cdg-2g', '2G', 49.0107, 2.5894),
  cdg('cdg-3', '3', 49.0127, 2.5536),
]);

export const BEAUVAIS_AIRPORT: Place[] = make('BEAUVAIS', 'airport-terminal', [
  {
    id: 'beauvais',
    name: 'Aéroport de Beauvais-Tillé',
    address: "Route de l'Aéroport, 60000 Tillé",
    lat: 49.4544,
    lng: 2.1128,
  },
]);

export const PARIS_PLACES: Place[] = [
  ...make('PARIS', 'city', [
    {
      id: 'paris-centre',
      name: 'Paris Centre',
      address: "Place de l'Hôtel de Ville, 75004 Paris",
      lat: 48.8566,
      lng: 2.3522,
    },
  ]),
  ...make('PARIS', 'station', [
    {
      id: 'paris-gare-du-nord',
      name: 'Gare du Nord',
      address: '18 Rue de Dunkerque, 75010 Paris',
      lat: 48.8809,
      lng: 2.3553,
    },
    {
      id: 'paris-gare-de-lyon',
      name: 'Gare de Lyon',
      address: 'Place Louis-Armand, 75012 Paris',
      lat: 48.8443,
      lng: 2.3743,
    },
    {
      id: 'paris-gare-montparnasse',
      name: 'Gare Montparnasse',
      address: '17 Boulevard de Vaugirard, 75015 Paris',
      lat: 48.8412,
      lng: 2.3205,
    },
  ]),
];

export const DISNEY_PARKS: Place[] = make('DISNEY', 'disney-park', [
  {
    id: 'disney-parks',
    name: 'Parcs Disneyland Paris',
    address: 'Boulevard de Parc, 77700 Coupvray',
    lat: 48.8722,
    lng: 2.7758,
  },
  {
    id: 'disney-park',
    name: 'Parc Disneyland',
    address: 'Boulevard de Parc, 77700 Coupvray',
    lat: 48.8722,
    lng: 2.7758,
  },
  {
    id: 'disney-studios',
    name: 'Disney Adventure World (ex-Walt Disney Studios)',
    address: 'Boulevard du Parc, 77700 Chessy',
    lat: 48.8677,
    lng: 2.7803,
  },
]);

export const DISNEY_HOTELS: Place[] = make('DISNEY', 'disney-hotel', [
  {
    id: 'disneyland-hotel',
    name: 'Disneyland Hotel',
    address: 'Disneyland Hotel, 77700 Chessy',
    lat: 48.8703,
    lng: 2.7788,
  },
  {
    id: 'hotel-new-york',
    name: 'Disney Hotel New York – The Art of Marvel',
    address: 'Avenue de la Fosse des Pressoirs, 77700 Chessy',
    lat: 48.8698,
    lng: 2.7866,
  },
  {
    id: 'newport-bay-club',
    name: "Disney's Newport Bay Club",
    address: 'Rue de la Marnière, 77700 Chessy',
    lat: 48.8697,
    lng: 2.7925,
  },
  {
    id: 'sequoia-lodge',
    name: "Disney's Sequoia Lodge",
    address: 'Rue de la Marnière, 77700 Chessy',
    lat: 48.8671,
    lng: 2.7883,
  },
  {
    id: 'hotel-cheyenne',
    name: "Disney's Hotel Cheyenne",
    address: 'Hôtel Cheyenne, 77700 Chessy',
    lat: 48.8633,
    lng: 2.7826,
  },
  {
    id: 'hotel-santa-fe',
    name: "Disney's Hotel Santa Fe",
    address: 'Hôtel Santa Fe, 77700 Chessy',
    lat: 48.8612,
    lng: 2.7858,
  },
  {
    id: 'davy-crockett-ranch',
    name: "Disney's Davy Crockett Ranch",
    address: 'Allée de la Source, 77700 Bailly-Romainvilliers',
    lat: 48.8499,
    lng: 2.8013,
  },
]);

export const DISNEY_PARTNER_HOTELS: Place[] = make('DISNEY', 'partner-hotel', [
  {
    id: 'hotel-elysee-val-d-europe',
    name: "Hôtel l'Élysée Val d'Europe",
    address: '7 Cours du Danube, 77700 Serris',
    lat: 48.8561,
    lng: 2.7859,
  },
  {
    id: 'radisson-blu-disneyland',
    name: 'Radisson Blu Hotel at Disneyland Paris',
    address: 'Allée de la Mare Houleuse, 77700 Magny-le-Hongre',
    lat: 48.8592,
    lng: 2.8149,
  },
  {
    id: 'marriott-village-ile-de-france',
    name: "Marriott's Village d'Île-de-France",
    address: '1 Rue de la Mare Blanche, 77700 Bailly-Romainvilliers',
    lat: 48.8447,
    lng: 2.8095,
  },
  {
    id: 'bb-hotel-disneyland',
    name: 'B&B Hotel Disneyland Paris',
    address: 'B&B Hotel Disneyland Paris, 77700 Magny-le-Hongre',
    lat: 48.8595,
    lng: 2.8055,
  },
  {
    id: 'explorers-hotel',
    name: 'Explorers Hotel',
    address: 'Rue de la Galmy, 77700 Magny-le-Hongre',
    lat: 48.8585,
    lng: 2.8083,
  },
  {
    id: 'kyriad-disneyland',
    name: 'Kyriad Hotel Disneyland Paris',
    address: 'Kyriad Hotel Disneyland Paris, 77700 Magny-le-Hongre',
    lat: 48.8579,
    lng: 2.8037,
  },
]);

export const DISNEY_POINTS_OF_INTEREST: Place[] = make('DISNEY', 'point-of-interest', [
  {
    id: 'val-d-europe',
    name: "Centre commercial Val d'Europe",
    address: '14 Cours du Danube, 77700 Serris',
    lat: 48.8538,
    lng: 2.7763,
  },
  {
    id: 'gare-marne-la-vallee-chessy',
    name: 'Gare de Marne-la-Vallée – Chessy',
    address: 'Place François Truffaut, 77700 Chessy',
    lat: 48.8702,
    lng: 2.7829,
  },
  {
    id: 'disney-village',
    name: 'Disney Village',
    address: 'Disney Village, 77700 Chessy',
    lat: 48.8696,
    lng: 2.7815,
  },
]);

export const DOURDAN_PICKUP_POINTS: Place[] = make('DOURDAN', 'pickup-point', [
  {
    id: 'gare-de-dourdan',
    name: 'Gare de Dourdan',
    address: 'Gare de Dourdan, 91410 Dourdan',
    lat: 48.5362,
    lng: 2.0128,
  },
  {
    id: 'dourdan-centre-ville',
    name: 'Centre-ville de Dourdan',
    address: 'Place du Général de Gaulle, 91410 Dourdan',
    lat: 48.529,
    lng: 2.0113,
  },
  {
    id: 'chateau-de-dourdan',
    name: 'Château de Dourdan',
    address: 'Place du Général de Gaulle, 91410 Dourdan',
    lat: 48.5296,
    lng: 2.0122,
  },
]);

/** Stations outside Paris that the local price tables name ('Gare de Massy TGV': the TGV station nearest Dourdan). */
export const OTHER_STATIONS: Place[] = make('DOURDAN', 'station', [
  {
    id: 'gare-de-massy-tgv',
    name: 'Gare de Massy TGV',
    address: 'Gare de Massy TGV, 91300 Massy',
    lat: 48.7256,
    lng: 2.2608,
  },
]);

const commune = (id: string, name: string, postcode: string, lat: number, lng: number): PlaceInput => ({
  id,
  name,
  address: `${postcode} ${name}`,
  lat,
  lng,
});

export const COMMUNES: Place[] = make('DOURDAN', 'commune', [
  commune('corbreuse', 'Corbreuse', '91410', 48.5012, 1.9594),
  commune('dourdan', 'Dourdan', '91410', 48.529, 2.0113),
  commune('les-granges-le-roi', 'Les Granges-le-Roi', '91410', 48.5006, 2.019),
  commune('roinville', 'Roinville', '91410', 48.5375, 2.0463),
  commune('saint-cyr-sous-dourdan', 'Saint-Cyr-sous-Dourdan', '91410', 48.5669, 2.0345),
  commune('sermaise', 'Sermaise', '91530', 48.5347, 2.0906),
  commune('saint-cheron', 'Saint-Chéron', '91530', 48.5544, 2.1244),
  commune('saint-arnoult-en-yvelines', 'Saint-Arnoult-en-Yvelines', '78730', 48.5714, 1.9406),
  commune('etampes', 'Étampes', '91150', 48.4346, 2.1617),
  commune('arpajon', 'Arpajon', '91290', 48.5894, 2.2478),
  commune('limours', 'Limours', '91470', 48.6464, 2.0756),
  commune('ablis', 'Ablis', '78660', 48.5172, 1.8369),
  commune('rambouillet', 'Rambouillet', '78120', 48.6437, 1.8297),
  commune('chartres', 'Chartres', '28000', 48.4469, 1.4892),
]);

/** Communes from which the airport package form picks up (docs/product.md#packages-airport-form, zone 91410). */
export const AIRPORT_FORM_COMMUNES = [
  'Corbreuse',
  'Dourdan',
  'Les Granges-le-Roi',
  'Roinville',
  'Saint-Cyr-sous-Dourdan',
] as const;
export type AirportFormCommune = (typeof AIRPORT_FORM_COMMUNES)[number];

export interface LocationGroup {
  key: LocationGroupKey;
  name: string;
  points: Place[];
}

/** The four groups of docs/product.md#places-catalogue plus Beauvais and the Dourdan area. */
export const LOCATION_GROUPS: Record<LocationGroupKey, LocationGroup> = {
  ORLY: { key: 'ORLY', name: "Aéroport d'Orly", points: ORLY_TERMINALS },
  CDG: { key: 'CDG', name: 'Aéroport Roissy-Charles de Gaulle', points: CDG_TERMINALS },
  BEAUVAIS: { key: 'BEAUVAIS', name: 'Aéroport de Beauvais', points: BEAUVAIS_AIRPORT },
  PARIS: { key: 'PARIS', name: 'Paris', points: PARIS_PLACES },
  DISNEY: { key: 'DISNEY', name: 'Disneyland Paris', points: DISNEY_PARKS.slice(0, 1) },
  DOURDAN: { key: 'DOURDAN', name: 'Dourdan et environs', points: DOURDAN_PICKUP_POINTS },
};

export interface DisneyPlaceGroup {
  id: 'parks' | 'disney-hotels' | 'partner-hotels' | 'points-of-interest';
  label: string;
  places: Place[];
}

/** The grouped Disney selector of the package form (docs/product.md#packages-fixed). */
export const DISNEY_PLACE_GROUPS: DisneyPlaceGroup[] = [
  { id: 'parks', label: 'Parcs', places: DISNEY_PARKS.slice(1) },
  { id: 'disney-hotels', label: 'Hôtels Disney', places: DISNEY_HOTELS },
  { id: 'partner-hotels', label: 'Hôtels partenaires', places: DISNEY_PARTNER_HOTELS },
  { id: 'points-of-interest', label: "Points d'intérêt", places: DISNEY_POINTS_OF_INTEREST },
];

/** Every catalogue place, each id once. */
export const ALL_PLACES: Place[] = [
  ...ORLY_TERMINALS,
  ...CDG_TERMINALS,
  ...BEAUVAIS_AIRPORT,
  ...PARIS_PLACES,
  ...DISNEY_PARKS,
  ...DISNEY_HOTELS,
  ...DISNEY_PARTNER_HOTELS,
  ...DISNEY_POINTS_OF_INTEREST,
  ...DOURDAN_PICKUP_POINTS,
  ...OTHER_STATIONS,
  ...COMMUNES,
];

const BY_ID = new Map(ALL_PLACES.map((p) => [p.id, p]));

export function getPlace(id: string): Place | undefined {
  return BY_ID.get(id);
}

export type PlaceRestriction = 'paris' | 'disney';

export interface SearchPlacesOptions {
  restrict?: PlaceRestriction;
  /** Maximum number of results (default 8). */
  limit?: number;
}

/**
 * English for the French words of the names and addresses, searched with them (docs/product.md#places-catalogue):
 * 'Dourdan station', 'Orly airport', 'Disneyland Park', 'Dourdan castle', 'Dourdan town centre' find their places,
 * whatever the page's language. The ranking reads the French names only, so a French query lists its places in the
 * same order as before; an English word can only add places ('train' now finds the stations). Kept to a few words:
 * the catalogue is part of the wizard's first load.
 */
const ENGLISH_WORDS = new Map([
  ['aeroport', 'airport'],
  ['gare', 'station train railway'],
  ['parc', 'park'],
  ['parcs', 'parks'],
  ['chateau', 'castle'],
  ['centre', 'center'],
  ['ville', 'town city'],
]);

const SEARCH_INDEX = ALL_PLACES.map((place) => {
  // 'Terminal 2E' is also found as 'T2E', the way travellers write it.
  const text = looseText(`${place.name} ${place.address}`).replace(/terminal (\w+)/g, '$& t$1');
  return {
    place,
    text: `${text} ${text
      .split(/\W+/)
      .map((word) => ENGLISH_WORDS.get(word))
      .join(' ')}`,
    // The words that name it, each after a space: its name's and its town's (the address's last part).
    naming: ` ${looseText(`${place.name} ${place.address.split(',').at(-1)}`)} `,
  };
});

/**
 * Catalogue suggestions for the address field (used alone without a Google key): every word of the query must occur
 * in the place's name or address, accents, apostrophes and hyphens ignored, or in their English. The places the words
 * name come first (the more words begin a word of the place's name or town, the higher), the catalogue's order between
 * equals: 'Orly 4' lists Orly 4 before Orly 1 (whose postcode 94390 holds a 4), 'Paris' the places in Paris before the
 * airports of « Paris-Orly ». Fewer than 3 characters → no results.
 */
export function searchPlaces(query: string, { restrict, limit = 8 }: SearchPlacesOptions = {}): Place[] {
  const q = looseText(query);
  if (q.length < ADDRESS_SEARCH_MIN_CHARS) return [];
  const words = q.split(' ');
  const score = (naming: string) => words.filter((w) => naming.includes(` ${w}`)).length;
  return (
    SEARCH_INDEX.filter(
      ({ place, text }) =>
        words.every((w) => text.includes(w)) &&
        (restrict !== 'paris' || isInsideParis(place.address, place)) &&
        (restrict !== 'disney' || isInDisneyZone(place.address, place)),
    )
      // Stable: equals keep the catalogue's order.
      .sort((a, b) => score(b.naming) - score(a.naming))
      .slice(0, limit)
      .map(({ place }) => place)
  );
}
