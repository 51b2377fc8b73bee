// Dates and euros in a given language (issue 16): what a customer reads about their booking, in the booking's
// language. Intl only (client-safe, no next-intl), always in Paris time. French output is exactly the one of
// lib/format/dates.ts and lib/format/money.ts ('mardi 14 mai 2030 à 10:30', '80,00 €'); English is en-GB
// ('Tuesday, 14 May 2030 at 10:30', '€80.00').
import { INTL_LOCALE, TIME_ZONE, type Locale } from './config';

type Instant = string | Date | null | undefined;

function toDate(value: Instant): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const longFormats = new Map<Locale, Intl.DateTimeFormat>();
const shortFormats = new Map<Locale, Intl.DateTimeFormat>();

function longFormat(locale: Locale): Intl.DateTimeFormat {
  let format = longFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    });
    longFormats.set(locale, format);
  }
  return format;
}

/** 'mardi 14 mai 2030 à 10:30' / 'Tuesday, 14 May 2030 at 10:30' (Paris time), null when absent. */
export function formatLongDateTimeIn(locale: Locale, value: Instant): string | null {
  const date = toDate(value);
  return date ? longFormat(locale).format(date) : null;
}

function shortParts(locale: Locale, date: Date): Record<string, string> {
  let format = shortFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    });
    shortFormats.set(locale, format);
  }
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

/** '80,00 €' / '€80.00' for an amount in cents. */
export function formatEurosIn(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
