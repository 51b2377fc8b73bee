import {
  checkPickupDateTime,
  checkReturnDateTime,
  isInSlotWindow,
  minPickupDate,
  minReturnDate,
  ONLINE_HOURS,
  parseParisDateTime,
  todayInParis,
} from './dates';
import { DATE_MESSAGES } from './messages';
import { DateTime } from 'luxon';
import { formatFrenchDate } from '@/lib/format/dates';

// 2026-11-21 19:00 UTC = 20:00 in Paris (winter time, UTC+1)
const NOW = new Date('2026-11-21T19:00:00Z');

describe('pickup: both required', () => {
  it.each([
    ['', '10:00'],
    ['2026-11-25', ''],
    [null, null],
    [undefined, '10:00'],
  ])('%j %j → required', (date, time) => {
    expect(checkPickupDateTime(date, time, NOW)).toEqual({ ok: false, message: DATE_MESSAGES.required });
  });

  it('rejects malformed or impossible dates', () => {
    expect(checkPickupDateTime('2026-02-30', '10:00', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.invalidDate,
    });
    expect(checkPickupDateTime('25/11/2026', '10:00', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.invalidDate,
    });
    expect(checkPickupDateTime('2026-11-25', '10h00', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.invalidDate,
    });
    expect(checkPickupDateTime('2026-11-25', '24:00', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.invalidDate,
    });
  });
});

describe('pickup: at least 24 hours ahead (Paris time)', () => {
  it('exactly 24 h ahead is accepted, one minute less is not', () => {
    expect(checkPickupDateTime('2026-11-22', '20:00', NOW).ok).toBe(true);
    expect(checkPickupDateTime('2026-11-22', '19:59', NOW)).toEqual({
      ok: false,
      message: "La réservation doit être effectuée au minimum 24 heures à l'avance.",
    });
  });

  it('up to a year ahead: 365 days accepted, a later day (9999-12-31 too) refused', () => {
    expect(checkPickupDateTime('2027-11-21', '19:00', NOW).ok).toBe(true);
    for (const date of ['2027-11-22', '2030-01-01', '9999-12-31']) {
      expect(checkPickupDateTime(date, '10:00', NOW)).toEqual({ ok: false, message: DATE_MESSAGES.tooFar });
    }
    // A return leg too: checked like the pickup.
    expect(checkReturnDateTime({ date: '2026-12-01', time: '10:00' }, '9999-12-31', '10:00', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.tooFar,
    });
  });

  it('the past is too soon', () => {
    expect(checkPickupDateTime('2026-11-20', '10:00', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.tooSoon,
    });
  });

  it('spring forward (Sunday 29 March 2026): 24 h are real hours, one wall-clock hour vanishes', () => {
    const now = new Date('2026-03-28T09:00:00Z'); // Saturday 10:00 in Paris (UTC+1)
    // Sunday 10:00 in Paris (UTC+2) is only 23 h later
    expect(checkPickupDateTime('2026-03-29', '10:00', now)).toEqual({
      ok: false,
      message: DATE_MESSAGES.tooSoon,
    });
    expect(checkPickupDateTime('2026-03-29', '11:00', now).ok).toBe(true);
    expect(checkPickupDateTime('2026-03-29', '10:59', now).ok).toBe(false);
  });

  it('fall back (Sunday 25 October 2026): one wall-clock hour repeats', () => {
    const now = new Date('2026-10-24T08:00:00Z'); // Saturday 10:00 in Paris (UTC+2)
    // Sunday 09:00 in Paris (UTC+1) is exactly 24 h later
    expect(checkPickupDateTime('2026-10-25', '09:00', now).ok).toBe(true);
    expect(checkPickupDateTime('2026-10-25', '08:59', now)).toEqual({
      ok: false,
      message: DATE_MESSAGES.tooSoon,
    });
  });

  it('a wall-clock time inside the spring-forward gap does not exist', () => {
    expect(parseParisDateTime('2026-03-29', '02:30')).toBeNull();
    expect(parseParisDateTime('2026-03-29', '03:00')).toBe(Date.parse('2026-03-29T03:00:00.000+02:00'));
    expect(parseParisDateTime('2026-10-25', '02:30')).not.toBeNull();
  });
});

describe('pickup window 04:00 ≤ time < 22:30', () => {
  it.each([
    ['03:59', false],
    ['04:00', true],
    ['12:00', true],
    ['22:29', true],
    ['22:30', false],
    ['23:59', false],
    ['00:00', false],
  ])('%s → %s', (time, ok) => {
    expect(isInSlotWindow(time)).toBe(ok);
    const check = checkPickupDateTime('2026-12-01', time, NOW);
    expect(check.ok).toBe(ok);
    if (!ok) expect(check).toEqual({ ok: false, message: 'Créneau non disponible.' });
  });
});

describe('ONLINE_HOURS: the hours the hints print are the window the check applies', () => {
  it('prints the first and the last bookable minute', () => {
    expect(ONLINE_HOURS).toEqual({ from: '04:00', to: '22:29' });
    expect(isInSlotWindow(ONLINE_HOURS.from)).toBe(true);
    expect(isInSlotWindow(ONLINE_HOURS.to)).toBe(true);
    expect(isInSlotWindow('03:59')).toBe(false);
    expect(isInSlotWindow('22:30')).toBe(false);
  });
});

