'use client';

// Step 1's form state on react-hook-form: the values mirror the wizard's draft (the reducer stays the one owner of
// the trip, so step 2 and its rules read it), and the zod resolver runs the step-1 schema (lib/booking/step1-schema.ts)
// when the visitor presses "Suivant". That module (zod, the resolver) is imported after the first paint, when the
// browser is idle (booking-wizard.tsx, with step 2's code), so it is not part of the page's first load; a press before
// then waits for it. Errors, ids and aria wiring come from components/ui/form.
import * as React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { step1Values, type Step1FormValues } from '@/lib/booking/step1-form';
import type { WizardDraft } from '@/lib/booking/wizard-state';
import { translated } from '@/lib/i18n/fill';

/**
 * `errors` (French → the page's language, null in French): the schema's French messages are translated as they
 * leave the resolver, so the inline errors and the toast read the page's language.
 */
export const loadStep1Schema = () => import('@/lib/booking/step1-schema');

export function useStep1Form(draft: WizardDraft, errors: Record<string, string> | null) {
  const resolver = React.useMemo<Resolver<Step1FormValues, unknown, unknown>>(
    () => async (values, context, options) => {
      const result = await (await loadStep1Schema()).step1Resolver()(values, context, options);
      if (errors) {
        for (const error of Object.values(result.errors)) {
          if (error && typeof error.message === 'string') error.message = translated(error.message, errors);
        }
      }
      return result;
    },
    [errors],
  );
  return useForm<Step1FormValues, unknown, unknown>({
    values: step1Values(draft),
    resetOptions: { keepErrors: true },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

export type Step1Form = ReturnType<typeof useStep1Form>;
