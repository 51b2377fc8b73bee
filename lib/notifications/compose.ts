// Which messages an event causes, rendered before the event is written so the store can insert them in the same
// transaction: a stored request, a payment received, a status set by the admin.
import 'server-only';
import { creditNoteUrl, invoiceUrl, voucherUrl } from '@/lib/documents/links';
import { CONFIRMED_STATUSES, isInvoiceable } from '@/lib/documents/rules';
import type { NotificationDraft, Reservation } from '@/lib/db/types';
import { isMessageChannel, isPaidOnline } from '@/lib/domain/reservations';
import { cancelledPaymentPath } from '@/lib/payments/resume';
import { mailSettings } from './config';
import {
  customerCancelled,
  customerConfirmed,
  customerPaymentReceived,
  customerRequestReceived,
  operatorNewRequest,
  operatorPaymentReceived,
  type MessageContent,
  type ReservationFacts,
} from './content';
import { cancelledRideCalendars, reservationCalendar } from './ics';
import { renderDraft } from './render';
import type { PaymentStatus } from '@/lib/domain/reservations';

/** The reservation in the admin: the dashboard opens filtered on the reference. */
export function adminReservationUrl(bookingRef: string): string {
  const url = new URL('/admin/dashboard', mailSettings().siteUrl);
  url.searchParams.set('q', bookingRef);
  return url.toString();
}

/** The customer's address, when one usable for e-mail was given. */
function customerAddress(r: ReservationFacts): string | null {
  const email = r.email.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

async function confirmation(r: ReservationFacts, now = new Date()): Promise<NotificationDraft[]> {
  const to = customerAddress(r);
  if (!to) return [];
  const calendar = reservationCalendar(r, now);
  return [
    await renderDraft(
      customerConfirmed(r, {
        adminUrl: adminReservationUrl(r.bookingRef),
        // A row without a ride has no voucher to show a driver (lib/documents/rules.ts isConfirmed).
        voucherUrl: r.pickupTime !== null ? voucherUrl(r.bookingRef) : undefined,
        invoiceUrl: isPaidOnline(r) ? invoiceUrl(r.bookingRef) : undefined,
      }),
      to,
      calendar ? [calendar] : [],
    ),
  ];
}

/** An operator's message about a request: replying to it writes to the customer, when they gave an address. */
async function toOperator(content: MessageContent, r: ReservationFacts): Promise<NotificationDraft> {
  return { ...(await renderDraft(content, mailSettings().operatorEmail)), replyTo: customerAddress(r) };
}

/** Every stored request (wizard, package, airport, contact, business): the operator, and the customer's receipt. */
export async function requestStoredNotifications(r: ReservationFacts): Promise<NotificationDraft[]> {
  const drafts = [
    await toOperator(operatorNewRequest(r, { adminUrl: adminReservationUrl(r.bookingRef) }), r),
  ];
  const to = customerAddress(r);
  // A card request's way back to its payment (the page answers for whatever the request has become since).
  const paymentUrl = new URL(
    cancelledPaymentPath({ bookingRef: r.bookingRef, locale: r.locale ?? 'fr' }),
    mailSettings().siteUrl,
  ).toString();
  if (to) drafts.push(await renderDraft(customerRequestReceived(r, { paymentUrl }), to));
  return drafts;
}

/**
 * The customer's 'Paiement reçu' for a payment that did not confirm the booking: the link to the voucher page (where
 * the invoice issued with the payment is), or, for a cancelled booking, the promise of a full refund.
 */
async function paymentAcknowledgement(
  r: ReservationFacts,
  before: Exclude<PaymentStatus, 'pending'>,
): Promise<NotificationDraft[]> {
  const to = customerAddress(r);
  if (!to) return [];
  const links =
    before === 'cancelled'
      ? {}
      : r.pickupTime !== null
        ? { voucherUrl: voucherUrl(r.bookingRef) }
        : { invoiceUrl: invoiceUrl(r.bookingRef) };
  return [await renderDraft(customerPaymentReceived(r, links, before), to)];
}

/**
 * An online payment recorded (lib/payments/fulfil.ts), for the status the booking had: 'Paiement reçu' to the operator
 * always; to the customer 'Réservation confirmée' (Confirmée) when the payment confirms it, else 'Paiement reçu' — a
 * booking the operator confirmed by hand (or completed) already had its confirmation, and is now paid with its invoice
 * on the voucher page; a cancelled one stays cancelled and the customer is told the payment will be refunded in full.
 */
export async function paymentReceivedNotifications(
  reservation: Reservation,
  now: Date = new Date(),
): Promise<NotificationDraft[]> {
  const before = reservation.paymentStatus;
  const paid: ReservationFacts = {
    ...reservation,
    paymentStatus: before === 'pending' ? 'paid' : before,
    checkoutState: 'paid',
    paidAt: now.toISOString(),
  };
  return [
    await toOperator(
      operatorPaymentReceived(paid, { adminUrl: adminReservationUrl(paid.bookingRef) }, before),
      paid,
    ),
    ...(before === 'pending' ? await confirmation(paid) : await paymentAcknowledgement(paid, before)),
  ];
}

/**
 * The admin sets a status: Confirmée ('paid') and Annulée ('cancelled') are announced to the customer — of a booking.
 * A contact or business message is not one: its status is the operator's bookkeeping (« Traitée », Annulée), and the
 * reply is the operator's own e-mail, so no message is written (docs/product.md#reservations).
 */
export async function statusChangeNotifications(
  before: Reservation,
  status: PaymentStatus,
  {
    invoiced = isInvoiceable(before),
    now = new Date(),
  }: {
    /** The booking has an invoice (issued, or due: paid online or completed), which a cancellation credits. */
    invoiced?: boolean;
    now?: Date;
  } = {},
): Promise<NotificationDraft[]> {
  if (status === before.paymentStatus || isMessageChannel(before.channel)) return [];
  const after: ReservationFacts = {
    ...before,
    paymentStatus: status,
    paidAt: status === 'paid' ? (before.paidAt ?? now.toISOString()) : before.paidAt,
  };
  if (status === 'paid') return confirmation(after, now);
  if (status === 'cancelled') {
    const to = customerAddress(after);
    // An invoiced booking gets the credit note that cancels its invoice (issued with the change:
    // app/admin/(protected)/dashboard/actions.ts), and keeps the invoice's link.
    const links = invoiced
      ? { creditNoteUrl: creditNoteUrl(before.bookingRef), invoiceUrl: invoiceUrl(before.bookingRef) }
      : {};
    const wasConfirmed = CONFIRMED_STATUSES.has(before.paymentStatus);
    if (!to) return [];
    // A ride once confirmed (paid_at dates a confirmation and stays when it is set back to « En attente ») was announced
    // with its calendar file: these take its events out again.
    const calendars = wasConfirmed || before.paidAt !== null ? cancelledRideCalendars(after, now) : [];
    return [
      await renderDraft(
        customerCancelled(after, links, { cancelledAt: now, wasConfirmed, calendarFiles: calendars.length }),
        to,
        calendars,
      ),
    ];
  }
  return [];
}

/**
 * Runs a renderer; a failure is logged and yields no message. The event itself (a booking, a payment, a status set
 * by the operator) must never fail because an e-mail could not be rendered.
 */
export async function renderedOrNone(
  what: string,
  render: () => Promise<NotificationDraft[]>,
): Promise<NotificationDraft[]> {
  try {
    return await render();
  } catch (error) {
    console.error(`[notifications] rendu impossible (${what}) : aucun e-mail pour cet événement`, error);
    return [];
  }
}
