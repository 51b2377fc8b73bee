// Validation of the two package forms (package and airport), shared by the browser (instant French messages) and the booking endpoint
// (the check that counts). Field names are those of docs/product.md#fields. Capacity depends on the vehicle (berline 1–4 passengers / 0–3 bags, van 1–7 / 0–6, boosters 0–2).
import * as z from 'zod/mini';
import { MAX_BOOSTERS, VEHICLES } from '@/lib/pricing/vehicles';
import {
  addressField,
  emailField,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  flightNumberField,
  HONEYPOT_FIELD,
  issueFields,
  nameField,
  PHONE_PATTERN,
  phoneField,
} from '@/lib/requests/fields';
import { PACKAGE_FORM_MESSAGES } from '@/lib/packages/messages';
import { checkSchedule } from '@/lib/packages/schedule';
import { DATE_PATTERN } from '@/lib/booking/dates';
import { type TripType } from '@/lib/domain/trips';
import { type VehicleType } from '@/lib/domain/vehicles';

const limitsOf = (vehicle: VehicleType) => ({
  passengers: VEHICLES[vehicle].capacityPassengers,
  bags: VEHICLES[vehicle].capacityHoldBags,
  boosters: MAX_BOOSTERS,
});

export const VEHICLE_LIMITS: Record<VehicleType, { passengers: number; bags: number; boosters: number }> = {
  berline: limitsOf('berline'),
  van: limitsOf('van'),
};

/** Each count's [min, max] for a vehicle: at least one passenger, bags and boosters from none. */
export function countRanges(
  vehicle: VehicleType,
): Record<'passengers' | 'hold_bags' | 'boosters', [number, number]> {
  const limits = VEHICLE_LIMITS[vehicle];
  return { passengers: [1, limits.passengers], hold_bags: [0, limits.bags], boosters: [0, limits.boosters] };
}

const required = PACKAGE_FORM_MESSAGES.fieldRequired;

export { PHONE_PATTERN };

const contactShape = {
  name: nameField,
  phone: phoneField,
  email: emailField,
};

// The time's shape only: an impossible time (25:00) gets the schedule's message (checkSchedule), not « required ».
const TIME_SHAPE = /^\d{2}:\d{2}$/;

const scheduleShape = {
  date: z.string({ error: required }).check(z.regex(DATE_PATTERN, { error: required })),
  time: z.string({ error: required }).check(z.regex(TIME_SHAPE, { error: required })),
  return_date: z.optional(z.string()),
  return_time: z.optional(z.string()),
};

function count([min, max]: [number, number]) {
  const outOfRange = PACKAGE_FORM_MESSAGES.outOfRange(min, max);
  return z.coerce
    .number({ error: required })
    .check(
      z.refine(Number.isInteger, { error: outOfRange }),
      z.gte(min, { error: outOfRange }),
      z.lte(max, { error: outOfRange }),
    );
}

function capacityShape(vehicle: VehicleType) {
  const ranges = countRanges(vehicle);
  return {
    passengers: count(ranges.passengers),
    hold_bags: count(ranges.hold_bags),
    boosters: count(ranges.boosters),
  };
}

export function packageFieldsSchema(vehicle: VehicleType) {
  return z.object({
    departure_street: addressField,
    arrival_street: addressField,
    ...scheduleShape,
    ...capacityShape(vehicle),
    ...contactShape,
  });
}

/**
 * The airport table's destinations with terminals are airports (a flight number); those without are stations, whose
 * form asks for the train's number: its labels, its message and the refusal page's labels follow this one rule.
 */
export function asksForTrainNumber(terminals: readonly unknown[]): boolean {
  return terminals.length === 0;
}

/**
 * The PackageForm catalogue keys naming the airport form's two number fields: a station's train's, an airport's
 * flight's (also when the destination is not known: `terminals` null). The form and the refusal page both use them.
 */
