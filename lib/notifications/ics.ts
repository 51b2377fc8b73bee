// The calendar file attached to 'Réservation confirmée': the pickup (and the return, on a round trip) as events.
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

function event(
  r: ReservationFacts,
  startIso: string,
  from: string | null,
  to: string | null,
  leg: string,
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
    status: 'CONFIRMED',
    organizer: { name: site.name, email: site.email },
    alarms: [{ action: 'display', description: copy.alarm, trigger: { hours: 2, before: true } }],
  };
}

/** The .ics attachment, or null when the request has no pickup time (contact, business). */
export function reservationCalendar(r: ReservationFacts): NotificationAttachment | null {
  if (!r.pickupTime) return null;
  const events = [event(r, r.pickupTime, r.pickupLocation, r.dropoffLocation, 'aller')];
  if (r.returnPickupTime) {
    events.push(event(r, r.returnPickupTime, r.dropoffLocation, r.pickupLocation, 'retour'));
  }
  const { error, value } = createEvents(events, {
    productId: 'harmonymove/notifications',
    method: 'PUBLISH',
  });
  if (error || !value) {
    console.error('[notifications] fichier calendrier impossible', error);
    return null;
  }
  return {
    filename: `reservation-${r.bookingRef}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    // The package folds at 75 characters; RFC 5545 counts 75 octets (accented addresses): folded again, as the feed.
    content: foldCalendarLines(value),
  };
}
