'use client';

// The contact / business form once JavaScript has loaded (request-form-loader.tsx swaps it in after the first paint):
// react-hook-form with the zod resolver on the server's own schema (lib/requests/message-form.ts), the shared form
// parts (components/ui/form.tsx) and the one WhatsApp submit pipeline (components/forms/use-whatsapp-submit.ts):
// checked in the click, stored through the API (idempotent by requestId), then handed off to WhatsApp in the tab
// opened by the click; a visible 'Ouvrir WhatsApp' link is always shown as well, so the request is never lost.
// Same markup as the plain form (request-form-parts.tsx); what was typed there, the focus and a pending submit
// carry over (components/forms/use-idle-island.ts).
import * as React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircleIcon } from 'lucide-react';
import { plainValues, type IslandCarry } from '@/components/forms/use-idle-island';
import { useWhatsAppSubmit } from '@/components/forms/use-whatsapp-submit';
import { Field, Form } from '@/components/ui/form';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { checkMessageForm, MESSAGE_FORM_SCHEMAS } from '@/lib/requests/message-form';
import { CONTACT_MESSAGES } from '@/lib/requests/messages';
import {
  controlAttributes,
  fieldClass,
  formClass,
  honeypotId,
  RequiredNote,
  SubmitButton,
  type RequestEndpoint,
  type RequestField,
} from './request-form-parts';

export interface RequestFormIslandProps {
  endpoint: RequestEndpoint;
  fields: readonly RequestField[];
  submitLabel: string;
  /** The plain form it replaces: typed values, focus, a submit made before it loaded. */
  carry: IslandCarry;
}

type Values = Record<string, string>;

export function RequestFormIsland({ endpoint, fields, submitLabel, carry }: RequestFormIslandProps) {
  const kind = endpoint === '/api/contact' ? 'contact' : 'business';
  const formRef = React.useRef<HTMLFormElement>(null);
  const [defaultValues] = React.useState(() =>
    plainValues(
      carry.plain(),
      fields.map((f) => f.name),
    ),
  );
  const form = useForm<Values>({
    defaultValues,
    // The schema turns '' into null (optional phone): the form keeps the text, the server parses it again.
    resolver: zodResolver(MESSAGE_FORM_SCHEMAS[kind]) as unknown as Resolver<Values>,
  });
  const { onSubmit, pending, result } = useWhatsAppSubmit({
    form,
    endpoint,
    check: (values) => checkMessageForm(kind, values),
    payload: (values) => values,
    sent: CONTACT_MESSAGES.sent,
    popupBlocked: { title: CONTACT_MESSAGES.sent.title, description: CONTACT_MESSAGES.popupBlocked },
  });

  React.useLayoutEffect(() => carry.refocus(), [carry]);
  React.useEffect(() => {
    if (carry.takeSubmit()) formRef.current?.requestSubmit();
  }, [carry]);

  return (
    <Form {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className={formClass}
        data-testid="request-form-island"
      >
        {fields.map((f) => (
          <Field
            key={f.name}
            name={f.name}
            label={f.label}
            required={f.required}
            optional={!f.required}
            className={fieldClass}
          >
            {(field) =>
              f.type === 'textarea' ? (
                <Textarea {...field} {...controlAttributes(f)} />
              ) : (
                <Input {...field} {...controlAttributes(f)} />
              )
            }
          </Field>
        ))}
        <Honeypot id={honeypotId(endpoint)} />
        <RequiredNote />
        <SubmitButton label={submitLabel} pending={pending} />
        {result && (
          <div
            role="status"
            className="rounded-lg border border-emerald-700/30 bg-emerald-50 p-4 text-sm text-emerald-900"
          >
            <p>
              Demande enregistrée (référence <strong>{result.bookingRef}</strong>). Finalisez l’envoi dans
              WhatsApp&nbsp;:
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
