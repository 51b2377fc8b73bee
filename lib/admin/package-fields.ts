// A local-package row as the admin edits it (text inputs), and its conversion to the store's input (cents).
// Shared by the editor (client) and its Server Actions (server), which re-parse everything.
import type { Department, LocalPackage, LocalPackageInput } from '@/lib/db/types';
import { PACKAGE_MESSAGES } from '@/lib/auth/messages';
import { centsToInput, parseEuroInput } from './price-fields';
import { labelled } from '@/lib/format/typography';

export const PRICE_KEYS = ['berlineOneWay', 'berlineRoundTrip', 'vanOneWay', 'vanRoundTrip'] as const;
export type PackagePriceKey = (typeof PRICE_KEYS)[number];

export const PRICE_COLUMN_LABELS: Record<PackagePriceKey, string> = {
  berlineOneWay: 'Berline (AS)',
  berlineRoundTrip: 'Berline (AR)',
  vanOneWay: 'Van (AS)',
  vanRoundTrip: 'Van (AR)',
};

export interface PackageDraft extends Record<PackagePriceKey, string> {
  startLocation: string;
  endLocation: string;
  isActive: boolean;
}

export const EMPTY_DRAFT: PackageDraft = {
  startLocation: 'Dourdan',
  endLocation: '',
  berlineOneWay: '',
  berlineRoundTrip: '',
  vanOneWay: '',
  vanRoundTrip: '',
  isActive: true,
};

/** The price of one column (null: no such fare, 'N/A'). */
export function packageCents(p: Pick<LocalPackage, 'prices'>, key: PackagePriceKey): number | null {
  const vehicle = key.startsWith('berline') ? p.prices.berline : p.prices.van;
  return key.endsWith('OneWay') ? vehicle.oneWayCents : vehicle.roundTripCents;
}

export function packageToDraft(p: LocalPackage): PackageDraft {
  const price = (key: PackagePriceKey) => centsToInput(packageCents(p, key));
  return {
    startLocation: p.startLocation,
    endLocation: p.endLocation,
    berlineOneWay: price('berlineOneWay'),
    berlineRoundTrip: price('berlineRoundTrip'),
    vanOneWay: price('vanOneWay'),
    vanRoundTrip: price('vanRoundTrip'),
    isActive: p.isActive,
  };
}

export type DraftParse =
  | { ok: true; input: LocalPackageInput }
  | { ok: false; fieldErrors: Record<string, string>; firstError: string };

const MAX_PLACE_LENGTH = 120;

function place(value: string, requiredMessage: string): { value: string } | { error: string } {
  const text = value.trim();
  if (!text) return { error: requiredMessage };
  if (text.length > MAX_PLACE_LENGTH) return { error: `${MAX_PLACE_LENGTH} caractères au maximum.` };
  return { value: text };
}

/** Empty prices are allowed (shown 'N/A' on the public table); places are required. */
export function draftToInput(department: Department, draft: PackageDraft): DraftParse {
  const fieldErrors: Record<string, string> = {};
  const start = place(draft.startLocation, PACKAGE_MESSAGES.startRequired);
  const end = place(draft.endLocation, PACKAGE_MESSAGES.endRequired);
  if ('error' in start) fieldErrors.startLocation = start.error;
  if ('error' in end) fieldErrors.endLocation = end.error;
  const cents = {} as Record<PackagePriceKey, number | null>;
  for (const key of PRICE_KEYS) {
    const parsed = parseEuroInput(draft[key], true);
    if (parsed.ok) cents[key] = parsed.cents;
    else fieldErrors[key] = labelled(PRICE_COLUMN_LABELS[key], parsed.error);
  }
  const firstError = Object.values(fieldErrors)[0];
  if (firstError || 'error' in start || 'error' in end) {
    return { ok: false, fieldErrors, firstError: firstError ?? PACKAGE_MESSAGES.saveFailed };
  }
  return {
    ok: true,
    input: {
      department,
      startLocation: start.value,
      endLocation: end.value,
      prices: {
        berline: { oneWayCents: cents.berlineOneWay, roundTripCents: cents.berlineRoundTrip },
        van: { oneWayCents: cents.vanOneWay, roundTripCents: cents.vanRoundTrip },
      },
      isActive: draft.isActive,
    },
  };
}
