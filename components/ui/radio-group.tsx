import * as React from 'react';
import { cx } from './control-class';

/** Native radio buttons in a fieldset: arrow keys, labels and screen readers work as the browser does. */
function RadioGroup({
  legend,
  legendClassName = 'sr-only',
  className,
  children,
  ...props
}: React.ComponentProps<'fieldset'> & { legend: React.ReactNode; legendClassName?: string }) {
  return (
    <fieldset data-slot="radio-group" className={className} {...props}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** One choice: the whole label is the target; the radio itself is visually hidden, its focus ring shows on the label. */
function RadioOption({
  className,
  children,
  selected,
  ...input
}: Omit<React.ComponentProps<'input'>, 'type'> & { selected?: boolean }) {
  return (
    <label
      data-slot="radio-option"
      data-selected={selected ? true : undefined}
      className={cx(
        'has-focus-visible:ring-ring cursor-pointer has-focus-visible:ring-2 has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      <input type="radio" className="sr-only" {...input} />
      {children}
    </label>
  );
}

export { RadioGroup, RadioOption };
