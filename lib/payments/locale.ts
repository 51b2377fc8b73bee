// Online payment in the booking's language (issue 16): the English twin of every payment message (same keys as the
// French PAYMENT_MESSAGES, by type), the copy of the payment result view built on the server and passed as a prop
// (components/payments/payment-result.tsx holds no sentence; client code imports only its types), and where Stripe
// sends an English customer back. Client-safe on purpose (no secrets): server page components build the copy.
import type { VehicleType } from '@/lib/domain/vehicles';
import type { Locale } from '@/lib/i18n/config';
import { isVatExempt } from '@/lib/config/legal';
import { catalogues } from '@/lib/i18n/messages';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { isBookingRef } from '@/lib/booking/ref';
import { whatsappUrl } from '@/lib/config/site';
import { PAYMENT_MESSAGES, requestQuestionText, statusNotConfirmed } from './messages';

type PaymentMessages = Record<keyof typeof PAYMENT_MESSAGES, string>;

const PAYMENT_MESSAGES_EN: PaymentMessages = {
  verifying: 'Securely checking your payment...',
  successTitle: 'Booking confirmed!',
  notConfirmedTitle: 'Payment not confirmed',
  confirmationSuccessTitle: 'Booking confirmed!',
  confirmationErrorTitle: 'Confirmation error',
  communicationError: 'Could not reach the payment verification service.',
  genericError: 'Something went wrong while checking your payment.',
  notConfirmed: 'The payment could not be confirmed or was cancelled.',
  paidButCancelledTitle: 'Payment received, booking cancelled',
  paidButCancelled:
    'Your payment was received, but this booking had been cancelled in the meantime: we are refunding you and will get back to you.',
  missingSession: 'No payment session identifier was found in the address.',
  placeholderSession: 'The payment service did not send the payment session identifier.',
  invalidSession: 'The payment session identifier is invalid.',
  unknownSession: 'No booking matches this payment session.',
  missingBookingRef:
    'The booking reference is missing from the address. Open the full payment return link or contact us on WhatsApp.',
  foreignSession: 'This payment session does not match this booking.',
  supportHint:
    'If your account was charged and the error persists, contact us on WhatsApp with your booking reference.',
  checkUnavailableTitle: 'Payment not checked yet',
  checkUnavailable:
    'If your payment went through, your booking is confirmed and you will receive the “Booking confirmed” e-mail. Do not pay a second time: check again in a moment, or write to us on WhatsApp with your booking reference.',
  checkAgain: 'Check again',
  checkoutTitle: 'Online payment unavailable',
  checkoutUnavailable: 'Online payment is temporarily unavailable. You can send your request via WhatsApp.',
  checkoutDisabled: 'Online payment is not available.',
  redirecting: 'Redirecting to secure payment…',
  requestPaidTitle: 'This booking is already paid',
  requestPaid:
    'We have received your card payment: there is nothing left to pay. Your booking voucher and invoice are in the e-mail we sent you when your payment arrived (“Booking confirmed”, or “Payment received” if your booking was already confirmed).',
  requestConfirmedTitle: 'This booking is already confirmed',
  requestConfirmed:
    'Harmony Move has confirmed your booking: there is nothing left to do. Your booking voucher is in the “Booking confirmed” e-mail we sent you.',
  requestCancelledTitle: 'This booking was cancelled',
  requestCancelled:
    'No payment is possible for this booking any more. For another trip, make a new request; for any question (about a payment already made, for instance), write to us on WhatsApp with its reference.',
  requestQuestion: 'A question? Write to us on WhatsApp',
  newRequest: 'Make a new request',
};

/** Every payment message in `locale`. */
export function paymentMessages(locale: Locale): PaymentMessages {
  return locale === 'en' ? PAYMENT_MESSAGES_EN : PAYMENT_MESSAGES;
}

/** 'Le paiement n'a pas pu être confirmé. Statut : …' in `locale`. */
export function statusNotConfirmedIn(locale: Locale, status: string): string {
  return locale === 'en'
    ? `The payment could not be confirmed. Status: ${status}`
    : statusNotConfirmed(status);
}

/** The copy of the payment result view (/reservation?payment_status…, /confirmation and their English twins). */
export interface PaymentResultText {
  locale: Locale;
  verifying: string;
  successTitle: string;
  notConfirmedTitle: string;
  confirmationSuccessTitle: string;
  confirmationErrorTitle: string;
  supportHint: string;
  communicationError: string;
  genericError: string;
  notConfirmed: string;
  /** Paid after the operator had cancelled the booking: the title of that outcome (its text comes with the answer). */
  paidButCancelledTitle: string;
  missingSession: string;
  /** When the check's answer could not be read: the title, what it means for the customer, the button that checks again. */
  checkUnavailableTitle: string;
  checkUnavailable: string;
  checkAgain: string;
  /** WhatsApp, prefilled with a question about the booking (its reference, when the return address carries it). */
  question: { label: string; href: string };
  /** The 'Statut : ' sentence before Stripe's status word. */
  statusPrefix: string;
  thanks: { before: string; after: string };
  recap: {
    reference: string;
    route: string;
    date: string;
    returnTrip: string;
    vehicle: string;
    pricePaid: string;
    name: string;
  };
  vehicles: Record<VehicleType, string>;
  backToBooking: { label: string; href: string };
  home: { label: string; href: string };
}

