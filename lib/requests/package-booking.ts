// Server side of a package or airport booking request (POST /api/package-bookings), a kind on the shared pipeline
// (lib/requests/pipeline.ts): the package row and its price are looked up here, the fields are checked with the same
// rules as the browser (lib/requests/package-form.ts), and the request is stored as a pending reservation before the
// WhatsApp summary is built. Nothing the browser says about the price is read.
import 'server-only';
import { z } from 'zod';
import { buildWhatsAppMessage } from '@/lib/booking/whatsapp';
import { whatsappUrl } from '@/lib/config/site';
import { isVatExempt } from '@/lib/config/legal';
import type { DataStore, LocalPackage, ReservationInput } from '@/lib/db/types';
import { terminalName, terminalsForDestination } from '@/lib/packages/airport';
import { PACKAGE_FORM_MESSAGES } from '@/lib/packages/messages';
import { routeLabel } from '@/lib/packages/price-table-model';
import { airportTripPrices, findSelectedPackage } from '@/lib/packages/selected-package';
import { checkSchedule } from '@/lib/packages/schedule';
import { AIRPORT_FORM_COMMUNES } from '@/lib/places';
import { PRICE_KIND_LABELS } from '@/lib/pricing/format';
import { formPathFor, pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { isAirportPackage, packageSelectionSchema, selectionPath } from '@/lib/packages/selection';
import { parseInput } from './body';
import type { PlainForm } from './form-post';
import { RequestError } from './errors';
import { requestIdField } from './fields';
import { localeField } from './message-form';
import {
  airportTrip,
  asksForTrainNumber,
  checkAirportForm,
  checkPackageForm,
  numberLabelKeys,
  type FormCheck,
} from './package-form';
import type { RequestContext, RequestKind } from './pipeline';
import { TRIP_TYPES, type TripType } from '@/lib/domain/trips';
import { VEHICLE_TYPES, type VehicleType } from '@/lib/domain/vehicles';

export const PACKAGE_BOOKING_BUCKET = 'package-bookings';

const metaSchema = z.object({
  kind: z.enum(['package', 'airport']),
  requestId: requestIdField,
  packageId: z.uuid(),
  vehicle: z.enum(VEHICLE_TYPES),
  trip: z.enum(TRIP_TYPES),
  /** The visitor's language (the English forms send 'en'): stored, and shown to the operator. */
  locale: localeField,
});

/**
 * What a package request says besides its fields, as both forms send it (hidden inputs, JSON): the selection and the
 * page's language. An airport request's `trip` is the selection's; its own trip type (`trip_type`, a field) decides.
 */
export type PackageRequestMeta = Omit<z.output<typeof metaSchema>, 'requestId'>;

function noPackage(): RequestError {
  const { title, description } = PACKAGE_FORM_MESSAGES.noPackage;
  return new RequestError(422, title, description);
}

/** JSON values as the form sends them (strings); numbers are accepted from API callers. */
function textValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') values[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[key] = String(value);
  }
  return values;
}

function refuse<T>(check: FormCheck<T>): T {
  if (check.parsed) return check.parsed;
  const message = Object.values(check.errors)[0];
  throw new RequestError(
    422,
    check.toast?.title ?? PACKAGE_FORM_MESSAGES.invalidTitle,
    message ?? PACKAGE_FORM_MESSAGES.fieldRequired,
    check.errors,
  );
}

/** The fields both package forms share, as validated. */
interface BookingFields {
  date: string;
  time: string;
  return_date?: string;
  return_time?: string;
  passengers: number;
  hold_bags: number;
  boosters: number;
  name: string;
  phone: string;
  email: string;
}

type Trajectory = Pick<
  ReservationInput,
  'pickupLocation' | 'dropoffLocation' | 'flightTrainNumber' | 'returnFlightTrainNumber'
>;

/** A package or airport request, validated against its package row. */
export interface PackageRequest {
  requestId: string;
  locale: 'fr' | 'en';
  kind: 'package' | 'airport';
  vehicle: VehicleType;
  trip: TripType;
  pkg: LocalPackage;
  priceCents: number;
  fields: BookingFields;
  trajectory: Trajectory;
  /** Airport details kept in the quote snapshot. */
  extra: Record<string, unknown>;
  pickupTime: string;
  returnPickupTime: string | null;
}

