// What each notification says, as plain data (heading, paragraphs, details, links). The React e-mail template and the
// plain-text part both render this one model, so the two parts of a message can never disagree.
import 'server-only';
import { cancellationFee, type LateCancellation } from '@/lib/booking/cancellation';
import { isVatExempt, legalIdentity } from '@/lib/config/legal';
import { VAT_EXEMPT_MENTION } from '@/lib/pricing/quote';
import type { NotificationKind, Reservation, ReservationInput } from '@/lib/db/types';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { formatKm, isFixedPrice } from '@/lib/pricing/format';
import { formatLongParisDateTime } from '@/lib/format/dates';
import { formatEuros } from '@/lib/format/money';
import { formatLongDateTimeIn } from '@/lib/format/dates';
import { formatEurosIn } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/config';
import { priceWithVat } from '@/lib/i18n/price-text';
import {
  CUSTOMER_COPY,
  CUSTOMER_LANGUAGE_LABEL,
  customerLocale,
  LANGUAGE_NAMES_FR,
  type CustomerCopy,
} from './copy';
import { labelled } from '@/lib/format/typography';
import {
  CHANNEL_LABELS,
  isPaidOnline,
  PAYMENT_METHOD_LABELS,
  statusLabel,
  type PaymentStatus,
} from '@/lib/domain/reservations';
import { TRIP_LABELS } from '@/lib/domain/trips';

/** A stored reservation, or the input about to be stored (the request's own transaction renders its messages). */
export type ReservationFacts = ReservationInput &
  Partial<Pick<Reservation, 'id' | 'paidAt' | 'stripeSessionId' | 'checkoutState' | 'createdAt'>>;

export interface MessageDetail {
  label: string;
  value: string;
}

export interface MessageLink {
  label: string;
  url: string;
}

export interface MessageContent {
  kind: NotificationKind;
  /** The reader's language: the customer's booking language, French for the operator. */
  locale: Locale;
  subject: string;
  /** The inbox preview line. */
  preview: string;
  heading: string;
  paragraphs: string[];
  details: MessageDetail[];
  /** Extra lines under the details (the price breakdown). */
  notes: { title: string; lines: string[] } | null;
  links: MessageLink[];
  closing: string[];
}

export interface ContentLinks {
  /** The reservation in the admin (operator messages). */
  adminUrl: string;
  /** Voucher and invoice (customer confirmation). */
  voucherUrl?: string;
  invoiceUrl?: string;
  /** The credit note cancelling the invoice (customer cancellation of an invoiced booking). */
  creditNoteUrl?: string;
}

/** The operator's contact details from the one legal identity (lib/config/legal.ts). */
function signature(copy: CustomerCopy): string[] {
  const { phone, email } = legalIdentity();
  return [copy.team, `${phone} · ${email}`];
}

function when(iso: string | null): string | null {
  return formatLongParisDateTime(iso);
}

function detail(label: string, value: string | number | null | undefined): MessageDetail[] {
  if (value === null || value === undefined || value === '') return [];
  return [{ label, value: String(value) }];
}

/** Every field the operator needs to organise the ride, in reading order. */
function requestDetails(r: ReservationFacts): MessageDetail[] {
  // The ride's words are the French customer's (one home); the operator's own are written here.
  const labels = CUSTOMER_COPY.fr.labels;
  return [
    ...detail(labels.reference, r.bookingRef),
    ...detail('Canal', CHANNEL_LABELS[r.channel]),
    ...detail('Nom', r.fullName),
    ...detail('Société', r.companyName),
    ...detail('Téléphone', r.phone),
    ...detail('E-mail', r.email),
    ...detail(labels.pickup, r.pickupLocation),
    ...detail(labels.dropoff, r.dropoffLocation),
    ...detail(labels.pickupTime, when(r.pickupTime)),
    ...detail(labels.flight, r.flightTrainNumber),
    ...detail(labels.tripType, r.tripType ? TRIP_LABELS[r.tripType] : null),
    ...detail(labels.returnTime, when(r.returnPickupTime)),
    ...detail(labels.returnFlight, r.returnFlightTrainNumber),
    ...detail(labels.vehicle, r.vehicleType ? VEHICLES[r.vehicleType].name : null),
    ...detail(labels.passengers, r.passengers),
    ...detail(labels.holdBags, r.holdBags),
    ...detail(labels.boosters, r.booster > 0 ? r.booster : null),
    ...detail(labels.price, r.priceCents === null ? null : priceWithVat('fr', r.priceCents)),
    ...detail('Paiement', paymentLine(r)),
    ...languageDetail(r),
    ...detail(labels.message, r.message),
  ];
}

