// Booking date rules (docs/product.md#dates), in Paris time, with the clock injected: pickup at least 24 hours
// ahead, between 04:00 and 22:29, return after the outbound. Dates are 'yyyy-MM-dd', times 'HH:mm'.
import { DateTime } from 'luxon';
import { DATE_MESSAGES } from './messages';

export const BOOKING_TIME_ZONE = 'Europe/Paris';
export const MIN_LEAD_HOURS = 24;
/** First bookable minute of the day: 04:00. */
export const SLOT_START_MINUTES = 4 * 60;
/** First minute no longer bookable: 22:30. */
export const SLOT_END_MINUTES = 22 * 60 + 30;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export type Clock = Date | number;

export type DateCheck = { ok: true; dateTime: DateTime } | { ok: false; message: string };

const toDateTime = (now: Clock) =>
  DateTime.fromMillis(typeof now === 'number' ? now : now.getTime(), { zone: BOOKING_TIME_ZONE });

/** A Paris wall-clock date and time, or null when malformed or impossible (e.g. 2026-02-30). */
export function parseParisDateTime(date: string, time: string): DateTime | null {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  const dt = DateTime.fromISO(`${date}T${time}`, { zone: BOOKING_TIME_ZONE });
  if (!dt.isValid) return null;
  // Inside the spring-forward gap luxon shifts the hour: such a wall-clock time does not exist.
  if (dt.toFormat('yyyy-MM-dd') !== date || dt.toFormat('HH:mm') !== time) return null;
  return dt;
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
  return toDateTime(now).toFormat('yyyy-MM-dd');
}

/** Earliest selectable pickup date: tomorrow in Paris, 'yyyy-MM-dd'. */
export function minPickupDate(now: Clock): string {
  return toDateTime(now).plus({ days: 1 }).toFormat('yyyy-MM-dd');
}

/** Earliest selectable return date: the later of today and the pickup date. */
export function minReturnDate(now: Clock, pickupDate: string | null | undefined): string {
  const today = todayInParis(now);
  return pickupDate && DATE_PATTERN.test(pickupDate) && pickupDate > today ? pickupDate : today;
}

/**
 * Pickup check: both fields present, a real date and time, at least 24 hours after `now`, inside the 04:00–22:30
 * window. Returns the first failing rule's message.
 */
export function checkPickupDateTime(
  date: string | null | undefined,
  time: string | null | undefined,
  now: Clock,
): DateCheck {
  if (!date || !time) return { ok: false, message: DATE_MESSAGES.required };
  const dt = parseParisDateTime(date, time);
  if (!dt) return { ok: false, message: DATE_MESSAGES.invalidDate };
  if (!isInSlotWindow(time)) return { ok: false, message: DATE_MESSAGES.slotUnavailable };
  if (dt.toMillis() < toDateTime(now).plus({ hours: MIN_LEAD_HOURS }).toMillis()) {
    return { ok: false, message: DATE_MESSAGES.tooSoon };
  }
  return { ok: true, dateTime: dt };
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
  if (out && check.dateTime.toMillis() <= out.toMillis()) {
    return { ok: false, message: DATE_MESSAGES.returnBeforeOutbound };
  }
  return check;
}
