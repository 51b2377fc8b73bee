// What each notification says, as plain data (heading, paragraphs, details, links). The React e-mail template and the
// plain-text part both render this one model, so the two parts of a message can never disagree.
import 'server-only';
import { legalIdentity } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import type { NotificationKind, Reservation, ReservationInput } from '@/lib/db/types';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { formatKm } from '@/lib/pricing/format';
import { formatLongParisDateTime } from '@/lib/format/dates';
import { formatEuros } from '@/lib/format/money';
import { labelled } from '@/lib/format/typography';
import { CHANNEL_LABELS, PAYMENT_METHOD_LABELS, statusLabel } from '@/lib/domain/reservations';
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
}

/** The operator's contact details from the one legal identity (lib/config/legal.ts). */
function signature(): string[] {
  const { phone, email } = legalIdentity();
  return [`L’équipe ${site.name}`, `${phone} · ${email}`];
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
  return [
    ...detail('Référence', r.bookingRef),
    ...detail('Canal', CHANNEL_LABELS[r.channel]),
    ...detail('Nom', r.fullName),
    ...detail('Société', r.companyName),
    ...detail('Téléphone', r.phone),
    ...detail('E-mail', r.email),
    ...detail('Départ', r.pickupLocation),
    ...detail('Arrivée', r.dropoffLocation),
    ...detail('Prise en charge', when(r.pickupTime)),
    ...detail('Vol / train', r.flightTrainNumber),
    ...detail('Type de trajet', r.tripType ? TRIP_LABELS[r.tripType] : null),
    ...detail('Retour', when(r.returnPickupTime)),
    ...detail('Vol / train retour', r.returnFlightTrainNumber),
    ...detail('Véhicule', r.vehicleType ? VEHICLES[r.vehicleType].name : null),
    ...detail('Passagers', r.passengers),
    ...detail('Bagages en soute', r.holdBags),
    ...detail('Rehausseurs', r.booster > 0 ? r.booster : null),
    ...detail('Prix', r.priceCents === null ? null : formatEuros(r.priceCents)),
    ...detail('Paiement', PAYMENT_METHOD_LABELS[r.paymentMethod]),
    ...detail('Message', r.message),
  ];
}

