import fc from 'fast-check';
import { computeQuote, type QuoteRequest } from './quote';
import { FIXED_ROUTE_KEYS, MAX_AMOUNT_CENTS, type PriceSettings } from './settings';

const cents = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });
const pair = fc.record({ berline: cents, van: cents });
const nullablePair = fc.record({ berline: fc.option(cents), van: fc.option(cents) });

const settingsArb: fc.Arbitrary<PriceSettings> = fc.record({
  vehicles: fc.record({
    berline: fc.record({ pricePerKmCents: cents, basePriceCents: cents }),
    van: fc.record({ pricePerKmCents: cents, basePriceCents: cents }),
  }),
  fixedFares: fc.record(
    Object.fromEntries(FIXED_ROUTE_KEYS.map((k) => [k, nullablePair])) as Record<
      (typeof FIXED_ROUTE_KEYS)[number],
      typeof nullablePair
    >,
  ),
  roundTripDiscounts: fc.record({ orly: pair, cdg: pair, disney: pair }),
  minimums: fc.record({ dourdanArea: pair, paris: pair, local: pair }),
});

// Points around Île-de-France (covers Paris, both airports, Disney and Dourdan) plus a few exact reference places.
const pointArb = fc.oneof(
  fc.record({
    address: fc.constantFrom(
      '',
      'Paris',
      '75012 Paris',
      '94390 Orly',
      '77700 Chessy',
      '91410 Dourdan',
      'Étampes',
    ),
    lat: fc.double({ min: 48.3, max: 49.2, noNaN: true }),
    lng: fc.double({ min: 1.8, max: 2.9, noNaN: true }),
  }),
  fc.constantFrom(
    { address: 'Gare de Lyon, 75012 Paris', lat: 48.8443, lng: 2.3743 },
    { address: 'Orly 1, 94390 Orly', lat: 48.7311, lng: 2.3589 },
    { address: 'Terminal 2E, 95700 Roissy-en-France', lat: 49.004, lng: 2.5737 },
    { address: 'Disneyland Hotel, 77700 Chessy', lat: 48.8703, lng: 2.7788 },
    { address: 'Gare de Dourdan, 91410 Dourdan', lat: 48.5362, lng: 2.0128 },
  ),
);

const requestArb: fc.Arbitrary<QuoteRequest> = fc.record({
  departure: pointArb,
  destination: pointArb,
  vehicleType: fc.constantFrom('berline', 'van'),
  distance: fc.option(fc.record({ km: fc.double({ min: 0, max: 1000, noNaN: true }) }), { nil: undefined }),
});

describe('computeQuote properties', () => {
  it('is never negative, integer cents, and TTC = HT + TVA exactly', () => {
    fc.assert(
      fc.property(
        requestArb,
        settingsArb,
        fc.constantFrom('oneWay', 'roundTrip') as fc.Arbitrary<'oneWay' | 'roundTrip'>,
        (request, settings, tripType) => {
          const result = computeQuote({ ...request, tripType }, settings);
          if (!result.ok) throw new Error(result.message);
          const { estimatedPrice, vatAmount, totalPrice, estimatedDistance } = result.quote;
          for (const amount of [estimatedPrice, vatAmount, totalPrice]) {
            expect(Number.isInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          expect(estimatedPrice + vatAmount).toBe(totalPrice);
          expect(estimatedDistance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a round trip never costs less than the one way', () => {
    fc.assert(
      fc.property(requestArb, settingsArb, (request, settings) => {
        const one = computeQuote({ ...request, tripType: 'oneWay' }, settings);
        const two = computeQuote({ ...request, tripType: 'roundTrip' }, settings);
        if (!one.ok || !two.ok) throw new Error('quote failed');
        expect(two.quote.totalPrice).toBeGreaterThanOrEqual(one.quote.totalPrice);
        expect(two.quote.estimatedPrice).toBeGreaterThanOrEqual(one.quote.estimatedPrice);
      }),
      { numRuns: 500 },
    );
  });

  it('a round trip never costs more than its two legs booked apart (the way back priced as itself)', () => {
    fc.assert(
      fc.property(requestArb, settingsArb, (request, settings) => {
        const out = computeQuote({ ...request, tripType: 'oneWay' }, settings);
        const back = computeQuote(
          { ...request, departure: request.destination, destination: request.departure, tripType: 'oneWay' },
          settings,
        );
        const two = computeQuote({ ...request, tripType: 'roundTrip' }, settings);
        if (!out.ok || !back.ok || !two.ok) throw new Error('quote failed');
        // A fixed route's way back is the route the other way (fixed, or per km once its fare is removed); Dourdan →
        // Orly / CDG price both ways with their one fare (docs/product.md#pricing-round-trip).
        fc.pre(two.quote.fixedRoute !== null);
        expect(two.quote.totalPrice).toBeLessThanOrEqual(out.quote.totalPrice + back.quote.totalPrice);
      }),
      { numRuns: 500 },
    );
  });
});
