// The terms of sale's cancellation rule at its boundaries (docs/product.md#terms).
import { cancellationFee } from './cancellation';

const PICKUP = new Date('2026-12-24T05:15:00.000Z');
const hoursBefore = (hours: number) => new Date(PICKUP.getTime() - hours * 3_600_000);

describe('cancellationFee', () => {
  it('is free more than 48 hours before the pickup', () => {
    expect(cancellationFee(9000, PICKUP, hoursBefore(72))).toMatchObject({ percent: 0, cents: 0 });
    expect(cancellationFee(9000, PICKUP, new Date(hoursBefore(48).getTime() - 1))).toMatchObject({
      percent: 0,
      cents: 0,
    });
  });

  it('is 50 % from exactly 48 hours down to exactly 12 hours before', () => {
    expect(cancellationFee(9000, PICKUP, hoursBefore(48))).toMatchObject({ percent: 50, cents: 4500 });
    expect(cancellationFee(9000, PICKUP, hoursBefore(30))).toMatchObject({ percent: 50, cents: 4500 });
    expect(cancellationFee(9000, PICKUP, hoursBefore(12))).toMatchObject({ percent: 50, cents: 4500 });
  });

  it('is 100 % under 12 hours, at the pickup time and after it (no-show)', () => {
    expect(cancellationFee(9000, PICKUP, new Date(hoursBefore(12).getTime() + 1))).toMatchObject({
      percent: 100,
      cents: 9000,
    });
    expect(cancellationFee(9000, PICKUP, hoursBefore(3))).toMatchObject({ percent: 100, cents: 9000 });
    expect(cancellationFee(9000, PICKUP, PICKUP)).toMatchObject({ percent: 100, cents: 9000 });
    expect(cancellationFee(9000, PICKUP, hoursBefore(-5))).toMatchObject({ percent: 100, cents: 9000 });
  });

  it('says which rule of the terms applies', () => {
    expect(cancellationFee(9000, PICKUP, hoursBefore(72)).when).toBe('free');
    expect(cancellationFee(9000, PICKUP, hoursBefore(48)).when).toBe('under48h');
    expect(cancellationFee(9000, PICKUP, hoursBefore(3)).when).toBe('under12h');
    expect(cancellationFee(9000, PICKUP, PICKUP).when).toBe('afterPickup');
    expect(cancellationFee(9000, PICKUP, hoursBefore(-5)).when).toBe('afterPickup');
  });

  it('rounds half up to the cent, in integer cents', () => {
    expect(cancellationFee(9001, PICKUP, hoursBefore(30)).cents).toBe(4501);
    expect(cancellationFee(1, PICKUP, hoursBefore(30)).cents).toBe(1);
    expect(cancellationFee(0, PICKUP, hoursBefore(30)).cents).toBe(0);
  });

  it('refuses an amount that is not integer cents, and an invalid date', () => {
    expect(() => cancellationFee(45.5, PICKUP, hoursBefore(30))).toThrow(RangeError);
    expect(() => cancellationFee(-100, PICKUP, hoursBefore(30))).toThrow(RangeError);
    expect(() => cancellationFee(9000, new Date('not a date'), hoursBefore(30))).toThrow(RangeError);
  });
});
