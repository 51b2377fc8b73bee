import {
  checkPickupDateTime,
  checkReturnDateTime,
  isInSlotWindow,
  minPickupDate,
  minReturnDate,
  parseParisDateTime,
  todayInParis,
} from './dates';
import { DATE_MESSAGES } from './messages';
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
    expect(parseParisDateTime('2026-03-29', '03:00')?.toISO()).toBe('2026-03-29T03:00:00.000+02:00');
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
