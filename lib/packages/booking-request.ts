// Server handling of a package or airport booking request: the package row and its price are looked up here, the
// fields are checked with the same rules as the browser, and the request is stored as a pending reservation before
// the WhatsApp summary is built. Nothing the browser says about the price is read.
import 'server-only';
import { z } from 'zod';
import { buildWhatsAppMessage } from '@/lib/booking/whatsapp';
import { generateBookingRef } from '@/lib/booking/ref';
import { whatsappUrl } from '@/lib/config/site';
import type { DataStore, ReservationInput } from '@/lib/db/types';
import { AIRPORT_FORM_COMMUNES } from '@/lib/places';
import { createReservationWithRef, parseInput, RequestError, requestIdSchema } from '@/lib/requests';
import { terminalName, terminalsForDestination } from './airport';
import { checkAirportForm, checkPackageForm, type FormCheck } from './form-schema';
import { PACKAGE_FORM_MESSAGES } from './messages';
import { routeLabel } from './price-table-model';
import { airportTripPrices, findSelectedPackage } from './selected-package';
import { checkSchedule } from './schedule';
import { TRIP_TYPES } from '@/lib/domain/trips';
import { VEHICLE_TYPES } from '@/lib/domain/vehicles';

export const PACKAGE_BOOKING_BUCKET = 'package-bookings';

const metaSchema = z.object({
  kind: z.enum(['package', 'airport']),
  requestId: requestIdSchema,
  packageId: z.uuid(),
  vehicle: z.enum(VEHICLE_TYPES),
  trip: z.enum(TRIP_TYPES),
});

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
  const [field, message] = Object.entries(check.errors)[0] ?? [];
  throw new RequestError(
    422,
    check.toast?.title ?? PACKAGE_FORM_MESSAGES.invalidTitle,
    message ?? PACKAGE_FORM_MESSAGES.fieldRequired,
    field,
  );
}

export interface PackageBookingAnswer {
  bookingRef: string;
  whatsappUrl: string;
  created: boolean;
}

export async function handlePackageBooking(
  store: Pick<DataStore, 'getPackage' | 'createReservation'>,
  body: unknown,
  now: Date,
): Promise<PackageBookingAnswer> {
  const meta = parseInput(metaSchema, body);
  const values = textValues(body);
  const trip =
    meta.kind === 'airport' ? (values.trip_type === 'roundTrip' ? 'roundTrip' : 'oneWay') : meta.trip;
  const found = await findSelectedPackage(store, { packageId: meta.packageId, vehicle: meta.vehicle, trip });
  if (found.status !== 'ok' || found.airport !== (meta.kind === 'airport')) throw noPackage();
  const { pkg, priceCents } = found;
  const route = routeLabel(pkg);

  let trajectory: Pick<
    ReservationInput,
    'pickupLocation' | 'dropoffLocation' | 'flightTrainNumber' | 'returnFlightTrainNumber'
  >;
  let fields: {
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
  };
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
      dropoffLocation: terminal ? `${pkg.endLocation} — ${terminal}` : pkg.endLocation,
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
  if (!schedule.pickup) {
    const { title, description } = PACKAGE_FORM_MESSAGES.slotUnavailable;
    throw new RequestError(422, title, description, 'date');
  }

  const { reservation, created } = await createReservationWithRef(
    store,
    {
      requestId: meta.requestId,
      channel: meta.kind,
      fullName: fields.name,
      email: fields.email,
      phone: fields.phone,
      companyName: null,
      message: null,
      ...trajectory,
      pickupTime: schedule.pickup.toUTC().toISO(),
      vehicleType: meta.vehicle,
      passengers: fields.passengers,
      holdBags: fields.hold_bags,
      booster: fields.boosters,
      tripType: trip,
      returnPickupTime: trip === 'roundTrip' ? (schedule.returnPickup?.toUTC().toISO() ?? null) : null,
      priceCents,
      quote: {
        source: 'local_package',
        packageId: pkg.id,
        department: pkg.department,
        route,
        vehicle: meta.vehicle,
        tripType: trip,
        priceCents,
        ...extra,
      },
      paymentMethod: 'on_board',
    },
    generateBookingRef,
  );

  const text = buildWhatsAppMessage({
    bookingRef: reservation.bookingRef,
    packageTitle: `${route} (${pkg.department})`,
    tripType: trip,
    vehicleType: meta.vehicle,
    totalPriceCents: priceCents,
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
  });
  return { bookingRef: reservation.bookingRef, whatsappUrl: whatsappUrl(text), created };
}
