// Server side of the /reservation wizard, shared by POST /api/quote, POST /api/bookings and the payments checkout:
// validate the draft, price it with the current settings and a server-obtained distance (the browser's numbers are
// never read), store it as a pending reservation, and build the WhatsApp hand-off.
import 'server-only';
import { z } from 'zod';
import {
  bookingDraftSchema,
  buildWhatsAppMessage,
  FORM_MESSAGES,
  MAX_LENGTHS,
  parseParisDateTime,
  validateStep1,
  VEHICLE_MESSAGES,
  type BookingDraft,
} from '@/lib/booking';
import { whatsappUrl } from '@/lib/config/site';
import type { CreateReservationResult, DataStore, Reservation } from '@/lib/db/types';
import { serverDistance, type DistanceResult } from '@/lib/maps/server-distance';
import {
  availableVehicles,
  computeQuote,
  getFixedPackage,
  TRIP_TYPES,
  VEHICLE_TYPES,
  type PriceSettings,
  type Quote,
} from '@/lib/pricing';
import { PRICING_MESSAGES, STEP1_CHECKS } from '@/lib/booking/messages';
import { parseInput } from './body';
import { RequestError } from './errors';
import { REQUEST_MESSAGES } from './messages';
import { createReservationWithRef } from './idempotency';

/** The reservations table keeps flight/train numbers to 20 characters (IATA/SNCF numbers are far shorter). */
export const MAX_STORED_FLIGHT_NUMBER = 20;

export interface WizardContext {
  settings: PriceSettings;
  now: Date;
  /** GOOGLE_MAPS_SERVER_KEY, when configured. */
  mapsKey?: string;
  /** Honour the test contact name (never in production). */
  allowTestTotal: boolean;
}

export interface PricedTrip {
  quote: Quote;
  distance: DistanceResult | null;
  /** 'Le prix est une estimation.' when the distance is a straight-line fallback. */
  note: string | null;
}

const latitude = z.number({ error: FORM_MESSAGES.invalidCoordinates }).min(-90).max(90);
const longitude = z.number({ error: FORM_MESSAGES.invalidCoordinates }).min(-180).max(180);
const address = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, { error: FORM_MESSAGES.required })
  .max(MAX_LENGTHS.address, { error: FORM_MESSAGES.tooLong });
const count = (max: number, error: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,2}$/)
          .transform(Number),
      ],
      { error },
    )
    .pipe(z.number().int({ error }).min(0, { error }).max(max, { error }));

/** What a quote needs: both ends with coordinates, the vehicle, the trip type (and the group, to check the fit). */
export const quoteRequestSchema = z
  .object({
    departureAddress: address,
    departureLat: latitude,
    departureLng: longitude,
    destinationAddress: address,
    destinationLat: latitude,
    destinationLng: longitude,
    tripType: z.enum(TRIP_TYPES, { error: FORM_MESSAGES.invalidValue }).optional().default('oneWay'),
    vehicleType: z.enum(VEHICLE_TYPES, { error: VEHICLE_MESSAGES.noneAvailable }),
    passengers: count(7, STEP1_CHECKS.passengers.message).optional(),
    holdBags: count(6, STEP1_CHECKS.bags.message).optional(),
    contactName: z.string().max(MAX_LENGTHS.name).optional(),
  })
  .superRefine((data, ctx) => {
    if (data.passengers === undefined) return;
    if (!availableVehicles(data.passengers, data.holdBags ?? 0).includes(data.vehicleType)) {
      ctx.addIssue({ code: 'custom', path: ['vehicleType'], message: VEHICLE_MESSAGES.noneAvailable });
    }
  });
export type QuoteRequestBody = z.infer<typeof quoteRequestSchema>;

type PriceInput = Pick<
  QuoteRequestBody,
  | 'departureAddress'
  | 'departureLat'
  | 'departureLng'
  | 'destinationAddress'
  | 'destinationLat'
  | 'destinationLng'
  | 'tripType'
  | 'vehicleType'
  | 'contactName'
>;

/**
 * Prices a trip on the server. Fixed routes need no distance (their credited distance is part of the fare), so
 * Google is asked only for per-km trips; without a key or when Google fails the great-circle distance is used.
 */
export async function priceTrip(input: PriceInput, ctx: WizardContext): Promise<PricedTrip> {
  const request = {
    departure: { address: input.departureAddress, lat: input.departureLat, lng: input.departureLng },
    destination: { address: input.destinationAddress, lat: input.destinationLat, lng: input.destinationLng },
    vehicleType: input.vehicleType,
    tripType: input.tripType,
    contactName: input.contactName ?? null,
  };
  const options = { allowTestTotal: ctx.allowTestTotal };
  const first = computeQuote(request, ctx.settings, options);
  if (!first.ok) throw new RequestError(422, 'Calcul impossible', first.message);
  if (first.quote.fixedRoute !== null || first.quote.isTestTotal) {
    return { quote: first.quote, distance: null, note: null };
  }
  const distance = await serverDistance(
    { lat: input.departureLat, lng: input.departureLng },
    { lat: input.destinationLat, lng: input.destinationLng },
    { apiKey: ctx.mapsKey },
  );
  const priced = computeQuote(
    {
      ...request,
      distance: {
        km: distance.km,
        durationMinutes: distance.durationMinutes,
        estimated: distance.estimated,
      },
    },
    ctx.settings,
    options,
  );
  if (!priced.ok) throw new RequestError(422, 'Calcul impossible', priced.message);
  return {
    quote: priced.quote,
    distance,
    note: priced.quote.isEstimate ? PRICING_MESSAGES.estimate : null,
  };
}