/**
 * What the operator must know of an online payment at the request: it is only awaited (the payment's own e-mail says
 * when it is received). The method's words are the admin's (PAYMENT_METHOD_LABELS, lib/domain/reservations.ts).
 */
const ONLINE_UNPAID_SUFFIX = 'non payé';

/** 'À bord', or 'En ligne (Stripe) — non payé' for a card booking whose payment has not been received. */
function paymentLine(r: ReservationFacts): string {
  const method = PAYMENT_METHOD_LABELS[r.paymentMethod];
  return awaitsOnlinePayment(r) ? `${method} — ${ONLINE_UNPAID_SUFFIX}` : method;
}

/** A card booking whose money has not come in (yet). */
function awaitsOnlinePayment(r: ReservationFacts): boolean {
  return r.paymentMethod === 'online' && !isPaidOnline(r);
}

/** 'Langue du client : anglais': the operator reads French and learns which language to answer in. */
function languageDetail(r: ReservationFacts): MessageDetail[] {
  return detail(CUSTOMER_LANGUAGE_LABEL, LANGUAGE_NAMES_FR[customerLocale(r)]);
}

/**
 * Text a stranger typed that a mail client would show as a link: a scheme ('http://'), 'www.', an '@', a domain name.
 * Anyone can type anyone's e-mail address into a form, and the customer's e-mails go out from the operator's domain:
 * what was typed that could carry a link is never repeated to that address (trust audit, 2026-11-28). The operator's
 * own copy shows everything.
 */
const LINK_LIKE = /[a-z][a-z\d+.-]*:\/\/|www\.|@|[\p{L}\d-]+\.[a-z]{2,}\b/iu;

/**
 * A phone number to call (eight digits or more, spaced or not), which a scam needs as much as a link: « URGENT appelez
 * le 08 99 … » typed as a name or a street reached its victim from the operator's domain (red-team audit,
 * 2026-11-28). A street number, a postcode or a flight number has fewer digits in a row.
 */
const PHONE_LIKE = /(?:\d[\s.()/-]{0,2}){8,}/u;

/** Text that must not be repeated to the address typed beside it: it could carry a link or a number to call. */
function carriesContact(text: string): boolean {
  return LINK_LIKE.test(text) || PHONE_LIKE.test(text);
}

/**
 * The customer's name as the greeting repeats it, or '' (greeting without a name) when it could carry a link or a
 * message: a name has no digit, and is not a sentence.
 */
function shownName(name: string): string {
  return carriesContact(name) || /\d/u.test(name) || name.length > 60 ? '' : name;
}

/** A typed value repeated to the customer, or null (line left out) when it could carry a link or a number. */
function shownText(value: string | null): string | null {
  return value !== null && carriesContact(value) ? null : value;
}

