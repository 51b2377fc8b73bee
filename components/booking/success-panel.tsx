'use client';

// Shown once the request is stored: the booking reference, the price and an 'Ouvrir WhatsApp' link that always works
// (even when the browser refused the new tab), plus a way to start a new request.
import * as React from 'react';
import { CircleCheckIcon, ExternalLinkIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WHATSAPP_MESSAGES, WIZARD_MESSAGES } from '@/lib/booking';
import { formatEuros } from '@/lib/format/money';

export interface BookingSuccess {
  bookingRef: string;
  whatsappUrl: string;
  totalPrice: number | null;
  /** 'Prix fixe' on a fixed route, 'Prix estimé' on a per-km fare (priceKindLabel). */
  priceKind: 'Prix fixe' | 'Prix estimé';
}

export function SuccessPanel({
  success,
  headingRef,
  onRestart,
}: {
  success: BookingSuccess;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  return (
    <section
      aria-labelledby="wizard-success-title"
      className="flex flex-col items-center gap-5 p-6 text-center sm:p-10"
    >
      <CircleCheckIcon aria-hidden="true" className="text-success size-14" />
      <h2
        id="wizard-success-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-primary text-2xl font-bold tracking-tight outline-none sm:text-3xl"
      >
        Demande enregistrée
      </h2>
      <p className="bg-muted rounded-lg px-4 py-3 text-sm" data-testid="booking-ref">
        {WIZARD_MESSAGES.bookingRef('').trim()}{' '}
        <strong className="font-mono text-lg font-bold tracking-wider whitespace-nowrap">
          {success.bookingRef}
        </strong>
      </p>
      {success.totalPrice !== null ? (
        <p className="text-sm">
          {success.priceKind} : <strong className="text-base">{formatEuros(success.totalPrice)} TTC</strong>
        </p>
      ) : null}
      <p className="text-muted-foreground max-w-md text-sm leading-relaxed">
        {WHATSAPP_MESSAGES.redirect.message} Votre demande nous est déjà parvenue&nbsp;: nous vous confirmons
        la disponibilité au plus vite. Si WhatsApp ne s&apos;est pas ouvert, utilisez le bouton ci-dessous.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" variant="success">
          <a href={success.whatsappUrl} target="_blank" rel="noopener noreferrer">
            {WIZARD_MESSAGES.openWhatsApp}
            <ExternalLinkIcon aria-hidden="true" />
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onRestart}>
          <RotateCcwIcon aria-hidden="true" />
          Nouvelle demande
        </Button>
      </div>
    </section>
  );
}
