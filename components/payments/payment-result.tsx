'use client';
// The payment result views: /reservation?payment_status=…&session_id=… (variant 'reservation') and /confirmation
// (variant 'confirmation'), and their English twins. Both verify the session on the server and never trust the URL
// alone. Every word comes from `text` (lib/payments/locale.ts paymentResultText, built by the page in its language).
import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { CircleAlertIcon, CircleCheckIcon, CircleXIcon, LoaderCircleIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { isBookingRef } from '@/lib/booking/ref';
import { formatLongDateTimeIn } from '@/lib/format/dates';
import { formatEurosIn } from '@/lib/format/money';
import type { PaymentResultText } from '@/lib/payments/locale';
import type { PublicReservation } from '@/lib/payments/public-reservation';
import { RecapList, type RecapRow } from './recap-list';
import { usePaymentVerification } from './use-payment-verification';

export interface PaymentResultProps {
  sessionId: string | null;
  bookingRef: string | null;
  variant: 'reservation' | 'confirmation';
  /** The page's copy (paymentResultText(locale)): French on /reservation and /confirmation, English under /en. */
  text: PaymentResultText;
}

function Recap({ reservation, text }: { reservation: PublicReservation; text: PaymentResultText }) {
  const { locale, recap } = text;
  const rows: RecapRow[] = [
    [recap.reference, reservation.booking_ref],
    [
      recap.route,
      reservation.pickup_location && reservation.dropoff_location
        ? `${reservation.pickup_location} → ${reservation.dropoff_location}`
        : null,
    ],
    [recap.date, formatLongDateTimeIn(locale, reservation.pickup_time)],
    [
      recap.returnTrip,
      reservation.trip_type === 'roundTrip'
        ? formatLongDateTimeIn(locale, reservation.return_pickup_time)
        : null,
    ],
    [recap.vehicle, reservation.vehicle_type ? text.vehicles[reservation.vehicle_type] : null],
    [
      recap.pricePaid,
      reservation.price === null ? null : formatEurosIn(locale, Math.round(reservation.price * 100)),
    ],
    [recap.name, reservation.full_name],
  ];
  return <RecapList rows={rows} />;
}

export function PaymentResult({ sessionId, bookingRef, variant, text }: PaymentResultProps) {
  const { state, retry } = usePaymentVerification(sessionId, bookingRef, text);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Screen-reader and keyboard users land on the outcome once it is known.
  useEffect(() => {
    if (state.phase !== 'loading') headingRef.current?.focus();
  }, [state.phase]);

  if (state.phase === 'loading') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <LoaderCircleIcon aria-hidden="true" className="text-primary size-12 animate-spin" />
        <p role="status" className="text-lg font-medium">
          {text.verifying}
        </p>
      </section>
    );
  }

  if (state.phase === 'unchecked') {
    return (
      <PaymentUnchecked
        message={state.message}
        bookingRef={bookingRef}
        text={text}
        headingRef={headingRef}
        onRetry={retry}
      />
    );
  }

  const paid = state.phase === 'paid';
  const refund = state.phase === 'refund';
  const title = paid
    ? variant === 'reservation'
      ? text.successTitle
      : text.confirmationSuccessTitle
    : refund
      ? text.paidButCancelledTitle
      : variant === 'reservation'
        ? text.notConfirmedTitle
        : text.confirmationErrorTitle;

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16" aria-live="polite">
      <Card className={paid ? 'border-success/40' : 'border-destructive/40'}>
        <CardHeader className="justify-items-center gap-3 text-center">
          {paid ? (
            <CircleCheckIcon aria-hidden="true" className="text-success size-14" />
          ) : (
            <CircleXIcon aria-hidden="true" className="text-destructive size-14" />
          )}
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
            {title}
          </h1>
          {paid ? (
            <p className="text-muted-foreground">
              {text.thanks.before}
              {state.reservation.full_name}
              {text.thanks.after}
            </p>
          ) : refund ? (
            <p className="text-muted-foreground">{state.message}</p>
          ) : (
            <p className="text-muted-foreground">
              {variant === 'reservation' ? state.message : state.statusMessage}
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {paid ? (
            <Recap reservation={state.reservation} text={text} />
          ) : variant === 'confirmation' && !refund ? (
            <p className="bg-muted rounded-lg px-4 py-3 text-sm">{text.supportHint}</p>
          ) : null}
        </CardContent>
        <CardFooter className="flex flex-col justify-center gap-3 sm:flex-row">
          {/* A cancelled booking that was paid is refunded: no « book again » invitation there. */}
          {!paid && !refund && (
            <Button asChild>
              <Link href={text.backToBooking.href}>{text.backToBooking.label}</Link>
            </Button>
          )}
          <Button asChild variant={paid ? 'default' : 'outline'}>
            <Link href={text.home.href}>{text.home.label}</Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}

/**
 * The check's answer could not be read (connection lost, no answer, a proxy's page, the service unavailable): the
 * payment may have gone through, so the page says so, shows the reference, checks again on demand and offers WhatsApp
 * — never « Paiement Non Confirmé » nor « Retour à la réservation », which would invite a second payment.
 */
function PaymentUnchecked({
  message,
  bookingRef,
  text,
  headingRef,
  onRetry,
}: {
  message: string;
  bookingRef: string | null;
  text: PaymentResultText;
  headingRef: React.Ref<HTMLHeadingElement>;
  onRetry: () => void;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16" aria-live="polite">
      <Card className="border-amber-300">
        <CardHeader className="justify-items-center gap-3 text-center">
          <CircleAlertIcon aria-hidden="true" className="size-14 text-amber-600" />
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
            {text.checkUnavailableTitle}
          </h1>
          <p className="text-muted-foreground">{message}</p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {isBookingRef(bookingRef) ? <RecapList rows={[[text.recap.reference, bookingRef]]} /> : null}
          <p className="bg-muted rounded-lg px-4 py-3 text-sm">{text.checkUnavailable}</p>
        </CardContent>
        <CardFooter className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button type="button" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {text.checkAgain}
          </Button>
          <Button asChild variant="outline">
            <a href={text.question.href} target="_blank" rel="noopener noreferrer">
              {text.question.label}
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link href={text.home.href}>{text.home.label}</Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}
