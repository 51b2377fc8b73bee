// Opening a Stripe Checkout Session for a stored reservation (the server's total, never the browser's).
import 'server-only';
import Stripe from 'stripe';
import { getStore } from '@/lib/db';
import { ConflictError } from '@/lib/db/errors';
import { EXPIRE_REQUEST_OPTIONS } from './cancel';
import type { Reservation } from '@/lib/db/types';
import { serverEnv } from '@/lib/env';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { fulfil } from './fulfil';
import { CHECKOUT_LIFETIME_MINUTES } from './lifetime';
import { PAYMENT_PLACEHOLDER_SESSION_ID } from './messages';
import type { CheckoutMetadata } from './session';
import { getStripe } from './stripe';
import { formatLongDateTimeIn } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/config';
import { catalogues } from '@/lib/i18n/messages';
import { checkoutReturnPaths } from './locale';
import { cancelledPaymentPath } from './resume';

/**
 * Stripe accepts expires_at from 30 minutes to 24 hours after creation, measured on its own clock: one extra minute
 * keeps a session asked for "30 minutes" from being refused because of clock skew or network time.
 */
export const CHECKOUT_LIFETIME_SECONDS = CHECKOUT_LIFETIME_MINUTES * 60;

export class CheckoutUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CheckoutUnavailableError';
  }
}

/** The words of the line item, per language (the customer's: reservations.locale). */
const LINE_ITEM: Record<
  Locale,
  {
    from: string;
    to: string;
    name: (ref: string, route: string) => string;
    roundTrip: string;
    returnAt: (when: string) => string;
    oneWay: string;
    vehicle: (type: keyof typeof VEHICLES) => string;
  }
> = {
  fr: {
    from: 'Départ',
    to: 'Destination',
    name: (ref, route) => `Trajet VTC ${ref} : ${route}`,
    roundTrip: 'aller-retour',
    returnAt: (when) => `, retour ${when}`,
    oneWay: 'aller simple',
    vehicle: (type) => VEHICLES[type].name,
  },
  en: {
    from: 'Pick-up',
    to: 'Destination',
    name: (ref, route) => `Private driver ride ${ref}: ${route}`,
    roundTrip: 'return trip',
    returnAt: (when) => `, return ${when}`,
    oneWay: 'one way',
    vehicle: (type) => catalogues.en.Packages.vehicles[type],
  },
};

function localeOf(r: Reservation): Locale {
  return r.locale === 'en' ? 'en' : 'fr';
}

/** The line item as the customer reads it on Stripe's page and receipt: route, date(s) and vehicle. */
export function describeLineItem(r: Reservation): { name: string; description: string } {
  const locale = localeOf(r);
  const t = LINE_ITEM[locale];
  const when = (iso: string | null) => formatLongDateTimeIn(locale, iso);
  const route = `${r.pickupLocation ?? t.from} → ${r.dropoffLocation ?? t.to}`;
  const name = t.name(r.bookingRef, route).slice(0, 250);
  const parts = [
    when(r.pickupTime),
    r.tripType === 'roundTrip'
      ? `${t.roundTrip}${r.returnPickupTime ? t.returnAt(when(r.returnPickupTime)!) : ''}`
      : t.oneWay,
    r.vehicleType ? t.vehicle(r.vehicleType) : null,
  ].filter((p): p is string => Boolean(p));
  return { name, description: parts.join(' · ').slice(0, 500) };
}

/** The Stripe parameters of a reservation's session (pure: `now` and the site URL are passed in). */
export function checkoutSessionParams(
  r: Reservation,
  options: { siteUrl: string; now: Date },
): Stripe.Checkout.SessionCreateParams {
  if (r.priceCents === null || r.priceCents <= 0) {
    throw new CheckoutUnavailableError(`Réservation ${r.bookingRef} sans prix : paiement impossible`);
  }
  const site = options.siteUrl.replace(/\/+$/, '');
  const metadata: CheckoutMetadata = { booking_ref: r.bookingRef, reservation_id: r.id };
  const { name, description } = describeLineItem(r);
  const locale = localeOf(r);
  return {
    mode: 'payment',
    locale,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: r.priceCents,
          product_data: { name, description },
        },
      },
    ],
    customer_email: r.email,
    client_reference_id: r.bookingRef,
    metadata: { ...metadata },
    payment_intent_data: { description: name, metadata: { ...metadata } },
    expires_at: Math.floor(options.now.getTime() / 1000) + CHECKOUT_LIFETIME_SECONDS,
    success_url: successUrl(site, PAYMENT_PLACEHOLDER_SESSION_ID, r),
    // « Annuler » on Stripe's page: back to the request as stored, to pay it or confirm it on WhatsApp.
    cancel_url: `${site}${cancelledPaymentPath(r)}`,
  };
}

