// The markup the contact and business forms share between their two renderings — the server's plain form
// (request-form-plain.tsx) and the client island (request-form-island.tsx) — so that nothing moves when the island
// takes over: the field's type, the label with its asterisk or "(facultatif)", the attributes of a control, the
// required-fields note and the submit button, in the page's language (RequestFormText). No 'use client' and no form
// library: both renderings import it.
import { SendIcon } from '@/components/ui/form-icons';

/** One field of a message form, as the page describes it (serializable: it crosses to the client). */
export interface RequestField {
  /** The name the server's schema uses (lib/requests/message-form.ts); the control's id is `champ-<name>`. */
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  autoComplete?: string;
  maxLength: number;
  placeholder?: string;
}

/** The endpoint a form posts to: with JavaScript as JSON (the WhatsApp hand-off), without it as a plain form post. */
export type RequestEndpoint = '/api/contact' | '/api/business';

/** Layout of one field (label, control, error). */
export const fieldClass = 'flex flex-col gap-2';
export const formClass = 'relative space-y-5';
export const textareaRows = 5;

/** The honeypot's id (unique per form kind). */
export const honeypotId = (endpoint: RequestEndpoint) => `${endpoint.slice(5)}-site-web`;

/** The control's own attributes (id, name and aria wiring are added by each rendering). */
export function controlAttributes(field: RequestField) {
  return {
    autoComplete: field.autoComplete,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    required: field.required,
    'aria-required': field.required,
    ...(field.type === 'textarea' ? { rows: textareaRows } : { type: field.type }),
  };
}

/** The label's tail: a red asterisk (hidden from screen readers) or "(facultatif)". */
export function LabelMark({ required, optional }: { required: boolean; optional: string }) {
  return required ? (
    <span className="text-destructive" aria-hidden="true">
      {' '}
      *
    </span>
  ) : (
    <span className="font-normal text-slate-600">{optional}</span>
  );
}

export function RequiredNote({ text }: { text: string }) {
  return (
    <p className="text-sm text-slate-600">
      <span className="text-destructive" aria-hidden="true">
        *
      </span>{' '}
      {text}
    </p>
  );
}

export function SubmitButton({
  label,
  sending,
  pending = false,
}: {
  label: string;
  sending: string;
  pending?: boolean;
}) {
  return (
    // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page's top; a press while pending
    // is ignored by the submit pipeline (components/forms/whatsapp-submit.ts).
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className="bg-success text-success-foreground hover:bg-success/90 focus-visible:ring-ring inline-flex h-12 w-full items-center justify-center gap-2 rounded-md px-6 text-base font-semibold shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none aria-disabled:cursor-wait aria-disabled:opacity-50"
    >
      <SendIcon className="size-5" aria-hidden="true" />
      {pending ? sending : label}
    </button>
  );
}
