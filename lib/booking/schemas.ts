// Zod schemas of the /reservation wizard, shared by the form and the server. Field names are those of
// docs/product.md#fields. Shape and cross-field rules live here; the clock-dependent rules (24 h, slot, return after
// outbound) are in validateStep1(draft, now), which the server runs after parsing.
import * as z from 'zod/mini';
import { PACKAGE_IDS } from '@/lib/pricing/packages';
import { MAX_HOLD_BAGS, MAX_PASSENGERS, MIN_PASSENGERS, availableVehicles } from '@/lib/pricing/vehicles';
import { concernsAirport } from './airport';
import { DATE_PATTERN, TIME_PATTERN } from './dates';
import { MAX_PLACE_REF_LENGTH, SESSION_TOKEN_PATTERN } from '@/lib/places/refs';
import {
  addressField,
  countField,
  emailField,
  FIELD_LIMITS,
  flightNumberField,
  honeypotField,
  isValidPhone,
  nameField,
  PHONE_PATTERN,
  phoneField,
  requestIdField,
} from '@/lib/requests/fields';
import { ADDRESS_MESSAGES, FORM_MESSAGES, STEP1_CHECKS, STEP2_MESSAGES, VEHICLE_MESSAGES } from './messages';
import { TRIP_TYPES } from '@/lib/domain/trips';
import { VEHICLE_TYPES } from '@/lib/domain/vehicles';

/** Length caps of the wizard's fields: the shared field rules' (lib/requests/fields.ts). */
export const MAX_LENGTHS = {
  address: FIELD_LIMITS.address,
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  flightNumber: FIELD_LIMITS.flightNumber,
} as const;

export { isValidPhone, PHONE_PATTERN };

/**
 * A place reference ('catalogue:<id>' or 'google:<placeId>', lib/places/refs.ts): what the server resolves and
 * prices. Coordinates sent by the browser are not part of the schema (stripped, never read).
 */
const placeRef = z._default(
  z.optional(
    z
      .string({ error: ADDRESS_MESSAGES.chooseFromList })
      .check(z.trim(), z.maxLength(MAX_PLACE_REF_LENGTH, { error: ADDRESS_MESSAGES.chooseFromList })),
  ),
  '',
);
/** Google autocomplete session token (ends the billing session with Place Details). */
const sessionToken = z.catch(z.optional(z.string().check(z.regex(SESSION_TOKEN_PATTERN))), undefined);

const date = z
  .string({ error: FORM_MESSAGES.required })
  .check(z.regex(DATE_PATTERN, { error: FORM_MESSAGES.invalidValue }));
const time = z
  .string({ error: FORM_MESSAGES.required })
  .check(z.regex(TIME_PATTERN, { error: FORM_MESSAGES.invalidValue }));
const optionalDate = z._default(z.optional(z.union([z.literal(''), date])), '');
const optionalTime = z._default(z.optional(z.union([z.literal(''), time])), '');

const step1Shape = {
  tripType: z.enum(TRIP_TYPES, { error: FORM_MESSAGES.invalidValue }),
  packageId: z._default(
    z.optional(z.nullable(z.enum(PACKAGE_IDS, { error: FORM_MESSAGES.invalidValue }))),
    null,
  ),
  departureAddress: addressField,
  destinationAddress: addressField,
  departurePlaceRef: placeRef,
  destinationPlaceRef: placeRef,
  placesSessionToken: sessionToken,
  pickupDate: date,
  pickupTime: time,
  flightTrainNumber: flightNumberField,
  returnPickupDate: optionalDate,
  returnPickupTime: optionalTime,
  returnFlightTrainNumber: flightNumberField,
  passengers: countField(MIN_PASSENGERS, MAX_PASSENGERS, STEP1_CHECKS.passengers.message),
  holdBags: countField(0, MAX_HOLD_BAGS, STEP1_CHECKS.bags.message),
  childSeatBooster: z._default(z.optional(z.boolean({ error: FORM_MESSAGES.invalidValue })), false),
  contactName: nameField,
  contactEmail: emailField,
  contactPhone: phoneField,
  acceptTerms: z.literal(true, { error: STEP1_CHECKS.terms.message }),
};

type Step1Fields = z.infer<z.ZodMiniObject<typeof step1Shape>>;

/** Cross-field rules of step 1: round-trip return fields, flight/train numbers for Orly/CDG trips. */
function refineStep1(data: Step1Fields, ctx: z.core.$RefinementCtx<Step1Fields>) {
  const roundTrip = data.tripType === 'roundTrip';
  if (roundTrip && !data.returnPickupDate) {
    ctx.addIssue({ code: 'custom', path: ['returnPickupDate'], message: STEP1_CHECKS.returnDetails.message });
  }
  if (roundTrip && !data.returnPickupTime) {
    ctx.addIssue({ code: 'custom', path: ['returnPickupTime'], message: STEP1_CHECKS.returnDetails.message });
  }
  if (concernsAirport(data)) {
    if (!data.flightTrainNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['flightTrainNumber'],
        message: STEP1_CHECKS.flightNumber.message,
      });
    }
    if (roundTrip && !data.returnFlightTrainNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['returnFlightTrainNumber'],
        message: STEP1_CHECKS.returnFlightNumber.message,
      });
    }
  }
}

export const step1Schema = z.object(step1Shape).check(z.superRefine(refineStep1));
export type Step1Data = z.infer<typeof step1Schema>;

const vehicleType = z.enum(VEHICLE_TYPES, { error: STEP2_MESSAGES.vehicleRequired.message });

export const step2Schema = z.object({ vehicleType });

/** The whole wizard draft as the server receives it (quote and booking endpoints). Client prices are not part of it. */
export const bookingDraftSchema = z
  .object({
    ...step1Shape,
    vehicleType,
    requestId: requestIdField,
    /** Honeypot: must stay empty. */
    website: honeypotField,
  })
  .check(
    z.superRefine((data, ctx) => {
      refineStep1(data, ctx as unknown as z.core.$RefinementCtx<Step1Fields>);
      if (!availableVehicles(data.passengers, data.holdBags).includes(data.vehicleType)) {
        ctx.addIssue({ code: 'custom', path: ['vehicleType'], message: VEHICLE_MESSAGES.noneAvailable });
      }
    }),
  );
export type BookingDraft = z.infer<typeof bookingDraftSchema>;
/** What the browser sends (before defaults and transforms). */
export type BookingDraftInput = z.input<typeof bookingDraftSchema>;
