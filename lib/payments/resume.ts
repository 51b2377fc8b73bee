// A card payment the customer cancelled on Stripe's page (or left with « Annuler » / the back arrow): Stripe sends them
// back to the wizard's page with the request's signed token (cancel_url), and the page shows the request as stored —
// pay it now, confirm it on WhatsApp and pay in the vehicle, or change it — nothing retyped, no second request
// (docs/product.md#payment). The token is signed like the document links (lib/documents/links.ts) for its own purpose:
// it opens this page and its « Modifier ma demande » (the wizard filled from the stored request, contact details
// included, while the request still waits for its payment), never the voucher or the invoice. A request paid, confirmed
// or cancelled since is said so on the same address, with its reference and recap.
import 'server-only';
import { customerMessage } from '@/lib/booking/whatsapp';
import { whatsappUrl } from '@/lib/config/site';
import { getStore } from '@/lib/db';
import type { Reservation } from '@/lib/domain/records';
import type { Locale } from '@/lib/i18n/config';
import { isPaidOnline } from '@/lib/domain/reservations';
import { bookingRefFromToken, documentToken } from '@/lib/documents/links';
import { getT } from '@/lib/i18n/translator';
import { MIN_LEAD_HOURS } from '@/lib/booking/dates';
import { CANCELLED_PARAMS, checkoutReturnPaths, type ResumeState } from './locale';
import { requestQuestionText } from './messages';
import { isOnlinePaymentEnabled } from './stripe';

export { CANCELLED_PARAMS, type ResumeState };

/**
 * Whether the request waits for its card payment: pending, chosen to be paid online, not paid, priced, and its
 * customer not erased ('Anonymiser ce client': nobody left to drive, nor to record a payment for).
 */
export function canResumePayment(r: Reservation): boolean {
  return (
    r.anonymisedAt === null &&
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
  return cancelledTokenPath(documentToken(r.bookingRef, 'resume'), r.locale, failed);
}

/** The same page from the link's token alone (the row could not be read: the page's language). */
export function cancelledTokenPath(token: string, locale: Locale, failed = false): string {
  const search = new URLSearchParams({
    [CANCELLED_PARAMS.flag]: CANCELLED_PARAMS.flagValue,
    [CANCELLED_PARAMS.token]: token,
  });
  if (failed) search.set(CANCELLED_PARAMS.error, '1');
  return `${checkoutReturnPaths(locale).cancel}?${search.toString()}`;
}

/** The request a token stands for, whatever its status, or null (bad signature, unknown). */
export async function requestOfToken(token: string): Promise<Reservation | null> {
  const ref = bookingRefFromToken(token, 'resume');
  if (!ref) return null;
  return (await (await getStore()).getReservationByBookingRef(ref)) ?? null;
}

/** The request a token stands for while it can still be paid, or null (bad signature, unknown, paid or cancelled). */
export async function cancelledPaymentFor(token: string): Promise<Reservation | null> {
  const reservation = await requestOfToken(token);
  return reservation && canResumePayment(reservation) ? reservation : null;
}

/**
 * What the link of a cancelled payment finds: the request still waiting for its card payment ('open'), or why it no
 * longer does — paid online meanwhile, confirmed by the operator, cancelled — which the page says, with its reference,
 * instead of an empty wizard. Null for anything else (a pending request now paid on board, an unpriced one): the
 * wizard, as before.
 */
export function resumeState(r: Reservation): ResumeState | null {
  if (canResumePayment(r)) return 'open';
  if (r.paymentStatus === 'cancelled') return 'cancelled';
  if (isPaidOnline(r)) return 'paid';
  if (r.paymentStatus === 'paid' || r.paymentStatus === 'completed') return 'confirmed';
  return null;
}

/**
 * The WhatsApp message that confirms the request to be paid in the vehicle instead: its reference is enough for the
 * operator, who has it in the admin. In French, as every request the operator reads (docs/architecture.md).
 */
export function payOnBoardWhatsAppUrl(r: Pick<Reservation, 'bookingRef' | 'locale'>): string {
  const message = getT('fr', 'PaymentCancelled')('whatsAppText', { ref: r.bookingRef });
  return whatsappUrl(customerMessage(message, r.locale));
}

/** The WhatsApp message of a question about a booking that can no longer be paid (its reference; French). */
export function requestQuestionWhatsAppUrl(r: Pick<Reservation, 'bookingRef' | 'locale'>): string {
  return whatsappUrl(customerMessage(requestQuestionText(r.bookingRef), r.locale));
}

/**
 * « Modifier ma demande »: the wizard filled from the stored request (lib/booking/prefill-server.ts requestPrefill) —
 * `?paiement=modifier&demande=<token>`. The token names the row; the server reads everything from it (the place
 * references it was priced on, dates, numbers, vehicle, contact details), so the address carries no personal data
 * (URLs end in logs and histories) and no address text the wizard would have to match again. Sending it makes a new
 * request (the wizard draws a fresh requestId): the one changed stays as it is, for the operator.
 */
export function editRequestPath(r: Pick<Reservation, 'bookingRef' | 'locale'>): string {
  const search = new URLSearchParams({
    [CANCELLED_PARAMS.flag]: CANCELLED_PARAMS.editValue,
    [CANCELLED_PARAMS.token]: documentToken(r.bookingRef, 'resume'),
  });
  return `${checkoutReturnPaths(r.locale).cancel}?${search.toString()}`;
}
