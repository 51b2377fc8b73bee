import { DEFAULT_PRICE_SETTINGS } from './settings';
import { VEHICLES, availableVehicles, exceedsCapacity } from './vehicles';

describe('availableVehicles (capacity boundaries)', () => {
  it.each([
    [1, 0, ['berline']],
    [4, 3, ['berline']],
    [5, 3, ['van']],
    [4, 4, ['van']],
    [7, 6, ['van']],
    [8, 6, []],
    [7, 7, []],
    [Number.NaN, 0, []],
  ])('%d passengers, %d bags → %j', (passengers, bags, expected) => {
    expect(availableVehicles(passengers, bags)).toEqual(expected);
  });

  it('flags groups over 7 passengers or 6 bags', () => {
    expect(exceedsCapacity(7, 6)).toBe(false);
    expect(exceedsCapacity(8, 0)).toBe(true);
    expect(exceedsCapacity(1, 7)).toBe(true);
  });
});

describe('VEHICLES (docs/product.md#capacity)', () => {
  it('Berline Confort: 2 €/km, base 5 €, 4 passengers, 3 bags', () => {
    expect(VEHICLES.berline).toMatchObject({
      name: 'Berline Confort',
      capacityPassengers: 4,
      capacityHoldBags: 3,
    });
    expect(DEFAULT_PRICE_SETTINGS.vehicles.berline).toEqual({ pricePerKmCents: 200, basePriceCents: 500 });
  });

  it('Van Premium: 2.88 €/km, base 10 €, 7 passengers, 6 bags', () => {
    expect(VEHICLES.van).toMatchObject({ name: 'Van Premium', capacityPassengers: 7, capacityHoldBags: 6 });
    expect(DEFAULT_PRICE_SETTINGS.vehicles.van).toEqual({ pricePerKmCents: 288, basePriceCents: 1000 });
  });
});
