// Step 1 as a form (react-hook-form): its fields and values. Zod-free, so the wizard's first load carries no zod: the
// schema and the toast title of an error (./step1-schema.ts) are loaded after the first paint, before "Suivant" needs
// them.
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
