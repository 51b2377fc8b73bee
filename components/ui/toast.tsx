'use client';

// Imperative toasts: `toast({ title, description, variant })` from any client component, rendered by the single
// <Toaster /> mounted in app/layout.tsx. docs/product.md#pages-ui: one toast visible, 5 s, swipe 50 px, F8 (Radix toast defaults).
// The Radix viewport is loaded on first use, so pages that never toast ship none of its code.
import * as React from 'react';
import dynamic from 'next/dynamic';

import { useToasts } from './toast-store';

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

const ToastViewport = dynamic(() => import('./toast-viewport'), { ssr: false });

export function Toaster() {
  const toasts = useToasts();
  const [used, setUsed] = React.useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  return used ? <ToastViewport toasts={toasts} /> : null;
}
