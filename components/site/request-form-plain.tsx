// The contact / business form as the server renders it: what every visitor sees first, and all a visitor without
// JavaScript gets. Without JavaScript it posts as a plain form to the same API route, which stores the request and
// sends the browser on to WhatsApp with the message written (lib/requests/form-post.ts; decision in
// docs/architecture.md). With JavaScript the loader (request-form-loader.tsx) swaps in the client island, which has
// the same markup (request-form-parts.tsx), before or at the first use.
import { fieldId } from '@/components/ui/field-id';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import {
  controlAttributes,
  fieldClass,
  formClass,
  honeypotId,
  LabelMark,
  RequiredNote,
  SubmitButton,
  type RequestEndpoint,
  type RequestField,
} from './request-form-parts';
import type { RequestFormText } from '@/lib/i18n/form-text';

export interface PlainRequestFormProps {
  endpoint: RequestEndpoint;
  fields: readonly RequestField[];
  submitLabel: string;
  /** The form's copy in the page's language (lib/i18n/form-text.ts, built on the server). */
  text: RequestFormText;
}

export function PlainRequestForm({ endpoint, fields, submitLabel, text }: PlainRequestFormProps) {
  return (
    <form method="post" action={endpoint} className={formClass} data-testid="request-form-plain">
      {fields.map((field) => {
        const id = fieldId(field.name);
        const control = { id, name: field.name, ...controlAttributes(field) };
        return (
          <div key={field.name} className={fieldClass}>
            <label htmlFor={id} className="text-sm font-medium">
              {field.label}
              <LabelMark required={field.required} optional={text.optional} />
            </label>
            {field.type === 'textarea' ? <Textarea {...control} /> : <Input {...control} />}
          </div>
        );
      })}
      <input type="hidden" name="locale" value={text.locale} />
      <Honeypot id={honeypotId(endpoint)} locale={text.locale} />
      <RequiredNote text={text.requiredNote} />
      <SubmitButton label={submitLabel} sending={text.sending} />
    </form>
  );
}
