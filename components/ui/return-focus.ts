'use client';

// Radix's dialogs give the focus back to their Trigger when they close. A dialog opened from state — a select's change,
// a row's button once its data arrived, an expired session — has no Trigger, and the focus fell to <body>: a keyboard
// user started again from the top of the page. These handlers give it back to what had it when the dialog opened
// (composed with the caller's own handlers; a caller that prevents the default keeps its choice).
import * as React from 'react';

export function useReturnFocus(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
