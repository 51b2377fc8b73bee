// The ordered step-1 checks of docs/product.md#wizard-step1, shared by the next button and the server: the first failing
// check is reported with its title and message (toast + inline error). The browser runs them in the step-1 schema
// (./step1-schema.ts), loaded after the first paint: nothing in the wizard's first load imports this module (the
// button's enabled state is ./step1-ready.ts).
import { isValidLatLng } from '@/lib/places/geo';
import { MAX_HOLD_BAGS, MAX_PASSENGERS, MIN_PASSENGERS } from '@/lib/pricing/vehicles';
import { concernsAirport } from './airport';
import { checkPickupDateTime, checkReturnDateTime, type Clock } from './dates';
import { DATE_MESSAGES, FORM_MESSAGES, STEP1_CHECKS, type Step1CheckId } from './messages';
import { isSamePlace, SAME_PLACE_MESSAGE } from './same-place';
import { CONTACT_FIELDS, filled, toCount } from './step1-ready';
import { isValidEmail, isValidPhone } from '@/lib/requests/field-rules';

/** The step-1 part of the wizard state, loosely typed as the form holds it. */
export interface Step1Draft {
  tripType: 'oneWay' | 'roundTrip';
  packageId?: string | null;
  departureAddress: string;
  destinationAddress: string;
  departureLat: number | null;
  departureLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
  /** The ends' place references (the wizard's chosen places; on the server, the references it resolved). */
  departurePlaceRef?: string | null;
  destinationPlaceRef?: string | null;
  pickupDate: string;
  pickupTime: string;
  flightTrainNumber?: string;
  returnPickupDate?: string;
  returnPickupTime?: string;
  returnFlightTrainNumber?: string;
  passengers: string | number;
  holdBags?: string | number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  acceptTerms: boolean;
}

export interface Step1Failure {
  ok: false;
  check: Step1CheckId;
  title: string;
  message: string;
  /** The form field to mark and focus. */
  field: keyof Step1Draft;
}

export type Step1Result = { ok: true } | Step1Failure;

function fail(check: Step1CheckId, field: keyof Step1Draft, message?: string): Step1Failure {
  const { title, message: defaultMessage } = STEP1_CHECKS[check];
  return { ok: false, check, title, message: message ?? defaultMessage, field };
}

/** The field a date check's failure belongs to: the time when the slot is refused, otherwise the date. */
function slotField<D extends keyof Step1Draft, T extends keyof Step1Draft>(
  message: string,
  date: D,
  time: T,
): D | T {
  return message === DATE_MESSAGES.slotUnavailable ? time : date;
}

/** The contact fields still empty, in the form's order: the contact check's field is the first. */
export function emptyContactFields(draft: Pick<Step1Draft, (typeof CONTACT_FIELDS)[number]>) {
  return CONTACT_FIELDS.filter((f) => !filled(draft[f]));
}

/**
 * The eight checks in the spec's order — required fields, pickup date, address coordinates (two different places),
 * contact details, terms, return details, return date, passengers — then bags and flight/train numbers (the next
 * button is already disabled for those; the server enforces them). Returns the first failure.
 */
export function validateStep1(draft: Step1Draft, now: Clock): Step1Result {
  const fields = ['departureAddress', 'destinationAddress', 'pickupDate', 'pickupTime'] as const;
  const missing = fields.find((f) => !filled(draft[f]));
  if (missing) return fail('requiredFields', missing);

  // A time outside the online hours is the time field's error (its message and focus); any other, the date's.
  const pickup = checkPickupDateTime(draft.pickupDate, draft.pickupTime, now);
  if (!pickup.ok)
    return fail('pickupDate', slotField(pickup.message, 'pickupDate', 'pickupTime'), pickup.message);

  const from = { lat: draft.departureLat ?? undefined, lng: draft.departureLng ?? undefined };
  const to = { lat: draft.destinationLat ?? undefined, lng: draft.destinationLng ?? undefined };
  if (!isValidLatLng(from)) return fail('addresses', 'departureAddress');
  if (!isValidLatLng(to)) return fail('addresses', 'destinationAddress');
  // Two different places (./same-place.ts): not the same reference, nor within a few metres.
  if (
    isSamePlace(
      { ...from, placeRef: draft.departurePlaceRef },
      { ...to, placeRef: draft.destinationPlaceRef },
    )
  ) {
    return fail('addresses', 'destinationAddress', SAME_PLACE_MESSAGE);
  }

  const contact = emptyContactFields(draft)[0];
  if (contact) return fail('contact', contact);
  if (!isValidEmail(draft.contactEmail)) return fail('contact', 'contactEmail', FORM_MESSAGES.invalidEmail);
  if (!isValidPhone(draft.contactPhone)) return fail('contact', 'contactPhone', FORM_MESSAGES.invalidPhone);

  if (draft.acceptTerms !== true) return fail('terms', 'acceptTerms');

  const roundTrip = draft.tripType === 'roundTrip';
  if (roundTrip) {
    if (!filled(draft.returnPickupDate)) return fail('returnDetails', 'returnPickupDate');
    if (!filled(draft.returnPickupTime)) return fail('returnDetails', 'returnPickupTime');
    const back = checkReturnDateTime(
      { date: draft.pickupDate, time: draft.pickupTime },
      draft.returnPickupDate,
      draft.returnPickupTime,
      now,
    );
    // A return time outside the online hours is « Heure de retour invalide » on the time field; any other, the date's.
    if (!back.ok)
      return fail(
        back.message === DATE_MESSAGES.slotUnavailable ? 'returnTime' : 'returnDate',
        slotField(back.message, 'returnPickupDate', 'returnPickupTime'),
        back.message,
      );
  }

  const passengers = toCount(draft.passengers, Number.NaN);
  if (!(passengers >= MIN_PASSENGERS && passengers <= MAX_PASSENGERS))
    return fail('passengers', 'passengers');

  const bags = toCount(draft.holdBags, 0);
  if (!(bags >= 0 && bags <= MAX_HOLD_BAGS)) return fail('bags', 'holdBags');

  if (concernsAirport(draft)) {
    if (!filled(draft.flightTrainNumber)) return fail('flightNumber', 'flightTrainNumber');
    if (roundTrip && !filled(draft.returnFlightTrainNumber))
      return fail('returnFlightNumber', 'returnFlightTrainNumber');
  }
  return { ok: true };
}
