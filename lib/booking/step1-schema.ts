// The step-1 form's schema and resolver — the spec's ordered checks first (validateStep1: the first failure, with the
// message the visitor reads), then the server's own step-1 schema (lib/booking/schemas.ts on the shared field rules
// of lib/requests/fields.ts), so the browser refuses what the server would refuse, in the same words. The wizard
// imports this module dynamically (components/booking/use-step1-form.ts): zod and the resolver stay out of its first
// load (docs/performance.md, "Booking pages on a diet").
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { step1Schema } from './schemas';
import { isInSlotWindow } from './dates';
import { FORM_MESSAGES, STEP1_CHECKS } from './messages';
import { validateStep1, type Step1Draft } from './step1';
import { emptyRequiredFields } from './step1-ready';
import type { Step1FormValues } from './step1-form';

/**
 * The live slot check (docs/product.md#dates): once a date and a time are both set, a time outside the online hours is
 * said at once — the pair the change touched ('outbound', or 'return' on a round trip), or null. Only the hours: a
 * date typed digit by digit passes through values the 24-hour rule would refuse for nothing. Here, beside the other
 * checks, so that the wizard's first load does not carry it.
 */
export function slotOutsideHours(
  draft: Step1Draft,
  touched: readonly string[],
): 'outbound' | 'return' | null {
  const outside = (date: keyof Step1Draft, time: 'pickupTime' | 'returnPickupTime') =>
    (touched.includes(date) || touched.includes(time)) &&
    !!draft[date] &&
    !!draft[time] &&
    !isInSlotWindow(draft[time] ?? '');
  if (outside('pickupDate', 'pickupTime')) return 'outbound';
  if (draft.tripType === 'roundTrip' && outside('returnPickupDate', 'returnPickupTime')) return 'return';
  return null;
}

/** Title of the toast for a failure of the shared field rules alone (the spec's checks have their own titles). */
export const STEP1_FIELD_TITLE = 'Vérifiez ce champ';

/**
 * What a refused « Suivant » says and where it puts the focus: the failed check's title and field, or, for a failure
 * of the shared field rules alone, a generic title and no field (the first invalid one). The check's own field, not
 * the first marked one: every empty field is marked too, and an airport trip's empty flight number came before the
 * name that « Coordonnées manquantes » was about.
 */
export function step1Failure(
  values: Step1FormValues,
  now: number,
): { title: string; field: keyof Step1Draft | null } {
  const verdict = validateStep1(values as Step1Draft, now);
  return verdict.ok
    ? { title: STEP1_FIELD_TITLE, field: null }
    : { title: verdict.title, field: verdict.field };
}

/** The toast title of a step-1 error: the spec's check title, or a generic one for the shared field rules. */
export function step1ErrorTitle(values: Step1FormValues, now: number): string {
  return step1Failure(values, now).title;
}

/** The server schema's view of the form's values (no coordinates; null references are absent). */
function serverView(values: Step1FormValues): z.input<typeof step1Schema> {
  const { departureLat, departureLng, destinationLat, destinationLng, ...rest } = values;
  void departureLat;
  void departureLng;
  void destinationLat;
  void destinationLng;
  const { departurePlaceRef, destinationPlaceRef, ...fields } = rest;
  return {
    ...fields,
    ...(departurePlaceRef ? { departurePlaceRef } : {}),
    ...(destinationPlaceRef ? { destinationPlaceRef } : {}),
  } as z.input<typeof step1Schema>;
}

/** The schema of the step-1 form at `now()` (the clock-dependent rules read it when the visitor presses "Suivant"). */
export function step1FormSchema(now: () => number = Date.now) {
  return z.pipe(
    z
      .custom<Step1FormValues>((v) => typeof v === 'object' && v !== null)
      .check(
        z.superRefine((values, ctx) => {
          const verdict = validateStep1(values as Step1Draft, now());
          if (verdict.ok) return;
          ctx.addIssue({ code: 'custom', path: [verdict.field], message: verdict.message });
          // Every other field still empty is marked too, so the visitor sees at once every field to fill (the terms
          // with their own words); the first failure keeps its message, the toast and the focus.
          for (const field of emptyRequiredFields(values as Step1Draft)) {
            if (field === verdict.field) continue;
            const message = field === 'acceptTerms' ? STEP1_CHECKS.terms.message : FORM_MESSAGES.required;
            ctx.addIssue({ code: 'custom', path: [field], message });
          }
        }),
      ),
    z.pipe(z.pipe(z.custom<Step1FormValues>(), z.transform(serverView)), step1Schema),
  );
}

/** The react-hook-form resolver of step 1 (French messages). */
export function step1Resolver(): Resolver<Step1FormValues, unknown, unknown> {
  return zodResolver(step1FormSchema()) as Resolver<Step1FormValues, unknown, unknown>;
}
