// The prefill of /reservation as the server shows it: place references are resolved here (catalogue offline, Google
// through lib/maps/resolve-place and its database cache), so the address in the field is the server's. Without a
// reference, a text that names a catalogue place exactly ('Gare de Dourdan', or its whole « name, address » text)
// resolves to that place, so the form sent without JavaScript arrives usable too. Anything that does not resolve keeps
// the visitor's text only.
// A stored request (the « Modifier ma demande » of a cancelled card payment, lib/payments/resume.ts) fills step 1 from
// its row: the place references it was priced on (reservations.quote.places), resolved again, its dates, numbers,
// vehicle and contact details — read here, on the server, never carried by the URL.
import 'server-only';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { getStore } from '@/lib/db';
import type { Reservation } from '@/lib/domain/records';
import { VEHICLE_TYPES } from '@/lib/domain/vehicles';
import { googleConfig } from '@/lib/maps/google-api';
import { PlaceResolutionError, resolvePlace, type ResolveContext } from '@/lib/maps/resolve-place';
import { ALL_PLACES, catalogueRef, looseText, placeAddress, type Place } from '@/lib/places';
import { getFixedPackage, type FixedPackageId } from '@/lib/pricing';
import { BOOKING_TIME_ZONE, todayInParis } from './dates';
import {
  parsePrefill,
  PREFILL_PARAMS,
  type BookingPrefill,
  type BookingPrefillQuery,
  type PrefillEnd,
  type PrefilledAddress,
  type PrefillSearchParams,
  type StoredRequestFields,
} from './prefill';

/** Each catalogue place under the texts that name it exactly: its name and its full « name, address » text. */
let namings: Map<string, Place> | null = null;

function catalogueNamings(): Map<string, Place> {
  if (!namings) {
    namings = new Map();
    // The catalogue's order wins for a shared name (the first place keeps it).
    for (const place of ALL_PLACES) {
      for (const text of [place.name, placeAddress(place)]) {
        const key = looseText(text);
        if (!namings.has(key)) namings.set(key, place);
      }
    }
  }
  return namings;
}

/**
 * The catalogue place a text names exactly (its name, or its full address text as the server writes it — what a
 * booking stores), if any. Looked up among all the places, not the suggestions: a stored « Gare de Lyon, Place
 * Louis-Armand, 75012 Paris » is not something the search matches word for word.
 */
export function catalogueMatch(text: string): PrefilledAddress | null {
  const place = catalogueNamings().get(looseText(text));
  return place
    ? { address: placeAddress(place), lat: place.lat, lng: place.lng, placeRef: catalogueRef(place.id) }
    : null;
}

type Resolver = (ref: string) => Promise<PrefilledAddress>;

async function resolveEnd(end: PrefillEnd, resolve: Resolver): Promise<PrefilledAddress | null> {
  if (end.placeRef) {
    try {
      return await resolve(end.placeRef);
    } catch (error) {
      console.warn('[reservation] référence de lieu non résolue', end.placeRef, error);
    }
  }
  if (!end.address) return null;
  return catalogueMatch(end.address) ?? { address: end.address, lat: null, lng: null, placeRef: null };
}

/** The resolver of the page: the store is only opened for a Google reference. */
function serverResolver(now: Date): Resolver {
  return async (ref) => {
    const google = googleConfig();
    const ctx: ResolveContext = {
      store: ref.startsWith('google:')
        ? await getStore()
        : {
            getCachedPlace: () => Promise.resolve(null),
            saveCachedPlace: () => Promise.resolve(),
            takeThrottleSlot: () => Promise.resolve(false),
          },
      google: google
        ? { apiKey: google.apiKey, baseUrl: google.placesBaseUrl, timeoutMs: google.timeoutMs }
        : null,
      now,
    };
    const place = await resolvePlace(ref, ctx);
    return { address: place.address, lat: place.lat, lng: place.lng, placeRef: place.ref };
  };
}

export async function resolvePrefill(
  query: BookingPrefillQuery,
  now: Date,
  resolve: Resolver = serverResolver(now),
): Promise<BookingPrefill> {
  const [departure, destination] = await Promise.all([
    resolveEnd(query.departure, resolve),
    resolveEnd(query.destination, resolve),
  ]);
  return {
    departure,
    destination,
    pickupDate: query.pickupDate,
    pickupTime: query.pickupTime,
    passengers: query.passengers,
    holdBags: query.holdBags,
    tripType: query.tripType,
  };
}

const storedPlaceSchema = z.object({
  ref: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});
