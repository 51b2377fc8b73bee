// Step 1 of /reservation filled from the query string (issue 18, the home booking box, with or without JavaScript).
// Parameters, all optional:
//   depart, arrivee            address text (shown as typed unless a reference or a catalogue place resolves it)
//   depart_ref, arrivee_ref    place references ('catalogue:<id>' | 'google:<placeId>'), resolved on the server
//   date                       YYYY-MM-DD, a real calendar date, today (Paris) or later
//   heure                      HH:MM (24 h)
//   passagers                  1 to 8 ('8' is the select's '8 ou plus')
//   bagages                    0 to 7 ('7' is the select's '7 ou plus')
//   type                       'aller-simple' | 'aller-retour' (or 'oneWay' | 'roundTrip')
// Each value is checked on its own: an invalid one is dropped, never an error page.
// A stored request fills the rest too (`request`: its return, flight numbers, vehicle, contact details) — only from
// the server (lib/booking/prefill-server.ts requestPrefill, the « Modifier ma demande » of a cancelled card payment),
// never from the query string: personal data never travel in a URL.
import { z } from 'zod';
import type { VehicleType } from '@/lib/domain/vehicles';
import { MAX_PLACE_REF_LENGTH, parsePlaceRef } from '@/lib/places/refs';
import { DATE_PATTERN, TIME_PATTERN, todayInParis, type Clock } from './dates';
import { PREFILL_PARAMS, TRIP_TYPE_PARAM } from './prefill-params';

export type PrefillSearchParams = Record<string, string | string[] | undefined>;

export interface PrefillEnd {
  /** The text the visitor typed or the box sent (trimmed, at most 200 characters). */
  address: string | null;
  /** A syntactically valid place reference, not resolved yet. */
  placeRef: string | null;
}

export interface BookingPrefillQuery {
  departure: PrefillEnd;
  destination: PrefillEnd;
  pickupDate: string | null;
  pickupTime: string | null;
  passengers: string | null;
  holdBags: string | null;
  tripType: 'oneWay' | 'roundTrip' | null;
}

/** The prefill once the server resolved the places (lib/booking/prefill-server.ts). */
export interface PrefilledAddress {
  address: string;
  lat: number | null;
  lng: number | null;
  placeRef: string | null;
}

/**
 * What a stored request adds to step 1, read from its row on the server (never from the query string): the wizard's
 * own fields as its draft holds them ('' for none), so the browser merely spreads them (lib/booking/wizard-state.ts).
 */
export interface StoredRequestFields {
  returnPickupDate: string;
  returnPickupTime: string;
  flightTrainNumber: string;
  returnFlightTrainNumber: string;
  childSeatBooster: boolean;
  vehicleType: VehicleType | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export interface BookingPrefill {
  departure: PrefilledAddress | null;
  destination: PrefilledAddress | null;
  pickupDate: string | null;
  pickupTime: string | null;
  passengers: string | null;
  holdBags: string | null;
  tripType: 'oneWay' | 'roundTrip' | null;
  /** The rest of a stored request (lib/booking/prefill-server.ts requestPrefill); absent for a query string. */
  request?: StoredRequestFields | null;
}

// The names, shared with the home box and the language link (zod-free): lib/booking/prefill-params.ts.
export { PREFILL_PARAMS } from './prefill-params';

export const PREFILL_MAX_ADDRESS = 200;

const addressRule = z
  .string()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(PREFILL_MAX_ADDRESS));
const refRule = z
  .string()
  .trim()
  .max(MAX_PLACE_REF_LENGTH)
  .refine((s) => parsePlaceRef(s) !== null);
const dateRule = z
  .string()
  .trim()
  .regex(DATE_PATTERN)
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  });
const timeRule = z.string().trim().regex(TIME_PATTERN);
const count = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .transform(String);
const passengersRule = count(1, 8);
const bagsRule = count(0, 7);
const tripTypeRule = z
  .enum([TRIP_TYPE_PARAM.oneWay, TRIP_TYPE_PARAM.roundTrip, 'oneWay', 'roundTrip'])
  .transform((t) => (t === TRIP_TYPE_PARAM.oneWay || t === 'oneWay' ? 'oneWay' : 'roundTrip'));

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function pick<T>(rule: z.ZodType<T, string>, value: string | undefined): T | null {
  if (value === undefined) return null;
  const parsed = rule.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The query string as step 1 can use it; `now` drops dates before today in Paris. */
export function parsePrefill(params: PrefillSearchParams, now: Clock): BookingPrefillQuery {
  const get = (name: string) => first(params[name]);
  const date = pick(dateRule, get(PREFILL_PARAMS.date));
  return {
    departure: {
      address: pick(addressRule, get(PREFILL_PARAMS.departure)),
      placeRef: pick(refRule, get(PREFILL_PARAMS.departureRef)),
    },
    destination: {
      address: pick(addressRule, get(PREFILL_PARAMS.destination)),
      placeRef: pick(refRule, get(PREFILL_PARAMS.destinationRef)),
    },
    pickupDate: date !== null && date >= todayInParis(now) ? date : null,
    pickupTime: pick(timeRule, get(PREFILL_PARAMS.time)),
    passengers: pick(passengersRule, get(PREFILL_PARAMS.passengers)),
    holdBags: pick(bagsRule, get(PREFILL_PARAMS.bags)),
    tripType: pick(tripTypeRule, get(PREFILL_PARAMS.tripType)),
  };
}

/** True when the query string carries anything for step 1. */
export function hasPrefill(query: BookingPrefillQuery): boolean {
  return Object.values(query).some((v) =>
    v !== null && typeof v === 'object' ? v.address !== null || v.placeRef !== null : v !== null,
  );
}