/** The body checked against the package row it names (422 'Erreur de réservation' when it names none). */
export async function validatePackageBooking(
  body: unknown,
  { store, datesAt: now }: Pick<RequestContext, 'store' | 'datesAt'>,
): Promise<PackageRequest> {
  const meta = parseInput(metaSchema, body);
  const values = textValues(body);
  const trip = meta.kind === 'airport' ? airportTrip(values) : meta.trip;
  const found = await findSelectedPackage(store, { packageId: meta.packageId, vehicle: meta.vehicle, trip });
  if (found.status !== 'ok' || found.airport !== (meta.kind === 'airport')) throw noPackage();
  const { pkg, priceCents } = found;

  let fields: BookingFields;
  let trajectory: Trajectory;
  let extra: Record<string, unknown> = {};
  if (meta.kind === 'airport') {
    const terminals = terminalsForDestination(pkg.endLocation);
    const input = refuse(
      checkAirportForm(
        values,
        { vehicle: meta.vehicle, communes: AIRPORT_FORM_COMMUNES, terminals: terminals.map((t) => t.id) },
        now,
      ),
    );
    const terminal = terminalName(pkg.endLocation, input.destination_terminal);
    fields = input;
    trajectory = {
      pickupLocation: `${input.departure_street}, ${input.departure_city}`,
      // Beauvais has one terminal, named as the airport: « Aéroport de Beauvais-Tillé » once, not twice.
      dropoffLocation:
        terminal && terminal !== pkg.endLocation ? `${pkg.endLocation} — ${terminal}` : pkg.endLocation,
      flightTrainNumber: input.flight_number,
      returnFlightTrainNumber: trip === 'roundTrip' ? input.return_flight_number || null : null,
    };
    extra = {
      departureCity: input.departure_city,
      destinationTerminal: input.destination_terminal ?? null,
      roundTripComputed: trip === 'roundTrip' && airportTripPrices(pkg, meta.vehicle).roundTripComputed,
    };
  } else {
    const input = refuse(checkPackageForm(values, { vehicle: meta.vehicle, trip }, now));
    fields = input;
    trajectory = {
      pickupLocation: input.departure_street,
      dropoffLocation: input.arrival_street,
      flightTrainNumber: null,
      returnFlightTrainNumber: null,
    };
  }
  const schedule = checkSchedule(fields, trip, now);
  if (schedule.pickup === null) {
    const { title, description } = PACKAGE_FORM_MESSAGES.slotUnavailable;
    throw new RequestError(422, title, description, 'date');
  }
  return {
    requestId: meta.requestId,
    locale: meta.locale,
    kind: meta.kind,
    vehicle: meta.vehicle,
    trip,
    pkg,
    priceCents,
    fields,
    trajectory,
    extra,
    pickupTime: new Date(schedule.pickup).toISOString(),
    returnPickupTime:
      trip === 'roundTrip' && schedule.returnPickup !== null
        ? new Date(schedule.returnPickup).toISOString()
        : null,
  };
}

function packageReservation(r: PackageRequest): Omit<ReservationInput, 'bookingRef'> {
  return {
    requestId: r.requestId,
    channel: r.kind,
    fullName: r.fields.name,
    email: r.fields.email,
    phone: r.fields.phone,
    companyName: null,
    message: null,
    ...r.trajectory,
    pickupTime: r.pickupTime,
    vehicleType: r.vehicle,
    passengers: r.fields.passengers,
    holdBags: r.fields.hold_bags,
    booster: r.fields.boosters,
    tripType: r.trip,
    returnPickupTime: r.returnPickupTime,
    priceCents: r.priceCents,
    quote: {
      source: 'local_package',
      packageId: r.pkg.id,
      department: r.pkg.department,
      route: routeLabel(r.pkg),
      vehicle: r.vehicle,
      tripType: r.trip,
      priceCents: r.priceCents,
      ...r.extra,
    },
    paymentMethod: 'on_board',
    locale: r.locale,
  };
}

/**
 * The operator's WhatsApp text of the stored request: its reference and its price — a retry answers the first record,
 * whose price stands even if the operator edited the table since (docs/product.md#idempotency). A package's price is
 * the table's, fixed.
 */
