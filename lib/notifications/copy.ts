// What the CUSTOMER's e-mails say, in the booking's language (reservations.locale, issue 16 point 3): one typed table
// per language, same keys by construction (`CustomerCopy`), and lib/notifications/copy.test.ts checks both. The
// operator's messages stay French (content.ts) and say which language the customer reads.
import 'server-only';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { catalogues } from '@/lib/i18n/messages';
import type { VehicleType } from '@/lib/domain/vehicles';
import { TRIP_LABELS, type TripType } from '@/lib/domain/trips';
import { VEHICLES } from '@/lib/pricing/vehicles';
import type { LateCancellation } from '@/lib/booking/cancellation';

export interface CustomerCopy {
  /** The `lang` of the e-mail's HTML. */
  lang: string;
  labels: {
    reference: string;
    pickup: string;
    dropoff: string;
    pickupTime: string;
    flight: string;
    tripType: string;
    returnTime: string;
    returnFlight: string;
    vehicle: string;
    passengers: string;
    holdBags: string;
    boosters: string;
    price: string;
    message: string;
  };
  vehicle: (type: VehicleType) => string;
  trip: (type: TripType) => string;
  team: string;
  /** The greeting; '' (a name not repeated, lib/notifications/content.ts shownName) greets without a name. */
  hello: (name: string) => string;
  received: {
    subject: (ref: string) => string;
    preview: (ref: string) => string;
    heading: string;
    body: (ref: string) => string;
    nextRide: string;
    /** A card booking not paid yet: the payment confirms it (its own e-mail), nobody checks availability first. */
    nextRideOnline: string;
    nextMessage: string;
    question: string;
    /** A card request's way back to its payment page (pay, confirm on WhatsApp, or change it). */
    paymentLink: string;
  };
  confirmed: {
    subject: (ref: string) => string;
    previewRide: (when: string) => string;
    preview: (ref: string) => string;
    heading: string;
    body: (ref: string, paid: boolean) => string;
    /** A booking paid in the vehicle: what the customer hands the driver. */
    payOnBoard: (amount: string) => string;
    documents: string;
    voucherLink: string;
    invoiceLink: string;
  };
  cancelled: {
    subject: (ref: string) => string;
    preview: (ref: string) => string;
    heading: string;
    body: (ref: string) => string;
    /** Paid online, cancelled more than 48 hours before the pickup: free, the refund follows. */
    refund: string;
    /**
     * Paid online, cancelled later: the refund follows the terms of sale, which allow `percent` of the price
     * (`amount`, null without a price) to be kept — neither a full refund promised nor a fee decided.
     */
    refundByTerms: (when: LateCancellation, percent: number, amount: string | null) => string;
    /** Not paid online, cancelled more than 48 hours before the pickup. */
    nothingDue: string;
    /** Not paid online, cancelled later: the share the terms of sale allow the operator to ask for, not a demand. */
    feeMayBeAsked: (when: LateCancellation, percent: number, amount: string | null) => string;
    mistake: string;
    /** A ride that was confirmed (its calendar file sent): the attached files take it out of the customer's calendar. */
    calendarRemoved: (files: number) => string;
    creditNoteLink: string;
  };
  /** A card payment that finds the booking already confirmed (by the operator) or completed: nothing left to pay. */
  paymentReceived: {
    subject: (ref: string) => string;
    preview: (ref: string) => string;
    heading: string;
    body: (ref: string, amount: string | null) => string;
    nothingOnBoard: string;
    invoice: string;
    documentsLink: string;
  };
  /** A card payment that finds the booking cancelled by the operator: it is refunded in full. */
  paymentRefunded: {
    subject: (ref: string) => string;
    preview: (ref: string) => string;
    heading: string;
    body: (ref: string, amount: string | null) => string;
    refund: string;
  };
  calendar: {
    reference: string;
    from: string;
    to: string;
    title: (ref: string, isReturn: boolean) => string;
    alarm: string;
  };
}

const FR_LATE: Record<LateCancellation, string> = {
  under48h: 'moins de 48 heures avant la prise en charge',
  under12h: 'moins de 12 heures avant la prise en charge',
  afterPickup: 'après l’heure de prise en charge',
};