/**
 * The whole draft, validated: schema (types, lengths, cross-field rules), then the eight step-1 checks with the
 * server's clock (24 h ahead, slot window, return after outbound). Any failure → 422 with the French message.
 */
export function parseBookingDraft(body: unknown, now: Date): BookingDraft {
  const draft = parseInput(bookingDraftSchema, body);
  const step1 = validateStep1(
    {
      ...draft,
      passengers: draft.passengers,
      holdBags: draft.holdBags,
    },
    now,
  );
  if (!step1.ok) throw new RequestError(422, step1.title, step1.message, step1.field);
  for (const field of ['flightTrainNumber', 'returnFlightTrainNumber'] as const) {
    if (draft[field].length > MAX_STORED_FLIGHT_NUMBER) {
      throw new RequestError(422, REQUEST_MESSAGES.invalid.title, FORM_MESSAGES.tooLong, field);
    }
  }
  return draft;
}

function parisToIso(date: string, time: string): string | null {
  return parseParisDateTime(date, time)?.toUTC().toISO() ?? null;
}

/** What is kept in reservations.quote: the server's figures and how they were obtained. */
export interface QuoteSnapshot {
  quote: Quote;
  distance: DistanceResult | null;
  packageId: string | null;
  serviceType: 'VTC Dourdan';
  computedAt: string;
}

export function reservationInput(
  draft: BookingDraft,
  priced: PricedTrip,
  now: Date,
  paymentMethod: Reservation['paymentMethod'] = 'on_board',
) {
  const roundTrip = draft.tripType === 'roundTrip';
  const snapshot: QuoteSnapshot = {
    quote: priced.quote,
    distance: priced.distance,
    packageId: draft.packageId ?? null,
    serviceType: 'VTC Dourdan',
    computedAt: now.toISOString(),
  };
  return {
    requestId: draft.requestId,
    channel: 'wizard' as const,
    fullName: draft.contactName,
    email: draft.contactEmail,
    phone: draft.contactPhone,
    companyName: null,
    message: null,
    pickupLocation: draft.departureAddress,
    dropoffLocation: draft.destinationAddress,
    pickupTime: parisToIso(draft.pickupDate, draft.pickupTime),
    flightTrainNumber: draft.flightTrainNumber || null,
    vehicleType: draft.vehicleType,
    passengers: draft.passengers,
    holdBags: draft.holdBags,
    booster: draft.childSeatBooster ? 1 : 0,
    tripType: draft.tripType,
    returnPickupTime: roundTrip ? parisToIso(draft.returnPickupDate, draft.returnPickupTime) : null,
    returnFlightTrainNumber: roundTrip ? draft.returnFlightTrainNumber || null : null,
    priceCents: priced.quote.totalPrice,
    quote: snapshot,
    paymentMethod,
  };
}

/** Stores the draft (idempotent on requestId). On a replay the stored row, and its stored price, win. */
export async function storeWizardReservation(
  store: Pick<DataStore, 'createReservation'>,
  draft: BookingDraft,
  priced: PricedTrip,
  now: Date,
  paymentMethod: Reservation['paymentMethod'] = 'on_board',
): Promise<CreateReservationResult> {
  return createReservationWithRef(store, reservationInput(draft, priced, now, paymentMethod));
}

/** The stored quote of a reservation written by this module, or null for anything else. */
export function storedQuote(reservation: Reservation): Quote | null {
  const snapshot = reservation.quote as Partial<QuoteSnapshot> | null;
  return snapshot && typeof snapshot === 'object' && snapshot.quote ? snapshot.quote : null;
}

/** The wa.me link with the prefilled request, the booking reference and the server's price. */
export function wizardWhatsAppUrl(
  draft: BookingDraft,
  bookingRef: string,
  totalPriceCents: number | null,
  priceKind: string | null = null,
) {
  return whatsappUrl(
    buildWhatsAppMessage({
      bookingRef,
      priceKind,
      packageTitle: getFixedPackage(draft.packageId)?.title ?? null,
      tripType: draft.tripType,
      vehicleType: draft.vehicleType,
      totalPriceCents,
      departureAddress: draft.departureAddress,
      destinationAddress: draft.destinationAddress,
      pickupDate: draft.pickupDate,
      pickupTime: draft.pickupTime,
      returnPickupDate: draft.returnPickupDate,
      returnPickupTime: draft.returnPickupTime,
      passengers: draft.passengers,
      holdBags: draft.holdBags,
      boosters: draft.childSeatBooster,
      contactName: draft.contactName,
      contactPhone: draft.contactPhone,
      contactEmail: draft.contactEmail,
      flightTrainNumber: draft.flightTrainNumber,
      returnFlightTrainNumber: draft.returnFlightTrainNumber,
    }),
  );
}
