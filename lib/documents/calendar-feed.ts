// The operator's private calendar feed (.ics): upcoming rides in their phone's calendar. The URL carries a random
// secret; only its SHA-256 is stored (app_secrets), so the admin sees a new URL once, when rotating it, and the old
// one stops working at once.
import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DateTime } from 'luxon';
import { createEvents, type EventAttributes } from 'ics';
import { BOOKING_TIME_ZONE } from '@/lib/booking/dates';
import { serverEnv } from '@/lib/env';
import { getStore } from '@/lib/db';
import type { Reservation } from '@/lib/db/types';
import { ridesOf, settlementText, type Ride } from './agenda';
import { priceWithVat } from '@/lib/i18n/price-text';
import { STATUS_LABELS } from '@/lib/domain/reservations';

const SECRET_NAME = 'calendar_feed';
/** 32 base64url characters = 192 bits. */
export const FEED_TOKEN_PATTERN = /^[\w-]{32}$/;
/** Rides in the feed: the last 7 days (for reference) and the next 180. */
const PAST_DAYS = 7;
const FUTURE_DAYS = 180;
const DEFAULT_RIDE_MINUTES = 60;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function feedUrl(token: string): string {
  return new URL(`/api/calendar/${token}.ics`, serverEnv().SITE_URL).toString();
}

/** A new secret replaces the old one; returns the feed URL (shown once). */
async function rotateFeedToken(): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await (await getStore()).setSecretHash(SECRET_NAME, sha256(token));
  return feedUrl(token);
}

/**
 * The operator's "create" or "replace": a first address (`replace` false) is refused with `null` when one exists
 * already — created meanwhile from another device or tab, whose page said there was none — so an address a phone is
 * subscribed to is never replaced without the question the admin asks first (components/admin/calendar-feed-card.tsx).
 */
export async function createFeedToken({ replace }: { replace: boolean }): Promise<string | null> {
  if (!replace && (await feedExists())) return null;
  return rotateFeedToken();
}

/** Whether the feed has ever been created (the admin page says so). */
export async function feedExists(): Promise<boolean> {
  return (await (await getStore()).getSecretHash(SECRET_NAME)) !== null;
}

/** true when `token` is the current secret (constant-time comparison of the hashes). */
export async function feedTokenMatches(token: string): Promise<boolean> {
  if (!FEED_TOKEN_PATTERN.test(token)) return false;
  const stored = await (await getStore()).getSecretHash(SECRET_NAME);
  if (!stored) return false;
  const a = Buffer.from(sha256(token), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The leg's duration: the quote's driving time when known, else one hour. */
function durationMinutes(r: Reservation): number {
  const minutes = (r.quote as { quote?: { duration?: unknown } } | null)?.quote?.duration;
  return typeof minutes === 'number' && minutes > 0 && minutes < 24 * 60
    ? Math.round(minutes)
    : DEFAULT_RIDE_MINUTES;
}

function eventOf(ride: Ride, siteUrl: string): EventAttributes {
  const r = ride.reservation;
  const start = DateTime.fromISO(ride.at, { zone: 'utc' });
  const leg = ride.leg === 'return' ? 'Retour' : 'Course';
  const lines = [
    `Réservation ${r.bookingRef} (${STATUS_LABELS[r.paymentStatus]})`,
    `Client : ${r.fullName}${r.phone ? ` — ${r.phone}` : ''}`,
    `Départ : ${ride.from ?? '—'}`,
    `Arrivée : ${ride.to ?? '—'}`,
  ];
  if (ride.flightTrainNumber) lines.push(`Vol / train : ${ride.flightTrainNumber}`);
  if (r.passengers !== null) lines.push(`Passagers : ${r.passengers}`);
  if (r.priceCents !== null) {
    // Without VAT a price is the price (docs/product.md#pricing-vat-exempt): the e-mails' words, plain spaces.
    lines.push(`Prix : ${priceWithVat('fr', r.priceCents).replace(/[\u202f\u00a0]/g, ' ')}`);
  }
  const settlement = settlementText(r);
  if (settlement) lines.push(settlement.replace(/[\u202f\u00a0]/g, ' '));
  return {
    uid: `${ride.key}@harmonymove`,
    title: `${leg} ${r.bookingRef} — ${r.fullName}`,
    description: lines.join('\n'),
    location: ride.from ?? undefined,
    start: [start.year, start.month, start.day, start.hour, start.minute],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: durationMinutes(r) },
    status: r.paymentStatus === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: 'BUSY',
    url: new URL('/admin/agenda', siteUrl).toString(),
    classification: 'PRIVATE',
    lastModified: DateTime.fromISO(r.updatedAt, { zone: 'utc' }).toMillis(),
  };
}

/** RFC 5545 §3.1: a content line longer than this many octets is folded. */
const MAX_LINE_OCTETS = 75;

/** One content line as physical lines of at most 75 octets (UTF-8), each continuation starting with one space. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  // By code point: a fold never cuts a character's UTF-8 sequence (nor a surrogate pair).
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The calendar folded by octets (RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets). The `ics` package folds at
 * 75 characters, so a line of accented French (2 octets each, 3 for ’ or —) reached up to 225 octets, which strict
 * readers cut or refuse: its folds are undone (CRLF + one space or tab) and every line folded again.
 */
export function foldCalendarLines(text: string): string {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

/** The iCalendar text of the rides (an empty calendar when there are none). */
export function buildFeed(reservations: readonly Reservation[], siteUrl: string): string {
  const events = ridesOf(reservations).map((ride) => eventOf(ride, siteUrl));
  const header = {
    productId: '-//Harmony Move//Agenda//FR',
    calName: 'Harmony Move — courses',
    method: 'PUBLISH',
  };
  if (events.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${header.productId}`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${header.calName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error('Calendrier : génération impossible');
  return foldCalendarLines(value);
}

/** The feed's window around `now` and its text. */
export async function loadFeed(now: Date): Promise<string> {
  const today = DateTime.fromJSDate(now, { zone: BOOKING_TIME_ZONE }).startOf('day');
  const reservations = await (
    await getStore()
  ).listReservationsByPickup(
    today.minus({ days: PAST_DAYS }).toJSDate(),
    today.plus({ days: FUTURE_DAYS }).toJSDate(),
  );
  return buildFeed(reservations, serverEnv().SITE_URL);
}