const FR: CustomerCopy = {
  lang: 'fr',
  labels: {
    reference: 'Référence',
    pickup: 'Départ',
    dropoff: 'Arrivée',
    pickupTime: 'Prise en charge',
    flight: 'Vol / train',
    tripType: 'Type de trajet',
    returnTime: 'Retour',
    returnFlight: 'Vol / train retour',
    vehicle: 'Véhicule',
    passengers: 'Passagers',
    holdBags: 'Bagages en soute',
    boosters: 'Rehausseurs',
    price: 'Prix',
    message: 'Message',
  },
  vehicle: (type) => VEHICLES[type].name,
  trip: (type) => TRIP_LABELS[type],
  team: `L’équipe ${site.name}`,
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  received: {
    subject: (ref) => `Demande reçue · ${ref} · ${site.name}`,
    preview: (ref) => `Votre référence\u00a0: ${ref}. Nous revenons vers vous rapidement.`,
    heading: 'Demande reçue',
    body: (ref) =>
      `Nous avons bien reçu votre demande. Votre référence\u00a0: ${ref} (à rappeler dans vos échanges).`,
    nextRide:
      'Et maintenant\u00a0? Nous vérifions la disponibilité d’un chauffeur pour votre trajet et vous confirmons la réservation au plus vite. Vous recevrez alors un e-mail «\u00a0Réservation confirmée\u00a0» avec votre bon de réservation.',
    nextRideOnline:
      'Et maintenant\u00a0? Nous attendons votre paiement en ligne\u00a0: dès qu’il est reçu, votre réservation est confirmée et vous recevez un e-mail «\u00a0Réservation confirmée\u00a0» avec votre bon de réservation.',
    nextMessage:
      'Et maintenant\u00a0? Nous étudions votre message et vous répondons au plus vite, par e-mail ou par téléphone.',
    question:
      'Une question ou un changement\u00a0? Répondez simplement à cet e-mail ou écrivez-nous sur WhatsApp.',
    paymentLink: 'Payer ou modifier ma demande',
  },
  confirmed: {
    subject: (ref) => `Réservation confirmée · ${ref} · ${site.name}`,
    previewRide: (when) => `Votre chauffeur vous attend le ${when}.`,
    preview: (ref) => `Votre réservation ${ref} est confirmée.`,
    heading: 'Réservation confirmée',
    body: (ref, paid) =>
      `Votre réservation ${ref} est confirmée${paid ? ' et votre paiement a bien été reçu' : ''}.`,
    payOnBoard: (amount) => `Le paiement se fait à bord\u00a0: ${amount} à régler au chauffeur.`,
    documents:
      'Votre bon de réservation est disponible au lien ci-dessous\u00a0: présentez-le au chauffeur si on vous le demande. Le rendez-vous est aussi en pièce jointe, à ajouter à votre agenda.',
    voucherLink: 'Voir mon bon de réservation',
    invoiceLink: 'Télécharger ma facture',
  },
  cancelled: {
    subject: (ref) => `Réservation annulée · ${ref} · ${site.name}`,
    preview: (ref) => `Votre réservation ${ref} est annulée.`,
    heading: 'Réservation annulée',
    body: (ref) => `Votre réservation ${ref} est annulée.`,
    refund:
      'Vous avez payé en ligne\u00a0: le remboursement est traité par nos soins, nous revenons vers vous à ce sujet.',
    refundByTerms: (when, percent, amount) =>
      `Vous avez payé en ligne\u00a0: cette annulation intervenant ${FR_LATE[when]}, le remboursement suit les conditions d’annulation de nos conditions générales de vente, selon lesquelles ${percent}\u00a0% du prix${amount ? ` (${amount})` : ''} peut être retenu. Nous revenons vers vous à ce sujet.`,
    nothingDue: 'Aucun montant ne vous sera demandé.',
    feeMayBeAsked: (when, percent, amount) =>
      `Cette annulation intervient ${FR_LATE[when]}\u00a0: selon nos conditions générales de vente, ${percent}\u00a0% du prix${amount ? ` (${amount})` : ''} peut vous être demandé. Nous revenons vers vous à ce sujet.`,
    mistake:
      'S’il s’agit d’une erreur ou pour réserver un autre trajet, répondez à cet e-mail ou écrivez-nous sur WhatsApp.',
    calendarRemoved: (files) =>
      files > 1
        ? 'Si vous aviez ajouté les rendez-vous à votre agenda, ouvrez les pièces jointes\u00a0: elles les en retirent.'
        : 'Si vous aviez ajouté le rendez-vous à votre agenda, ouvrez la pièce jointe\u00a0: elle l’en retire.',
    creditNoteLink: 'Télécharger mon avoir (annulation de la facture)',
  },
  paymentReceived: {
    subject: (ref) => `Paiement reçu · ${ref} · ${site.name}`,
    preview: (ref) => `Votre paiement pour la réservation ${ref} a bien été reçu.`,
    heading: 'Paiement reçu',
    body: (ref, amount) =>
      `Nous avons bien reçu votre paiement en ligne${amount ? ` de ${amount}` : ''} pour la réservation ${ref}.`,
    nothingOnBoard: 'Votre trajet est réglé\u00a0: vous n’aurez rien à payer à bord.',
    invoice: 'Votre facture est disponible au lien ci-dessous.',
    documentsLink: 'Voir mon bon de réservation et ma facture',
  },
  paymentRefunded: {
    subject: (ref) => `Paiement reçu, réservation annulée · ${ref} · ${site.name}`,
    preview: (ref) => `Votre paiement pour la réservation annulée ${ref} vous sera remboursé.`,
    heading: 'Paiement reçu pour une réservation annulée',
    body: (ref, amount) =>
      `Nous avons bien reçu votre paiement en ligne${amount ? ` de ${amount}` : ''} pour la réservation ${ref}, mais cette réservation avait été annulée entre-temps.`,
    refund:
      'Ce paiement vous sera remboursé intégralement, sur la carte utilisée. Nous revenons vers vous à ce sujet.',
  },
  calendar: {
    reference: 'Référence',
    from: 'Départ',
    to: 'Arrivée',
    title: (ref, isReturn) => `${site.name} · trajet ${ref}${isReturn ? ' (retour)' : ''}`,
    alarm: `Votre chauffeur ${site.name}`,
  },
};

