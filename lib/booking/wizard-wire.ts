// What the wizard sends: the draft without the browser's coordinates (the server resolves the place references),
// the quote request's fields, and which server error fields belong to step 1.
import { STEP1_FORM_FIELDS } from './step1-form';
import type { WizardDraft } from './wizard-state';
import { type VehicleType } from '@/lib/domain/vehicles';
import type { Quote } from '@/lib/pricing/quote';

/** One id scheme for request ids and autocomplete sessions (lib/requests/client.ts). */
export { newRequestId as newUuid } from '@/lib/requests/client';

/** The draft as sent: the coordinates are the browser's hints only (the server resolves the place references). */
export function sentDraft(draft: WizardDraft): Partial<WizardDraft> {
  const sent: Partial<WizardDraft> = { ...draft };
  delete sent.departureLat;
  delete sent.departureLng;
  delete sent.destinationLat;
  delete sent.destinationLng;
  return sent;
}

/** The trip fields the quote endpoint reads: place references, never coordinates (the server resolves them). */
export function quoteBody(draft: WizardDraft, vehicle: VehicleType) {
  return {
    departurePlaceRef: draft.departurePlaceRef,
    destinationPlaceRef: draft.destinationPlaceRef,
    tripType: draft.tripType,
    vehicleType: vehicle,
    passengers: draft.passengers,
    holdBags: draft.holdBags,
    contactName: draft.contactName,
  };
}

/**
 * What POST /api/quote answers (app/api/quote/route.ts): the quote with its distance and note, or `error` (400, 422,
 * 429, 503). Read by step 2's check (components/booking/use-quote-check.ts) and the home box.
 */
export interface QuoteAnswer {
  quote?: Quote;
  distance?: unknown;
  note?: string | null;
  googleFailed?: boolean;
  error?: { title?: string; message?: string };
}

/** The step-1 fields a server error may name: the form's fields (lib/booking/step1-form.ts), place refs aside. */
const STEP1_FIELDS = new Set<string>(STEP1_FORM_FIELDS.filter((f) => !f.endsWith('PlaceRef')));

/** The step-1 field a server error names, as the form shows it (coordinates → their address field), or null. */
export function step1FieldOf(field: string | undefined): string | null {
  if (!field || !STEP1_FIELDS.has(field)) return null;
  return field.endsWith('Lat') || field.endsWith('Lng') ? field.replace(/L(at|ng)$/, 'Address') : field;
}
