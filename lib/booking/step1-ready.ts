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

export const CONTACT_FIELDS = ['contactName', 'contactEmail', 'contactPhone'] as const;

/**
 * Every field step 1 still needs filled, in the form's order: the route and its date, the return's, the flight or
 * train numbers of a trip to or from an airport, the contact details and the terms. One rule for the next button
 * (below) and for a refused « Suivant », which marks them all at once (./step1-schema.ts; the ordered checks still say
 * the first failure, with its toast and the focus).
 */
export function emptyRequiredFields(draft: Step1Draft): (keyof Step1Draft)[] {
  const roundTrip = draft.tripType === 'roundTrip';
  const airport = concernsAirport(draft);
  const fields: (keyof Step1Draft)[] = [
    'departureAddress',
    'destinationAddress',
    'pickupDate',
    'pickupTime',
    ...(roundTrip ? (['returnPickupDate', 'returnPickupTime'] as const) : []),
    ...(airport ? (['flightTrainNumber'] as const) : []),
    ...(airport && roundTrip ? (['returnFlightTrainNumber'] as const) : []),
    ...CONTACT_FIELDS,
  ];
  const empty = fields.filter((f) => !filled(draft[f] as string | undefined));
  return draft.acceptTerms === true ? empty : [...empty, 'acceptTerms'];
}

/** The next button's enabled state: the step-1 rules without the clock-dependent ones. */
export function canGoToStep2(draft: Step1Draft): boolean {
  if (emptyRequiredFields(draft).length > 0) return false;
  const passengers = toCount(draft.passengers, Number.NaN);
  const bags = toCount(draft.holdBags, 0);
  return passengers <= MAX_PASSENGERS && bags <= MAX_HOLD_BAGS;
}
