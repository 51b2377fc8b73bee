// Zod schemas of the /reservation wizard, shared by the form and the server. Field names are those of spec §3
// "Booking form state". Shape and cross-field rules live here; the clock-dependent rules (24 h, slot, return after
// outbound) are in validateStep1(draft, now), which the server runs after parsing.
import { z } from 'zod';
import { PACKAGE_IDS } from '@/lib/pricing/packages';
import { MAX_HOLD_BAGS, MAX_PASSENGERS, MIN_PASSENGERS, availableVehicles } from '@/lib/pricing/vehicles';
import { concernsAirport } from './airport';
import { DATE_PATTERN, TIME_PATTERN } from './dates';
import { MAX_PLACE_REF_LENGTH, SESSION_TOKEN_PATTERN } from '@/lib/places/refs';
import { ADDRESS_MESSAGES, FORM_MESSAGES, STEP1_CHECKS, STEP2_MESSAGES, VEHICLE_MESSAGES } from './messages';
import { TRIP_TYPES } from '@/lib/domain/trips';
import { VEHICLE_TYPES } from '@/lib/domain/vehicles';

export const MAX_LENGTHS = {
  address: 300,
  name: 100,
  email: 254,
  phone: 30,
  flightNumber: 40,
} as const;

/** French-friendly phone: optional +, digits, spaces, dots, dashes, parentheses; 9 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?[0-9 .()-]{9,25}$/;

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value.trim()) && digits >= 9 && digits <= 15;
}

const text = (max: number) =>
  z.string({ error: FORM_MESSAGES.invalidValue }).trim().max(max, { error: FORM_MESSAGES.tooLong });
const requiredText = (max: number) => text(max).min(1, { error: FORM_MESSAGES.required });
const optionalText = (max: number) => text(max).optional().default('');

const email = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, { error: FORM_MESSAGES.required })
  .max(MAX_LENGTHS.email, { error: FORM_MESSAGES.tooLong })
  .pipe(z.email({ error: FORM_MESSAGES.invalidEmail }));

const phone = requiredText(MAX_LENGTHS.phone).refine(isValidPhone, { error: FORM_MESSAGES.invalidPhone });

/**
 * A place reference ('catalogue:<id>' or 'google:<placeId>', lib/places/refs.ts): what the server resolves and
 * prices. Coordinates sent by the browser are not part of the schema (stripped, never read).
 */
const placeRef = z
  .string({ error: ADDRESS_MESSAGES.chooseFromList })
  .trim()
  .max(MAX_PLACE_REF_LENGTH, { error: ADDRESS_MESSAGES.chooseFromList })
  .optional()
  .default('');
/** Google autocomplete session token (ends the billing session with Place Details). */
const sessionToken = z.string().regex(SESSION_TOKEN_PATTERN).optional().catch(undefined);

/** An integer sent as a number or as the form's digit string ('1'–'7'). */
const count = (min: number, max: number, error: string) =>
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
    .pipe(z.number().int({ error }).min(min, { error }).max(max, { error }));

const date = z
  .string({ error: FORM_MESSAGES.required })
  .regex(DATE_PATTERN, { error: FORM_MESSAGES.invalidValue });
const time = z
  .string({ error: FORM_MESSAGES.required })
  .regex(TIME_PATTERN, { error: FORM_MESSAGES.invalidValue });
const optionalDate = z
  .union([z.literal(''), date])
  .optional()
  .default('');
const optionalTime = z
  .union([z.literal(''), time])
  .optional()
  .default('');

const step1Shape = {
  tripType: z.enum(TRIP_TYPES, { error: FORM_MESSAGES.invalidValue }),
  packageId: z.enum(PACKAGE_IDS, { error: FORM_MESSAGES.invalidValue }).nullable().optional().default(null),
  departureAddress: requiredText(MAX_LENGTHS.address),
  destinationAddress: requiredText(MAX_LENGTHS.address),
  departurePlaceRef: placeRef,
  destinationPlaceRef: placeRef,
  placesSessionToken: sessionToken,
  pickupDate: date,
  pickupTime: time,
  flightTrainNumber: optionalText(MAX_LENGTHS.flightNumber),
  returnPickupDate: optionalDate,
  returnPickupTime: optionalTime,
  returnFlightTrainNumber: optionalText(MAX_LENGTHS.flightNumber),
  passengers: count(MIN_PASSENGERS, MAX_PASSENGERS, STEP1_CHECKS.passengers.message),
  holdBags: count(0, MAX_HOLD_BAGS, STEP1_CHECKS.bags.message),
  childSeatBooster: z.boolean({ error: FORM_MESSAGES.invalidValue }).optional().default(false),
  contactName: requiredText(MAX_LENGTHS.name),
  contactEmail: email,
  contactPhone: phone,
  acceptTerms: z.literal(true, { error: STEP1_CHECKS.terms.message }),
};

type Step1Fields = z.infer<z.ZodObject<typeof step1Shape>>;

/** Cross-field rules of step 1: round-trip return fields, flight/train numbers for Orly/CDG trips. */
function refineStep1(data: Step1Fields, ctx: z.RefinementCtx) {
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

export const step1Schema = z.object(step1Shape).superRefine(refineStep1);
export type Step1Data = z.infer<typeof step1Schema>;

const vehicleType = z.enum(VEHICLE_TYPES, { error: STEP2_MESSAGES.vehicleRequired.message });

export const step2Schema = z.object({ vehicleType });

/** The whole wizard draft as the server receives it (quote and booking endpoints). Client prices are not part of it. */
export const bookingDraftSchema = z
  .object({
    ...step1Shape,
    vehicleType,
    requestId: z.uuid({ error: FORM_MESSAGES.invalidValue }),
    /** Honeypot: must stay empty. */
    website: z.string().max(0, { error: FORM_MESSAGES.spam }).optional().default(''),
  })
  .superRefine((data, ctx) => {
    refineStep1(data, ctx);
    if (!availableVehicles(data.passengers, data.holdBags).includes(data.vehicleType)) {
      ctx.addIssue({ code: 'custom', path: ['vehicleType'], message: VEHICLE_MESSAGES.noneAvailable });
    }
  });
export type BookingDraft = z.infer<typeof bookingDraftSchema>;
/** What the browser sends (before defaults and transforms). */
export type BookingDraftInput = z.input<typeof bookingDraftSchema>;
