'use client';

// Submission of both package forms: validated in the browser first (same schema as the server), stored through
// POST /api/package-bookings (idempotent by requestId: a double click or a retry stores one row), then handed off to
// WhatsApp. The WhatsApp tab is opened inside the click (popup blockers allow it) and pointed at the final URL once
// the server answers; a visible 'Ouvrir WhatsApp' link stays on the page. On failure every typed value stays.
import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { submitAndHandOff } from '@/lib/requests/handoff';
import { newRequestId } from '@/lib/requests/client';
import { HONEYPOT_FIELD } from '@/lib/requests/field-rules';
import type { FieldErrors } from '@/lib/requests/package-form';
import { PACKAGE_FORM_MESSAGES } from '@/lib/packages/messages';

export interface BookingResult {
  bookingRef: string;
  whatsappUrl: string;
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form).entries()) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

export function useBookingSubmit() {
  const requestId = useRef<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<BookingResult | null>(null);

  function focusField(form: HTMLFormElement, name: string) {
    form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
  }

  /**
   * `check` returns the field errors found in the browser (first one first) plus the toast to show; an empty object
   * lets the request go to the server.
   */
  async function submit(
    form: HTMLFormElement,
    payload: Record<string, unknown>,
    check: { errors: FieldErrors; toast?: { title: string; description: string } },
  ) {
    if (pending) return;
    setErrors(check.errors);
    const firstInvalid = Object.keys(check.errors)[0];
    if (firstInvalid) {
      toast({
        variant: 'destructive',
        ...(check.toast ?? {
          title: PACKAGE_FORM_MESSAGES.invalidTitle,
          description: check.errors[firstInvalid] ?? '',
        }),
      });
      focusField(form, firstInvalid);
      return;
    }

    requestId.current ??= newRequestId();
    const request = submitAndHandOff<BookingResult>('/api/package-bookings', {
      ...payload,
      requestId: requestId.current,
      [HONEYPOT_FIELD]: formValues(form)[HONEYPOT_FIELD] ?? '',
    });
    setPending(true);
    const answer = await request;
    setPending(false);
    if (!answer.ok) {
      const { error } = answer;
      if (error?.field) {
        setErrors(error.fields);
        focusField(form, error.field);
      }
      toast({
        variant: 'destructive',
        title: error?.title ?? PACKAGE_FORM_MESSAGES.network.title,
        description: error?.message ?? PACKAGE_FORM_MESSAGES.network.description,
      });
      return;
    }
    setResult({ bookingRef: answer.data.bookingRef, whatsappUrl: answer.data.whatsappUrl });
    requestId.current = null;
    toast({ variant: 'success', ...PACKAGE_FORM_MESSAGES.redirect });
  }

  return { submit, errors, setErrors, pending, result };
}
