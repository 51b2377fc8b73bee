// The calendar file attached to 'Réservation confirmée': the pickup (and the return, on a round trip) as events; and
// the one attached to 'Réservation annulée' of a booking that was confirmed, which takes those events out of the
// customer's calendar (METHOD:CANCEL, the same UIDs): its 2-hour reminder would otherwise still ring for a ride that
// will not come. Each file's SEQUENCE is the second it was written, so the latest file wins whatever the order of
// import: confirmed, cancelled, then confirmed again gives the ride back (RFC 5545 §3.8.7.4, RFC 5546 §2.1.4).
import 'server-only';
import { createEvents, type EventAttributes } from 'ics';
import { site } from '@/lib/config/site';
import { foldCalendarLines } from '@/lib/documents/calendar-feed';
import type { NotificationAttachment } from '@/lib/db/types';
import type { ReservationFacts } from './content';
import { CUSTOMER_COPY, customerLocale } from './copy';

/** When the quote does not know the driving time, the event blocks one hour. */
const DEFAULT_DURATION_MINUTES = 60;

function durationMinutes(r: ReservationFacts): number {
  const snapshot = r.quote as { quote?: { duration?: unknown } } | null;
  const minutes = snapshot?.quote?.duration;
  return typeof minutes === 'number' && minutes > 0 ? Math.round(minutes) : DEFAULT_DURATION_MINUTES;
}

/** The events' revision: seconds since 2026-01-01 UTC when the file was written (fits iCalendar's 31-bit integer). */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

export function calendarSequence(writtenAt: Date): number {
  return Math.max(0, Math.floor((writtenAt.getTime() - SEQUENCE_EPOCH_MS) / 1000));
}

interface CalendarFile {
  /** 'CANCEL': the events are taken out of the calendar they were added to. */
  method: 'PUBLISH' | 'CANCEL';
  writtenAt: Date;
}

function event(
  r: ReservationFacts,
  startIso: string,
  from: string | null,
  to: string | null,
  leg: string,
  file: CalendarFile,
): EventAttributes {
  const locale = customerLocale(r);
  const copy = CUSTOMER_COPY[locale].calendar;
  // The calendar file's own text (plain spaces, as before): 'Référence : …' / 'Reference: …'.
  const colon = locale === 'en' ? ':' : ' :';
  const description = [
    `${copy.reference}${colon} ${r.bookingRef}`,
    from ? `${copy.from}${colon} ${from}` : null,
    to ? `${copy.to}${colon} ${to}` : null,
    `${site.name}${colon} ${site.phone} · ${site.email}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `${r.bookingRef.toLowerCase()}-${leg}@harmonymove.fr`,
    start: new Date(startIso).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: durationMinutes(r) },
    title: copy.title(r.bookingRef, leg === 'retour'),
    description,
    location: from ?? undefined,
    status: file.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    sequence: calendarSequence(file.writtenAt),
    organizer: { name: site.name, email: site.email },
    alarms: [{ action: 'display', description: copy.alarm, trigger: { hours: 2, before: true } }],
  };
}

/**
 * The .ics attachment, or null when the request has no pickup time (contact, business): the ride's events to add
 * (`method` 'PUBLISH', « Réservation confirmée ») or to take out ('CANCEL', « Réservation annulée » of a booking that
 * was confirmed).
 */
export function reservationCalendar(
  r: ReservationFacts,
  { method = 'PUBLISH', writtenAt = new Date() }: Partial<CalendarFile> = {},
): NotificationAttachment | null {
  if (!r.pickupTime) return null;
  const file: CalendarFile = { method, writtenAt };
  const events = [event(r, r.pickupTime, r.pickupLocation, r.dropoffLocation, 'aller', file)];
  if (r.returnPickupTime) {
    events.push(event(r, r.returnPickupTime, r.dropoffLocation, r.pickupLocation, 'retour', file));
  }
  const { error, value } = createEvents(events, { productId: 'harmonymove/notifications', method });
  if (error || !value) {
    console.error('[notifications] fichier calendrier impossible', error);
    return null;
  }
  return {
    filename: `reservation-${r.bookingRef}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    // The package folds at 75 characters; RFC 5545 counts 75 octets (accented addresses): folded again, as the feed.
    content: foldCalendarLines(value),
  };
}
