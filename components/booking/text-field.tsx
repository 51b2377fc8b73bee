// A labelled text-like input of step 1 on the shared form parts (components/ui/form): label, hint and error with
// their ids and aria wiring. The value is the wizard draft's; react-hook-form holds the error and the focus target.
import type * as React from 'react';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { Step1FormValues } from '@/lib/booking/step1-form';

type TextFieldName = {
  [K in keyof Step1FormValues]: Step1FormValues[K] extends string ? K : never;
}[keyof Step1FormValues];

export interface TextFieldProps {
  field: TextFieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
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
  required = false,
  hint,
  ...rest
}: TextFieldProps) {
  return (
    <FormField<Step1FormValues, TextFieldName>
      name={field}
      render={({ field: control }) => (
        <FormItem className="flex min-w-0 flex-col gap-2">
          <FormLabel required={required}>{label}</FormLabel>
          <FormControl>
            <Input
              ref={control.ref}
              name={field}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={control.onBlur}
              aria-required={required || undefined}
              {...rest}
            />
          </FormControl>
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