type ViewCopy = Pick<PaymentResultText, 'thanks' | 'recap' | 'backToBooking' | 'home'>;

const VIEW: Record<Locale, ViewCopy> = {
  fr: {
    thanks: { before: 'Merci ', after: ', votre paiement a bien été reçu et votre course est réservée.' },
    recap: {
      reference: 'Référence',
      route: 'Trajet',
      date: 'Date',
      returnTrip: 'Retour',
      vehicle: 'Véhicule',
      pricePaid: 'Prix payé (TTC)',
      name: 'Nom',
    },
    backToBooking: { label: 'Retour à la réservation', href: '/reservation' },
    home: { label: "Retour à l'accueil", href: '/' },
  },
  en: {
    thanks: { before: 'Thank you ', after: ', we have received your payment and your ride is booked.' },
    recap: {
      reference: 'Reference',
      route: 'Route',
      date: 'Date',
      returnTrip: 'Return',
      vehicle: 'Vehicle',
      pricePaid: 'Price paid (incl. VAT)',
      name: 'Name',
    },
    backToBooking: { label: 'Back to booking', href: '/en/booking' },
    home: { label: 'Back to the home page', href: '/en' },
  },
};

export function paymentResultText(locale: Locale, bookingRef: string | null = null): PaymentResultText {
  const m = paymentMessages(locale);
  return {
    locale,
    verifying: m.verifying,
    successTitle: m.successTitle,
    notConfirmedTitle: m.notConfirmedTitle,
    confirmationSuccessTitle: m.confirmationSuccessTitle,
    confirmationErrorTitle: m.confirmationErrorTitle,
    supportHint: m.supportHint,
    communicationError: m.communicationError,
    genericError: m.genericError,
    notConfirmed: m.notConfirmed,
    paidButCancelledTitle: m.paidButCancelledTitle,
    missingSession: m.missingSession,
    checkUnavailableTitle: m.checkUnavailableTitle,
    checkUnavailable: m.checkUnavailable,
    checkAgain: m.checkAgain,
    question: {
      label: m.requestQuestion,
      href: whatsappUrl(isBookingRef(bookingRef) ? requestQuestionText(bookingRef) : undefined),
    },
    statusPrefix: statusNotConfirmedIn(locale, ''),
    vehicles:
      locale === 'en'
        ? catalogues.en.Packages.vehicles
        : { berline: VEHICLES.berline.name, van: VEHICLES.van.name },
    ...VIEW[locale],
    // Without VAT a price is the price (docs/product.md#pricing-vat-exempt): no « (TTC) » after it.
    ...(isVatExempt() ? { recap: { ...VIEW[locale].recap, pricePaid: PRICE_PAID_EXEMPT[locale] } } : {}),
  };
}

const PRICE_PAID_EXEMPT: Record<Locale, string> = { fr: 'Prix payé', en: 'Price paid' };

/**
 * The query of the page Stripe's « Annuler » leads to: `?paiement=annule&demande=<token>` (lib/payments/resume.ts), and
 * of its « Modifier ma demande »: `?paiement=modifier&demande=<token>`, the wizard filled from the stored request. Both
 * carry `paiement`, so both are never cached and never indexed (next.config.ts): the second shows contact details.
 */
export const CANCELLED_PARAMS = {
  flag: 'paiement',
  flagValue: 'annule',
  editValue: 'modifier',
  token: 'demande',
  error: 'erreur',
} as const;

/**
 * What the link of a cancelled payment finds (lib/payments/resume.ts resumeState): the request still waiting for its
 * card payment, or why it no longer does.
 */
export type ResumeState = 'open' | 'paid' | 'confirmed' | 'cancelled';

/** Where Stripe sends the customer back: the return pages of the booking's language. */
export function checkoutReturnPaths(locale: Locale): { success: string; cancel: string } {
  return locale === 'en'
    ? { success: '/en/confirmation', cancel: '/en/booking' }
    : { success: '/reservation', cancel: '/reservation' };
}

/** The payment confirmation page's metadata (never indexed). */
export const CONFIRMATION_META: Record<Locale, { title: string; description: string; path: string }> = {
  fr: {
    title: 'Confirmation de paiement',
    description: 'Confirmation du paiement en ligne de votre réservation Harmony Move.',
    path: '/confirmation',
  },
  en: {
    title: 'Payment confirmation',
    description: 'Confirmation of the online payment for your Harmony Move booking.',
    path: '/en/confirmation',
  },
};
