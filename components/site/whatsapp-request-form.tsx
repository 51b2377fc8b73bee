'use client';

// Contact and business forms on the shared WhatsApp submit pipeline (components/forms/use-whatsapp-submit.ts):
// checked in the click with the shared field rules (lib/contact/messages.ts → lib/requests/fields.ts, the ones the
// server's schema uses), stored through the API (idempotent by requestId), then handed off to WhatsApp in the tab
// opened by the click; a visible 'Ouvrir WhatsApp' link is always shown as well, so the request is never lost.
// Form state: useLightForm, not react-hook-form, to keep these content pages within their JS budget (see there).
import { MessageCircleIcon, SendIcon } from 'lucide-react';
import { useLightForm } from '@/components/forms/use-light-form';
import { useWhatsAppSubmit } from '@/components/forms/use-whatsapp-submit';
import { fieldId } from '@/components/ui/field-id';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { EMAIL_PATTERN, isValidPhone } from '@/lib/contact/messages';
import type { RequestFormText } from '@/lib/i18n/form-text';

export interface RequestField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  autoComplete?: string;
  maxLength: number;
  placeholder?: string;
}

interface Props {
  endpoint: '/api/contact' | '/api/business';
  fields: readonly RequestField[];
  submitLabel: string;
  /** The form's copy in the page's language (lib/i18n/form-text.ts, built on the server). */
  text: RequestFormText;
}

type Values = Record<string, string>;

/** The shared rules, in field order: required, e-mail shape, phone (6–15 digits). The server checks again. */
function validate(
  fields: readonly RequestField[],
  values: Values,
  text: RequestFormText,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.name] = text.fieldRequired;
    } else if (value.length > field.maxLength) {
      errors[field.name] = text.tooLong;
    } else if (field.type === 'email' && !EMAIL_PATTERN.test(value)) {
      errors[field.name] = text.invalidEmail;
    } else if (field.type === 'tel' && !isValidPhone(value)) {
      errors[field.name] = text.invalidPhone;
    }
  }
  return errors;
}

export function WhatsAppRequestForm({ endpoint, fields, submitLabel, text }: Props) {
  const { form, formRef, errors } = useLightForm<Values>();
  const { onSubmit, pending, result } = useWhatsAppSubmit({
    form,
    endpoint,
    check: (values) => {
      const missing = fields.some((f) => f.required && !(values[f.name] ?? '').trim());
      const errors = validate(fields, values, text);
      const first = Object.values(errors)[0] ?? '';
      return {
        errors,
        toast: missing ? text.required : { title: text.invalidTitle, description: first },
      };
    },
    payload: (values) => ({ ...values, locale: text.locale }),
    sent: text.sent,
    popupBlocked: { title: text.sent.title, description: text.popupBlocked },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="relative space-y-5">
      {fields.map((field) => {
        const id = fieldId(field.name);
        const error = errors[field.name];
        const control = {
          id,
          name: field.name,
          autoComplete: field.autoComplete,
          maxLength: field.maxLength,
          placeholder: field.placeholder,
          required: field.required,
          'aria-required': field.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-erreur` : undefined,
        };
        return (
          <div key={field.name} className="flex flex-col gap-2">
            <label htmlFor={id} className="text-sm font-medium">
              {field.label}
              {field.required ? (
                <span className="text-destructive" aria-hidden="true">
                  {' '}
                  *
                </span>
              ) : (
                <span className="font-normal text-slate-600">{text.optional}</span>
              )}
            </label>
            {field.type === 'textarea' ? (
              <Textarea {...control} rows={5} />
            ) : (
              <Input {...control} type={field.type} />
            )}
            {error && (
              <p id={`${id}-erreur`} className="text-destructive text-sm font-medium">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Honeypot id={`${endpoint.slice(5)}-site-web`} />
      <p className="text-sm text-slate-600">
        <span className="text-destructive" aria-hidden="true">
          *
        </span>{' '}
        {text.requiredNote}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="bg-success text-success-foreground hover:bg-success/90 focus-visible:ring-ring inline-flex h-12 w-full items-center justify-center gap-2 rounded-md px-6 text-base font-semibold shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
      >
        <SendIcon className="size-5" aria-hidden="true" />
        {pending ? text.sending : submitLabel}
      </button>
      {result && (
        <div
          role="status"
          className="rounded-lg border border-emerald-700/30 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          <p>
            {text.storedBefore}
            <strong>{result.bookingRef}</strong>
            {text.storedAfter}
          </p>
          <a
            href={result.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="bg-whatsapp mt-3 inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold text-white"
          >
            <MessageCircleIcon className="size-4" aria-hidden="true" />
            {text.openWhatsApp}
          </a>
        </div>
      )}
    </form>
  );
}
