'use client';

// A request's answer once stored (the package forms, the contact and business forms): its reference and the
// « Ouvrir WhatsApp » button. The keyboard focus moves to it, as the wizard's does; a group named by its sentence, so
// the focus reads the reference once (it was a live region too, and the sentence was said twice, then the toast).
import * as React from 'react';
import { MessageCircleIcon } from '@/components/ui/form-icons';
import type { HandOffSuccess } from '@/lib/requests/handoff';

export interface StoredRequestText {
  storedBefore: string;
  storedAfter: string;
  openWhatsApp: string;
}

export function StoredRequest({ text, result }: { text: StoredRequestText; result: HandOffSuccess }) {
  const box = React.useRef<HTMLDivElement>(null);
  const sentenceId = React.useId();
  React.useEffect(() => box.current?.focus(), [result]);
  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={sentenceId}
      tabIndex={-1}
      className="border-success/30 rounded-lg border bg-emerald-50 p-4 text-sm text-emerald-900 outline-none"
    >
      <p id={sentenceId}>
        {text.storedBefore}
        <strong>{result.bookingRef}</strong>
        {text.storedAfter}
      </p>
      <a
        href={result.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="bg-whatsapp mt-3 inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 font-semibold text-white"
      >
        <MessageCircleIcon aria-hidden="true" className="size-4" />
        {text.openWhatsApp}
      </a>
    </div>
  );
}