/** What the customer asked for, without internal fields. */
function rideSummary(r: ReservationFacts): MessageDetail[] {
  return [
    ...detail('Référence', r.bookingRef),
    ...detail('Départ', r.pickupLocation),
    ...detail('Arrivée', r.dropoffLocation),
    ...detail('Prise en charge', when(r.pickupTime)),
    ...detail('Vol / train', r.flightTrainNumber),
    ...detail('Retour', when(r.returnPickupTime)),
    ...detail('Véhicule', r.vehicleType ? VEHICLES[r.vehicleType].name : null),
    ...detail('Passagers', r.passengers),
    ...detail('Prix', r.priceCents === null ? null : formatEuros(r.priceCents)),
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The server's price snapshot (reservations.quote) as readable lines: the wizard's breakdown (HT, TVA, TTC,
 * distance), a package's route and department, or any other stored scalar.
 */
export function priceSnapshotLines(snapshot: unknown): string[] {
  if (!isRecord(snapshot)) return [];
  const quote = snapshot.quote;
  if (isRecord(quote) && typeof quote.totalPrice === 'number') {
    const lines: string[] = [];
    if (Array.isArray(quote.breakdown)) lines.push(...quote.breakdown.map(String));
    if (typeof quote.estimatedPrice === 'number')
      lines.push(`Prix HT\u00a0: ${formatEuros(quote.estimatedPrice)}`);
    if (typeof quote.vatAmount === 'number') lines.push(`TVA\u00a0: ${formatEuros(quote.vatAmount)}`);
    lines.push(`Total TTC\u00a0: ${formatEuros(quote.totalPrice)}`);
    if (typeof quote.estimatedDistance === 'number' && quote.estimatedDistance > 0) {
      lines.push(`Distance facturée\u00a0: ${formatKm(quote.estimatedDistance)}`);
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
    const label = SNAPSHOT_LABELS[key] ?? key;
    if (typeof value === 'number' && /cents$/i.test(key)) lines.push(labelled(label, formatEuros(value)));
    else if (typeof value === 'boolean') lines.push(`${label} : ${value ? 'oui' : 'non'}`);
    else lines.push(labelled(label, SNAPSHOT_VALUES[String(value)] ?? String(value)));
  }
  return lines;
}

/** French labels of the package and airport snapshots (components/packages/booking-request.ts). */
const SNAPSHOT_LABELS: Record<string, string> = {
  source: 'Tarif',
  packageId: 'Forfait (identifiant)',
  department: 'Secteur',
  route: 'Trajet',
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
  const snapshot = priceSnapshotLines(r.quote);
  return {
    kind: 'operator_new_request',
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

export function operatorPaymentReceived(r: ReservationFacts, links: ContentLinks): MessageContent {
  const amount = r.priceCents === null ? null : formatEuros(r.priceCents);
  return {
    kind: 'operator_payment_received',
    subject: `Paiement reçu ${r.bookingRef}${amount ? ` · ${amount}` : ''} · ${r.fullName}`,
    preview: `${r.fullName} a payé en ligne la réservation ${r.bookingRef}.`,
    heading: 'Paiement reçu',
    paragraphs: [
      `Le paiement en ligne de la réservation ${r.bookingRef} est confirmé par Stripe\u00a0: elle passe au statut «\u00a0${statusLabel('paid')}\u00a0».`,
    ],
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
    ],
    notes: null,
    links: [{ label: 'Ouvrir dans l’administration', url: links.adminUrl }],
    closing: [],
  };
}

export function customerRequestReceived(r: ReservationFacts): MessageContent {
  const isRide = r.pickupTime !== null;
  return {
    kind: 'customer_request_received',
    subject: `Demande reçue · ${r.bookingRef} · ${site.name}`,
    preview: `Votre référence\u00a0: ${r.bookingRef}. Nous revenons vers vous rapidement.`,
    heading: 'Demande reçue',
    paragraphs: [
      `Bonjour ${r.fullName},`,
      `Nous avons bien reçu votre demande. Votre référence\u00a0: ${r.bookingRef} (à rappeler dans vos échanges).`,
      isRide
        ? 'Et maintenant\u00a0? Nous vérifions la disponibilité d’un chauffeur pour votre trajet et vous confirmons la réservation au plus vite. Vous recevrez alors un e-mail «\u00a0Réservation confirmée\u00a0» avec votre bon de réservation.'
        : 'Et maintenant\u00a0? Nous étudions votre message et vous répondons au plus vite, par e-mail ou par téléphone.',
      'Une question ou un changement\u00a0? Répondez simplement à cet e-mail ou écrivez-nous sur WhatsApp.',
    ],
    details: isRide
      ? rideSummary(r)
      : [...detail('Référence', r.bookingRef), ...detail('Message', r.message)],
    notes: null,
    links: [],
    closing: signature(),
  };
}

/** Money actually received (Stripe), as opposed to a booking the operator confirmed for payment on board. */
export function isPaidOnline(r: ReservationFacts): boolean {
  return r.checkoutState === 'paid';
}

export function customerConfirmed(r: ReservationFacts, links: ContentLinks): MessageContent {
  const paid = isPaidOnline(r);
  const documentLinks: MessageLink[] = [];
  if (links.voucherUrl) documentLinks.push({ label: 'Voir mon bon de réservation', url: links.voucherUrl });
  if (links.invoiceUrl) documentLinks.push({ label: 'Télécharger ma facture', url: links.invoiceUrl });
  return {
    kind: 'customer_confirmed',
    subject: `Réservation confirmée · ${r.bookingRef} · ${site.name}`,
    preview: r.pickupTime
      ? `Votre chauffeur vous attend le ${when(r.pickupTime)}.`
      : `Votre réservation ${r.bookingRef} est confirmée.`,
    heading: 'Réservation confirmée',
    paragraphs: [
      `Bonjour ${r.fullName},`,
      `Votre réservation ${r.bookingRef} est confirmée${paid ? ' et votre paiement a bien été reçu' : ''}.`,
      'Votre bon de réservation est disponible au lien ci-dessous\u00a0: présentez-le au chauffeur si on vous le demande. Le rendez-vous est aussi en pièce jointe, à ajouter à votre agenda.',
    ],
    details: rideSummary(r),
    notes: null,
    links: documentLinks,
    closing: signature(),
  };
}

export function customerCancelled(r: ReservationFacts): MessageContent {
  return {
    kind: 'customer_cancelled',
    subject: `Réservation annulée · ${r.bookingRef} · ${site.name}`,
    preview: `Votre réservation ${r.bookingRef} est annulée.`,
    heading: 'Réservation annulée',
    paragraphs: [
      `Bonjour ${r.fullName},`,
      `Votre réservation ${r.bookingRef} est annulée.`,
      r.paidAt
        ? 'Vous avez payé en ligne\u00a0: le remboursement est traité par nos soins, nous revenons vers vous à ce sujet.'
        : 'Aucun montant ne vous sera demandé.',
      'S’il s’agit d’une erreur ou pour réserver un autre trajet, répondez à cet e-mail ou écrivez-nous sur WhatsApp.',
    ],
    details: rideSummary(r),
    notes: null,
    links: [],
    closing: signature(),
  };
}