describe('return', () => {
  const outbound = { date: '2026-12-01', time: '10:00' };

  it('must come after the outbound', () => {
    expect(checkReturnDateTime(outbound, '2026-12-01', '10:00', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.returnBeforeOutbound,
    });
    expect(checkReturnDateTime(outbound, '2026-11-30', '18:00', NOW).ok).toBe(false);
    expect(checkReturnDateTime(outbound, '2026-12-01', '10:01', NOW).ok).toBe(true);
  });

  it('is checked like the pickup (required, window)', () => {
    expect(checkReturnDateTime(outbound, '', '10:00', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.returnRequired,
    });
    expect(checkReturnDateTime(outbound, '2026-12-02', '22:30', NOW)).toEqual({
      ok: false,
      message: DATE_MESSAGES.slotUnavailable,
    });
  });
});

describe('date helpers', () => {
  it('minPickupDate is tomorrow in Paris', () => {
    expect(minPickupDate(NOW)).toBe('2026-11-22');
    // 23:30 UTC on the 21st is already the 22nd in Paris
    expect(minPickupDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-23');
    expect(todayInParis(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    // across the spring-forward night
    expect(minPickupDate(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-30');
    expect(minPickupDate(Date.parse('2026-03-28T22:59:00Z'))).toBe('2026-03-29');
  });

  it('minReturnDate is the later of today and the pickup date', () => {
    expect(minReturnDate(NOW, '2026-12-05')).toBe('2026-12-05');
    expect(minReturnDate(NOW, '2026-11-01')).toBe('2026-11-21');
    expect(minReturnDate(NOW, '')).toBe('2026-11-21');
  });

  it('formats French dates', () => {
    expect(formatFrenchDate('2026-11-22')).toBe('22/11/2026');
  });
});

// The rules run on Intl (no luxon in the browser, issue 17): the same answers as luxon's Europe/Paris reading, which
// the server used before, across both DST changes of several years, month ends and leap days.
describe('Intl implementation matches luxon', () => {
  const zone = 'Europe/Paris';
  const luxonInstant = (date: string, time: string): number | null => {
    const dt = DateTime.fromISO(`${date}T${time}`, { zone });
    if (!dt.isValid || dt.toFormat('yyyy-MM-dd') !== date || dt.toFormat('HH:mm') !== time) return null;
    return dt.toMillis();
  };
  const days = (from: string, count: number) =>
    Array.from({ length: count }, (_, i) =>
      DateTime.fromISO(from, { zone: 'utc' }).plus({ days: i }).toISODate()!,
    );

  it.each([
    ...days('2026-03-27', 4),
    ...days('2026-10-23', 5),
    ...days('2027-03-26', 4),
    ...days('2028-02-27', 4),
    '2026-12-31',
    '2027-01-01',
  ])('parseParisDateTime(%s, every quarter hour)', (date) => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      // 02:00–02:59 of the autumn night happens twice (outside the booking window): read as summer time here.
      const ambiguous =
        time.startsWith('02:') && luxonInstant(date, time) !== null && date.endsWith('-10-25');
      if (ambiguous) continue;
      expect([date, time, parseParisDateTime(date, time)]).toEqual([date, time, luxonInstant(date, time)]);
    }
  });

  it('the repeated autumn hour is the first one (summer time); the next hour is winter time', () => {
    expect(parseParisDateTime('2026-10-25', '02:30')).toBe(Date.parse('2026-10-25T02:30:00+02:00'));
    expect(parseParisDateTime('2026-10-25', '03:00')).toBe(Date.parse('2026-10-25T03:00:00+01:00'));
    expect(parseParisDateTime('2026-10-25', '01:59')).toBe(Date.parse('2026-10-25T01:59:00+02:00'));
  });

  it.each(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2028-02-30'])(
    '%s does not exist',
    (date) => {
      expect(parseParisDateTime(date, '10:00')).toBeNull();
      expect(checkPickupDateTime(date, '10:00', NOW)).toEqual({
        ok: false,
        message: DATE_MESSAGES.invalidDate,
      });
    },
  );

  it('2028-02-29 exists (leap year)', () => {
    expect(parseParisDateTime('2028-02-29', '10:00')).toBe(Date.parse('2028-02-29T10:00:00+01:00'));
  });

  it('today and tomorrow in Paris, every 20 minutes around both DST nights and New Year', () => {
    const starts = [
      '2026-03-28T20:00:00Z',
      '2026-10-24T20:00:00Z',
      '2026-12-31T20:00:00Z',
      '2028-02-28T20:00:00Z',
    ];
    for (const start of starts) {
      for (let i = 0; i < 30; i++) {
        const now = Date.parse(start) + i * 20 * 60_000;
        const paris = DateTime.fromMillis(now, { zone });
        expect([now, todayInParis(now)]).toEqual([now, paris.toFormat('yyyy-MM-dd')]);
        expect([now, minPickupDate(new Date(now))]).toEqual([
          now,
          paris.plus({ days: 1 }).toFormat('yyyy-MM-dd'),
        ]);
      }
    }
  });

  it('+24 h is elapsed time, also across the DST nights', () => {
    // 2026-10-24 10:00 Paris (UTC+2) + 24 h = 2026-10-25 09:00 Paris (UTC+1)
    const now = Date.parse('2026-10-24T08:00:00Z');
    expect(checkPickupDateTime('2026-10-25', '09:00', now).ok).toBe(true);
    expect(checkPickupDateTime('2026-10-25', '08:59', now)).toEqual({
      ok: false,
      message: DATE_MESSAGES.tooSoon,
    });
    expect(checkPickupDateTime('2026-10-25', '09:00', now)).toEqual({
      ok: true,
      instant: Date.parse('2026-10-25T08:00:00Z'),
    });
  });
});
