// A labelled text-like input of the wizard with its hint and inline error (ids from wizard-fields).
import type * as React from 'react';
import type { WizardDraft } from '@/lib/booking/wizard-state';
import { controlClass, FieldError, RequiredMark } from './form-controls';
import { fieldId, type InlineError } from './wizard-fields';

export interface TextFieldProps {
  field: keyof WizardDraft;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: InlineError | null;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: string;
  max?: string;
  maxLength?: number;
  hint?: string;
  placeholder?: string;
}

export function TextField({
  field,
  label,
  value,
  onChange,
  error,
  required = false,
  type = 'text',
  hint,
  ...rest
}: TextFieldProps) {
  const id = fieldId(field);
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const message = error?.field === field ? error.message : null;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label} {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        name={field}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, message ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        className={controlClass}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {message ? <FieldError id={errorId}>{message}</FieldError> : null}
    </div>
  );
}
