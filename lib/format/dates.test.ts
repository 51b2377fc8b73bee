import {
  formatFrenchDate,
  formatLongFrenchDate,
  formatLongParisDateTime,
  formatParisDate,
  formatParisDateTime,
  formatParisDateTimeCompact,
  formatParisTime,
  formatRideDateIn,
  formatRideDateTimeIn,
} from './dates';

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

describe('Paris date and time formats', () => {
  // 06:15 UTC on 24 December is 07:15 in Paris (winter time); 05:15 UTC on 24 June is 07:15 (summer time).
  const winter = '2026-12-24T06:15:00.000Z';
  const summer = '2026-06-24T05:15:00.000Z';

  it('writes numeric dates and times in Paris time', () => {
    expect(formatParisDate(winter)).toBe('24/12/2026');
    expect(formatParisTime(winter)).toBe('07:15');
    expect(formatParisTime(summer)).toBe('07:15');
    expect(formatParisDateTime(winter)).toBe('24/12/2026 à 07:15');
    expect(formatParisDateTimeCompact(winter)).toBe('24/12/2026 07:15');
    expect(formatParisDateTime(new Date(summer))).toBe('24/06/2026 à 07:15');
  });

  it('uses the Paris day around midnight, with a 24-hour clock', () => {
    expect(formatParisDateTime('2026-12-23T23:05:00Z')).toBe('24/12/2026 à 00:05');
    expect(formatParisTime('2026-06-30T21:45:00Z')).toBe('23:45');
  });

  it('writes the long date a visitor reads', () => {
    expect(formatLongParisDateTime('2030-05-14T08:30:00Z')).toBe('mardi 14 mai 2030 à 10:30');
  });

  it('says — (or nothing) for a missing or malformed instant', () => {
    for (const value of [null, undefined, '', 'pas une date']) {
      expect(formatParisDate(value)).toBe('—');
      expect(formatParisTime(value)).toBe('—');
      expect(formatParisDateTime(value)).toBe('—');
      expect(formatParisDateTimeCompact(value)).toBe('—');
      expect(formatLongParisDateTime(value)).toBeNull();
    }
  });

  it('turns a calendar date into its French form without any zone', () => {
    expect(formatFrenchDate('2026-11-22')).toBe('22/11/2026');
    expect(formatFrenchDate('22/11/2026')).toBe('22/11/2026');
  });
});

describe('a ride date as the customer reads it', () => {
  it('is numeric in French and spells the month in English (03/12 reads as 12 March in the US)', () => {
    expect(formatRideDateIn('fr', '2026-12-03')).toBe('03/12/2026');
    expect(formatRideDateIn('en', '2026-12-03')).toBe('Thu, 3 Dec 2026');
    // An instant: its Paris date (00:30 in Paris is still the previous day in UTC).
    expect(formatRideDateIn('en', '2026-12-02T23:30:00Z')).toBe('Thu, 3 Dec 2026');
    expect(formatRideDateTimeIn('en', '2026-07-14T12:20:00Z')).toBe('Tue, 14 Jul 2026 at 14:20');
    expect(formatRideDateTimeIn('fr', '2026-07-14T12:20:00Z')).toBe('14/07/2026 à 14:20');
  });

  it('says — for a missing date', () => {
    expect(formatRideDateIn('en', null)).toBe('—');
    expect(formatRideDateTimeIn('en', undefined)).toBe('—');
  });
});
