import * as React from 'react';
import { controlClass, cx } from './control-class';

/** The browser's own select: keyboard, screen readers and mobile pickers work out of the box. */
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select data-slot="native-select" className={cx(controlClass, 'h-11', className)} {...props} />;
}

export { NativeSelect };
