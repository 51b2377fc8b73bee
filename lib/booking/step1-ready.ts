// The next button's enabled state (docs/product.md#wizard-step1), in the wizard's first load. The ordered checks the
// button runs when pressed (./step1.ts validateStep1) are not: they come with the step-1 schema after the first paint
// (./step1-schema.ts), as the wizard's first load is held to its budget to the byte (e2e/build-output.spec.ts).
import { MAX_HOLD_BAGS, MAX_PASSENGERS } from '@/lib/pricing/vehicles';
import { concernsAirport } from './airport';
import type { Step1Draft } from './step1';

/** Not empty once trimmed. */
export const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** A count as the form holds it: `fallback` when empty, NaN when not a whole number. */
export function toCount(value: string | number | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) ? n : Number.NaN;
}

/** The next button's enabled state: the step-1 rules without the clock-dependent ones. */
export function canGoToStep2(draft: Step1Draft): boolean {
  const required = [
    draft.departureAddress,
    draft.destinationAddress,
    draft.pickupDate,
    draft.pickupTime,
    draft.contactName,
    draft.contactEmail,
    draft.contactPhone,
  ];
  if (!required.every(filled) || draft.acceptTerms !== true) return false;
  const roundTrip = draft.tripType === 'roundTrip';
  if (roundTrip && !(filled(draft.returnPickupDate) && filled(draft.returnPickupTime))) return false;
  if (concernsAirport(draft)) {
    if (!filled(draft.flightTrainNumber)) return false;
    if (roundTrip && !filled(draft.returnFlightTrainNumber)) return false;
  }
  const passengers = toCount(draft.passengers, Number.NaN);
  const bags = toCount(draft.holdBags, 0);
  return passengers <= MAX_PASSENGERS && bags <= MAX_HOLD_BAGS;
}