/** What the customer asked for, without internal fields, in the customer's language. */
function rideSummary(r: ReservationFacts): MessageDetail[] {
  const locale = customerLocale(r);
  const { labels, vehicle, trip } = CUSTOMER_COPY[locale];
  const at = (iso: string | null) => formatLongDateTimeIn(locale, iso);
  return [
    ...detail(labels.reference, r.bookingRef),
    ...detail(labels.pickup, shownText(r.pickupLocation)),
    ...detail(labels.dropoff, shownText(r.dropoffLocation)),
    ...detail(labels.pickupTime, at(r.pickupTime)),
    ...detail(labels.flight, shownText(r.flightTrainNumber)),
    ...detail(labels.tripType, r.tripType ? trip(r.tripType) : null),
    ...detail(labels.returnTime, at(r.returnPickupTime)),
    ...detail(labels.returnFlight, shownText(r.returnFlightTrainNumber)),
    ...detail(labels.vehicle, r.vehicleType ? vehicle(r.vehicleType) : null),
    ...detail(labels.passengers, r.passengers),
    // What the customer asked for: no 'Bagages en soute : 0' or 'Rehausseurs : 0' line.
    ...detail(labels.holdBags, r.holdBags ? r.holdBags : null),
    ...detail(labels.boosters, r.booster > 0 ? r.booster : null),
    ...detail(labels.price, r.priceCents === null ? null : priceWithVat(locale, r.priceCents)),
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A breakdown line of the VAT split (lib/pricing/quote.ts: 'Total HT', 'TVA 10 %', 'Total TTC'), or any total or VAT
 * line: under the VAT exemption these become one total with the art. 293 B mention.
 */
const VAT_SPLIT_LINE = /^(?:Total|Prix HT|TVA)\b/u;

/**
 * The server's price snapshot (reservations.quote) as readable lines: the wizard's breakdown (HT, TVA, TTC,
 * distance), a package's route and department, or any other stored scalar. `vatExempt` (franchise en base, the legal
 * identity without a VAT number): the total is printed once with « TVA non applicable, art. 293 B du CGI », with no
 * HT / TVA split.
 */
export function priceSnapshotLines(snapshot: unknown, { vatExempt = false } = {}): string[] {
  if (!isRecord(snapshot)) return [];
  const quote = snapshot.quote;
  if (isRecord(quote) && typeof quote.totalPrice === 'number') {
    const lines: string[] = [];
    const exemptTotal = `Total\u00a0: ${formatEuros(quote.totalPrice)} (${VAT_EXEMPT_MENTION})`;
    // The breakdown ends with its own Total HT, TVA and Total TTC: the totals are written only without it.
    if (Array.isArray(quote.breakdown) && quote.breakdown.length > 0) {
      const breakdown = quote.breakdown.map(String);
      if (vatExempt) {
        // The one total takes the place of the split (a per-km estimate's note stays after it); the steps lose their
        // « HT » / « TTC », which mean nothing without VAT.
        const at = breakdown.findIndex((line) => VAT_SPLIT_LINE.test(line));
        const kept = breakdown
          .filter((line) => !VAT_SPLIT_LINE.test(line))
          .map((line) => line.replace(/ (?:HT|TTC)$/u, ''));
        kept.splice(at === -1 ? kept.length : at, 0, exemptTotal);
        lines.push(...kept);
      } else {
        lines.push(...breakdown);
      }
    } else if (vatExempt) {
      lines.push(exemptTotal);
    } else {
      if (typeof quote.estimatedPrice === 'number')
        lines.push(`Prix HT\u00a0: ${formatEuros(quote.estimatedPrice)}`);
      if (typeof quote.vatAmount === 'number') lines.push(`TVA\u00a0: ${formatEuros(quote.vatAmount)}`);
      lines.push(`Total TTC\u00a0: ${formatEuros(quote.totalPrice)}`);
    }
    if (typeof quote.estimatedDistance === 'number' && quote.estimatedDistance > 0) {
      // A fixed-route or price-table fare is not priced by the kilometre: its distance is the route's, for the driver.
      const label = isFixedPrice(quote) ? 'Distance du trajet' : 'Distance facturée';
      lines.push(`${label}\u00a0: ${formatKm(quote.estimatedDistance)}`);
    }
    if (quote.isEstimate === true) lines.push('Distance à vol d’oiseau\u00a0: le prix est une estimation.');
    if (typeof snapshot.computedAt === 'string') {
      lines.push(`Calculé le ${formatLongParisDateTime(snapshot.computedAt) ?? snapshot.computedAt}`);
    }
    return lines;
  }
  const lines: string[] = [];
  for (const [key, value] of Object.entries(snapshot)) {
    if (value === null || value === undefined || isRecord(value) || Array.isArray(value)) continue;
    if (SNAPSHOT_HIDDEN.has(key)) continue;
    const label = SNAPSHOT_LABELS[key] ?? key;
    if (typeof value === 'number' && /cents$/i.test(key)) lines.push(labelled(label, formatEuros(value)));
    else if (typeof value === 'boolean') lines.push(`${label} : ${value ? 'oui' : 'non'}`);
    else lines.push(labelled(label, SNAPSHOT_VALUES[String(value)] ?? String(value)));
  }
  return lines;
}

/**
 * Keys of a snapshot the operator cannot use: a package's database id (its name is the snapshot's `route`, stored with
 * the request — no lookup per e-mail, and still right once the package is renamed or deleted).
 */
const SNAPSHOT_HIDDEN: ReadonlySet<string> = new Set(['packageId']);

/** French labels of the package and airport snapshots (lib/requests/package-booking.ts packageReservation). */
const SNAPSHOT_LABELS: Record<string, string> = {
  source: 'Tarif',
  department: 'Secteur',
  // The package's name: its route (lib/packages/price-table-model.ts routeLabel), as the public tables show it.
  route: 'Forfait',
  vehicle: 'Véhicule',
  tripType: 'Type de trajet',
  priceCents: 'Prix',
  departureCity: 'Commune de départ',
  destinationTerminal: 'Terminal',
  roundTripComputed: 'Aller-retour calculé (2 × aller)',
};
const SNAPSHOT_VALUES: Record<string, string> = {
  local_package: 'grille des forfaits',
  oneWay: TRIP_LABELS.oneWay,
  roundTrip: TRIP_LABELS.roundTrip,
  berline: VEHICLES.berline.name,
  van: VEHICLES.van.name,
};

export function operatorNewRequest(r: ReservationFacts, links: ContentLinks): MessageContent {
  const channel = CHANNEL_LABELS[r.channel];
  const snapshot = priceSnapshotLines(r.quote, { vatExempt: isVatExempt() });
  return {
    kind: 'operator_new_request',
    locale: 'fr',
    subject: `Nouvelle demande ${r.bookingRef} · ${channel} · ${r.fullName}`,
    preview: `${channel} de ${r.fullName}${r.pickupTime ? ` pour le ${when(r.pickupTime)}` : ''}`,
    heading: 'Nouvelle demande',
    paragraphs: [`${r.fullName} vient d’envoyer une demande (${channel.toLowerCase()}) depuis le site.`],
    details: requestDetails(r),
    notes: snapshot.length > 0 ? { title: 'Prix calculé par le serveur', lines: snapshot } : null,
    links: [{ label: 'Ouvrir dans l’administration', url: links.adminUrl }],
    closing: [],
  };
}

/**
 * The status the booking had when the money came in decides what the operator reads: a pending booking is confirmed
 * by the payment; one already confirmed by hand is now paid — nothing to collect on board; a completed one may have
 * been paid twice (on board, then online); a cancelled one was paid anyway (the customer was still on Stripe's page)
 * and must be refunded.
 */
export function operatorPaymentReceived(
  r: ReservationFacts,
  links: ContentLinks,
  before: PaymentStatus = 'pending',
): MessageContent {
  const amount = r.priceCents === null ? null : formatEuros(r.priceCents);
  const cancelled = before === 'cancelled';
  const paragraph =
    before === 'pending'
      ? `Le paiement en ligne de la réservation ${r.bookingRef} est confirmé par Stripe\u00a0: elle passe au statut «\u00a0${statusLabel('paid')}\u00a0».`
      : cancelled
        ? `Le paiement en ligne de la réservation ${r.bookingRef} est confirmé par Stripe, mais cette réservation est «\u00a0${statusLabel('cancelled')}\u00a0»\u00a0: le client a payé après l’annulation. Remboursez-le depuis votre tableau de bord Stripe.`
        : before === 'completed'
          ? `Le paiement en ligne de la réservation ${r.bookingRef} est confirmé par Stripe, mais la course est déjà «\u00a0${statusLabel('completed')}\u00a0»\u00a0: si elle a été réglée à bord, le client a payé deux fois — remboursez-le depuis votre tableau de bord Stripe.`
          : `Le paiement en ligne de la réservation ${r.bookingRef} est confirmé par Stripe\u00a0; elle reste au statut «\u00a0${statusLabel(before)}\u00a0». Le trajet est réglé\u00a0: rien à encaisser à bord.`;
  return {
    kind: 'operator_payment_received',
    locale: 'fr',
    subject: `${cancelled ? 'Paiement reçu — réservation annulée, à rembourser' : 'Paiement reçu'} ${r.bookingRef}${amount ? ` · ${amount}` : ''} · ${r.fullName}`,
    preview: `${r.fullName} a payé en ligne la réservation ${r.bookingRef}.`,
    heading: cancelled ? 'Paiement reçu pour une réservation annulée' : 'Paiement reçu',
    paragraphs: [paragraph],
    details: [
      ...detail('Référence', r.bookingRef),
      ...detail('Client', r.fullName),
      ...detail('Téléphone', r.phone),
      ...detail('Montant', amount),
      ...detail('Payée le', when(r.paidAt ?? null)),
      ...detail('Prise en charge', when(r.pickupTime)),
      ...detail('Départ', r.pickupLocation),
      ...detail('Arrivée', r.dropoffLocation),
      ...detail('Session Stripe', r.stripeSessionId),
      ...languageDetail(r),
    ],
    notes: null,
    links: [{ label: 'Ouvrir dans l’administration', url: links.adminUrl }],
    closing: [],
  };
}

/**
 * `paymentUrl`: the request's « Paiement annulé » page (lib/payments/resume.ts), given while it awaits its card payment:
 * a customer who closed Stripe's page can still pay, confirm on WhatsApp or change the request from the e-mail.
 */
export function customerRequestReceived(
  r: ReservationFacts,
  links: { paymentUrl?: string } = {},
): MessageContent {
  const locale = customerLocale(r);
  const copy = CUSTOMER_COPY[locale];
  const isRide = r.pickupTime !== null;
  return {
    kind: 'customer_request_received',
    locale,
    subject: copy.received.subject(r.bookingRef),
    preview: copy.received.preview(r.bookingRef),
    heading: copy.received.heading,
    paragraphs: [
      copy.hello(shownName(r.fullName)),
      copy.received.body(r.bookingRef),
      !isRide
        ? copy.received.nextMessage
        : awaitsOnlinePayment(r)
          ? copy.received.nextRideOnline
          : copy.received.nextRide,
      copy.received.question,
    ],
    // A message is not repeated to the address typed with it (see LINK_LIKE): the customer knows what they wrote.
    details: isRide ? rideSummary(r) : detail(copy.labels.reference, r.bookingRef),
    notes: null,
    links:
      links.paymentUrl && isRide && awaitsOnlinePayment(r)
        ? [{ label: copy.received.paymentLink, url: links.paymentUrl }]
        : [],
    closing: signature(copy),
  };
}

export function customerConfirmed(r: ReservationFacts, links: ContentLinks): MessageContent {
  const locale = customerLocale(r);
  const copy = CUSTOMER_COPY[locale];
  const paid = isPaidOnline(r);
  const documentLinks: MessageLink[] = [];
  if (links.voucherUrl) documentLinks.push({ label: copy.confirmed.voucherLink, url: links.voucherUrl });
  if (links.invoiceUrl) documentLinks.push({ label: copy.confirmed.invoiceLink, url: links.invoiceUrl });
  const pickup = formatLongDateTimeIn(locale, r.pickupTime);
  return {
    kind: 'customer_confirmed',
    locale,
    subject: copy.confirmed.subject(r.bookingRef),
    preview: pickup ? copy.confirmed.previewRide(pickup) : copy.confirmed.preview(r.bookingRef),
    heading: copy.confirmed.heading,
    paragraphs: [
      copy.hello(shownName(r.fullName)),
      copy.confirmed.body(r.bookingRef, paid),
      // Paid in the vehicle: said once, with the amount (the agenda tells the driver the same, lib/documents/agenda.ts),
      // a card request confirmed before its payment arrived included: the driver collects it.
      ...(!paid && r.priceCents !== null
        ? [copy.confirmed.payOnBoard(formatEurosIn(locale, r.priceCents))]
        : []),
      // The voucher and the calendar attachment exist for a ride only (not for a contact or business request).
      ...(r.pickupTime !== null ? [copy.confirmed.documents] : []),
    ],
    details: rideSummary(r),
    notes: null,
    links: documentLinks,
    closing: signature(copy),
  };
}

/**
 * What the terms of sale allow the operator to ask for a ride cancelled at `cancelledAt` (lib/booking/cancellation.ts),
 * or null when the cancellation is free (more than 48 hours before the pickup) or there is no pickup to count from.
 * `amount` is null for a ride without a price: the share is said, not a sum.
 */
function lateCancellation(
  r: ReservationFacts,
  cancelledAt: Date,
  locale: Locale,
): { when: LateCancellation; percent: number; amount: string | null } | null {
  if (r.pickupTime === null) return null;
  const pickupAt = new Date(r.pickupTime);
  if (Number.isNaN(pickupAt.getTime())) return null;
  const { when, percent, cents } = cancellationFee(r.priceCents ?? 0, pickupAt, cancelledAt);
  if (when === 'free') return null;
  return { when, percent, amount: r.priceCents === null ? null : formatEurosIn(locale, cents) };
}

/**
 * `cancelledAt`: the instant of the cancellation (the status change). `wasConfirmed`: the booking had been confirmed
 * (Confirmée or Terminée) — a request the operator turns down was never a booking (terms of sale, 1), so no fee is
 * ever said for it.
 */
export function customerCancelled(
  r: ReservationFacts,
  links: Partial<ContentLinks>,
  {
    cancelledAt,
    wasConfirmed,
    calendarFiles = 0,
  }: {
    cancelledAt: Date;
    wasConfirmed: boolean;
    /** How many files taking the ride's events out of the customer's calendar go with it (lib/notifications/ics.ts). */
    calendarFiles?: number;
  },
): MessageContent {
  const locale = customerLocale(r);
  const copy = CUSTOMER_COPY[locale];
  // Inside 48 hours the terms of sale allow a fee: said as what may be asked (the operator decides, and may have
  // cancelled for their own reasons), never waived, and a payment made online is not promised back in full.
  const late = wasConfirmed ? lateCancellation(r, cancelledAt, locale) : null;
  const money = isPaidOnline(r)
    ? late
      ? copy.cancelled.refundByTerms(late.when, late.percent, late.amount)
      : copy.cancelled.refund
    : late
      ? copy.cancelled.feeMayBeAsked(late.when, late.percent, late.amount)
      : copy.cancelled.nothingDue;
  return {
    kind: 'customer_cancelled',
    locale,
    subject: copy.cancelled.subject(r.bookingRef),
    preview: copy.cancelled.preview(r.bookingRef),
    heading: copy.cancelled.heading,
    paragraphs: [
      copy.hello(shownName(r.fullName)),
      copy.cancelled.body(r.bookingRef),
      // A payment made online, not a confirmation by hand (which also dates paid_at): only money taken is refunded.
      money,
      ...(calendarFiles > 0 ? [copy.cancelled.calendarRemoved(calendarFiles)] : []),
      copy.cancelled.mistake,
    ],
    details: rideSummary(r),
    notes: null,
    links: [
      ...(links.creditNoteUrl ? [{ label: copy.cancelled.creditNoteLink, url: links.creditNoteUrl }] : []),
      // The invoice it cancels: without a voucher page any more, the customer's one way back to it.
      ...(links.invoiceUrl ? [{ label: copy.confirmed.invoiceLink, url: links.invoiceUrl }] : []),
    ],
    closing: signature(copy),
  };
}

/**
 * The customer's acknowledgement of a card payment that did not confirm the booking (a pending booking gets
 * « Réservation confirmée » instead): already confirmed by the operator or completed, the trip is paid and the invoice
 * is on the voucher page; cancelled by the operator, the payment is refunded in full (the operator is told to).
 */
export function customerPaymentReceived(
  r: ReservationFacts,
  links: Partial<ContentLinks>,
  before: Exclude<PaymentStatus, 'pending'>,
): MessageContent {
  const locale = customerLocale(r);
  const copy = CUSTOMER_COPY[locale];
  const amount = r.priceCents === null ? null : formatEurosIn(locale, r.priceCents);
  if (before === 'cancelled') {
    const text = copy.paymentRefunded;
    return {
      kind: 'customer_payment_received',
      locale,
      subject: text.subject(r.bookingRef),
      preview: text.preview(r.bookingRef),
      heading: text.heading,
      paragraphs: [
        copy.hello(shownName(r.fullName)),
        text.body(r.bookingRef, amount),
        text.refund,
        copy.cancelled.mistake,
      ],
      details: rideSummary(r),
      notes: null,
      links: [],
      closing: signature(copy),
    };
  }
  const text = copy.paymentReceived;
  // The voucher page holds the invoice; a request without a ride has no voucher, only the invoice.
  const documents = links.voucherUrl ?? links.invoiceUrl;
  return {
    kind: 'customer_payment_received',
    locale,
    subject: text.subject(r.bookingRef),
    preview: text.preview(r.bookingRef),
    heading: text.heading,
    paragraphs: [
      copy.hello(shownName(r.fullName)),
      text.body(r.bookingRef, amount),
      // A completed ride is behind the customer: nothing « à bord » to mention.
      ...(before === 'paid' ? [text.nothingOnBoard] : []),
      ...(documents ? [text.invoice] : []),
      copy.received.question,
    ],
    details: rideSummary(r),
    notes: null,
    links: documents ? [{ label: text.documentsLink, url: documents }] : [],
    closing: signature(copy),
  };
}
