// Server side of the /reservation wizard, shared by POST /api/quote, POST /api/bookings and POST /api/checkout:
// validate the draft, price it with the current settings and a server-obtained distance (the browser's numbers are
// never read), store it as a pending reservation, and build the WhatsApp hand-off or the payment session.
// The two storing routes are two kinds on the shared pipeline (lib/requests/pipeline.ts): `wizardBookingRequest`
// (pay on board, WhatsApp) and `wizardCheckoutRequest` (pay online, Stripe), which differ only in their answer.
import 'server-only';
import { z } from 'zod';
import { FORM_MESSAGES, parseParisDateTime, validateStep1, VEHICLE_MESSAGES } from '@/lib/booking';
import { isSamePlace, SAME_PLACE_MESSAGE } from '@/lib/booking/same-place';
import { buildWhatsAppMessage } from '@/lib/booking/whatsapp';
import { bookingDraftSchema, MAX_LENGTHS, type BookingDraft } from '@/lib/booking/schemas';
import { isVatExempt } from '@/lib/config/legal';
import { whatsappUrl } from '@/lib/config/site';
import { serverEnv } from '@/lib/env';
import { googleConfig, type GoogleConfig } from '@/lib/maps/google-api';
import {
  PlaceResolutionError,
  resolvePlace,
  type ResolutionFailure,
  type ResolvedPlace,
} from '@/lib/maps/resolve-place';
import { MAX_PLACE_REF_LENGTH, SESSION_TOKEN_PATTERN } from '@/lib/places/refs';
import type { DataStore, Reservation } from '@/lib/db/types';
import { serverDistance, type DistanceResult } from '@/lib/maps/server-distance';
import {
  availableVehicles,
  computeQuote,
  getFixedPackage,
  isFixedPrice,
  priceKindLabel,
  type PriceSettings,
  type Quote,
} from '@/lib/pricing';
import { ADDRESS_MESSAGES, PRICING_MESSAGES, STEP1_CHECKS } from '@/lib/booking/messages';
import { packageTripProblem } from '@/lib/booking/package-ends';
import { CheckoutUnavailableError, startCheckout } from '@/lib/payments/checkout';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { cancelledPaymentPath } from '@/lib/payments/resume';
import { describeStripeError } from '@/lib/payments/session';
import { isOnlinePaymentEnabled } from '@/lib/payments/stripe';
import { CACHE_TAGS, getLocalRoutesCached, getPriceSettingsCached, revalidateData } from '@/lib/db/cached';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import { parseInput } from './body';
import { RequestError } from './errors';
import { REQUEST_MESSAGES } from './messages';
import { requestLocale } from './localize';
import type { Locale } from '@/lib/i18n/config';
import type { RequestKind } from './pipeline';
import { TRIP_TYPES } from '@/lib/domain/trips';
import { VEHICLE_TYPES } from '@/lib/domain/vehicles';

/** The reservations table keeps flight/train numbers to 20 characters (IATA/SNCF numbers are far shorter). */
export const MAX_STORED_FLIGHT_NUMBER = 20;

export interface WizardContext {
  settings: PriceSettings;
  /** The local price tables' active rows (docs/product.md#pricing-local-packages). */
  localRoutes: readonly LocalRoute[];
  now: Date;
  /** The clock of the date rules when it is not `now` (a request sent again: lib/requests/pipeline.ts). */
  datesAt?: Date;
  /** Place and distance caches, and the daily Google budget (lib/maps/google-budget.ts). */
  store: Pick<
    DataStore,
    'getCachedPlace' | 'saveCachedPlace' | 'getCachedDistance' | 'saveCachedDistance' | 'takeThrottleSlot'
  >;
  /** GOOGLE_MAPS_SERVER_KEY and the API base URLs, when configured (null: catalogue places only). */
  google: GoogleConfig | null;
  /** Honour the test contact name (never in production). */
  allowTestTotal: boolean;
  /** The operator charges no VAT (LEGAL_VAT_EXEMPT): quotes say so instead of HT and TVA. */
  vatExempt?: boolean;
}

/**
 * The context of the wizard's routes: current price settings and local price tables, the server's Google access, the
 * given store.
 */
export async function wizardContext(store: WizardContext['store'], now: Date): Promise<WizardContext> {
  const [settings, localRoutes] = await Promise.all([getPriceSettingsCached(), getLocalRoutesCached()]);
  return {
    settings,
    localRoutes,
    now,
    store,
    google: googleConfig(),
    allowTestTotal: serverEnv().ENABLE_TEST_PRICING,
    vatExempt: isVatExempt(),
  };
}

