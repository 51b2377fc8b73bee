import { getPlace } from '@/lib/places/catalogue';
import { placeAddress } from '@/lib/places/refs';
import type { LocalPackage } from '@/lib/db/types';
import { routeEnd, toLocalRoutes } from '@/lib/packages/local-routes';
import { isFixedPrice, priceKindLabel } from './format';
import { addressTown } from '@/lib/places/text';
import { findLocalRoute } from './local-routes';
import { computeQuote, type QuotePoint, type QuoteRequest } from './quote';
import { DEFAULT_PRICE_SETTINGS } from './settings';

const at = (id: string): QuotePoint => {
  const p = getPlace(id);
  if (!p) throw new Error(id);
  return { address: placeAddress(p), lat: p.lat, lng: p.lng };
};

let serial = 0;
function row(
  start: string,
  end: string,
  berline: [number | null, number | null],
  van: [number | null, number | null] = [null, null],
  extra: Partial<LocalPackage> = {},
): LocalPackage {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    department: 'Essonne (91)',
    startLocation: start,
    endLocation: end,
    prices: {
      berline: { oneWayCents: berline[0], roundTripCents: berline[1] },
      van: { oneWayCents: van[0], roundTripCents: van[1] },
    },
    isActive: true,
    fixedRoute: null,
    createdAt: '2025-06-02T08:00:00.000Z',
    updatedAt: '2025-06-02T08:00:00.000Z',
    ...extra,
  };
}

const ROUTES = toLocalRoutes([
  row('Dourdan', 'Étampes', [4000, 7500], [6000, null]),
  row('Dourdan', 'Roinville', [1200, null], [null, null]),
  row('Dourdan', 'Gare de Lyon (Paris)', [9500, 18000], [13000, null], { department: 'Dourdan-Aéroport' }),
  row('Dourdan', 'Aéroport de Beauvais-Tillé', [19000, null], [25000, null]),
  row('Chartres', 'Aéroport d’Orly', [11000, 21000], [15000, 28500]),
  row('Dourdan', 'Versailles (78)', [8500, null], [null, 20000]),
  row('Dourdan', 'Saint-Chéron', [2500, 4500], [4000, 7500]),
  row('Dourdan', 'Gare de Massy TGV', [4500, 8500], [6500, 12000], { department: 'Dourdan-Aéroport' }),
  row('Dourdan', 'Arpajon', [4500, 8500], [6500, 12000], { isActive: false }),
  row('Dourdan', 'Aéroport d’Orly', [1, 1], [1, 1], { fixedRoute: 'dourdanOrly' }),
]);

