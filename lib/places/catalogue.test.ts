import { REFERENCE_POINTS } from './constants';
import {
  AIRPORT_FORM_COMMUNES,
  ALL_PLACES,
  CDG_TERMINALS,
  COMMUNES,
  DISNEY_PLACE_GROUPS,
  DOURDAN_PICKUP_POINTS,
  LOCATION_GROUPS,
  ORLY_TERMINALS,
  PARIS_PLACES,
  getPlace,
  searchPlaces,
} from './catalogue';
import { distanceKm, isNearCdg, isNearDourdan, isNearOrly } from './geo';
import { isInDisneyZone, isInsideParis } from './zones';

describe('catalogue', () => {
  it('has unique ids and a maps-search URL for every place', () => {
    const ids = ALL_PLACES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of ALL_PLACES) {
      expect(p.mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(p.address).toMatch(/\d{5}/);
      expect(getPlace(p.id)).toBe(p);
    }
  });

  it('lists Orly 1–4 and CDG 1, 2A–2G, 3, each within 5 km of its airport reference point', () => {
    expect(ORLY_TERMINALS.map((t) => t.name)).toEqual(['Orly 1', 'Orly 2', 'Orly 3', 'Orly 4']);
    expect(CDG_TERMINALS.map((t) => t.id)).toEqual([
      'cdg-1',
      'cdg-2a',
      'cdg-2b',
      'cdg-2c',
      'cdg-2d',
      'cdg-2e',
      'cdg-2f',
      'cdg-2g',
      'cdg-3',
    ]);
    for (const t of ORLY_TERMINALS) expect(isNearOrly(t)).toBe(true);
    for (const t of CDG_TERMINALS) expect(isNearCdg(t)).toBe(true);
  });

  it('places Paris points in Paris and every Disney place in the Disney zone (by coordinates alone)', () => {
    expect(PARIS_PLACES.map((p) => p.name)).toEqual([
      'Paris Centre',
      'Gare du Nord',
      'Gare de Lyon',
      'Gare Montparnasse',
    ]);
    for (const p of PARIS_PLACES) expect(isInsideParis(p.address, p)).toBe(true);
    for (const group of DISNEY_PLACE_GROUPS) {
      expect(group.places.length).toBeGreaterThan(0);
      for (const p of group.places) expect(isInDisneyZone('', p)).toBe(true);
    }
    expect(DISNEY_PLACE_GROUPS.map((g) => g.label)).toEqual([
      'Parcs',
      'Hôtels Disney',
      'Hôtels partenaires',
      "Points d'intérêt",
    ]);
    expect(LOCATION_GROUPS.DISNEY.points).toHaveLength(1);
  });

  it('places the Dourdan pickup points near Dourdan and the 91410 airport communes within 6 km', () => {
    for (const p of DOURDAN_PICKUP_POINTS) expect(isNearDourdan(p)).toBe(true);
    for (const name of AIRPORT_FORM_COMMUNES) {
      const commune = COMMUNES.find((c) => c.name === name);
      expect(commune?.address).toContain('91410');
      expect(distanceKm(commune!, REFERENCE_POINTS.dourdan)).toBeLessThan(6);
    }
  });
});

describe('searchPlaces', () => {
  it('needs 3 characters', () => {
    expect(searchPlaces('or')).toEqual([]);
    expect(searchPlaces('orl').length).toBeGreaterThan(0);
  });

  it('ignores accents, case, apostrophes and hyphens, and needs every word', () => {
    expect(searchPlaces('etampes').map((p) => p.id)).toEqual(['etampes']);
    expect(searchPlaces('ÉTAMPES').map((p) => p.id)).toEqual(['etampes']);
    expect(searchPlaces('val d europe').map((p) => p.id)).toContain('val-d-europe');
    expect(searchPlaces('saint cyr').map((p) => p.id)).toEqual(['saint-cyr-sous-dourdan']);
    expect(searchPlaces('gare lyon').map((p) => p.id)).toEqual(['paris-gare-de-lyon']);
  });

  it('restricts to Paris or to the Disney zone', () => {
    const gares = searchPlaces('gare', { restrict: 'paris', limit: 50 });
    expect(gares.length).toBe(3);
    expect(gares.every((p) => p.group === 'PARIS')).toBe(true);
    const disney = searchPlaces('hotel', { restrict: 'disney', limit: 50 });
    expect(disney.length).toBeGreaterThan(5);
    expect(disney.every((p) => p.group === 'DISNEY')).toBe(true);
  });

  it('honours the limit', () => {
    expect(searchPlaces('terminal', { limit: 3 })).toHaveLength(3);
  });

  it('puts the place the words name first: a word of its name or town before a digit inside a postcode', () => {
    // Orly 1, 2 and 3 match « 4 » only inside their postcode (94390): taking the first suggestion must not book them.
    expect(searchPlaces('Orly 4')[0]?.id).toBe('orly-4');
    expect(searchPlaces('orly 2')[0]?.id).toBe('orly-2');
    expect(searchPlaces('cdg 2e')[0]?.id).toBe('cdg-2e');
    // « Paris » is the town of the stations and the centre; the airports only carry it in « Paris-Orly ».
    const paris = searchPlaces('Paris');
    expect(paris[0]?.id).toBe('paris-centre');
    expect(paris.slice(0, 4).map((p) => p.group)).toEqual(['PARIS', 'PARIS', 'PARIS', 'PARIS']);
  });

  it('finds a terminal the way travellers write it', () => {
    expect(searchPlaces('Orly T4').map((p) => p.id)).toEqual(['orly-4']);
    expect(searchPlaces('roissy t2e').map((p) => p.id)).toEqual(['cdg-2e']);
    expect(searchPlaces('CDG T1').map((p) => p.id)).toEqual(['cdg-1']);
  });
});

