// The wizard's page when the customer cancelled the card payment on Stripe's page (lib/payments/resume.ts): the request
// as stored, and the three ways on — pay it now (a plain form: works without JavaScript), confirm it on WhatsApp and
// pay in the vehicle, or change it. The same link once the request is paid, confirmed or cancelled says so, with its
// reference and recap (ClosedRequest). A Server Component: no script of its own.
import Link from 'next/link';
import {
  CircleCheckIcon,
  CircleExclamationPointIcon as CircleAlertIcon,
  CreditCardIcon as CreditCard,
  InfoIcon,
  PencilIcon as Pencil,
} from '@/components/site/shell-icons';
import { MessageCircleIcon } from '@/components/ui/form-icons';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import type { Reservation } from '@/lib/domain/records';
import { formatLongDateTimeIn } from '@/lib/format/dates';
import { formatEurosIn } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/config';
import { getT } from '@/lib/i18n/translator';
import {
  CANCELLED_PARAMS,
  paymentMessages,
  paymentResultText,
  type ResumeState,
} from '@/lib/payments/locale';
import { cn } from '@/lib/utils';
import { RecapList, type RecapRow } from './recap-list';

/** What the route loads for the page (app/(site)/reservation/load.ts), beside the page's language. */
export type CancelledPaymentView = OpenRequestView | ClosedRequestView | UnreadableRequestView;

/**
 * The request's row could not be read (the database unavailable): its reference comes from the link's signed token.
 * The page says it is stored, the card payment unavailable for now, and offers WhatsApp and another try.
 */
export interface UnreadableRequestView {
  state: 'unreadable';
  bookingRef: string;
  /** WhatsApp, prefilled to confirm the request and pay in the vehicle (its reference is enough). */
  payOnBoardUrl: string;
  /** This page again. */
  retryHref: string;
}

/** The request still waits for its card payment. */
export interface OpenRequestView {
  state: 'open';
  reservation: Reservation;
  /** The request's token, posted back by « Payer ». */
  token: string;
  /** The last « Payer » could not open the payment page. */
  failed: boolean;
  /** « Payer » is offered (online payment on, pickup still 24 hours away or more). */
  payable: boolean;
  /** WhatsApp, prefilled to confirm the request and pay in the vehicle. */
  payOnBoardUrl: string;
  /** The wizard filled from the stored request (`?paiement=modifier&demande=<token>`). */
  editHref: string;
}

/** The request was paid online, confirmed by the operator or cancelled since: said, with its reference. */
export interface ClosedRequestView {
  state: Exclude<ResumeState, 'open'>;
  reservation: Reservation;
  /** WhatsApp, prefilled with a question about the booking (its reference). */
  questionUrl: string;
  /** The wizard, empty: another trip is a new request. */
  newRequestHref: string;
}

/** The request's recap: the trip's words are the wizard's, the return row the payment confirmation's. */
function recapRows(locale: Locale, r: Reservation, priceLabel?: string): RecapRow[] {
  const t = getT(locale, 'PaymentCancelled');
  // The trip's words are the wizard's (Type de trajet, Aller simple, Aller-retour); the return row is the payment
  // confirmation's (payment-result.tsx): the price of a round trip is read with both legs.
  const trip = getT(locale, 'Booking');
  const { vehicles, recap } = paymentResultText(locale);
  const roundTrip = r.tripType === 'roundTrip';
  return [
    [t('ref'), r.bookingRef],
    [trip('tripType'), r.tripType ? trip(roundTrip ? 'roundTrip' : 'oneWay') : null],
    [t('route'), r.pickupLocation && r.dropoffLocation ? `${r.pickupLocation} → ${r.dropoffLocation}` : null],
    [t('when'), formatLongDateTimeIn(locale, r.pickupTime)],
    [recap.returnTrip, roundTrip ? formatLongDateTimeIn(locale, r.returnPickupTime) : null],
    [t('vehicle'), r.vehicleType ? vehicles[r.vehicleType] : null],
    [priceLabel ?? t('price'), r.priceCents === null ? null : formatEurosIn(locale, r.priceCents)],
  ];
}

export function PaymentCancelled({ locale, view }: { locale: Locale; view: CancelledPaymentView }) {
  if (view.state === 'unreadable') return <UnreadableRequest locale={locale} view={view} />;
  return view.state === 'open' ? (
    <OpenRequest locale={locale} view={view} />
  ) : (
    <ClosedRequest locale={locale} view={view} />
  );
}

/** The header of a request still waiting for its payment (shown, or unreadable for now). */
function WaitingHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <CardHeader className="justify-items-center gap-3 text-center">
      <CircleAlertIcon aria-hidden="true" className="size-14 text-amber-600" />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{intro}</p>
    </CardHeader>
  );
}