const EN_LATE: Record<LateCancellation, string> = {
  under48h: 'less than 48 hours before pick-up',
  under12h: 'less than 12 hours before pick-up',
  afterPickup: 'after the pick-up time',
};

const EN: CustomerCopy = {
  lang: 'en',
  labels: {
    reference: 'Reference',
    pickup: 'From',
    dropoff: 'To',
    pickupTime: 'Pick-up',
    flight: 'Flight / train',
    tripType: 'Trip',
    returnTime: 'Return',
    returnFlight: 'Return flight / train',
    vehicle: 'Vehicle',
    passengers: 'Passengers',
    holdBags: 'Checked bags',
    boosters: 'Booster seats',
    price: 'Price',
    message: 'Message',
  },
  vehicle: (type) => catalogues.en.Packages.vehicles[type],
  trip: (type) => catalogues.en.Booking[type],
  team: `The ${site.name} team`,
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  received: {
    subject: (ref) => `Request received · ${ref} · ${site.name}`,
    preview: (ref) => `Your reference: ${ref}. We will get back to you shortly.`,
    heading: 'Request received',
    body: (ref) =>
      `We have received your request. Your reference: ${ref} (please quote it when you contact us).`,
    nextRide:
      'What happens next? We check that a driver is available for your trip and confirm your booking as soon as possible. You will then receive a “Booking confirmed” e-mail with your booking voucher.',
    nextRideOnline:
      'What happens next? We are awaiting your online payment: as soon as it is received, your booking is confirmed and you will receive a “Booking confirmed” e-mail with your booking voucher.',
    nextMessage:
      'What happens next? We read your message and reply as soon as possible, by e-mail or by phone.',
    question: 'A question or a change? Simply reply to this e-mail or write to us on WhatsApp.',
    paymentLink: 'Pay or change my request',
  },
  confirmed: {
    subject: (ref) => `Booking confirmed · ${ref} · ${site.name}`,
    previewRide: (when) => `Your driver will meet you on ${when}.`,
    preview: (ref) => `Your booking ${ref} is confirmed.`,
    heading: 'Booking confirmed',
    body: (ref, paid) =>
      `Your booking ${ref} is confirmed${paid ? ' and we have received your payment' : ''}.`,
    payOnBoard: (amount) => `Payment is made on board: ${amount}, to be paid to the driver.`,
    documents:
      'Your booking voucher is available at the link below: show it to the driver if asked. The appointment is also attached, to add to your calendar.',
    voucherLink: 'View my booking voucher',
    invoiceLink: 'Download my invoice',
  },
  cancelled: {
    subject: (ref) => `Booking cancelled · ${ref} · ${site.name}`,
    preview: (ref) => `Your booking ${ref} is cancelled.`,
    heading: 'Booking cancelled',
    body: (ref) => `Your booking ${ref} is cancelled.`,
    refund: 'You paid online: we are handling the refund and will get back to you about it.',
    refundByTerms: (when, percent, amount) =>
      `You paid online: as this cancellation comes ${EN_LATE[when]}, the refund follows the cancellation conditions of our terms and conditions of sale, under which ${percent}% of the fare${amount ? ` (${amount})` : ''} may be withheld. We will get back to you about it.`,
    nothingDue: 'You will not be asked to pay anything.',
    feeMayBeAsked: (when, percent, amount) =>
      `This cancellation comes ${EN_LATE[when]}: under our terms and conditions of sale, ${percent}% of the fare${amount ? ` (${amount})` : ''} may be charged to you. We will get back to you about it.`,
    mistake:
      'If this is a mistake, or to book another trip, reply to this e-mail or write to us on WhatsApp.',
    calendarRemoved: (files) =>
      files > 1
        ? 'If you added the appointments to your calendar, open the attached files: they remove them.'
        : 'If you added the appointment to your calendar, open the attached file: it removes it.',
    creditNoteLink: 'Download my credit note (cancelling the invoice)',
  },
  paymentReceived: {
    subject: (ref) => `Payment received · ${ref} · ${site.name}`,
    preview: (ref) => `We have received your payment for booking ${ref}.`,
    heading: 'Payment received',
    body: (ref, amount) =>
      `We have received your online payment${amount ? ` of ${amount}` : ''} for booking ${ref}.`,
    nothingOnBoard: 'Your trip is paid: you will have nothing to pay on board.',
    invoice: 'Your invoice is available at the link below.',
    documentsLink: 'View my booking voucher and invoice',
  },
  paymentRefunded: {
    subject: (ref) => `Payment received, booking cancelled · ${ref} · ${site.name}`,
    preview: (ref) => `Your payment for the cancelled booking ${ref} will be refunded.`,
    heading: 'Payment received for a cancelled booking',
    body: (ref, amount) =>
      `We have received your online payment${amount ? ` of ${amount}` : ''} for booking ${ref}, but this booking had been cancelled in the meantime.`,
    refund: 'This payment will be refunded in full, to the card you used. We will get back to you about it.',
  },
  calendar: {
    reference: 'Reference',
    from: 'From',
    to: 'To',
    title: (ref, isReturn) => `${site.name} · ride ${ref}${isReturn ? ' (return)' : ''}`,
    alarm: `Your ${site.name} driver`,
  },
};

export const CUSTOMER_COPY: Record<Locale, CustomerCopy> = { fr: FR, en: EN };

/** The customer's language of a reservation (French when it does not say). */
export function customerLocale(r: { locale?: Locale | null }): Locale {
  return r.locale === 'en' ? 'en' : 'fr';
}

/** The operator's line about the customer's language (French, like every operator message): lib/domain. */
export { CUSTOMER_LANGUAGE_LABEL, LANGUAGE_NAMES_FR } from '@/lib/domain/reservations';
