// A card payment the customer cancelled on Stripe's page (or left with « Annuler » / the back arrow): Stripe sends them
// back to the wizard's page with the request's signed token (cancel_url), and the page shows the request as stored —
// pay it now, confirm it on WhatsApp and pay in the vehicle, or change it — nothing retyped, no second request
// (docs/product.md#payment). The token is signed like the document links (lib/documents/links.ts) for its own purpose:
// it opens this page only, never the voucher or the invoice.
import 'server-only';
import { DateTime } from 'luxon';
import { prefillSearch } from '@/lib/booking/prefill';
import { customerMessage } from '@/lib/booking/whatsapp';
import { whatsappUrl } from '@/lib/config/site';
import { getStore } from '@/lib/db';
import type { Reservation } from '@/lib/domain/records';
import { bookingRefFromToken, documentToken } from '@/lib/documents/links';
import { getT } from '@/lib/i18n/translator';
import { MIN_LEAD_HOURS } from '@/lib/booking/dates';
import { CANCELLED_PARAMS, checkoutReturnPaths } from './locale';
import { isOnlinePaymentEnabled } from './stripe';

export { CANCELLED_PARAMS };

/** Whether the request waits for its card payment: pending, chosen to be paid online, not paid, priced. */
export function canResumePayment(r: Reservation): boolean {
  return (
    r.paymentStatus === 'pending' &&
    r.paymentMethod === 'online' &&
    r.checkoutState !== 'paid' &&
    (r.priceCents ?? 0) > 0
  );
}

/**
 * Whether « Payer » is offered: online payment on, and the pickup still at least 24 hours away — the wizard's own rule
 * (lib/booking/dates.ts): a cancel link reopened days later must not take money for a ride that cannot be booked.
 */
export function canPayByCardNow(r: Reservation, now: Date = new Date()): boolean {
  const pickup = r.pickupTime ? Date.parse(r.pickupTime) : NaN;
  return (
    canResumePayment(r) && isOnlinePaymentEnabled() && pickup >= now.getTime() + MIN_LEAD_HOURS * 3_600_000
  );
}

/** The page (path and query) a cancelled payment of `r` comes back to, in its language. */
export function cancelledPaymentPath(r: Pick<Reservation, 'bookingRef' | 'locale'>, failed = false): string {
  const search = new URLSearchParams({
    [CANCELLED_PARAMS.flag]: CANCELLED_PARAMS.flagValue,
    [CANCELLED_PARAMS.token]: documentToken(r.bookingRef, 'resume'),
  });
  if (failed) search.set(CANCELLED_PARAMS.error, '1');
  return `${checkoutReturnPaths(r.locale).cancel}?${search.toString()}`;
}

/** The request a token stands for while it can still be paid, or null (bad signature, unknown, paid or cancelled). */
export async function cancelledPaymentFor(token: string): Promise<Reservation | null> {
  const ref = bookingRefFromToken(token, 'resume');
  if (!ref) return null;
  const reservation = await (await getStore()).getReservationByBookingRef(ref);
  return reservation && canResumePayment(reservation) ? reservation : null;
}

/**
 * The WhatsApp message that confirms the request to be paid in the vehicle instead: its reference is enough for the
 * operator, who has it in the admin. In French, as every request the operator reads (docs/architecture.md).
 */
export function payOnBoardWhatsAppUrl(r: Pick<Reservation, 'bookingRef' | 'locale'>): string {
  const message = getT('fr', 'PaymentCancelled')('whatsAppText', { ref: r.bookingRef });
  return whatsappUrl(customerMessage(message, r.locale));
}

/** The wizard prefilled with the request's trip (lib/booking/prefill.ts), to change it. */
export function editRequestPath(r: Reservation): string {
  const pickup = r.pickupTime ? DateTime.fromISO(r.pickupTime, { zone: 'Europe/Paris' }) : null;
  const search = prefillSearch({
    departure: { address: r.pickupLocation },
    destination: { address: r.dropoffLocation },
    pickupDate: pickup?.isValid ? pickup.toFormat('yyyy-MM-dd') : null,
    pickupTime: pickup?.isValid ? pickup.toFormat('HH:mm') : null,
    passengers: r.passengers,
    holdBags: r.holdBags,
    tripType: r.tripType,
  });
  return `${checkoutReturnPaths(r.locale).cancel}${search ? `?${search}` : ''}`;
}
