// The submit pipeline behind useWhatsAppSubmit, free of React state so it can be tested on its own: check in the
// click with the form's rules, open the WhatsApp tab and store the request (lib/requests/handoff.ts), then show the
// answer — the stored reference, or the server's field errors on their fields and one French toast; the typed
// values are never reset on failure. The request id belongs to the content sent (docs/product.md#idempotency): sending
// the same content again — a retry after a failure, a second press after success when WhatsApp did not open, or a
// content sent before an edit that was undone — reuses its id and gets its first record back; new content, a new id.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { honeypotValue } from '@/components/ui/honeypot';
import type { ToastInput } from '@/components/ui/toast';
import { submitAndHandOff, type HandOffError, type HandOffSuccess } from '@/lib/requests/handoff';
import { newRequestId } from '@/lib/requests/client';
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
  /** Toast when the request got no readable answer (default: the French 'Envoi impossible'; English forms pass theirs). */
  failed?: ToastText;
}

export interface SubmitRuntime {
  pending: () => boolean;
  setPending: (pending: boolean) => void;
  setResult: (result: HandOffSuccess) => void;
  /** The id of each content sent (its body without the honeypot): a content sent again gets its own id again. */
  requestIds: Map<string, string>;
  notify: (toast: ToastInput) => void;
}

/** Field errors of the public error body (`fields`: name → message, read by lib/requests/client.ts). */
export function serverFieldErrors(error: HandOffError | null): Record<string, string> {
  return error ? { ...error.fields } : {};
}

/**
 * The form's onSubmit. The click-time check and the request (tab included) run synchronously; react-hook-form's
 * handleSubmit then runs the zod resolver and marks the form submitted (fields re-check as they change), and the
 * check's own errors and toast are shown on top.
 */
export function submitWithHandOff<TValues extends FieldValues>(
  event: React.FormEvent<HTMLFormElement>,
  options: WhatsAppSubmitOptions<TValues>,
  runtime: SubmitRuntime,
): void {
  event.preventDefault();
  if (runtime.pending()) return;
  // The network-failure toast: the form's own (English forms pass theirs), else the French 'Envoi impossible'.
  const { form, failed = SUBMIT_MESSAGES.failed } = options;

  const showErrors = (errors: Record<string, string>) => {
    const names = Object.keys(errors);
    for (const name of names) {
      form.setError(name as Path<TValues>, { type: 'manual', message: errors[name] }, { shouldFocus: false });
    }
    if (names[0]) form.setFocus(names[0] as Path<TValues>);
  };

  const values = form.getValues();
  const verdict = options.check(values);
  const first = Object.keys(verdict.errors)[0];
  let request: ReturnType<typeof submitAndHandOff> | null = null;
  if (!first) {
    const payload = options.payload(values);
    const body = JSON.stringify(payload);
    const id = runtime.requestIds.get(body) ?? newRequestId();
    runtime.requestIds.set(body, id);
    // Opens the tab now, before anything is awaited.
    request = submitAndHandOff(options.endpoint, {
      ...payload,
      requestId: id,
      [HONEYPOT_FIELD]: honeypotValue(event.currentTarget),
    });
    runtime.setPending(true);
  }

  const finish = async () => {
    if (!request) {
      showErrors(verdict.errors);
      const text = verdict.toast ?? {
        title: SUBMIT_MESSAGES.invalidTitle,
        description: verdict.errors[first!] ?? '',
      };
      // The focused field says its error: a toast repeating it is announced by its title only.
      const repeats = text.description === verdict.errors[first!];
      runtime.notify({ variant: 'destructive', ...text, announce: repeats ? 'title' : 'all' });
      return;
    }
    const answer = await request;
    runtime.setPending(false);
    if (!answer.ok) {
      const { error } = answer;
      const fields = serverFieldErrors(error);
      showErrors(fields);
      // Without a field to show it (connection lost, server busy), the failure stays on screen until closed.
      runtime.notify({
        variant: 'destructive',
        title: error?.title ?? failed.title,
        description: error?.message ?? failed.description,
        persistent: Object.keys(fields).length === 0,
      });
      return;
    }
    runtime.setResult({ bookingRef: answer.data.bookingRef, whatsappUrl: answer.data.whatsappUrl });
    // The focus goes to the answer (components/forms/stored-request.tsx), which says it: the toast's title is enough.
    if (answer.tabOpened)
      runtime.notify({ variant: 'success', ...(options.sent ?? SUBMIT_MESSAGES.sent), announce: 'title' });
    else runtime.notify(options.popupBlocked ?? SUBMIT_MESSAGES.popupBlocked);
  };
  void form.handleSubmit(finish, finish)(event);
}