function priced(request: Partial<QuoteRequest>, routes = ROUTES) {
  const result = computeQuote(
    {
      departure: at('gare-de-dourdan'),
      destination: at('etampes'),
      vehicleType: 'berline',
      ...request,
    },
    DEFAULT_PRICE_SETTINGS,
    { localRoutes: routes },
  );
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

describe('local price tables in the quote (docs/product.md#pricing-local-packages)', () => {
  it('prices Dourdan → Étampes at the table’s 40,00 € instead of the per-km 48,84 €', () => {
    const perKm = priced({}, []);
    expect(perKm.totalPrice).not.toBe(4000);
    expect(perKm.localPackage).toBeNull();
    const quote = priced({});
    expect(quote).toMatchObject({
      totalPrice: 4000,
      estimatedPrice: 3636,
      vatAmount: 364,
      fixedRoute: null,
      localPackage: { id: ROUTES[0]!.id, label: 'Dourdan → Étampes' },
      isEstimate: false,
      roundTripDiscount: 0,
    });
    expect(quote.breakdown).toEqual([
      'Forfait local\u00a0: Dourdan → Étampes (Berline Confort, aller simple)',
      'Prix du forfait\u00a0: 40,00\u00a0€ TTC',
      'Total HT\u00a0: 36,36\u00a0€',
      'TVA 10\u00a0%\u00a0: 3,64\u00a0€',
      'Total TTC\u00a0: 40,00\u00a0€',
    ]);
    expect(isFixedPrice(quote)).toBe(true);
    expect(priceKindLabel(quote)).toBe('Prix fixe');
    // The distance stays the trip's, for the driver (a measured one when the server has it).
    expect(priced({ distance: { km: 23.46, durationMinutes: 27 } })).toMatchObject({
      totalPrice: 4000,
      estimatedDistance: 23.5,
      duration: 27,
    });
  });

  it('prices the way back at the same row, named in the trip’s direction', () => {
    const quote = priced({ departure: at('etampes'), destination: at('chateau-de-dourdan') });
    expect(quote.totalPrice).toBe(4000);
    expect(quote.localPackage?.label).toBe('Étampes → Dourdan');
  });

  it('takes the round trip the table sells: its price, or twice the one-way price on the airport table only', () => {
    const round = priced({ tripType: 'roundTrip' });
    expect(round.totalPrice).toBe(7500);
    expect(round.breakdown[1]).toBe('Prix du forfait aller-retour\u00a0: 75,00\u00a0€ TTC');
    // The Dourdan-Aéroport table sells a round trip without a price at twice the one-way price (its form does)…
    const airport = priced({
      destination: at('paris-gare-de-lyon'),
      tripType: 'roundTrip',
      vehicleType: 'van',
    });
    expect(airport.totalPrice).toBe(26000);
    expect(airport.breakdown[1]).toBe('Tarif Aller-Retour Calculé\u00a0: 2 × 130,00\u00a0€ TTC');
    // …another table does not sell it ('N/A' in its cell): per km, as everywhere a table has no price.
    const essonne = priced({ tripType: 'roundTrip', vehicleType: 'van' });
    expect(essonne.localPackage).toBeNull();
    expect(essonne.breakdown[0]).toMatch(/^Tarif au kilomètre/);
  });

  it('falls back to the per-km price for a vehicle the row has no price for', () => {
    const quote = priced({ destination: at('roinville'), vehicleType: 'van' });
    expect(quote.localPackage).toBeNull();
    expect(quote.breakdown[0]).toMatch(/^Tarif au kilomètre/);
    expect(priced({ destination: at('roinville') }).totalPrice).toBe(1200);
  });

  it('matches a street address by the town after its postcode, not by a street named after the town', () => {
    const street = { address: '3 avenue de la Gare, 91150 Étampes, France', lat: 48.4367, lng: 2.1574 };
    expect(priced({ destination: street }).totalPrice).toBe(4000);
    const namesake = { address: 'Rue d’Étampes, 91410 Dourdan, France', lat: 48.5262, lng: 2.0151 };
    expect(priced({ destination: namesake }).localPackage).toBeNull();
  });

  it('matches a town of the served departments, never its namesake elsewhere in France', () => {
    const versailles = {
      address: '1 rue de la Paroisse, 78000 Versailles, France',
      lat: 48.8049,
      lng: 2.1301,
    };
    expect(priced({ destination: versailles }).localPackage?.label).toBe('Dourdan → Versailles (78)');
    // Saint-Chéron (Marne), 200 km away, has the name of the Essonne town the address list knows (91530).
    const marne = { address: 'Grande Rue, 51290 Saint-Chéron, France', lat: 48.632, lng: 4.573 };
    expect(priced({ destination: marne }).localPackage).toBeNull();
    expect(priced({ destination: at('saint-cheron') }).totalPrice).toBe(2500);
    // Versailles is not in the address list: any served department, but not another one.
    const elsewhere = { address: 'Rue X, 13000 Versailles, France', lat: 43.3, lng: 5.4 };
    expect(priced({ destination: elsewhere }).localPackage).toBeNull();
  });

  it('prices a round trip from a row that only has its round-trip price, and nothing one way', () => {
    const versailles = { address: '78000 Versailles', lat: 48.8049, lng: 2.1301 };
    expect(priced({ destination: versailles, vehicleType: 'van', tripType: 'roundTrip' })).toMatchObject({
      totalPrice: 20000,
      breakdown: expect.arrayContaining(['Prix du forfait aller-retour\u00a0: 200,00\u00a0€ TTC']),
    });
    expect(priced({ destination: versailles, vehicleType: 'van' }).localPackage).toBeNull();
  });

  it('matches a station or an airport by its place, not by a street that bears its name', () => {
    // Gare d'Austerlitz is 0.7 km from Gare de Lyon: not that station.
    const austerlitz = { address: 'Gare d’Austerlitz, 75013 Paris, France', lat: 48.8424, lng: 2.3658 };
    expect(priced({ destination: austerlitz }).localPackage).toBeNull();
    // The town of Beauvais is not its airport.
    const beauvaisTown = {
      address: 'Place Jeanne Hachette, 60000 Beauvais, France',
      lat: 49.4295,
      lng: 2.0807,
    };
    expect(priced({ destination: beauvaisTown }).localPackage).toBeNull();
    expect(priced({ destination: at('paris-gare-de-lyon') }).totalPrice).toBe(9500);
    const opera = { address: 'Place de l’Opéra, 75009 Paris, France', lat: 48.8708, lng: 2.3317 };
    expect(priced({ destination: opera }).localPackage).toBeNull();
    expect(priced({ destination: at('beauvais') }).totalPrice).toBe(19000);
    const rueDeBeauvais = { address: '12 rue de Beauvais, 91150 Étampes, France', lat: 48.434, lng: 2.16 };
    expect(priced({ destination: rueDeBeauvais }).localPackage?.label).toBe('Dourdan → Étampes');
    expect(priced({ departure: at('chartres'), destination: at('orly-4') }).totalPrice).toBe(11000);
  });

  it('prices Gare de Massy TGV, the TGV station nearest Dourdan, at its door but not in the centre of Massy', () => {
    expect(priced({ destination: at('gare-de-massy-tgv') })).toMatchObject({
      totalPrice: 4500,
      localPackage: { label: 'Dourdan → Gare de Massy TGV' },
    });
    // The address Google gives for the station's forecourt, 90 m away.
    const forecourt = {
      address: 'Pl. de l’Union Européenne, 91300 Massy, France',
      lat: 48.7249,
      lng: 2.2617,
    };
    expect(priced({ departure: forecourt, destination: at('dourdan') }).localPackage?.label).toBe(
      'Gare de Massy TGV → Dourdan',
    );
    const townHall = {
      address: '1 Av. du Général de Gaulle, 91300 Massy, France',
      lat: 48.7309,
      lng: 2.2759,
    };
    expect(priced({ destination: townHall }).localPackage).toBeNull();
  });

  it('prices an airport-table row from any of the five communes its form picks up in (91410), as the form does', () => {
    // The airport form books Corbreuse → Gare de Massy TGV at the row's 45,00 €: the wizard and the home box too,
    // not per km (audit 2026-11-29: 78,98 € for the same ride).
    for (const commune of [
      'corbreuse',
      'les-granges-le-roi',
      'roinville',
      'saint-cyr-sous-dourdan',
      'dourdan',
    ]) {
      expect(priced({ departure: at(commune), destination: at('gare-de-massy-tgv') })).toMatchObject({
        totalPrice: 4500,
        localPackage: { label: 'Dourdan → Gare de Massy TGV' },
      });
    }
    const street = { address: '2 Rue de la Mairie, 91410 Corbreuse, France', lat: 48.5015, lng: 1.9597 };
    expect(priced({ departure: at('gare-de-massy-tgv'), destination: street }).totalPrice).toBe(4500);
    // Another table's row starting at Dourdan stays Dourdan's own.
    expect(priced({ departure: at('corbreuse'), destination: at('etampes') }).localPackage).toBeNull();
  });

  it('leaves fixed routes first and ignores inactive rows and rows that show a fixed route', () => {
    const orly = priced({ destination: at('orly-1') });
    expect(orly.fixedRoute).toBe('dourdanOrly');
    expect(orly.localPackage).toBeNull();
    expect(orly.totalPrice).toBe(DEFAULT_PRICE_SETTINGS.fixedFares.dourdanOrly.berline);
    expect(ROUTES.map((r) => r.end)).not.toContain('Arpajon');
    expect(priced({ destination: at('arpajon') }).localPackage).toBeNull();
  });

  it('keeps the first row of two that match', () => {
    const [first, second] = toLocalRoutes([
      row('Dourdan', 'Étampes', [4000, null]),
      row('Dourdan', 'Étampes', [3000, null]),
    ]);
    const from = { address: placeAddress(getPlace('gare-de-dourdan')!), point: getPlace('gare-de-dourdan')! };
    const to = { address: placeAddress(getPlace('etampes')!), point: getPlace('etampes')! };
    expect(findLocalRoute(from, to, [first!, second!])?.route.id).toBe(first!.id);
  });
});

describe('what a row’s text names', () => {
  it('reads airports, catalogue places and towns', () => {
    expect(routeEnd('Aéroport d’Orly')).toMatchObject({ kind: 'place', radiusKm: 5 });
    expect(routeEnd('Aéroport Paris-Charles de Gaulle (CDG)')).toMatchObject({ kind: 'place', radiusKm: 5 });
    expect(routeEnd('Gare Montparnasse (Paris)')).toMatchObject({ kind: 'place', radiusKm: 0.4 });
    expect(routeEnd('Saint-Chéron')).toEqual({ kind: 'town', towns: ['saint cheron'], postcodes: ['91530'] });
    expect(routeEnd('Versailles (78)')).toEqual({ kind: 'town', towns: ['versailles'], postcodes: null });
    expect(routeEnd('Gare de Lyon (Paris)')).toMatchObject({ kind: 'place', radiusKm: 0.4 });
    expect(routeEnd('Aéroport de Beauvais-Tillé')).toMatchObject({ kind: 'place', radiusKm: 2 });
    expect(routeEnd('Gare de Massy TGV')).toMatchObject({ kind: 'place', lat: 48.7256, radiusKm: 0.4 });
  });

  it('finds the town of an address', () => {
    expect(addressTown('12 rue X, 91150 Étampes, France')).toEqual({ postcode: '91150', town: 'etampes' });
    expect(addressTown('BP 12, 91152 ÉTAMPES CEDEX 2')).toEqual({ postcode: '91152', town: 'etampes' });
    expect(addressTown('Saint-Chéron')).toBeNull();
    expect(addressTown('Gare de Dourdan, Place de la Gare, 91410 Dourdan')?.town).toBe('dourdan');
  });
});
