'use client';

// The one submit pipeline of the forms that end on WhatsApp (package, airport, contact, business; the wizard reuses
// it): check in the click with the form's own rules (the zod schema the server parses again), store the request
// (POST, idempotent by requestId: a double click, a retry or a second press after success stores one row), then hand off to WhatsApp.
// The WhatsApp tab is opened inside the click (pop-up blockers allow it: nothing is awaited before), closed when the
// request fails, and pointed at the final URL once the request is stored. On failure every typed value stays in the
// form, the server's field errors are shown on their fields, and one French toast says what to do.
// The steps are in whatsapp-submit.ts; this hook holds their state.
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { HandOffSuccess } from '@/lib/requests/handoff';
import { submitWithHandOff, type WhatsAppSubmitOptions } from './whatsapp-submit';

export type { ClickCheck, ToastText, WhatsAppSubmitOptions } from './whatsapp-submit';

export function useWhatsAppSubmit<TValues extends FieldValues>(options: WhatsAppSubmitOptions<TValues>) {
  const requestIds = useRef(new Map<string, string>()).current;
  const pendingRef = useRef(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<HandOffSuccess | null>(null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    submitWithHandOff(event, options, {
      pending: () => pendingRef.current,
      setPending: (value) => {
        pendingRef.current = value;
        setPending(value);
      },
      setResult,
      requestIds,
      notify: toast,
    });
  }

  return { onSubmit, pending, result };
}