function UnreadableRequest({
  locale,
  view: { bookingRef, payOnBoardUrl, retryHref },
}: {
  locale: Locale;
  view: UnreadableRequestView;
}) {
  const t = getT(locale, 'PaymentCancelled');
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <Card className="border-amber-300">
        <WaitingHeader title={t('title')} intro={t('unreadable', { ref: bookingRef })} />
        <CardContent>
          <p role="alert" className="border-destructive/40 bg-destructive/5 rounded-lg border p-3 text-sm">
            {t('failed')}
          </p>
        </CardContent>
        <CardFooter className="flex flex-col items-stretch gap-3">
          <a
            href={payOnBoardUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ size: 'lg' }), 'w-full')}
          >
            <MessageCircleIcon aria-hidden="true" />
            {t('whatsApp')}
          </a>
          <a href={retryHref} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}>
            {t('retry')}
          </a>
        </CardFooter>
      </Card>
    </section>
  );
}

function OpenRequest({
  locale,
  view: { reservation: r, token, failed, payable, payOnBoardUrl, editHref },
}: {
  locale: Locale;
  view: OpenRequestView;
}) {
  const t = getT(locale, 'PaymentCancelled');
  const price = formatEurosIn(locale, r.priceCents ?? 0);
  const rows = recapRows(locale, r);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <Card className="border-amber-300">
        <WaitingHeader title={t('title')} intro={t('intro', { ref: r.bookingRef })} />
        <CardContent className="flex flex-col gap-4">
          {failed ? (
            <p role="alert" className="border-destructive/40 bg-destructive/5 rounded-lg border p-3 text-sm">
              {t('failed')}
            </p>
          ) : null}
          <h2 className="sr-only">{t('recapTitle')}</h2>
          <RecapList rows={rows} />
        </CardContent>
        <CardFooter className="flex flex-col items-stretch gap-3">
          {payable ? (
            <form method="post" action="/api/checkout/resume" className="contents">
              <input type="hidden" name={CANCELLED_PARAMS.token} value={token} />
              <button type="submit" className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
                <CreditCard aria-hidden="true" />
                {t('pay', { price })}
              </button>
            </form>
          ) : (
            <p className="text-center text-sm font-medium">{t('cardClosed')}</p>
          )}
          <a
            href={payOnBoardUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
          >
            <MessageCircleIcon aria-hidden="true" />
            {t('whatsApp')}
          </a>
          <Link href={editHref} className={cn(buttonVariants({ variant: 'ghost' }), 'w-full')}>
            <Pencil aria-hidden="true" />
            {t('edit')}
          </Link>
          <p className="text-muted-foreground text-center text-xs">{t('editHint')}</p>
        </CardFooter>
      </Card>
    </section>
  );
}

const CLOSED_COPY = {
  paid: { title: 'requestPaidTitle', text: 'requestPaid' },
  confirmed: { title: 'requestConfirmedTitle', text: 'requestConfirmed' },
  cancelled: { title: 'requestCancelledTitle', text: 'requestCancelled' },
} as const;

/** The link of a request that no longer waits for its payment: why, its reference and recap, and the ways on. */
function ClosedRequest({
  locale,
  view: { state, reservation: r, questionUrl, newRequestHref },
}: {
  locale: Locale;
  view: ClosedRequestView;
}) {
  const m = paymentMessages(locale);
  const t = getT(locale, 'PaymentCancelled');
  const { recap, home } = paymentResultText(locale);
  const copy = CLOSED_COPY[state];
  const cancelled = state === 'cancelled';
  const Icon = cancelled ? InfoIcon : CircleCheckIcon;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <Card className={cancelled ? 'border-slate-300' : 'border-emerald-300'}>
        <CardHeader className="justify-items-center gap-3 text-center">
          <Icon
            aria-hidden="true"
            className={cn('size-14', cancelled ? 'text-slate-600' : 'text-emerald-700')}
          />
          <h1 className="text-2xl font-bold sm:text-3xl">{m[copy.title]}</h1>
          <p className="text-muted-foreground">{m[copy.text]}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <h2 className="sr-only">{t('recapTitle')}</h2>
          <RecapList rows={recapRows(locale, r, state === 'paid' ? recap.pricePaid : undefined)} />
        </CardContent>
        <CardFooter className="flex flex-col items-stretch gap-3">
          <a
            href={questionUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
          >
            <MessageCircleIcon aria-hidden="true" />
            {m.requestQuestion}
          </a>
          {cancelled ? (
            <Link href={newRequestHref} className={cn(buttonVariants({ variant: 'ghost' }), 'w-full')}>
              {m.newRequest}
            </Link>
          ) : (
            <Link href={home.href} className={cn(buttonVariants({ variant: 'ghost' }), 'w-full')}>
              {home.label}
            </Link>
          )}
        </CardFooter>
      </Card>
    </section>
  );
}
