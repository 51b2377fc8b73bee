'use client';

import * as React from 'react';
import { createPortal } from 'react-dom';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { removeToast, type ToastItem } from '@/components/ui/toast-store';
import { isLocale } from '@/lib/i18n/config';
// The close button's name in the language of the page on screen: the viewport renders in the browser only, under
// <html lang> set by each language's layout (the Toaster itself sits in the root layout, above both).
import { CLOSE_LABEL } from '@/lib/i18n/ui-labels';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg max-sm:pr-14 pointer-coarse:pr-14 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success bg-success text-success-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

// Portaled into <body>: the <Toaster /> is mounted by the root layout next to the language layouts' <html>
// (app/layout.tsx), so its own place in the tree is outside <body>. Loaded on the first toast only (client side).
export default function ToastViewport({ toasts }: { toasts: readonly ToastItem[] }) {
  const lang = document.documentElement.lang;
  const closeLabel = CLOSE_LABEL[isLocale(lang) ? lang : 'fr'];
  return createPortal(
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          data-slot="toast"
          open={t.open}
          duration={t.persistent ? Infinity : undefined}
          onOpenChange={(open) => {
            if (!open) removeToast(t.id);
          }}
          // Radix closes a toast on any Escape of the page. One that stays until it is closed keeps it when the Escape
          // is an open control's (an address list, the phone menu): closing the list erased the failure unread.
          onEscapeKeyDown={(event) => {
            if (t.persistent && document.activeElement?.closest('[aria-expanded="true"]'))
              event.preventDefault();
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(toastVariants({ variant: t.variant }))}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description
                // Radix's own mark (ToastAnnounceExclude, not exported): left out of what the toast announces.
                data-radix-toast-announce-exclude={t.announce === 'title' ? '' : undefined}
                className="text-sm opacity-90"
              >
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            // 44 × 44 px for a finger (WCAG 2.5.5), as every control below `sm`; the icon stays small. Its focus ring
            // is the text's colour: the blue ring was 1.25:1 on a red toast and 1.06:1 on a green one.
            className="absolute top-2 right-2 inline-flex items-center justify-center rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none max-sm:top-1 max-sm:right-1 max-sm:size-11 pointer-coarse:top-1 pointer-coarse:right-1 pointer-coarse:size-11"
            aria-label={closeLabel}
          >
            <XIcon className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the top of the screen: the bottom holds what was just pressed (the sticky save bar of the admin's
          prices, a form's send button, the WhatsApp button, the cookie banner), which a toast must not cover. The
          viewport lets taps through around its toasts (each toast takes them back).
          Except over a dialog on a phone: the toast, across the screen, lay on the dialog's title and its × (a tap
          on × hit the toast). It goes to the bottom then, where the page's bars and banner are under the dialog's
          overlay anyway: the title and the way out stay clear; a tall dialog's last buttons may lie under it for its
          5 s (a swipe or its × closes it sooner). A persistent toast (a save without an answer) stays at the top:
          until it is closed it would hide the very button that sends again; the dialog's × is still reachable by
          Escape, which closes the toast first, then the dialog. */}
      <ToastPrimitive.Viewport
        label="Notifications ({hotkey})"
        className={cn(
          // From `sm` on, below the 64 px top bar: its right-hand links stay reachable while a failure toast stays.
          'pointer-events-none fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] sm:top-16 sm:max-w-[420px]',
          !toasts[0]?.persistent &&
            'max-sm:[body:has([data-slot$=dialog-content][data-state=open])_&]:top-auto max-sm:[body:has([data-slot$=dialog-content][data-state=open])_&]:bottom-0 max-sm:[body:has([data-slot$=dialog-content][data-state=open])_&]:pt-4 max-sm:[body:has([data-slot$=dialog-content][data-state=open])_&]:pb-[max(1rem,env(safe-area-inset-bottom))]',
        )}
      />
    </ToastPrimitive.Provider>,
    document.body,
  );
}
