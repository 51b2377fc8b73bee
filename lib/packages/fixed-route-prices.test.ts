import type { LocalPackage } from '@/lib/db/types';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { computeQuote } from '@/lib/pricing';
import { withFixedRoutePrices } from './fixed-route-prices';

jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

const row = (fixedRoute: LocalPackage['fixedRoute']): LocalPackage => ({
  id: '00000000-0000-4000-8000-000000000101',
  department: 'Dourdan-Aéroport',
  startLocation: 'Dourdan',
  endLocation: "Aéroport d'Orly",
  // What the row's own columns say: never read for a fixed route.
  prices: {
    berline: { oneWayCents: 1, roundTripCents: 2 },
    van: { oneWayCents: 3, roundTripCents: null },
  },
  isActive: true,
  fixedRoute,
  createdAt: '2025-06-01T08:00:00.000Z',
  updatedAt: '2025-06-01T08:00:00.000Z',
});

const DOURDAN = { address: 'Place du Général de Gaulle, 91410 Dourdan', lat: 48.529, lng: 2.0113 };
const ORLY = { address: 'Orly 4', lat: 48.7262, lng: 2.3652 };

describe('a local package row that shows a fixed route', () => {
  it('is priced by the settings: the fare one way, two legs less the route discount round trip', () => {
    const settings = structuredClone(DEFAULT_PRICE_SETTINGS);
    settings.fixedFares.dourdanOrly = { berline: 8500, van: 12000 };
    settings.fixedFares.dourdanCdg = { berline: 13000, van: null };
    expect(withFixedRoutePrices(row('dourdanOrly'), settings).prices).toEqual({
      berline: { oneWayCents: 8500, roundTripCents: 16000 },
      van: { oneWayCents: 12000, roundTripCents: 23000 },
    });
    // A fare the operator removed: 'N/A' on the table, not the row's old price.
    expect(withFixedRoutePrices(row('dourdanCdg'), settings).prices.van).toEqual({
      oneWayCents: null,
      roundTripCents: null,
    });
  });

  it('costs what the wizard quotes for the same ride, both ways', () => {
    const priced = withFixedRoutePrices(row('dourdanOrly'), DEFAULT_PRICE_SETTINGS);
    for (const vehicleType of ['berline', 'van'] as const) {
      for (const tripType of ['oneWay', 'roundTrip'] as const) {
        const quote = computeQuote(
          { departure: DOURDAN, destination: ORLY, vehicleType, tripType },
          DEFAULT_PRICE_SETTINGS,
        );
        if (!quote.ok) throw new Error(quote.message);
        const cents = priced.prices[vehicleType][tripType === 'oneWay' ? 'oneWayCents' : 'roundTripCents'];
        expect({ vehicleType, tripType, cents }).toEqual({
          vehicleType,
          tripType,
          cents: quote.quote.totalPrice,
        });
      }
    }
  });

  it('a row without a fixed route keeps its own prices', () => {
    const plain = row(null);
    expect(withFixedRoutePrices(plain, DEFAULT_PRICE_SETTINGS)).toBe(plain);
    expect(withFixedRoutePrices(plain, null)).toBe(plain);
  });

  it('without the settings (unreadable), a fixed route has no price rather than its own unread columns', () => {
    const none = { oneWayCents: null, roundTripCents: null };
    expect(withFixedRoutePrices(row('dourdanOrly'), null).prices).toEqual({ berline: none, van: none });
  });
});
