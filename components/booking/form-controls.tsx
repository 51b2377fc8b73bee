// Small form pieces shared by the wizard steps: field error text, required mark, section wrapper. The native
// <select> and the controls' look are components/ui/native-select.tsx and components/ui/control-class.ts.
import * as React from 'react';
import { cx } from '@/components/ui/control-class';

export function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="text-destructive text-sm font-medium">
      {children}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

export function FormSection({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cx('flex min-w-0 flex-col gap-4', className)}>
      <legend className="text-primary mb-3 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
