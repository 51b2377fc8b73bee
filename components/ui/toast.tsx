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
// interrompue »), the toast is still shown, plainly, where toasts appear, for 5 s like the others; the next toast tries
// the download again. Without this the failed download reached the root error page and the form's contents were lost
// (e2e/wizard.spec.ts).
export function Toaster() {
  const toasts = useToasts();
  const shown = toasts[0];
  const id = shown?.id;
  const [, setLoaded] = React.useState(false);
  const [failed, setFailed] = React.useState<number>();
  React.useEffect(() => {
    if (id === undefined || ToastViewport) return;
    import('./toast-viewport').then(
      (m) => {
        ToastViewport = m.default;
        setLoaded(true);
      },
      () => {
        setFailed(id);
        setTimeout(() => dismissToast(id), 5000);
      },
    );
  }, [id]);
  if (ToastViewport) return <ToastViewport toasts={toasts} />;
  return shown?.open && failed === id
    ? createPortal(
        <p
          key={id}
          role={shown.variant === 'destructive' ? 'alert' : 'status'}
          data-slot="toast"
          className="bg-background fixed inset-x-4 top-4 z-[100] rounded-lg border p-4 shadow-lg sm:left-auto sm:w-[420px]"
        >
          <b>{shown.title}</b> {shown.description}
        </p>,
        document.body,
      )
    : null;
}
