// A card payment the customer cancelled on Stripe's page (or left with « Annuler » / the back arrow): Stripe sends them
// back to the wizard's page with the request's signed token (cancel_url), and the page shows the request as stored —
// pay it now, confirm it on WhatsApp and pay in the vehicle, or change it — nothing retyped, no second request
// (docs/product.md#payment). The token is the document links' (lib/documents/links.ts): only this server signs it.
import 'server-only';
import { DateTime } from 'luxon';
import { prefillSearch } from '@/lib/booking/prefill';
import { CUSTOMER_SPEAKS_ENGLISH } from '@/lib/booking/whatsapp';
import { whatsappUrl } from '@/lib/config/site';
import { getStore } from '@/lib/db';
import type { Reservation } from '@/lib/domain/records';
import { bookingRefFromToken, documentToken } from '@/lib/documents/links';
import type { Locale } from '@/lib/i18n/config';
import { getT } from '@/lib/i18n/translator';
import { CANCELLED_PARAMS, checkoutReturnPaths } from './locale';

export { CANCELLED_PARAMS };

const localeOf = (r: Pick<Reservation, 'locale'>): Locale => (r.locale === 'en' ? 'en' : 'fr');

/** Whether the request can still be paid by card: waiting, chosen to be paid online, not paid, priced. */
export function canResumePayment(r: Reservation): boolean {
  return (
    r.paymentStatus === 'pending' &&
    r.paymentMethod === 'online' &&
    r.checkoutState !== 'paid' &&
    (r.priceCents ?? 0) > 0
  );
}

/** The page (path and query) a cancelled payment of `r` comes back to, in its language. */
export function cancelledPaymentPath(r: Pick<Reservation, 'bookingRef' | 'locale'>, failed = false): string {
  const search = new URLSearchParams({
    [CANCELLED_PARAMS.flag]: CANCELLED_PARAMS.flagValue,
    [CANCELLED_PARAMS.token]: documentToken(r.bookingRef),
  });
  if (failed) search.set(CANCELLED_PARAMS.error, '1');
  return `${checkoutReturnPaths(localeOf(r)).cancel}?${search.toString()}`;
}

/** The request a token stands for while it can still be paid, or null (bad signature, unknown, paid or cancelled). */
export async function cancelledPaymentFor(token: string): Promise<Reservation | null> {
  const ref = bookingRefFromToken(token);
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
  return whatsappUrl(localeOf(r) === 'en' ? `${message}\n${CUSTOMER_SPEAKS_ENGLISH}` : message);
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
  return `${checkoutReturnPaths(localeOf(r)).cancel}${search ? `?${search}` : ''}`;
}
