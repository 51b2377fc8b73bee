import { formatLongFrenchDate } from './dates';

describe('formatLongFrenchDate', () => {
  it('writes the long French date of the seed articles', () => {
    expect(formatLongFrenchDate('2025-07-04T08:00:00Z')).toBe('4 juillet 2025');
    expect(formatLongFrenchDate(new Date('2025-06-20T10:00:00Z'))).toBe('20 juin 2025');
  });

  it('uses the Paris calendar day, not UTC', () => {
    // 23:30 UTC on 3 July is already 01:30 on 4 July in Paris (summer time)
    expect(formatLongFrenchDate('2025-07-03T23:30:00Z')).toBe('4 juillet 2025');
    // 23:30 UTC on 31 December is 00:30 on 1 January in Paris (winter time)
    expect(formatLongFrenchDate('2024-12-31T23:30:00Z')).toBe('1 janvier 2025');
  });

  it('spells accented months', () => {
    expect(formatLongFrenchDate('2025-02-10T12:00:00Z')).toBe('10 février 2025');
    expect(formatLongFrenchDate('2025-08-15T12:00:00Z')).toBe('15 août 2025');
    expect(formatLongFrenchDate('2025-12-25T12:00:00Z')).toBe('25 décembre 2025');
  });
});
