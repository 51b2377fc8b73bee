// Booking date rules (docs/product.md#dates), in Paris time, with the clock injected: pickup at least 24 hours
// ahead, between 04:00 and 22:29, return after the outbound. Dates are 'yyyy-MM-dd', times 'HH:mm'.
// The browser runs these rules too (wizard, package forms): they use Intl's Europe/Paris rules and plain arithmetic on
// 'yyyy-MM-dd' strings, not luxon, so no date library reaches a client bundle (issue 17). Instants are epoch
// milliseconds; the server turns them into ISO text with `new Date(ms).toISOString()`.
import { DATE_MESSAGES } from './messages';

export const BOOKING_TIME_ZONE = 'Europe/Paris';
export const MIN_LEAD_HOURS = 24;
/**
 * Latest online pickup: 365 days ahead (decision, docs/architecture.md "Forms"). A date years ahead (9999-12-31 was
 * accepted) is no real booking, and its personal data would escape the retention period, counted from the ride.
 */
export const MAX_LEAD_DAYS = 365;
/** First bookable minute of the day: 04:00. */
export const SLOT_START_MINUTES = 4 * 60;
/** First minute no longer bookable: 22:30. */
export const SLOT_END_MINUTES = 22 * 60 + 30;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export type Clock = Date | number;

/** `instant`: the checked pickup, epoch milliseconds. */
export type DateCheck = { ok: true; instant: number } | { ok: false; message: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const parisParts = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BOOKING_TIME_ZONE,
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The online booking hours as the hints print them: first and last bookable minute, { from: '04:00', to: '22:29' }. */
export const ONLINE_HOURS = {
  from: clockText(SLOT_START_MINUTES),
  to: clockText(SLOT_END_MINUTES - 1),
} as const;

/** A UTC calendar date as 'yyyy-MM-dd' (years 0–9999; setUTCFullYear, since Date.UTC maps 0–99 to 1900–1999). */
function utcDateText(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Milliseconds of a wall-clock reading taken as UTC (the local time's own epoch). */
function wallClockMs(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, 0, 0);
  return d.getTime();
}

/** The Paris wall clock at an instant, as milliseconds of that reading taken as UTC (minute precision). */
function parisWallClockMs(instant: number): number {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of parisParts.formatToParts(instant)) part[type] = value;
  return wallClockMs(
    Number(part.year),
    Number(part.month),
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
  );
}

/** Paris's UTC offset at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function parisOffsetMs(instant: number): number {
  const minute = Math.floor(instant / 60_000) * 60_000;
  return parisWallClockMs(minute) - minute;
}

const toMillis = (now: Clock) => (typeof now === 'number' ? now : now.getTime());

/**
 * A Paris wall-clock date and time as an instant (epoch milliseconds), or null when malformed or impossible
 * (2026-02-30, or inside the spring-forward gap: 2026-03-29 02:30 does not exist). A time of the autumn night that
 * happens twice (02:00–02:59, outside the booking window) is read as the first one (summer time).
 */
export function parseParisDateTime(date: string, time: string): number | null {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (month < 1 || month > 12 || day < 1) return null;
  const local = wallClockMs(year, month, day, hour, minute);
  if (utcDateText(local) !== date) return null; // 2026-02-30 rolls over to March
  // Offsets are +1 h or +2 h: try the larger first (the earlier instant), keep the one whose Paris clock reads back.
  const candidates = [...new Set([parisOffsetMs(local - 2 * HOUR_MS), parisOffsetMs(local)])].sort(
    (a, b) => b - a,
  );
  for (const offset of candidates) {
    const instant = local - offset;
    if (parisWallClockMs(instant) === local) return instant;
  }
  return null;
}

/** 04:00 ≤ time < 22:30 ('HH:mm'). */
export function isInSlotWindow(time: string): boolean {
  if (!TIME_PATTERN.test(time)) return false;
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = h * 60 + m;
  return minutes >= SLOT_START_MINUTES && minutes < SLOT_END_MINUTES;
}

/** Today's date in Paris, 'yyyy-MM-dd'. */
export function todayInParis(now: Clock): string {
  return utcDateText(parisWallClockMs(toMillis(now)));
}

/** Earliest selectable pickup date: tomorrow in Paris, 'yyyy-MM-dd'. */
export function minPickupDate(now: Clock): string {
  return utcDateText(parisWallClockMs(toMillis(now)) + DAY_MS);
}

/** Earliest selectable return date: the later of today and the pickup date. */
export function minReturnDate(now: Clock, pickupDate: string | null | undefined): string {
  const today = todayInParis(now);
  return pickupDate && DATE_PATTERN.test(pickupDate) && pickupDate > today ? pickupDate : today;
}

/**
 * Pickup check: both fields present, a real date and time, at least 24 hours after `now` and at most MAX_LEAD_DAYS,
 * inside the 04:00–22:30 window. Returns the first failing rule's message.
 */
export function checkPickupDateTime(
  date: string | null | undefined,
  time: string | null | undefined,
  now: Clock,
): DateCheck {
  if (!date || !time) return { ok: false, message: DATE_MESSAGES.required };
  const instant = parseParisDateTime(date, time);
  if (instant === null) return { ok: false, message: DATE_MESSAGES.invalidDate };
  if (!isInSlotWindow(time)) return { ok: false, message: DATE_MESSAGES.slotUnavailable };
  if (instant < toMillis(now) + MIN_LEAD_HOURS * HOUR_MS) {
    return { ok: false, message: DATE_MESSAGES.tooSoon };
  }
  if (instant > toMillis(now) + MAX_LEAD_DAYS * 24 * HOUR_MS) {
    return { ok: false, message: DATE_MESSAGES.tooFar };
  }
  return { ok: true, instant };
}

/** Return check: the same rules as the pickup, and strictly after the outbound pickup. */
export function checkReturnDateTime(
  outbound: { date: string | null | undefined; time: string | null | undefined },
  date: string | null | undefined,
  time: string | null | undefined,
  now: Clock,
): DateCheck {
  if (!date || !time) return { ok: false, message: DATE_MESSAGES.returnRequired };
  const check = checkPickupDateTime(date, time, now);
  if (!check.ok) return check;
  const out = outbound.date && outbound.time ? parseParisDateTime(outbound.date, outbound.time) : null;
  if (out !== null && check.instant <= out) {
    return { ok: false, message: DATE_MESSAGES.returnBeforeOutbound };
  }
  return check;
}
