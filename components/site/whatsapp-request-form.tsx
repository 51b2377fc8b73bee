'use client';

// Contact and business forms on react-hook-form with the server's own schemas (lib/contact/schema.ts) and the shared
// WhatsApp submit pipeline (components/forms/use-whatsapp-submit.ts): checked in the click, stored through the API
// (idempotent by requestId), then handed off to WhatsApp in the tab opened by the click; a visible
// 'Ouvrir WhatsApp' link is always shown as well, so the request is never lost.
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircleIcon, SendIcon } from 'lucide-react';
import { fieldErrors } from '@/components/forms/field-errors';
import { useWhatsAppSubmit } from '@/components/forms/use-whatsapp-submit';
import { Field, Form } from '@/components/ui/form';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CONTACT_MESSAGES } from '@/lib/contact/messages';
import { businessSchema, contactSchema } from '@/lib/requests/message-form';

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
}

/** The server's schemas without the request id (the submit hook adds it). */
const SCHEMAS = {
  '/api/contact': contactSchema.omit({ requestId: true }),
  '/api/business': businessSchema.omit({ requestId: true }),
} as const;

type Values = Record<string, string>;

export function WhatsAppRequestForm({ endpoint, fields, submitLabel }: Props) {
  const schema = SCHEMAS[endpoint];
  const form = useForm<Values>({
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
  });
  const { onSubmit, pending, result } = useWhatsAppSubmit({
    form,
    endpoint,
    check: (values) => {
      const missing = fields.some((f) => f.required && !(values[f.name] ?? '').trim());
      return { errors: fieldErrors(schema, values), toast: missing ? CONTACT_MESSAGES.required : undefined };
    },
    payload: (values) => values,
    sent: CONTACT_MESSAGES.sent,
    popupBlocked: { title: CONTACT_MESSAGES.sent.title, description: CONTACT_MESSAGES.popupBlocked },
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="relative space-y-5">
        {fields.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={field.label}
            required={field.required}
            optional={!field.required}
            className="flex flex-col gap-2"
          >
            {(control) => {
              const props = {
                ...control,
                autoComplete: field.autoComplete,
                maxLength: field.maxLength,
                placeholder: field.placeholder,
                'aria-required': field.required,
              };
              return field.type === 'textarea' ? (
                <Textarea {...props} rows={5} />
              ) : (
                <Input {...props} type={field.type} />
              );
            }}
          </Field>
        ))}
        <Honeypot id={`${endpoint.slice(5)}-site-web`} />
        <p className="text-sm text-slate-600">
          <span className="text-destructive" aria-hidden="true">
            *
          </span>{' '}
          Champs obligatoires
        </p>
        <button
          type="submit"
          disabled={pending}
          className="bg-success text-success-foreground hover:bg-success/90 focus-visible:ring-ring inline-flex h-12 w-full items-center justify-center gap-2 rounded-md px-6 text-base font-semibold shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
        >
          <SendIcon className="size-5" aria-hidden="true" />
          {pending ? 'Envoi en cours…' : submitLabel}
        </button>
        {result && (
          <div
            role="status"
            className="rounded-lg border border-emerald-700/30 bg-emerald-50 p-4 text-sm text-emerald-900"
          >
            <p>
              Demande enregistrée (référence <strong>{result.bookingRef}</strong>). Finalisez l’envoi dans
              WhatsApp :
            </p>
            <a
              href={result.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="bg-whatsapp mt-3 inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold text-white"
            >
              <MessageCircleIcon className="size-4" aria-hidden="true" />
              Ouvrir WhatsApp
            </a>
          </div>
        )}
      </form>
    </Form>
  );
}
