'use client';
// The payment result views: /reservation?payment_status=…&session_id=… (variant 'reservation') and /confirmation
// (variant 'confirmation'). Both verify the session on the server and never trust the URL alone.
import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { CircleCheckIcon, CircleXIcon, LoaderCircleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import type { PublicReservation } from '@/lib/payments/public-reservation';
import { usePaymentVerification } from './use-payment-verification';
import { formatLongParisDateTime } from '@/lib/format/dates';
import { formatEurosAmount } from '@/lib/format/money';

export interface PaymentResultProps {
  sessionId: string | null;
  bookingRef: string | null;
  variant: 'reservation' | 'confirmation';
}

function Recap({ reservation }: { reservation: PublicReservation }) {
  const rows: [string, string | null][] = [
    ['Référence', reservation.booking_ref],
    [
      'Trajet',
      reservation.pickup_location && reservation.dropoff_location
        ? `${reservation.pickup_location} → ${reservation.dropoff_location}`
        : null,
    ],
    ['Date', formatLongParisDateTime(reservation.pickup_time)],
    [
      'Retour',
      reservation.trip_type === 'roundTrip' ? formatLongParisDateTime(reservation.return_pickup_time) : null,
    ],
    ['Véhicule', reservation.vehicle_type ? VEHICLES[reservation.vehicle_type].name : null],
    ['Prix payé (TTC)', reservation.price === null ? null : formatEurosAmount(reservation.price)],
    ['Nom', reservation.full_name],
  ];
  return (
    <dl className="divide-border grid divide-y rounded-lg border text-sm">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-muted-foreground font-medium">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function PaymentResult({ sessionId, bookingRef, variant }: PaymentResultProps) {
  const state = usePaymentVerification(sessionId, bookingRef);
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
          {PAYMENT_MESSAGES.verifying}
        </p>
      </section>
    );
  }

  const paid = state.phase === 'paid';
  const title = paid
    ? variant === 'reservation'
      ? PAYMENT_MESSAGES.successTitle
      : PAYMENT_MESSAGES.confirmationSuccessTitle
    : variant === 'reservation'
      ? PAYMENT_MESSAGES.notConfirmedTitle
      : PAYMENT_MESSAGES.confirmationErrorTitle;

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
              Merci {state.reservation.full_name}, votre paiement a bien été reçu et votre course est
              réservée.
            </p>
          ) : (
            <p className="text-muted-foreground">
              {variant === 'reservation' ? state.message : state.statusMessage}
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {paid ? (
            <Recap reservation={state.reservation} />
          ) : variant === 'confirmation' ? (
            <p className="bg-muted rounded-lg px-4 py-3 text-sm">{PAYMENT_MESSAGES.supportHint}</p>
          ) : null}
        </CardContent>
        <CardFooter className="flex flex-col justify-center gap-3 sm:flex-row">
          {!paid && (
            <Button asChild>
              <Link href="/reservation">Retour à la réservation</Link>
            </Button>
          )}
          <Button asChild variant={paid ? 'default' : 'outline'}>
            <Link href="/">Retour à l&apos;accueil</Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}
