'use client';

// Radix's dialogs give the focus back to their Trigger when they close. A dialog opened from state — a select's change,
// a row's button once its data arrived, an expired session — has no Trigger, and the focus fell to <body>: a keyboard
// user started again from the top of the page. These handlers give it back to what had it when the dialog opened
// (composed with the caller's own handlers; a caller that prevents the default keeps its choice).
import * as React from 'react';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

// What each dialog opened by these handlers gives the focus back to, by its content element. A dialog opened while
// the focus was in another one that then goes (the re-sign-in window closing as the details it let through open)
// falls back on that one's own return: its password field is gone by then, the « Détails » button is not.
const returns = new WeakMap<Element, HTMLElement[]>();

/** Still on the page, and not in a dialog that is closing or gone. */
function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && element.closest(DIALOG)?.getAttribute('data-state') !== 'closed';
}

export function useReturnFocus(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
) {
  // The opener first, then the returns of the dialog it sat in, in case it goes with that dialog.
  const candidates = React.useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      const own = event.target instanceof Element ? event.target : null;
      // Not a field of this dialog focused as it mounted (autoFocus): that one goes with it.
      const opener =
        active instanceof HTMLElement && active !== document.body && !own?.contains(active) ? active : null;
      const outer = opener?.closest(DIALOG);
      const chain = [...(opener ? [opener] : []), ...((outer && returns.get(outer)) ?? [])];
      candidates.current = chain;
      if (own) returns.set(own, chain);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const element = candidates.current.find(canTakeFocus);
      if (event.defaultPrevented || !element) return;
      event.preventDefault();
      element.focus();
    },
  };
}
