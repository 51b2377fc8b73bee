import { CDG_TERMINALS, DISNEY_HOTELS, ORLY_TERMINALS, PARIS_PLACES } from '@/lib/places/catalogue';
import type { LocationGroupKey, Place } from '@/lib/places/catalogue';
import {
  FIXED_PACKAGES,
  ROUTES,
  ROUTE_SLUGS,
  fixedPackagePrice,
  fixedRoundTripPrice,
  getFixedPackage,
} from './packages';
import { computeQuote } from './quote';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from './settings';
import { VEHICLE_TYPES } from '@/lib/domain/vehicles';

// docs/product.md#pricing-fixed-routes: duration (min), berline €, van €.
const SPEC: [string, number, number, number][] = [
  ['paris-orly', 45, 60, 90],
  ['orly-paris', 45, 60, 110],
  ['paris-cdg', 60, 90, 110],
  ['cdg-paris', 60, 70, 130],
  ['paris-disney', 50, 95, 125],
  ['disney-paris', 50, 95, 125],
  ['cdg-disney', 40, 85, 115],
  ['disney-cdg', 40, 85, 115],
  ['orly-disney', 40, 80, 110],
  ['disney-orly', 40, 80, 110],
];

describe('route catalogue', () => {
  it('has the twelve slugs of docs/product.md#pricing-fixed-routes', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...ROUTE_SLUGS].sort());
    expect(ROUTE_SLUGS).toHaveLength(12);
    expect(ROUTES['dourdan-orly']).toMatchObject({
      departureLocation: 'DOURDAN',
      destinationLocation: 'ORLY',
    });
  });

  it('gives each route its airport discount, Disney only without an airport', () => {
    expect(ROUTES['orly-disney'].discountKey).toBe('orly');
    expect(ROUTES['disney-cdg'].discountKey).toBe('cdg');
    expect(ROUTES['paris-disney'].discountKey).toBe('disney');
    expect(ROUTES['dourdan-cdg'].discountKey).toBe('cdg');
  });
});

describe('fixed package catalogue', () => {
  it.each(SPEC)('%s: %d min, %d € / %d €', (id, duration, berline, van) => {
    const pkg = getFixedPackage(id);
    expect(pkg).toBeDefined();
    expect(pkg!.durationMinutes).toBe(duration);
    expect(fixedPackagePrice(pkg!, 'berline', DEFAULT_PRICE_SETTINGS)).toBe(berline * 100);
    expect(fixedPackagePrice(pkg!, 'van', DEFAULT_PRICE_SETTINGS)).toBe(van * 100);
    expect(pkg!.altText).toContain(pkg!.title);
  });

  it('has exactly the 10 packages, tagged airport and/or disney', () => {
    expect(FIXED_PACKAGES.map((p) => p.id)).toEqual(SPEC.map(([id]) => id));
    expect(getFixedPackage('paris-orly')!.tags).toEqual(['airport']);
    expect(getFixedPackage('disney-paris')!.tags).toEqual(['disney']);
    expect(getFixedPackage('cdg-disney')!.tags).toEqual(['airport', 'disney']);
    expect(getFixedPackage('dourdan-orly')).toBeUndefined();
    expect(getFixedPackage('nope')).toBeUndefined();
    expect(getFixedPackage(null)).toBeUndefined();
  });

  it('follows the settings (admin edits) and returns null for a removed fare', () => {
    const settings: PriceSettings = structuredClone(DEFAULT_PRICE_SETTINGS);
    settings.fixedFares.parisOrly.van = 9900;
    settings.fixedFares.orlyParis.berline = null;
    expect(fixedPackagePrice(getFixedPackage('paris-orly')!, 'van', settings)).toBe(9900);
    expect(fixedPackagePrice(getFixedPackage('orly-paris')!, 'berline', settings)).toBeNull();
    expect(fixedRoundTripPrice('orlyParis', 'berline', settings)).toBeNull();
  });

  it('card prices and quotes never disagree (every package, both vehicles, both trip types, edited settings)', () => {
    const firstOf: Record<LocationGroupKey, Place | undefined> = {
      PARIS: PARIS_PLACES[1],
      ORLY: ORLY_TERMINALS[3],
      CDG: CDG_TERMINALS[8],
      DISNEY: DISNEY_HOTELS[2],
      DOURDAN: undefined,
      BEAUVAIS: undefined,
    };
    const settings: PriceSettings = structuredClone(DEFAULT_PRICE_SETTINGS);
    settings.fixedFares.cdgDisney.berline = 8765;
    for (const pkg of FIXED_PACKAGES) {
      const from = firstOf[pkg.departureLocation]!;
      const to = firstOf[pkg.destinationLocation]!;
      for (const vehicleType of VEHICLE_TYPES) {
        const oneWay = computeQuote({ departure: from, destination: to, vehicleType }, settings);
        const roundTrip = computeQuote(
          { departure: from, destination: to, vehicleType, tripType: 'roundTrip' },
          settings,
        );
        expect(oneWay.ok && oneWay.quote.fixedRoute).toBe(pkg.fareKey);
        expect(oneWay.ok && oneWay.quote.totalPrice).toBe(fixedPackagePrice(pkg, vehicleType, settings));
        expect(roundTrip.ok && roundTrip.quote.totalPrice).toBe(
          fixedRoundTripPrice(pkg.fareKey, vehicleType, settings),
        );
      }
    }
  });
});
