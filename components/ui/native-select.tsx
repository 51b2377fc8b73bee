import * as React from 'react';
import { ChevronDownIcon } from './icons';
import { controlClass, cx } from './control-class';

/** The browser's own select (keyboard, screen readers and phone pickers out of the box) with the controls' look. */
function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cx(controlClass, 'h-11 appearance-none pr-9', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
      />
    </div>
  );
}

export { NativeSelect };
