import * as React from 'react';
import { controlClass, cx } from './control-class';

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  // A caller's own min-height replaces the default one (classes are joined, not merged).
  const minHeight = className?.includes('min-h-') ? null : 'min-h-28';
  return <textarea data-slot="textarea" className={cx(controlClass, minHeight, className)} {...props} />;
}

export { Textarea };
