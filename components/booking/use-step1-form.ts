'use client';

// Step 1's form state on react-hook-form: the values mirror the wizard's draft (the reducer stays the one owner of
// the trip, so step 2 and its rules read it), and the zod resolver runs the step-1 schema (lib/booking/step1-form.ts)
// when the visitor presses "Suivant". Errors, ids and aria wiring come from components/ui/form.
import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { step1FormSchema, step1Values, type Step1FormValues } from '@/lib/booking/step1-form';
import type { WizardDraft } from '@/lib/booking/wizard-state';

export function useStep1Form(draft: WizardDraft) {
  const resolver = React.useMemo(() => zodResolver(step1FormSchema()), []);
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
