import { cheapestFittingVehicle, cheapestVehicle } from './choice';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from './settings';

const trip = {
  departure: { address: '1 rue de Paris, 91410 Dourdan', lat: 48.5297, lng: 2.0112 },
  destination: { address: '10 rue de Chartres, 91410 Dourdan', lat: 48.5205, lng: 2.0208 },
};

describe('cheapestFittingVehicle', () => {
  it('selects the only vehicle that fits (3 passengers, 2 bags → berline; 6 passengers → van)', () => {
    expect(cheapestFittingVehicle(trip, 3, 2, DEFAULT_PRICE_SETTINGS)).toBe('berline');
    expect(cheapestFittingVehicle(trip, 6, 2, DEFAULT_PRICE_SETTINGS)).toBe('van');
  });

  it('selects none when nothing fits', () => {
    expect(cheapestFittingVehicle(trip, 8, 2, DEFAULT_PRICE_SETTINGS)).toBeNull();
  });

  it('selects the cheapest when several fit', () => {
    expect(cheapestVehicle(trip, ['berline', 'van'], DEFAULT_PRICE_SETTINGS)).toBe('berline');
    const vanCheaper: PriceSettings = {
      ...DEFAULT_PRICE_SETTINGS,
      vehicles: {
        berline: { pricePerKmCents: 500, basePriceCents: 5000 },
        van: { pricePerKmCents: 100, basePriceCents: 100 },
      },
      minimums: {
        dourdanArea: { berline: 0, van: 0 },
        paris: { berline: 0, van: 0 },
        local: { berline: 0, van: 0 },
      },
    };
    expect(cheapestVehicle(trip, ['berline', 'van'], vanCheaper)).toBe('van');
  });
});
