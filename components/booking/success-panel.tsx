'use client';

// Shown once the request is stored: the booking reference, the price and an 'Ouvrir WhatsApp' link that always works
// (even when the browser refused the new tab), plus a way to start a new request.
import * as React from 'react';
import { CircleCheckIcon, ExternalLinkIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/fill';
import { useBookingText } from './booking-text';
import { useEuros } from './use-amounts';

export interface BookingSuccess {
  bookingRef: string;
  whatsappUrl: string;
  totalPrice: number | null;
  /** 'Prix fixe' on a fixed route, 'Prix estimé' on a per-km fare, in the page's language. */
  priceKind: string;
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
  const { ui } = useBookingText();
  const euros = useEuros();
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
        {ui.successTitle}
      </h2>
      <p className="bg-muted rounded-lg px-4 py-3 text-sm" data-testid="booking-ref">
        {ui.bookingRef}{' '}
        <strong className="font-mono text-lg font-bold tracking-wider whitespace-nowrap">
          {success.bookingRef}
        </strong>
      </p>
      {success.totalPrice !== null ? (
        <p className="text-sm">
          {fill(ui.successPrice, { kind: success.priceKind })}
          <strong className="text-base">{fill(ui.withVat, { amount: euros(success.totalPrice) })}</strong>
        </p>
      ) : null}
      <p className="text-muted-foreground max-w-md text-sm leading-relaxed">{ui.successText}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" variant="success">
          <a href={success.whatsappUrl} target="_blank" rel="noopener noreferrer">
            {ui.openWhatsApp}
            <ExternalLinkIcon aria-hidden="true" />
            <span className="sr-only">{ui.newTab}</span>
          </a>
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onRestart}>
          <RotateCcwIcon aria-hidden="true" />
          {ui.newRequest}
        </Button>
      </div>
    </section>
  );
}
