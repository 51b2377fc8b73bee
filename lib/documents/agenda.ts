// The operator's day: upcoming rides (outbound and return legs) by pickup time, grouped today / tomorrow / this week
// in Paris time. Shared by the 'À venir' admin page and the private calendar feed.
import { DateTime } from 'luxon';
import { BOOKING_TIME_ZONE } from '@/lib/booking/dates';
import type { Reservation } from '@/lib/db/types';
import { isPaidOnline } from '@/lib/domain/reservations';
import { TRIP_LABELS } from '@/lib/domain/trips';
import { formatEuros } from '@/lib/format/money';

export type RideLeg = 'outbound' | 'return';

export interface Ride {
  /** `${bookingRef}-aller` / `${bookingRef}-retour`: stable across feed refreshes. */
  key: string;
  leg: RideLeg;
  /** Pickup instant, ISO (UTC). */
  at: string;
  from: string | null;
  to: string | null;
  flightTrainNumber: string | null;
  reservation: Reservation;
}

export type AgendaGroupKey = 'today' | 'tomorrow' | 'week';

export interface AgendaGroup {
  key: AgendaGroupKey;
  label: string;
  rides: Ride[];
}

export const AGENDA_LABELS: Record<AgendaGroupKey, string> = {
  today: "Aujourd'hui",
  tomorrow: 'Demain',
  // The five days after tomorrow (agendaWindow: seven days from today), not the calendar week.
  week: 'D’ici 7 jours',
};

/**
 * What the driver has to collect for a ride, on the 'À venir' card and in the calendar feed: a booking paid online
 * must not be charged again, any other priced booking is collected on board (an online payment not received yet
 * included: the customer may still pay on the link, else pays the driver), and a completed one was settled on board.
 * A round trip's price covers both legs.
 * null when the booking has no price (a message, a business request: the price is agreed with the customer).
 */
export function settlementText(r: Reservation): string | null {
  if (isPaidOnline(r)) return 'Payée en ligne\u00a0: rien à encaisser';
  if (r.priceCents === null) return null;
  const roundTrip = r.tripType === 'roundTrip' ? ` (${TRIP_LABELS.roundTrip.toLowerCase()})` : '';
  // « Terminée »: the invoice says it was settled on board (lib/documents/invoice.ts), the agenda says the same.
  if (r.paymentStatus === 'completed') return `Réglée à bord\u00a0: ${formatEuros(r.priceCents)}${roundTrip}`;
  const awaited = r.paymentMethod === 'online' ? ' — paiement en ligne non reçu' : '';
  return `À encaisser\u00a0: ${formatEuros(r.priceCents)}${roundTrip}${awaited}`;
}

/** Rides worth showing: every booking that is not cancelled (pending ones still need an answer). */
export function isActiveBooking(r: Reservation): boolean {
  return r.paymentStatus !== 'cancelled';
}

/** The outbound and return legs of reservations, sorted by pickup time. */
export function ridesOf(reservations: readonly Reservation[]): Ride[] {
  const rides: Ride[] = [];
  for (const r of reservations) {
    if (!isActiveBooking(r)) continue;
    if (r.pickupTime) {
      rides.push({
        key: `${r.bookingRef}-aller`,
        leg: 'outbound',
        at: r.pickupTime,
        from: r.pickupLocation,
        to: r.dropoffLocation,
        flightTrainNumber: r.flightTrainNumber,
        reservation: r,
      });
    }
    if (r.returnPickupTime) {
      rides.push({
        key: `${r.bookingRef}-retour`,
        leg: 'return',
        at: r.returnPickupTime,
        from: r.dropoffLocation,
        to: r.pickupLocation,
        flightTrainNumber: r.returnFlightTrainNumber,
        reservation: r,
      });
    }
  }
  return rides.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
}

/** The agenda's window: from midnight today (Paris) to midnight seven days later. */
export function agendaWindow(now: Date): { from: Date; to: Date } {
  const start = DateTime.fromJSDate(now, { zone: BOOKING_TIME_ZONE }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 7 }).toJSDate() };
}

/** Rides of the window grouped today / tomorrow / rest of the seven days; empty groups are kept (the page says so). */
export function buildAgenda(reservations: readonly Reservation[], now: Date): AgendaGroup[] {
  const today = DateTime.fromJSDate(now, { zone: BOOKING_TIME_ZONE }).startOf('day');
  const bounds = [today, today.plus({ days: 1 }), today.plus({ days: 2 }), today.plus({ days: 7 })].map((d) =>
    d.toMillis(),
  ) as [number, number, number, number];
  const groups: AgendaGroup[] = (['today', 'tomorrow', 'week'] as const).map((key) => ({
    key,
    label: AGENDA_LABELS[key],
    rides: [],
  }));
  for (const ride of ridesOf(reservations)) {
    const t = Date.parse(ride.at);
    const index = t < bounds[0] ? -1 : t < bounds[1] ? 0 : t < bounds[2] ? 1 : t < bounds[3] ? 2 : -1;
    if (index >= 0) groups[index]!.rides.push(ride);
  }
  return groups;
}