function packageWhatsAppUrl(
  r: PackageRequest,
  stored: { bookingRef: string; priceCents: number | null },
): string {
  const { fields, trajectory } = r;
  const message = buildWhatsAppMessage({
    bookingRef: stored.bookingRef,
    packageTitle: `${routeLabel(r.pkg)} (${r.pkg.department})`,
    tripType: r.trip,
    vehicleType: r.vehicle,
    totalPriceCents: stored.priceCents,
    vatExempt: isVatExempt(),
    priceKind: PRICE_KIND_LABELS.fixed,
    departureAddress: trajectory.pickupLocation ?? '',
    destinationAddress: trajectory.dropoffLocation ?? '',
    pickupDate: fields.date,
    pickupTime: fields.time,
    returnPickupDate: fields.return_date,
    returnPickupTime: fields.return_time,
    passengers: fields.passengers,
    holdBags: fields.hold_bags,
    boosters: fields.boosters,
    contactName: fields.name,
    contactPhone: fields.phone,
    contactEmail: fields.email,
    flightTrainNumber: trajectory.flightTrainNumber,
    returnFlightTrainNumber: trajectory.returnFlightTrainNumber,
    customerLocale: r.locale,
  });
  return whatsappUrl(message);
}

/** POST /api/package-bookings → { bookingRef, whatsappUrl }. */
export const packageBookingRequest: RequestKind<PackageRequest> = {
  bucket: PACKAGE_BOOKING_BUCKET,
  revalidates: true,
  validate: validatePackageBooking,
  reservation: packageReservation,
  answer: (r, { reservation }) => ({
    bookingRef: reservation.bookingRef,
    whatsappUrl: packageWhatsAppUrl(r, reservation),
  }),
};

/**
 * The airport form's destination (the package row's name, read again on the server) for the refusal page's labels;
 * null when the post names no airport package or the row cannot be read: the generic labels then stand.
 */
async function airportDestination(
  values: Record<string, string>,
  packages: () => Promise<Pick<DataStore, 'getPackage'>>,
): Promise<string | null> {
  const id = z.uuid().safeParse(values.packageId);
  if (values.kind !== 'airport' || !id.success) return null;
  try {
    const pkg = await (await packages()).getPackage(id.data);
    return pkg && isAirportPackage(pkg) ? pkg.endLocation : null;
  } catch {
    return null;
  }
}

/**
 * The package forms as plain HTML (lib/requests/form-post.ts). Their page is the one posted from, rebuilt from the
 * posted selection (an airport request's trip is its trip type: a round trip chosen without JavaScript comes back
 * with its return fields); without a valid selection, the packages' table. Their labels are the form's: an airport's
 * terminal names the airport, a station's number is the train's (`packages` reads the row, like the request).
 */
export function plainPackageForm(packages: () => Promise<Pick<DataStore, 'getPackage'>>): PlainForm {
  return {
    page: (values, locale) => {
      const airport = values.kind === 'airport';
      const selection = packageSelectionSchema.safeParse({
        packageId: values.packageId,
        vehicle: values.vehicle,
        trip: airport ? airportTrip(values) : values.trip,
      });
      if (!selection.success) {
        return pathFor(airport ? '/forfaits-locaux/dourdan-aeroports' : '/forfaits-locaux', locale);
      }
      return formPathFor(selectionPath(airport, selection.data), locale);
    },
    labels: async (values, locale) => {
      const t = getT(locale, 'PackageForm');
      const destination = await airportDestination(values, packages);
      const terminals = destination === null ? null : terminalsForDestination(destination);
      const numbers = numberLabelKeys(terminals);
      const airport = terminals && !asksForTrainNumber(terminals) ? destination : null;
      return {
        trip_type: t('tripType'),
        departure_city: t('commune'),
        departure_street: values.kind === 'airport' ? t('street') : t('departureAddress'),
        arrival_street: t('arrivalAddress'),
        destination_terminal: airport ? t('terminal', { destination: airport }) : t('destinationLegend'),
        flight_number: t(numbers.outbound),
        return_flight_number: t(numbers.return),
        date: t('date'),
        time: t('time'),
        return_date: t('returnDate'),
        return_time: t('returnTime'),
        passengers: t('passengers'),
        hold_bags: t('bags'),
        boosters: t('boosters'),
        name: t('name'),
        phone: t('phone'),
        email: t('email'),
      };
    },
  };
}
