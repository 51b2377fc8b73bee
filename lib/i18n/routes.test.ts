import { localeOfPath, pathFor, ROUTE_PAIRS, switchMap, twinOf } from './routes';

describe('route pairs', () => {
  it('keeps French paths unprefixed and English ones under /en, each listed once', () => {
    for (const { fr, en } of ROUTE_PAIRS) {
      expect(localeOfPath(fr)).toBe('fr');
      expect(localeOfPath(en)).toBe('en');
    }
    expect(new Set(ROUTE_PAIRS.map((p) => p.fr)).size).toBe(ROUTE_PAIRS.length);
    expect(new Set(ROUTE_PAIRS.map((p) => p.en)).size).toBe(ROUTE_PAIRS.length);
  });

  it('maps a page to its twin and back', () => {
    expect(pathFor('/forfaits-disney', 'en')).toBe('/en/disneyland-transfers');
    expect(pathFor('/forfaits-disney', 'fr')).toBe('/forfaits-disney');
    expect(twinOf('/en/airport-transfers')).toEqual({
      fr: '/forfaits-aeroports',
      en: '/en/airport-transfers',
    });
    expect(switchMap('en')['/en']).toBe('/');
    expect(switchMap('fr')['/']).toBe('/en');
  });

  it('switches a package form to its twin form (the selection rides in the query string)', () => {
    expect(switchMap('en')['/en/package-booking']).toBe('/reservation-forfait');
    expect(switchMap('fr')['/reservation-forfait-aeroport']).toBe('/en/airport-booking');
    // Not a twin for search engines: no hreflang pair.
    expect(twinOf('/reservation-forfait')).toBeUndefined();
  });

  it('falls back to the French page for a page without an English twin yet', () => {
    expect(pathFor('/blog', 'en')).toBe('/blog');
  });
});
