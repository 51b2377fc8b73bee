'use client';

// The one submit pipeline of the forms that end on WhatsApp (package, airport, contact, business; the wizard reuses
// it): check in the click with the form's own rules (the zod schema the server parses again), store the request
// (POST, idempotent by requestId: a double click or a retry stores one row), then hand off to WhatsApp.
// The WhatsApp tab is opened inside the click (pop-up blockers allow it: nothing is awaited before), closed when the
// request fails, and pointed at the final URL once the request is stored. On failure every typed value stays in the
// form, the server's field errors are shown on their fields, and one French toast says what to do.
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { honeypotValue } from '@/components/ui/honeypot';
import { toast } from '@/components/ui/toast';
import { submitAndHandOff, type HandOffError, type HandOffSuccess } from '@/lib/requests/handoff';
import { HONEYPOT_FIELD } from '@/lib/requests/honeypot';
import { SUBMIT_MESSAGES } from '@/lib/requests/messages';

export type ToastText = { title: string; description: string };

/** The form's verdict in the click: field errors (first invalid first) and the toast to show when there are any. */
export interface ClickCheck {
  errors: Record<string, string>;
  toast?: ToastText;
}

export interface WhatsAppSubmitOptions<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  endpoint: string;
  /** Synchronous check with the form's rules (zod schema and any cross-field rule): it runs before the tab opens. */
  check: (values: TValues) => ClickCheck;
  /** The JSON body (the honeypot and requestId are added here). */
  payload: (values: TValues) => Record<string, unknown>;
  /** Toast after the request is stored (default: 'Redirection vers WhatsApp'). */
  sent?: ToastText;
  /** Toast when the browser refused the new tab (the 'Ouvrir WhatsApp' link stays on the page). */
  popupBlocked?: ToastText;
}

/** Field errors of the public error body: `fields` (name → message), or the older single `field`. */
export function serverFieldErrors(error: HandOffError | null): Record<string, string> {
  if (!error) return {};
  const fields = (error as { fields?: unknown }).fields;
  const out: Record<string, string> = {};
  if (fields && typeof fields === 'object') {
    for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof message === 'string') out[name] = message;
      else if (Array.isArray(message) && typeof message[0] === 'string') out[name] = message[0];
    }
  }
  if (error.field && !out[error.field]) out[error.field] = error.message ?? '';
  return out;
}

export function useWhatsAppSubmit<TValues extends FieldValues>(options: WhatsAppSubmitOptions<TValues>) {
  const { form } = options;
  const requestId = useRef<string | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<HandOffSuccess | null>(null);

  function showErrors(errors: Record<string, string>) {
    const names = Object.keys(errors);
    for (const name of names) {
      form.setError(name as Path<TValues>, { type: 'manual', message: errors[name] }, { shouldFocus: false });
    }
    if (names[0]) form.setFocus(names[0] as Path<TValues>);
  }

  function showVerdict(verdict: ClickCheck) {
    showErrors(verdict.errors);
    const first = Object.keys(verdict.errors)[0];
    if (!first) return;
    toast({
      variant: 'destructive',
      ...(verdict.toast ?? { title: SUBMIT_MESSAGES.invalidTitle, description: verdict.errors[first] ?? '' }),
    });
  }

  /** Stores the request; the WhatsApp tab opens in this call, before anything is awaited. */
  function start(values: TValues, element: HTMLFormElement | null) {
    requestId.current ??= crypto.randomUUID();
    const request = submitAndHandOff(options.endpoint, {
      ...options.payload(values),
      requestId: requestId.current,
      [HONEYPOT_FIELD]: honeypotValue(element),
    });
    setPending(true);
    return request;
  }

  async function finish(request: ReturnType<typeof submitAndHandOff>) {
    const answer = await request;
    setPending(false);
    if (!answer.ok) {
      showErrors(serverFieldErrors(answer.error));
      toast({
        variant: 'destructive',
        title: answer.error?.title ?? SUBMIT_MESSAGES.failed.title,
        description: answer.error?.message ?? SUBMIT_MESSAGES.failed.description,
      });
      return;
    }
    setResult({ bookingRef: answer.data.bookingRef, whatsappUrl: answer.data.whatsappUrl });
    requestId.current = null;
    if (answer.tabOpened) toast({ variant: 'success', ...(options.sent ?? SUBMIT_MESSAGES.sent) });
    else toast(options.popupBlocked ?? SUBMIT_MESSAGES.popupBlocked);
  }

  /**
   * The form's onSubmit. The click-time check and the request (tab included) run synchronously; react-hook-form's
   * handleSubmit then runs the zod resolver, marks the form submitted (fields re-check as they change) and the
   * check's own errors and toast are shown on top.
   */
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    const values = form.getValues();
    const verdict = options.check(values);
    const request = Object.keys(verdict.errors).length === 0 ? start(values, element) : null;
    const done = () => (request ? finish(request) : showVerdict(verdict));
    void form.handleSubmit(done, done)(event);
  }

  return { onSubmit, pending, result };
}