/** Both ends of a trip as the server resolved them. */
export interface ResolvedTrip {
  departure: ResolvedPlace;
  destination: ResolvedPlace;
}

export interface PricedTrip {
  quote: Quote;
  distance: DistanceResult | null;
  /** 'Le prix est une estimation.' when the distance is a straight-line fallback. */
  note: string | null;
  places: ResolvedTrip;
}

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

const placeRef = z
  .string({ error: ADDRESS_MESSAGES.chooseFromList })
  .trim()
  .max(MAX_PLACE_REF_LENGTH, { error: ADDRESS_MESSAGES.chooseFromList })
  .optional()
  .default('');

/**
 * What a quote needs: both ends as place references, the vehicle, the trip type (and the group, to check the fit).
 * Address texts and coordinates the browser may add are not read.
 */
export const quoteRequestSchema = z
  .object({
    departurePlaceRef: placeRef,
    destinationPlaceRef: placeRef,
    placesSessionToken: z.string().regex(SESSION_TOKEN_PATTERN).optional().catch(undefined),
    tripType: z.enum(TRIP_TYPES, { error: FORM_MESSAGES.invalidValue }).optional().default('oneWay'),
    // docs/product.md#pricing-errors: no vehicle is missing data, another word an invalid vehicle type.
    vehicleType: z.enum(VEHICLE_TYPES, {
      error: (issue) =>
        issue.input === undefined ? PRICING_MESSAGES.missingData : PRICING_MESSAGES.invalidVehicle,
    }),
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

const END_FIELDS = { departure: 'departureAddress', destination: 'destinationAddress' } as const;

/** The refusal of an end the server could not resolve: 422 'Choisissez…' (or 503 when Google is down). */
export function resolutionError(end: keyof typeof END_FIELDS, reason: ResolutionFailure): RequestError {
  if (reason === 'unavailable') {
    return new RequestError(
      503,
      ADDRESS_MESSAGES.unavailableTitle,
      ADDRESS_MESSAGES.googleUnavailable,
      END_FIELDS[end],
    );
  }
  return new RequestError(
    422,
    STEP1_CHECKS.addresses.title,
    ADDRESS_MESSAGES.chooseFromList,
    END_FIELDS[end],
  );
}

type Resolution = { ok: true; place: ResolvedPlace } | { ok: false; reason: ResolutionFailure };

async function tryResolve(reference: string, ctx: WizardContext, sessionToken?: string): Promise<Resolution> {
  try {
    const place = await resolvePlace(reference, {
      store: ctx.store,
      google: ctx.google
        ? { apiKey: ctx.google.apiKey, baseUrl: ctx.google.placesBaseUrl, timeoutMs: ctx.google.timeoutMs }
        : null,
      now: ctx.now,
      sessionToken,
    });
    return { ok: true, place };
  } catch (error) {
    if (error instanceof PlaceResolutionError) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** Resolves both ends (in parallel); each failure is kept so the caller reports it at the right step. */
async function resolveEnds(
  refs: { departurePlaceRef: string; destinationPlaceRef: string; placesSessionToken?: string },
  ctx: WizardContext,
): Promise<{ departure: Resolution; destination: Resolution }> {
  const [departure, destination] = await Promise.all([
    tryResolve(refs.departurePlaceRef, ctx, refs.placesSessionToken),
    tryResolve(refs.destinationPlaceRef, ctx, refs.placesSessionToken),
  ]);
  return { departure, destination };
}

function requireResolved(ends: { departure: Resolution; destination: Resolution }): ResolvedTrip {
  if (!ends.departure.ok) throw resolutionError('departure', ends.departure.reason);
  if (!ends.destination.ok) throw resolutionError('destination', ends.destination.reason);
  return { departure: ends.departure.place, destination: ends.destination.place };
}

/** The same place at both ends (lib/booking/same-place.ts) → 422 on the destination. */
function requireTwoPlaces(trip: ResolvedTrip): ResolvedTrip {
  const end = (place: ResolvedPlace) => ({ lat: place.lat, lng: place.lng, placeRef: place.ref });
  if (isSamePlace(end(trip.departure), end(trip.destination))) {
    throw new RequestError(422, STEP1_CHECKS.addresses.title, SAME_PLACE_MESSAGE, END_FIELDS.destination);
  }
  return trip;
}

/**
 * The trip of a quote request, resolved on the server (422/503 with the field when an end cannot be, 422 on the
 * destination when both ends are the same place).
 */
export async function resolveQuoteTrip(input: QuoteRequestBody, ctx: WizardContext): Promise<ResolvedTrip> {
  return requireTwoPlaces(requireResolved(await resolveEnds(input, ctx)));
}

interface PriceInput {
  tripType: QuoteRequestBody['tripType'];
  vehicleType: QuoteRequestBody['vehicleType'];
  contactName?: string | null;
}

/**
 * Prices a trip between two places the server resolved — the one pricing path of the quote, the stored booking and
 * the Stripe amount. Fixed routes need no distance (their credited distance is part of the fare), so Google is asked
 * only for the other trips: per km, it makes the price; priced by a local table, it is the driver's information only.
 * Without a key or when Google fails the great-circle distance is used (reported only when it made the price).
 */
export async function priceTrip(
  places: ResolvedTrip,
  input: PriceInput,
  ctx: WizardContext,
): Promise<PricedTrip> {
  const request = {
    departure: { address: places.departure.address, lat: places.departure.lat, lng: places.departure.lng },
    destination: {
      address: places.destination.address,
      lat: places.destination.lat,
      lng: places.destination.lng,
    },
    vehicleType: input.vehicleType,
    tripType: input.tripType,
    contactName: input.contactName ?? null,
  };
  const options = {
    allowTestTotal: ctx.allowTestTotal,
    localRoutes: ctx.localRoutes,
    vatExempt: ctx.vatExempt,
  };
  const first = computeQuote(request, ctx.settings, options);
  if (!first.ok) throw new RequestError(422, PRICING_MESSAGES.quoteFailedTitle, first.message);
  // A fixed route needs no distance — unless its way back is per km (its fare removed by the operator): an estimate.
  if ((first.quote.fixedRoute !== null && !first.quote.isEstimate) || first.quote.isTestTotal) {
    return { quote: first.quote, distance: null, note: null, places };
  }
  const distance = await serverDistance(places.departure, places.destination, {
    apiKey: ctx.google?.apiKey,
    baseUrl: ctx.google?.routesBaseUrl,
    timeoutMs: ctx.google?.timeoutMs,
    pair: { fromRef: places.departure.ref, toRef: places.destination.ref },
    store: ctx.store,
    now: ctx.now,
  });
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
  if (!priced.ok) throw new RequestError(422, PRICING_MESSAGES.quoteFailedTitle, priced.message);
  return {
    quote: priced.quote,
    // A table's price does not depend on the distance: Google failing changes nothing the visitor should hear of.
    distance: isFixedPrice(priced.quote) ? { ...distance, googleFailed: false } : distance,
    note: priced.quote.isEstimate ? PRICING_MESSAGES.estimate : null,
    places,
  };
}

/** A booking draft whose addresses are the server's resolution of its place references. */
export interface ResolvedDraft {
  draft: BookingDraft;
  places: ResolvedTrip;
}

/**
 * The whole draft, validated and resolved: schema (types, lengths, cross-field rules), place references resolved on
 * the server, then the eight step-1 checks with the server's clock and the resolved places (24 h ahead, slot window,
 * two different places, return after outbound, flight number for an airport). Any failure → 422 with the French
 * message (503 when Google is down). The returned draft carries the resolved addresses, never the browser's text.
 */
export async function resolveBookingDraft(body: unknown, ctx: WizardContext): Promise<ResolvedDraft> {
  const parsed = parseInput(bookingDraftSchema, body);
  const ends = await resolveEnds(parsed, ctx);
  const departure = ends.departure.ok ? ends.departure.place : null;
  const destination = ends.destination.ok ? ends.destination.place : null;
  const draft: BookingDraft = {
    ...parsed,
    departureAddress: departure?.address ?? parsed.departureAddress,
    destinationAddress: destination?.address ?? parsed.destinationAddress,
  };
  const step1 = validateStep1(
    {
      ...draft,
      departureLat: departure?.lat ?? null,
      departureLng: departure?.lng ?? null,
      destinationLat: destination?.lat ?? null,
      destinationLng: destination?.lng ?? null,
      // The references the server resolved, not the browser's text: the same place is refused (check 3).
      departurePlaceRef: departure?.ref ?? null,
      destinationPlaceRef: destination?.ref ?? null,
    },
    ctx.datesAt ?? ctx.now,
  );
  if (!step1.ok) {
    if (step1.check === 'addresses') requireResolved(ends);
    throw new RequestError(422, step1.title, step1.message, step1.field);
  }
  for (const field of ['flightTrainNumber', 'returnFlightTrainNumber'] as const) {
    if (draft[field].length > MAX_STORED_FLIGHT_NUMBER) {
      throw new RequestError(422, REQUEST_MESSAGES.invalid.title, FORM_MESSAGES.tooLong, field);
    }
  }
  const places = requireResolved(ends);
  // A package's ends keep their zones (Paris, Disney, the airport), whatever the browser sent.
  const broken = packageTripProblem(draft.packageId, places);
  if (broken) {
    throw new RequestError(422, STEP1_CHECKS.addresses.title, broken.message, END_FIELDS[broken.end]);
  }
  return { draft, places };
}

/** resolveBookingDraft then priceTrip: what /api/bookings and /api/checkout store and charge. */
export async function resolveAndPriceDraft(
  body: unknown,
  ctx: WizardContext,
): Promise<{ draft: BookingDraft; priced: PricedTrip }> {
  const { draft, places } = await resolveBookingDraft(body, ctx);
  const priced = await priceTrip(places, draft, ctx);
  return { draft, priced };
}

function parisToIso(date: string, time: string): string | null {
  const instant = parseParisDateTime(date, time);
  return instant === null ? null : new Date(instant).toISOString();
}

/** What is kept in reservations.quote: the server's figures and how they were obtained. */
export interface QuoteSnapshot {
  quote: Quote;
  distance: DistanceResult | null;
  /** The resolved places (address, coordinates, reference) the price was computed on. */
  places?: ResolvedTrip;
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
    places: priced.places,
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
  customerLocale: Locale = 'fr',
) {
  return whatsappUrl(
    buildWhatsAppMessage({
      customerLocale,
      bookingRef,
      priceKind,
      packageTitle: getFixedPackage(draft.packageId)?.title ?? null,
      tripType: draft.tripType,
      vehicleType: draft.vehicleType,
      totalPriceCents,
      vatExempt: isVatExempt(),
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

interface WizardRequest {
  draft: BookingDraft;
  priced: PricedTrip;
  /** The visitor's language (the body's `locale`): stored, and shown to the operator in the French message. */
  locale: Locale;
}

/** The validation and storage both wizard kinds share. */
function wizardKind(
  bucket: string,
  paymentMethod: Reservation['paymentMethod'],
): Pick<RequestKind<WizardRequest>, 'bucket' | 'validate' | 'reservation' | 'revalidates'> {
  return {
    bucket,
    revalidates: true,
    validate: async (body, { store, now, datesAt }) => ({
      ...(await resolveAndPriceDraft(body, { ...(await wizardContext(store, now)), datesAt })),
      locale: requestLocale(body),
    }),
    reservation: ({ draft, priced, locale }, { now }) => ({
      ...reservationInput(draft, priced, now, paymentMethod),
      locale,
    }),
  };
}

/**
 * POST /api/bookings: the draft stored `pending` (pay on board) → { bookingRef, whatsappUrl, quote }. On a replay of
 * the same requestId the stored reference and price win.
 */
export const wizardBookingRequest: RequestKind<WizardRequest> = {
  ...wizardKind('bookings', 'on_board'),
  answer: ({ draft, priced, locale }, { reservation, created }) => {
    const quote = created ? priced.quote : (storedQuote(reservation) ?? priced.quote);
    return {
      bookingRef: reservation.bookingRef,
      whatsappUrl: wizardWhatsAppUrl(
        draft,
        reservation.bookingRef,
        reservation.priceCents,
        priceKindLabel(quote),
        locale,
      ),
      quote,
    };
  },
};

const CHECKOUT_TITLE = PAYMENT_MESSAGES.checkoutTitle;

/**
 * POST /api/checkout: the draft stored `pending` with payment_method 'online' before Stripe is called (a paid session
 * always has its booking) → { bookingRef, url, cancelPath } of its Checkout Session; 503 when online payment is off or Stripe
 * fails (the booking then stays stored, the operator sees it).
 */
export const wizardCheckoutRequest: RequestKind<WizardRequest> = {
  ...wizardKind('checkout', 'online'),
  guard: () => {
    if (!isOnlinePaymentEnabled()) {
      throw new RequestError(503, CHECKOUT_TITLE, PAYMENT_MESSAGES.checkoutDisabled);
    }
  },
  answer: async (_input, { reservation }, { now }) => {
    try {
      const { url } = await startCheckout(reservation, now);
      // The page Stripe's « Annuler » link comes back to: the wizard puts it in place of its own history entry, so the
      // browser's Back button lands there too (components/payments/pay-online.ts).
      return { bookingRef: reservation.bookingRef, url, cancelPath: cancelledPaymentPath(reservation) };
    } catch (error) {
      if (!(error instanceof CheckoutUnavailableError)) throw error;
      console.error('[payments] session de paiement impossible :', describeStripeError(error));
      throw new RequestError(503, CHECKOUT_TITLE, PAYMENT_MESSAGES.checkoutUnavailable);
    } finally {
      revalidateData(CACHE_TAGS.reservations);
    }
  },
};
