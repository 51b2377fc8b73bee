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
import { plainValues, type IslandCarry } from '@/components/forms/use-idle-island';
import { StoredRequest } from '@/components/forms/stored-request';
import { useWhatsAppSubmit } from '@/components/forms/use-whatsapp-submit';
import { Field, Form } from '@/components/ui/form';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { checkMessageForm, MESSAGE_FORM_SCHEMAS } from '@/lib/requests/message-form';
import type { RequestFormText } from '@/lib/i18n/form-text';
import { FIELD_MESSAGES } from '@/lib/requests/field-rules';
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
  /** The form's copy in the page's language (lib/i18n/form-text.ts, built on the server). */
  text: RequestFormText;
  /** The plain form it replaces: typed values, focus, a submit made before it loaded. */
  carry: IslandCarry;
}

type Values = Record<string, string>;

/** The shared rules' messages (French, from the server's schema) in the page's language. */
function localizer(text: RequestFormText) {
  const map: Record<string, string> = {
    [FIELD_MESSAGES.required]: text.fieldRequired,
    [FIELD_MESSAGES.tooLong]: text.tooLong,
    [FIELD_MESSAGES.invalidEmail]: text.invalidEmail,
    [FIELD_MESSAGES.invalidPhone]: text.invalidPhone,
  };
  return (message: string) => map[message] ?? message;
}

export function RequestFormIsland({ endpoint, fields, submitLabel, text, carry }: RequestFormIslandProps) {
  const kind = endpoint === '/api/contact' ? 'contact' : 'business';
  const formRef = React.useRef<HTMLFormElement>(null);
  const [defaultValues] = React.useState(() =>
    plainValues(
      carry.plain(),
      fields.map((f) => f.name),
    ),
  );
  const localize = React.useMemo(() => localizer(text), [text]);
  const resolver = React.useMemo<Resolver<Values>>(() => {
    // The schema turns '' into null (optional phone): the form keeps the text, the server parses it again.
    const zod = zodResolver(MESSAGE_FORM_SCHEMAS[kind]) as unknown as Resolver<Values>;
    return async (values, context, options) => {
      const result = await zod(values, context, options);
      for (const error of Object.values(result.errors)) {
        if (error && typeof error.message === 'string') error.message = localize(error.message);
      }
      return result;
    };
  }, [kind, localize]);
  const form = useForm<Values>({ defaultValues, resolver });
  const { onSubmit, pending, result } = useWhatsAppSubmit({
    form,
    endpoint,
    check: (values) => {
      const { errors, toast } = checkMessageForm(kind, values);
      const localized = Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, localize(m)]));
      // A field only badly written (no empty required field): the toast says so in the page's language.
      const first = Object.values(localized)[0];
      const invalid = first ? { title: text.invalidTitle, description: first } : undefined;
      return { errors: localized, toast: toast ? text.required : invalid };
    },
    payload: (values) => ({ ...values, locale: text.locale }),
    sent: text.sent,
    popupBlocked: { title: text.sent.title, description: text.popupBlocked },
    failed: text.failed,
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
            optional={f.required ? undefined : text.optional}
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
        <Honeypot id={honeypotId(endpoint)} locale={text.locale} />
        <RequiredNote text={text.requiredNote} />
        <SubmitButton label={submitLabel} sending={text.sending} pending={pending} />
        {result && <StoredRequest text={text} result={result} />}
      </form>
    </Form>
  );
}