describe('searchPlaces in English (the /en site, and a French visitor typing English)', () => {
  const first = (query: string) => searchPlaces(query)[0]?.id;
  const ids = (query: string) => searchPlaces(query, { limit: 50 }).map((p) => p.id);

  it('finds the places by their English names: station, airport, park, castle, town centre', () => {
    // The English field's own example (« E.g. Dourdan station, Orly 4… ») and the audit's queries.
    expect(ids('Dourdan station')).toEqual(['gare-de-dourdan']);
    expect(ids('Dourdan train station')).toEqual(['gare-de-dourdan']);
    expect(ids('Lyon station')).toEqual(['paris-gare-de-lyon']);
    expect(ids('Chessy station')).toEqual(['gare-marne-la-vallee-chessy']);
    expect(ids('Marne-la-Vallée station')).toEqual(['gare-marne-la-vallee-chessy']);
    expect(ids('Montparnasse station')).toEqual(['paris-gare-montparnasse']);
    expect(ids('Orly airport')).toEqual(['orly-1', 'orly-2', 'orly-3', 'orly-4']);
    expect(ids('CDG airport')).toEqual(CDG_TERMINALS.map((t) => t.id));
    expect(ids('Charles de Gaulle airport')).toEqual(CDG_TERMINALS.map((t) => t.id));
    expect(ids('Beauvais airport')).toEqual(['beauvais']);
    expect(ids('Disneyland Park')).toEqual(['disney-parks', 'disney-park']);
    expect(ids('Walt Disney Studios Park')).toEqual(['disney-studios']);
    expect(ids('Dourdan castle')).toEqual(['chateau-de-dourdan']);
    expect(ids('Dourdan town centre')).toEqual(['dourdan-centre-ville']);
    expect(first('Paris city centre')).toBe('paris-centre');
    expect(first('Orly airport terminal 4')).toBe('orly-4');
    expect(first('Paris airport')).toBe('orly-1');
    expect(ids('Paris airport')).toEqual([...ORLY_TERMINALS, ...CDG_TERMINALS].map((t) => t.id));
  });

  it('keeps the French ranking of French queries (the English words never rank a place)', () => {
    expect(searchPlaces('Paris').map((p) => p.id)).toEqual([
      'paris-centre',
      'paris-gare-du-nord',
      'paris-gare-de-lyon',
      'paris-gare-montparnasse',
      'disney-parks',
      'radisson-blu-disneyland',
      'bb-hotel-disneyland',
      'kyriad-disneyland',
    ]);
    expect(ids('disneyland')).toEqual([
      'disney-parks',
      'disney-park',
      'disneyland-hotel',
      'radisson-blu-disneyland',
      'bb-hotel-disneyland',
      'kyriad-disneyland',
    ]);
    expect(ids('aéroport paris')).toEqual([...ORLY_TERMINALS, ...CDG_TERMINALS].map((t) => t.id));
    expect(ids('centre dourdan')).toEqual(['dourdan-centre-ville']);
    // The same places, whichever language names them.
    expect(ids('station')).toEqual(ids('gare'));
    expect(ids('gare lyon')).toEqual(ids('Lyon station'));
    expect(ids('airport').sort()).toEqual(ids('aeroport').sort());
  });

  it('keeps the zone restrictions', () => {
    expect(searchPlaces('station', { restrict: 'paris', limit: 50 }).map((p) => p.id)).toEqual([
      'paris-gare-du-nord',
      'paris-gare-de-lyon',
      'paris-gare-montparnasse',
    ]);
    expect(searchPlaces('station', { restrict: 'disney' }).map((p) => p.id)).toEqual([
      'gare-marne-la-vallee-chessy',
    ]);
  });
});
