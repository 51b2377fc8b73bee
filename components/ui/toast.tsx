'use client';

// Imperative toasts: `toast({ title, description, variant })` from any client component, rendered by the single
// <Toaster /> mounted in app/layout.tsx. docs/product.md#pages-ui: one toast visible, 5 s, swipe 50 px, F8 (Radix toast defaults).
// The Radix viewport is loaded on the first toast, so pages that never toast ship none of its code.
import * as React from 'react';
import { createPortal } from 'react-dom';

import { dismissToast, useToasts, type ToastItem } from './toast-store';

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

type Viewport = React.ComponentType<{ toasts: readonly ToastItem[] }>;
// The Radix viewport once downloaded (the page keeps it: the Toaster lives in the root layout).
let ToastViewport: Viewport | null = null;

// When the viewport's code cannot be downloaded (a train's tunnel: the very moment a form says « connexion
// interrompue »), the toast is still shown, plainly, where toasts appear, and closed after 5 s; from then on every toast
// shows at once that way while the next download is tried, and the Radix viewport takes over once one succeeds.
// Without this the failed download reached the root error page and the form's contents were lost (e2e/wizard.spec.ts).
export function Toaster() {
  const toasts = useToasts();
  const shown = toasts[0];
  const id = shown?.id;
  const [, setLoaded] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    if (id === undefined || ToastViewport) return;
    import('./toast-viewport').then(
      (m) => {
        ToastViewport = m.default;
        setLoaded(true);
      },
      () => {
        setFailed(true);
        setTimeout(() => dismissToast(id), 5000);
      },
    );
  }, [id]);
  if (ToastViewport) return <ToastViewport toasts={toasts} />;
  // role="alert": a live region inserted with its text is announced reliably only as an alert.
  return shown?.open && failed
    ? createPortal(
        <p
          key={id}
          role="alert"
          data-slot="toast"
          className="bg-background fixed inset-x-4 top-4 z-[100] rounded-lg border p-4 shadow-lg sm:left-auto sm:w-[420px]"
        >
          <b>{shown.title}</b> {shown.description}
        </p>,
        document.body,
      )
    : null;
}
