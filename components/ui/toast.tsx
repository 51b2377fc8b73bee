'use client';

// Imperative toasts: `toast({ title, description, variant })` from any client component, rendered by the single
// <Toaster /> mounted in app/layout.tsx. docs/product.md#pages-ui: one toast visible, 5 s, swipe 50 px, F8 (Radix toast defaults).
// The Radix viewport is loaded on the first toast, so pages that never toast ship none of its code.
import * as React from 'react';
import { createPortal } from 'react-dom';

import { isLocale } from '@/lib/i18n/config';
import { CLOSE_LABEL } from '@/lib/i18n/ui-labels';
import { dismissToast, getToasts, useToasts, type ToastItem } from './toast-store';

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
// interrompue »), or has not come after VIEWPORT_WAIT_MS (a download stalled on a phone network), the toast is still
// shown, plainly, where toasts appear, with its close button, and closed after 5 s (not while the pointer or the
// focus is on it; a persistent one stays until closed or replaced); from then on every toast shows at
// once that way while the next download is tried, and the Radix viewport takes over from the next toast once one
// succeeds (a toast shown plainly stays so: it is not announced twice).
// Without this the failed download reached the root error page and the form's contents were lost (e2e/wizard.spec.ts).
const VIEWPORT_WAIT_MS = 1500;
const PLAIN_TOAST_MS = 5000;

export function Toaster() {
  const toasts = useToasts();
  const shown = toasts[0];
  const id = shown?.id;
  const [, setLoaded] = React.useState(false);
  // The toast shown plainly, once one had to be; then every next one is, until the viewport is here.
  const [plainId, setPlainId] = React.useState<number | null>(null);
  const plainSince = React.useRef(false);
  // The plain toast's closing timer: held while the pointer is on it or the focus in it (as Radix's toast does).
  const closer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const hold = () => clearTimeout(closer.current);
  const release = (toastId: number) => {
    clearTimeout(closer.current);
    if (!getToasts().some((t) => t.id === toastId && t.persistent))
      closer.current = setTimeout(() => dismissToast(toastId), PLAIN_TOAST_MS);
  };
  React.useEffect(() => {
    if (id === undefined || ToastViewport) return;
    let live = true;
    const showPlainly = () => {
      if (!live) return;
      plainSince.current = true;
      setPlainId(id);
      release(id);
    };
    const timer = setTimeout(showPlainly, plainSince.current ? 0 : VIEWPORT_WAIT_MS);
    import('./toast-viewport').then(
      (m) => {
        clearTimeout(timer);
        ToastViewport = m.default;
        setLoaded(true);
      },
      () => {
        clearTimeout(timer);
        showPlainly();
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
      hold();
    };
  }, [id]);
  const plain = shown?.open === true && shown.id === plainId;
  if (ToastViewport && !plain) return <ToastViewport toasts={toasts} />;
  if (!plain) return null;
  const lang = document.documentElement.lang;
  return createPortal(
    <div
      key={id}
      data-slot="toast"
      onPointerEnter={hold}
      onPointerLeave={() => release(shown.id)}
      onFocus={hold}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release(shown.id);
      }}
      className="bg-background fixed inset-x-4 top-4 z-[100] rounded-lg border p-4 pr-12 shadow-lg sm:left-auto sm:w-[420px]"
    >
      {/* role="alert": a live region inserted with its text is announced reliably only as an alert. A description
          the page already says where the focus is stays outside it (read, not announced). */}
      <p>
        <span role="alert">
          <b>{shown.title}</b>
          {shown.announce !== 'title' && shown.description ? ` ${shown.description}` : null}
        </span>
        {shown.announce === 'title' && shown.description ? ` ${shown.description}` : null}
      </p>
      <button
        type="button"
        aria-label={CLOSE_LABEL[isLocale(lang) ? lang : 'fr']}
        onClick={() => dismissToast(shown.id)}
        className="focus-visible:ring-ring absolute top-2 right-2 rounded-md px-2 py-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:outline-none"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>,
    document.body,
  );
}
