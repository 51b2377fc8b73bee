'use client';

// Imperative toasts: `toast({ title, description, variant })` from any client component, rendered by the single
// <Toaster /> mounted in app/layout.tsx. docs/product.md#pages-ui: one toast visible, 5 s, swipe 50 px, F8 (Radix toast defaults).
// The Radix viewport is loaded on first use, so pages that never toast ship none of its code.
import * as React from 'react';
import { createPortal } from 'react-dom';
import dynamic from 'next/dynamic';

import { useToasts, type ToastItem } from './toast-store';

export {
  dismissToast,
  getToasts,
  removeToast,
  toast,
  useToasts,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast-store';

// When the viewport's code cannot be downloaded (a train's tunnel: the very moment a form says « connexion
// interrompue »), the message is still shown, plainly, where toasts appear, until the next toast replaces it. Without
// this the failed download reached the root error page and the form's contents were lost (e2e/wizard.spec.ts).
const ToastViewport = dynamic(
  () =>
    import('./toast-viewport').catch(
      () =>
        ({ toasts: [shown] }: { toasts: readonly ToastItem[] }) =>
          shown?.open
            ? createPortal(
                <p
                  role="alert"
                  data-slot="toast"
                  className="bg-background fixed inset-x-4 top-4 z-[100] rounded-lg border p-4 shadow-lg sm:left-auto sm:w-[420px]"
                >
                  <b>{shown.title}</b> {shown.description}
                </p>,
                document.body,
              )
            : null,
    ),
  { ssr: false },
);

export function Toaster() {
  const toasts = useToasts();
  const [used, setUsed] = React.useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  return used ? <ToastViewport toasts={toasts} /> : null;
}