type StoredPlace = z.infer<typeof storedPlaceSchema>;

/** What the wizard stores in reservations.quote (lib/requests/wizard-booking.ts QuoteSnapshot), the parts read here. */
const snapshotSchema = z.object({
  places: z.object({ departure: storedPlaceSchema, destination: storedPlaceSchema }).nullish().catch(null),
  packageId: z.string().nullish().catch(null),
});

/** The places a stored request was priced on and its package, as far as its quote snapshot says (older rows: none). */
function storedSnapshot(quote: unknown): {
  places: { departure: StoredPlace; destination: StoredPlace } | null;
  packageId: string | null;
} {
  const parsed = snapshotSchema.safeParse(quote);
  return parsed.success
    ? { places: parsed.data.places ?? null, packageId: parsed.data.packageId ?? null }
    : { places: null, packageId: null };
}

/** An instant as the wizard's date and time fields write it (Paris). */
function parisFields(iso: string | null): { date: string | null; time: string | null } {
  const at = iso ? DateTime.fromISO(iso, { zone: BOOKING_TIME_ZONE }) : null;
  return at?.isValid
    ? { date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm') }
    : { date: null, time: null };
}

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/** The wizard's step 1 filled from a stored request, and its package (its fixed route's zones stay). */
export interface RequestPrefill {
  prefill: BookingPrefill;
  packageId: FixedPackageId | null;
}

/**
 * Step 1 as the stored request `r` had it, every value checked as a query string's would be (a date already past is
 * left out, the counts stay in the selects' range). The ends are the place references the request was priced on,
 * resolved again: a catalogue place under its current text, a Google place from the place cache. When a reference
 * cannot be resolved now (Google down or not configured) the stored place is kept with its reference, so the quote
 * says why (« Adresses indisponibles »), not « choose from the suggestions »; an unknown one, or a row without the
 * snapshot, falls back to the stored text (a catalogue place's text still resolves).
 */
export async function requestPrefill(
  r: Reservation,
  now: Date,
  resolve: Resolver = serverResolver(now),
): Promise<RequestPrefill> {
  const { places, packageId } = storedSnapshot(r.quote);
  const outbound = parisFields(r.pickupTime);
  const params: PrefillSearchParams = {
    [PREFILL_PARAMS.departure]: r.pickupLocation ?? undefined,
    [PREFILL_PARAMS.destination]: r.dropoffLocation ?? undefined,
    [PREFILL_PARAMS.departureRef]: places?.departure.ref,
    [PREFILL_PARAMS.destinationRef]: places?.destination.ref,
    [PREFILL_PARAMS.date]: outbound.date ?? undefined,
    [PREFILL_PARAMS.time]: outbound.time ?? undefined,
    [PREFILL_PARAMS.passengers]: r.passengers === null ? undefined : String(r.passengers),
    [PREFILL_PARAMS.bags]: r.holdBags === null ? undefined : String(r.holdBags),
    [PREFILL_PARAMS.tripType]: r.tripType ?? undefined,
  };
  const stored = new Map((places ? [places.departure, places.destination] : []).map((p) => [p.ref, p]));
  const keepStored: Resolver = async (ref) => {
    try {
      return await resolve(ref);
    } catch (error) {
      const place = stored.get(ref);
      if (!place || (error instanceof PlaceResolutionError && error.reason === 'unknown')) throw error;
      console.warn('[reservation] lieu de la demande gardé tel qu’enregistré', ref, error);
      return { address: place.address, lat: place.lat, lng: place.lng, placeRef: place.ref };
    }
  };
  const prefill = await resolvePrefill(parsePrefill(params, now), now, keepStored);
  const roundTrip = prefill.tripType === 'roundTrip';
  const back = roundTrip ? parisFields(r.returnPickupTime) : { date: null, time: null };
  const request: StoredRequestFields = {
    returnPickupDate: back.date !== null && back.date >= todayInParis(now) ? back.date : '',
    returnPickupTime: back.time ?? '',
    flightTrainNumber: text(r.flightTrainNumber),
    returnFlightTrainNumber: roundTrip ? text(r.returnFlightTrainNumber) : '',
    childSeatBooster: r.booster > 0,
    vehicleType: VEHICLE_TYPES.find((v) => v === r.vehicleType) ?? null,
    contactName: text(r.fullName),
    contactEmail: text(r.email),
    contactPhone: text(r.phone),
  };
  return { prefill: { ...prefill, request }, packageId: getFixedPackage(packageId)?.id ?? null };
}
