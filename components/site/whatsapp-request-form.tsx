'use client';

// Contact and business forms: checks presence and shape in the browser, stores the request through the API
// (idempotent by requestId), then hands off to WhatsApp. The WhatsApp tab is opened synchronously in the submit
// handler (so popup blockers allow it) and pointed at the final URL once the server answers; a visible
// 'Ouvrir WhatsApp' link is always shown as well, so the request is never lost.
import { useRef, useState } from 'react';
import { MessageCircleIcon, SendIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { FIELD_MESSAGES, isValidEmail, isValidPhone } from '@/lib/requests/field-rules';
import { CONTACT_MESSAGES } from '@/lib/requests/messages';
import { newRequestId } from '@/lib/requests/client';
import { submitAndHandOff } from '@/lib/requests/handoff';

// Plain elements styled like the ui/ primitives: the primitives' cn() would add tailwind-merge (≈9 KB gzip) to the
// contact pages for no visual difference.
const fieldClass =
  'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

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

type Errors = Record<string, string>;

function validate(fields: readonly RequestField[], values: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.name] = FIELD_MESSAGES.required;
    } else if (field.type === 'email' && !isValidEmail(value)) {
      errors[field.name] = FIELD_MESSAGES.invalidEmail;
    } else if (field.type === 'tel' && !isValidPhone(value)) {
      errors[field.name] = FIELD_MESSAGES.invalidPhone;
    }
  }
  return errors;
}

export function WhatsAppRequestForm({ endpoint, fields, submitLabel }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const requestId = useRef<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ bookingRef: string; whatsappUrl: string } | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      [...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
    const found = validate(fields, values);
    setErrors(found);
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      const missing = fields.some((f) => f.required && !(values[f.name] ?? '').trim());
      toast({
        variant: 'destructive',
        ...(missing
          ? CONTACT_MESSAGES.required
          : { title: 'Formulaire incomplet', description: found[firstInvalid.name] }),
      });
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }

    requestId.current ??= newRequestId();
    const request = submitAndHandOff(endpoint, { ...values, requestId: requestId.current });
    setPending(true);
    const answer = await request;
    setPending(false);
    if (!answer.ok) {
      const { error } = answer;
      if (error) setErrors(error.fields);
      toast({
        variant: 'destructive',
        title: error?.title ?? CONTACT_MESSAGES.network.title,
        description: error?.message ?? CONTACT_MESSAGES.network.description,
      });
      return;
    }
    setResult({ bookingRef: answer.data.bookingRef, whatsappUrl: answer.data.whatsappUrl });
    requestId.current = null;
    if (answer.tabOpened) {
      toast({ variant: 'success', ...CONTACT_MESSAGES.sent });
    } else {
      toast({ title: CONTACT_MESSAGES.sent.title, description: CONTACT_MESSAGES.popupBlocked });
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {fields.map((field) => {
        const id = `field-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          autoComplete: field.autoComplete,
          maxLength: field.maxLength,
          placeholder: field.placeholder,
          required: field.required,
          'aria-required': field.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name} className="space-y-2">
            <label htmlFor={id} className="flex items-center gap-2 text-sm leading-none font-medium">
              {field.label}
              {field.required ? (
                <span className="text-destructive" aria-hidden="true">
                  *
                </span>
              ) : (
                <span className="font-normal text-slate-600">(facultatif)</span>
              )}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={5} className={`${fieldClass} min-h-28`} />
            ) : (
              <input {...common} type={field.type} className={`${fieldClass} h-11`} />
            )}
            {error && (
              <p id={`${id}-error`} className="text-destructive text-sm font-medium">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="hidden">
        <label htmlFor={`${endpoint}-website`}>Ne pas remplir ce champ</label>
        <input id={`${endpoint}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
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
  );
}
