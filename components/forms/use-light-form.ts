'use client';

// A react-hook-form stand-in for the content pages' forms (contact, business), with the four methods the WhatsApp
// submit pipeline uses (getValues, setError, setFocus, handleSubmit) over uncontrolled inputs and one errors state.
// Why not react-hook-form there: its ≈14 KB gzip (with the zod resolver, plus ≈30 KB of zod) would take /contact and
// /offre-entreprise past the content pages' first-load budget (e2e/build-output.spec.ts: floor + 26 KB; they were at
// + 20 KB). The booking and admin forms, which have no such budget, use react-hook-form itself.
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@/lib/requests/honeypot';

export function useLightForm<TValues extends Record<string, string>>() {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const form = {
    getValues: (): TValues => {
      const values: Record<string, string> = {};
      if (!formRef.current) return values as TValues;
      for (const [key, value] of new FormData(formRef.current).entries()) {
        if (key !== HONEYPOT_FIELD && typeof value === 'string') values[key] = value;
      }
      return values as TValues;
    },
    setError: (name: string, error: { message?: string }) =>
      setErrors((current) => ({ ...current, [name]: error.message ?? '' })),
    setFocus: (name: string) => {
      const control = formRef.current?.elements.namedItem(name);
      if (control instanceof HTMLElement) control.focus();
    },
    /** Clears the last errors, then runs the pipeline's step (it shows the new ones). */
    handleSubmit: (onValid: () => unknown) => async () => {
      setErrors({});
      await onValid();
    },
  };

  return {
    formRef,
    errors,
    /** Typed for the pipeline, which only calls the four methods above. */
    form: form as unknown as UseFormReturn<TValues & FieldValues>,
  };
}
