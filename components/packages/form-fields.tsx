// Labelled inputs of the package forms: native controls (they work with the keyboard, screen readers and mobile
// pickers out of the box), one error message per field tied to the input with aria-describedby.
import * as React from 'react';
import { cn } from '@/lib/utils';

export const controlClass =
  'border-input bg-background flex h-11 w-full min-w-0 rounded-md border px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:cursor-not-allowed disabled:opacity-50';

export interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    name: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    required: boolean;
  }) => React.ReactNode;
}

export function Field({ name, label, error, hint, required = true, className, children }: FieldProps) {
  const id = `champ-${name}`;
  const describedBy = [hint ? `${id}-aide` : null, error ? `${id}-erreur` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        required,
      })}
      {hint && (
        <p id={`${id}-aide`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erreur`} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function NumberSelect({
  min,
  max,
  defaultValue,
  unit,
  ...control
}: {
  min: number;
  max: number;
  defaultValue: number;
  unit: (n: number) => string;
} & React.ComponentProps<'select'>) {
  return (
    <select {...control} defaultValue={String(defaultValue)} className={controlClass}>
      {range(min, max).map((n) => (
        <option key={n} value={n}>
          {unit(n)}
        </option>
      ))}
    </select>
  );
}

/** Visually hidden, out of the tab order: people leave it empty, form-filling bots do not. */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="champ-site-web">Site web (laisser vide)</label>
      <input id="champ-site-web" name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
