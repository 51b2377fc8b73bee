// The calendar file attached to 'Réservation confirmée': the pickup (and the return, on a round trip) as events; and
// the files attached to 'Réservation annulée' of a booking that was confirmed, which take those events out of the
// customer's calendar (METHOD:CANCEL, one file per event, the same UIDs): its 2-hour reminder would otherwise still
// ring for a ride that will not come. Each file's SEQUENCE is the second it was written, so the latest file wins whatever the order of
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

function calendarSequence(writtenAt: Date): number {
  return Math.max(0, Math.floor((writtenAt.getTime() - SEQUENCE_EPOCH_MS) / 1000));
}

interface CalendarFile {
  /** 'CANCEL': the event is taken out of the calendar it was added to. */
  method: 'PUBLISH' | 'CANCEL';
  writtenAt: Date;
}

type Leg = 'aller' | 'retour';

function event(r: ReservationFacts, leg: Leg, file: CalendarFile): EventAttributes {
  const startIso = leg === 'aller' ? r.pickupTime! : r.returnPickupTime!;
  const [from, to] =
    leg === 'aller' ? [r.pickupLocation, r.dropoffLocation] : [r.dropoffLocation, r.pickupLocation];
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
  const cancel = file.method === 'CANCEL';
  return {
    uid: `${r.bookingRef.toLowerCase()}-${leg}@harmonymove.fr`,
    start: new Date(startIso).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: durationMinutes(r) },
    title: copy.title(r.bookingRef, leg === 'retour'),
    description,
    location: from ?? undefined,
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    sequence: calendarSequence(file.writtenAt),
    organizer: { name: site.name, email: site.email },
    // A cancellation names whom it is for (RFC 5546 §3.2.5) and carries no reminder.
    ...(cancel
      ? { attendees: [{ name: r.fullName, email: r.email, rsvp: false, partstat: 'NEEDS-ACTION' as const }] }
      : { alarms: [{ action: 'display', description: copy.alarm, trigger: { hours: 2, before: true } }] }),
  };
}

function calendarFile(
  r: ReservationFacts,
  legs: Leg[],
  file: CalendarFile,
  filename: string,
): NotificationAttachment | null {
  const { error, value } = createEvents(
    legs.map((leg) => event(r, leg, file)),
    { productId: 'harmonymove/notifications', method: file.method },
  );
  if (error || !value) {
    console.error('[notifications] fichier calendrier impossible', error);
    return null;
  }
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${file.method}`,
    // The package folds at 75 characters; RFC 5545 counts 75 octets (accented addresses): folded again, as the feed.
    content: foldCalendarLines(value),
  };
}

function legsOf(r: ReservationFacts): Leg[] {
  return r.returnPickupTime ? ['aller', 'retour'] : ['aller'];
}

/**
 * The .ics attachment of « Réservation confirmée », or null when the request has no pickup time (contact, business):
 * the ride's events (the pickup, and the return on a round trip) to add to the customer's calendar.
 */
export function reservationCalendar(
  r: ReservationFacts,
  writtenAt: Date = new Date(),
): NotificationAttachment | null {
  if (!r.pickupTime) return null;
  return calendarFile(r, legsOf(r), { method: 'PUBLISH', writtenAt }, `reservation-${r.bookingRef}.ics`);
}

/**
 * The files of « Réservation annulée » of a ride that had been confirmed: one per event (a cancellation carries one
 * UID, RFC 5546), each taking that event out of the calendar it was added to, newer than the file that added it.
 */
export function cancelledRideCalendars(
  r: ReservationFacts,
  writtenAt: Date = new Date(),
): NotificationAttachment[] {
  if (!r.pickupTime) return [];
  return legsOf(r)
    .map((leg) =>
      calendarFile(
        r,
        [leg],
        { method: 'CANCEL', writtenAt },
        leg === 'aller' ? `reservation-${r.bookingRef}.ics` : `reservation-${r.bookingRef}-retour.ics`,
      ),
    )
    .filter((file): file is NotificationAttachment => file !== null);
}
