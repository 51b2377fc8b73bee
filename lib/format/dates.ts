// Dates as text, always in Paris time whatever the device's or server's zone. Every page, e-mail, PDF, feed and admin
// view formats dates here. Built on Intl (in every browser and in Node) rather than luxon, so a client view can format
// a date without shipping luxon; the date rules with arithmetic (lead time, slots) are in lib/booking/dates.ts.
// French by default; the `…In(locale, …)` functions write what a customer reads in the booking's language
// (en-GB in English: 'Tuesday, 14 May 2030 at 10:30'; French output identical to the French functions').
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

export const PARIS_TIME_ZONE = 'Europe/Paris';

const NO_DATE = '—';

const longDate = /*#__PURE__*/ new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});

type Instant = string | Date | null | undefined;

function toDate(value: Instant): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Paris wall clock of an instant: { date: '24/12/2026', time: '07:15' }, or null when absent or malformed. */
function parisClock(value: Instant): { date: string; time: string } | null {
  const date = toDate(value);
  if (!date) return null;
  const part = shortParts('fr', date);
  return { date: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}:${part.minute}` };
}

/** '22/11/2026' from the calendar date '2026-11-22' (no zone involved); any other text is returned as it is. */
export function formatFrenchDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** '24/12/2026' (Paris date), '—' when absent. */
export function formatParisDate(value: Instant): string {
  return parisClock(value)?.date ?? NO_DATE;
}

/** '07:15' (Paris time), '—' when absent. */
export function formatParisTime(value: Instant): string {
  return parisClock(value)?.time ?? NO_DATE;
}

/** '24/12/2026 à 07:15' (Paris time), '—' when absent: documents, e-mails, feeds. */
export function formatParisDateTime(value: Instant): string {
  const clock = parisClock(value);
  return clock ? `${clock.date} à ${clock.time}` : NO_DATE;
}

/** '24/12/2026 07:15' (Paris time), '—' when absent: the admin's dense tables. */
export function formatParisDateTimeCompact(value: Instant): string {
  const clock = parisClock(value);
  return clock ? `${clock.date} ${clock.time}` : NO_DATE;
}

/** 'mardi 14 mai 2030 à 10:30' (Paris time), null when absent: what a visitor reads about their booking. */
export function formatLongParisDateTime(value: Instant): string | null {
  return formatLongDateTimeIn('fr', value);
}

/** '4 juillet 2025' (Paris date): blog posts. */
export function formatLongFrenchDate(value: string | Date): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}

/** One Intl formatter per locale and style, built on first use (Paris time). */
function perLocale(options: Intl.DateTimeFormatOptions): (locale: Locale) => Intl.DateTimeFormat {
  const formats = new Map<Locale, Intl.DateTimeFormat>();
  return (locale) => {
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: PARIS_TIME_ZONE });
      formats.set(locale, format);
    }
    return format;
  };
}

const longFormat = /*#__PURE__*/ perLocale({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const shortFormat = /*#__PURE__*/ perLocale({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'mardi 14 mai 2030 à 10:30' / 'Tuesday, 14 May 2030 at 10:30' (Paris time), null when absent. */
export function formatLongDateTimeIn(locale: Locale, value: Instant): string | null {
  const date = toDate(value);
  return date ? longFormat(locale).format(date) : null;
}

function shortParts(locale: Locale, date: Date): Record<string, string> {
  const format = shortFormat(locale);
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(date)) part[type] = value;
  return part;
}

/** '24/12/2026' (Paris date, both languages: en-GB writes day/month/year too), '—' when absent. */
export function formatDateIn(locale: Locale, value: Instant): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = shortParts(locale, date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** '24/12/2026 à 07:15' / '24/12/2026 at 07:15' (Paris time), '—' when absent: documents. */
export function formatDateTimeIn(locale: Locale, value: Instant): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = shortParts(locale, date);
  return `${p.day}/${p.month}/${p.year} ${locale === 'en' ? 'at' : 'à'} ${p.hour}:${p.minute}`;
}

const rideDate = /*#__PURE__*/ perLocale({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * A ride's date as the customer reads it on their request and voucher: '03/12/2026' in French, 'Thu 3 Dec 2026' in
 * English (an American reader takes 03/12 for 12 March; the e-mails already write the month). The calendar date
 * '2026-12-03' (a form's value, no zone) or an instant (Paris date); '—' when absent.
 */
export function formatRideDateIn(locale: Locale, value: Instant): string {
  const calendar = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (locale === 'fr') return calendar ? formatFrenchDate(value as string) : formatDateIn('fr', value);
  // A calendar date is taken at noon UTC: the same day in Paris whatever the season.
  const date = calendar ? new Date(`${value as string}T12:00:00Z`) : toDate(value);
  return date ? rideDate('en').format(date) : NO_DATE;
}

/** '03/12/2026 à 14:20' / 'Thu 3 Dec 2026 at 14:20' (Paris time), '—' when absent: the customer's voucher. */
export function formatRideDateTimeIn(locale: Locale, value: Instant): string {
  if (locale === 'fr') return formatDateTimeIn('fr', value);
  const date = toDate(value);
  if (!date) return NO_DATE;
  const p = shortParts(locale, date);
  return `${formatRideDateIn(locale, date)} at ${p.hour}:${p.minute}`;
}