/**
 * The return page of the booking's language (French: /reservation, English: /en/confirmation). Stripe replaces the
 * placeholder itself, so the session id is not URL-encoded (session ids are alphanumeric).
 */
function successUrl(site: string, sessionId: string, r: Pick<Reservation, 'bookingRef' | 'locale'>): string {
  const path = checkoutReturnPaths(r.locale === 'en' ? 'en' : 'fr').success;
  return `${site}${path}?payment_status=success&session_id=${sessionId}&booking_ref=${encodeURIComponent(r.bookingRef)}`;
}

/**
 * Returns the payment page URL of `reservation`: its still-open session when it has one (double click, back button),
 * otherwise a new session whose id is stored on the reservation before the browser is sent to Stripe.
 */
export async function startCheckout(
  reservation: Reservation,
  now: Date = new Date(),
): Promise<{ url: string; sessionId: string }> {
  const stripe = getStripe();
  if (!stripe) throw new CheckoutUnavailableError('STRIPE_SECRET_KEY absent');
  const site = serverEnv().SITE_URL.replace(/\/+$/, '');
  if (reservation.paymentStatus !== 'pending') {
    // Paying twice for one booking is impossible: a paid one goes back to its confirmation.
    if (reservation.paymentStatus === 'paid' && reservation.stripeSessionId) {
      const sessionId = reservation.stripeSessionId;
      return { url: successUrl(site, sessionId, reservation), sessionId };
    }
    throw new CheckoutUnavailableError(
      `Réservation ${reservation.bookingRef} : statut ${reservation.paymentStatus}`,
    );
  }
  try {
    if (reservation.stripeSessionId) {
      const existing = await stripe.checkout.sessions.retrieve(reservation.stripeSessionId);
      if (existing.status === 'open' && existing.url) return { url: existing.url, sessionId: existing.id };
      if (existing.status === 'complete') {
        // Already paid (the webhook may not have arrived yet): never charge twice, show the confirmation instead.
        await fulfil(existing);
        return { url: successUrl(site, existing.id, reservation), sessionId: existing.id };
      }
    }
    const params = checkoutSessionParams(reservation, { siteUrl: site, now });
    const session = await stripe.checkout.sessions.create(params, {
      // One key per (reservation, previous session, expiry): the SDK's retries of this call (same parameters) never
      // open a second session. Stripe refuses a known key sent with other parameters for 24 hours, and every attempt
      // has its own expiry: without it in the key, an attempt whose session was created but not stored (Stripe's
      // answer lost, the database down a moment) made every later attempt for the booking fail for a day.
      idempotencyKey: `checkout:${reservation.id}:${reservation.stripeSessionId ?? 'first'}:${params.expires_at}`,
    });
    if (!session.url) throw new CheckoutUnavailableError(`Session ${session.id} sans URL de paiement`);
    const store = await getStore();
    try {
      // Stored only over the session this call read: one page per booking, the one a payment is recorded for.
      await store.attachStripeSession(reservation.id, session.id, reservation.stripeSessionId);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const stored = await store.getReservation(reservation.id);
      // A call in the same second (a double click on the page without JavaScript) sent the same idempotency key:
      // Stripe answered both with one page, which the other call stored. It is this booking's page: both go there.
      if (stored?.paymentStatus === 'pending' && stored.stripeSessionId === session.id) {
        return { url: session.url, sessionId: session.id };
      }
      // Cancelled, confirmed or erased while Stripe created the page, or another call (a double click, a retried
      // « Payer ») stored its own page first: this page is closed, nobody is sent there — the other one is used.
      await stripe.checkout.sessions
        .expire(session.id, {}, EXPIRE_REQUEST_OPTIONS)
        .catch((expireError: unknown) =>
          console.error(`[payments] ${reservation.bookingRef} : page de paiement non fermée`, expireError),
        );
      const current = await store.getReservation(reservation.id);
      if (
        current?.paymentStatus === 'pending' &&
        current.stripeSessionId &&
        current.stripeSessionId !== session.id
      ) {
        const stored = await stripe.checkout.sessions.retrieve(current.stripeSessionId);
        if (stored.status === 'open' && stored.url) return { url: stored.url, sessionId: stored.id };
      }
      throw new CheckoutUnavailableError(
        `Réservation ${reservation.bookingRef} modifiée pendant la création du paiement`,
        { cause: error },
      );
    }
    return { url: session.url, sessionId: session.id };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new CheckoutUnavailableError(`Stripe a refusé ou n'a pas répondu : ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}