export function numberLabelKeys(terminals: readonly unknown[] | null) {
  return terminals !== null && asksForTrainNumber(terminals)
    ? ({ outbound: 'trainNumber', return: 'returnTrainNumber' } as const)
    : ({ outbound: 'flightNumber', return: 'returnFlightNumber' } as const);
}

export function airportFieldsSchema(
  vehicle: VehicleType,
  communes: readonly string[],
  terminals: readonly string[],
) {
  const numberRequired = asksForTrainNumber(terminals)
    ? PACKAGE_FORM_MESSAGES.trainNumber
    : PACKAGE_FORM_MESSAGES.flightNumber;
  return z.object({
    departure_city: z.enum(communes as [string, ...string[]], { error: PACKAGE_FORM_MESSAGES.commune }),
    // Stored as '<street>, <commune>' in one address column: the street leaves room for the commune.
    departure_street: addressField.check(
      z.maxLength(FIELD_LIMITS.address - 2 - Math.max(0, ...communes.map((c) => c.length)), {
        error: FIELD_MESSAGES.tooLong,
      }),
    ),
    destination_terminal:
      terminals.length > 0
        ? z.enum(terminals as [string, ...string[]], { error: PACKAGE_FORM_MESSAGES.terminal })
        : z.optional(z.string()),
    flight_number: z
      .string({ error: numberRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: numberRequired }),
        z.maxLength(FIELD_LIMITS.flightNumber, { error: FIELD_MESSAGES.tooLong }),
      ),
    return_flight_number: flightNumberField,
    trip_type: z.enum(['oneWay', 'roundTrip'], { error: FIELD_MESSAGES.invalidValue }),
    ...scheduleShape,
    ...capacityShape(vehicle),
    ...contactShape,
  });
}

export type PackageFields = z.output<ReturnType<typeof packageFieldsSchema>>;
export type AirportFields = z.output<ReturnType<typeof airportFieldsSchema>>;

export type FieldErrors = Record<string, string>;

export interface FormCheck<T> {
  /** The submitted text values (what goes to the server, which parses them again). */
  data: Record<string, string>;
  parsed: T | null;
  errors: FieldErrors;
  toast?: { title: string; description: string };
}

function check<T>(
  schema: z.ZodMiniType<T>,
  values: Record<string, string>,
  trip: TripType,
  now: Date,
): FormCheck<T> {
  const result = schema.safeParse(values);
  const errors: FieldErrors = result.success ? {} : issueFields(result.error.issues);
  if (trip === 'roundTrip') {
    for (const key of ['return_date', 'return_time'] as const) {
      if (!values[key]?.trim()) errors[key] ??= required;
    }
  }
  const missing = Object.values(errors).includes(required);
  const schedule = checkSchedule(values, trip, now);
  for (const [key, message] of Object.entries(schedule.errors)) errors[key] ??= message;
  const ok = result.success && Object.keys(errors).length === 0;
  const { [HONEYPOT_FIELD]: _honeypot, ...data } = values;
  return {
    data,
    parsed: ok ? result.data : null,
    errors,
    toast: missing ? PACKAGE_FORM_MESSAGES.required : schedule.toast,
  };
}

export function checkPackageForm(
  values: Record<string, string>,
  selection: { vehicle: VehicleType; trip: TripType },
  now: Date,
): FormCheck<PackageFields> {
  return check(packageFieldsSchema(selection.vehicle), values, selection.trip, now);
}

/** An airport request's trip: its trip type field (the summary's radio group), one way unless it says round trip. */
export function airportTrip(values: Record<string, unknown>): TripType {
  return values.trip_type === 'roundTrip' ? 'roundTrip' : 'oneWay';
}

export function checkAirportForm(
  values: Record<string, string>,
  context: { vehicle: VehicleType; communes: readonly string[]; terminals: readonly string[] },
  now: Date,
): FormCheck<AirportFields> {
  return check(
    airportFieldsSchema(context.vehicle, context.communes, context.terminals),
    values,
    airportTrip(values),
    now,
  );
}
