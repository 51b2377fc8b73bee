// Step 1 as a form (react-hook-form): its fields and values, and the toast title of an error. Zod-free, so the wizard's
// first load carries no zod: the schema (./step1-schema.ts) is loaded after the first paint, before "Suivant" needs it.
import { validateStep1, type Step1Draft } from './step1';
import type { WizardDraft } from './wizard-state';

export const STEP1_FORM_FIELDS = [
  'tripType',
  'packageId',
  'departureAddress',
  'destinationAddress',
  'departureLat',
  'departureLng',
  'destinationLat',
  'destinationLng',
  'departurePlaceRef',
  'destinationPlaceRef',
  'pickupDate',
  'pickupTime',
  'flightTrainNumber',
  'returnPickupDate',
  'returnPickupTime',
  'returnFlightTrainNumber',
  'passengers',
  'holdBags',
  'childSeatBooster',
  'contactName',
  'contactEmail',
  'contactPhone',
  'acceptTerms',
] as const satisfies readonly (keyof WizardDraft)[];

export type Step1FormValues = Pick<WizardDraft, (typeof STEP1_FORM_FIELDS)[number]>;

export function step1Values(draft: WizardDraft): Step1FormValues {
  return Object.fromEntries(STEP1_FORM_FIELDS.map((f) => [f, draft[f]])) as Step1FormValues;
}

/** Title of the toast for a failure of the shared field rules alone (the spec's checks have their own titles). */
export const STEP1_FIELD_TITLE = 'Vérifiez ce champ';

/** The toast title of a step-1 error: the spec's check title, or a generic one for the shared field rules. */
export function step1ErrorTitle(values: Step1FormValues, now: number): string {
  const verdict = validateStep1(values as Step1Draft, now);
  return verdict.ok ? STEP1_FIELD_TITLE : verdict.title;
}
