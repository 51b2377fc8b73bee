// The customer's documents in the booking's language (issue 16 point 3): the bon de réservation (page and PDF) and the
// invoice. One typed table per language, same keys by construction (`DocumentCopy`, checked by documents-locale.test.ts).
// The admin's downloads of a voucher stay French (the document shown at a roadside check in France). An invoice or
// credit note is French whatever the customer's language (loi n° 94-665 « Toubon », art. 2); an English customer's
// carries the English table's texts alongside (art. 4), in its snapshot (lib/documents/invoice.ts). Those issued in
// English only before 2026-11-28 print as issued (their snapshot says which).
import type { Locale } from '@/lib/i18n/config';
import { DOCUMENT_MESSAGES } from './messages';

export interface DocumentCopy {
  /** Intl / PDF language tag. */
  intl: string;
  voucher: {
    title: string;
    /** The regulation the voucher answers (arrêté of 6 August 2025). */
    regulation: string;
    presentOnCheck: string;
    mandatory: string;
    details: string;
    labels: {
      operator: string;
      vtcRegister: string;
      siren: string;
      customer: string;
      bookedAt: string;
      pickupAt: string;
      pickupPlace: string;
      reference: string;
      destination: string;
      flight: string;
      returnPickup: string;
      returnFlight: string;
      passengers: string;
    };
    phoneAbbr: string;
    noPhone: string;
    reference: string;
    print: string;
    downloadPdf: string;
    invoicePdf: string;
    creditNotePdf: string;
    fileName: (ref: string) => string;
    /** The link of a booking that is not (or no longer) confirmed: said, in its language, instead of a bare 404. */
    unavailable: {
      title: string;
      body: (ref: string) => string;
      documents: string;
    };
  };
  invoice: {
    title: string;
    number: string;
    date: string;
    booking: string;
    customer: string;
    service: string;
    route: string;
    excludingVat: string;
    totalExcludingVat: string;
    vat: (rate: number) => string;
    totalIncludingVat: string;
    payment: string;
    vtcRegister: string;
    phoneAbbr: string;
    /** What the invoice prints about VAT (the seller's mention, in the invoice's language). */
    vatMention: (vatNumber: string | null, french: string) => string;
    terms: string;
    description: (roundTrip: boolean, ref: string) => string;
    returnOn: (when: string) => string;
    paidOnline: (date: string) => string;
    /**
     * Settled on board, on the day of the ride (Code de commerce L441-9: the invoice states when it is paid or due).
     * null: no date known — the sentence invoices printed before 2026-11-29, which the sales journal still translates.
     */
    paidOnBoard: (date: string | null) => string;
    /** Not paid yet: due on the day of the ride at the latest (null: the undated sentence of earlier invoices). */
    due: (date: string | null) => string;
    fileName: (num: string) => string;
  };
  /** A credit note (avoir) prints the invoice's labels; these are its own. */
  creditNote: {
    title: string;
    cancels: (invoiceNumber: string, invoiceDate: string) => string;
    /** How the invoice was paid, and that any refund follows the cancellation terms (the operator's call). */
    refundCard: string;
    refundOnBoard: string;
    fileName: (num: string) => string;
  };
  /** What a customer's download answers when it has nothing to give (plain text; the admin's stay French). */
  errors: {
    notFound: string;
    noInvoice: string;
    noCreditNote: string;
    unavailable: string;
  };
}

const FR: DocumentCopy = {
  intl: 'fr-FR',
  voucher: {
    title: 'Bon de réservation',
    regulation: 'Transport public particulier de personnes (VTC) — arrêté du 6 août 2025',
    presentOnCheck: 'Document à présenter en cas de contrôle.',
    mandatory: 'Mentions obligatoires',
    details: 'Détails de la course',
    labels: {
      operator: "Nom et coordonnées de l'exploitant",
      vtcRegister: "Numéro d'inscription au registre des exploitants VTC",
      siren: "Numéro SIREN de l'exploitant",
      customer: 'Nom et téléphone du client',
      bookedAt: 'Date et heure de la réservation',
      pickupAt: 'Date et heure de la prise en charge',
      pickupPlace: 'Lieu de prise en charge',
      reference: 'Référence',
      destination: 'Destination',
      flight: 'Vol / train',
      returnPickup: 'Retour (prise en charge)',
      returnFlight: 'Vol / train du retour',
      passengers: 'Passagers',
    },
    phoneAbbr: 'Tél.',
    noPhone: 'téléphone non communiqué',
    reference: 'Réf.',
    print: 'Imprimer',
    downloadPdf: 'Télécharger le PDF',
    invoicePdf: 'Facture (PDF)',
    creditNotePdf: 'Avoir (PDF)',
    fileName: (ref) => `bon-de-reservation-${ref}.pdf`,
    unavailable: {
      title: 'Bon de réservation indisponible',
      body: (ref) =>
        `La réservation ${ref} n’est pas confirmée (ou a été annulée)\u00a0: elle n’a pas de bon de réservation à présenter. Pour toute question, répondez à nos e-mails ou contactez-nous.`,
      documents: 'Ses documents restent disponibles\u00a0:',
    },
  },
  invoice: {
    title: 'Facture',
    number: 'N°',
    date: 'Date',
    booking: 'Réservation',
    customer: 'Client',
    service: 'Prestation',
    route: 'Trajet',
    excludingVat: 'HT',
    totalExcludingVat: 'Total HT',
    vat: (rate) => `TVA ${rate} %`,
    totalIncludingVat: 'Total TTC',
    payment: 'Règlement',
    vtcRegister: 'Registre VTC',
    phoneAbbr: 'Tél.',
    vatMention: (_vatNumber, french) => french,
    // Code de commerce L441-10: the rate of the late-payment penalties, and the fixed recovery fee (D441-5: 40 €).
    terms:
      'Pas d’escompte pour paiement anticipé. En cas de retard de paiement d’un client professionnel : pénalités de retard au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 €.',
    description: (roundTrip, ref) =>
      `Transport de personnes avec chauffeur (VTC), ${roundTrip ? 'aller-retour' : 'aller simple'} — réservation ${ref}`,
    returnOn: (when) => ` ; retour le ${when}`,
    paidOnline: (date) => `Payée en ligne par carte bancaire le ${date}`,
    paidOnBoard: (date) => (date ? `Réglée à bord le ${date}` : 'Réglée à bord du véhicule'),
    due: (date) => (date ? `À régler au plus tard le ${date}` : 'À régler'),
    fileName: (num) => `facture-${num}.pdf`,
  },
  creditNote: {
    title: 'Avoir',
    cancels: (num, date) => `Annule la facture ${num} du ${date} (réservation annulée)`,
    refundCard: 'Payée en ligne par carte bancaire\u00a0: remboursement selon les conditions d’annulation',
    refundOnBoard: 'Réglée à bord\u00a0: remboursement selon les conditions d’annulation',
    fileName: (num) => `avoir-${num}.pdf`,
  },
  errors: {
    notFound: DOCUMENT_MESSAGES.notFound,
    noInvoice: DOCUMENT_MESSAGES.noInvoice,
    noCreditNote: DOCUMENT_MESSAGES.noCreditNote,
    unavailable: DOCUMENT_MESSAGES.unavailable,
  },
};

const EN: DocumentCopy = {
  intl: 'en-GB',
  voucher: {
    title: 'Booking voucher',
    regulation: 'Private hire passenger transport (VTC) — French order of 6 August 2025',
    presentOnCheck: 'To be shown if requested during an inspection.',
    mandatory: 'Required information',
    details: 'Ride details',
    labels: {
      operator: 'Operator name and contact details',
      vtcRegister: 'VTC operator register number',
      siren: 'Operator SIREN number',
      customer: 'Customer name and phone',
      bookedAt: 'Date and time of booking',
      pickupAt: 'Pick-up date and time',
      pickupPlace: 'Pick-up place',
      reference: 'Reference',
      destination: 'Destination',
      flight: 'Flight / train',
      returnPickup: 'Return (pick-up)',
      returnFlight: 'Return flight / train',
      passengers: 'Passengers',
    },
    phoneAbbr: 'Tel.',
    noPhone: 'phone not given',
    reference: 'Ref.',
    print: 'Print',
    downloadPdf: 'Download the PDF',
    invoicePdf: 'Invoice (PDF)',
    creditNotePdf: 'Credit note (PDF)',
    fileName: (ref) => `booking-voucher-${ref}.pdf`,
    unavailable: {
      title: 'Booking voucher unavailable',
      body: (ref) =>
        `Booking ${ref} is not confirmed (or was cancelled): it has no booking voucher to show. For any question, reply to our e-mails or contact us.`,
      documents: 'Its documents remain available:',
    },
  },
  invoice: {
    title: 'Invoice',
    number: 'No.',
    date: 'Date',
    booking: 'Booking',
    customer: 'Customer',
    service: 'Service',
    route: 'Route',
    excludingVat: 'excl. VAT',
    totalExcludingVat: 'Total excl. VAT',
    vat: (rate) => `VAT ${rate}%`,
    totalIncludingVat: 'Total incl. VAT',
    payment: 'Payment',
    vtcRegister: 'VTC register',
    phoneAbbr: 'Tel.',
    vatMention: (vatNumber) =>
      vatNumber
        ? `EU VAT number: ${vatNumber}`
        : 'VAT not applicable, art. 293 B of the French General Tax Code (CGI)',
    terms:
      'No discount for early payment. Late payment by a business customer: late-payment penalties at three times the French statutory interest rate and a fixed recovery fee of €40.',
    description: (roundTrip, ref) =>
      `Chauffeur-driven passenger transport (VTC), ${roundTrip ? 'return trip' : 'one way'} — booking ${ref}`,
    returnOn: (when) => `; return on ${when}`,
    paidOnline: (date) => `Paid online by card on ${date}`,
    paidOnBoard: (date) => (date ? `Paid on board on ${date}` : 'Paid on board the vehicle'),
    due: (date) => (date ? `To be paid by ${date} at the latest` : 'To be paid'),
    fileName: (num) => `invoice-${num}.pdf`,
  },
  creditNote: {
    title: 'Credit note',
    cancels: (num, date) => `Cancels invoice ${num} of ${date} (booking cancelled)`,
    refundCard: 'Paid online by card: refund according to the cancellation terms',
    refundOnBoard: 'Paid on board: refund according to the cancellation terms',
    fileName: (num) => `credit-note-${num}.pdf`,
  },
  errors: {
    notFound:
      'Document not found: the link is wrong, or the booking no longer exists or is not (or no longer) confirmed.',
    noInvoice:
      'No invoice for this booking: it is issued with an online payment or once the ride has taken place.',
    noCreditNote: 'No credit note for this booking: one is issued when an invoiced booking is cancelled.',
    unavailable: 'The service is temporarily unavailable. Please try again in a few moments.',
  },
};

export const DOCUMENT_COPY: Record<Locale, DocumentCopy> = { fr: FR, en: EN };

/** Stands for the date while the online payment's sentence is split around it. */
const DATE_MARK = '\u0000';

/**
 * An invoice's or credit note's payment text, as its snapshot keeps it (French; English in a document issued in English
 * only before 2026-11-28, whose locale is 'en' — a French text passes as it is), in French: the
 * operator's own files (the accountant's sales journal) stay French whatever the customer's language. The same key of
 * the French table; a date passes as it is (`formatDateIn` writes dd/mm/yyyy in both languages).
 * A text of no known key (none is issued) is kept as it is.
 */
export function frenchPaymentText(payment: string, locale: Locale): string {
  const from = DOCUMENT_COPY[locale];
  if (from === FR) return payment;
  const sentences: [string, string][] = [
    [from.invoice.paidOnBoard(null), FR.invoice.paidOnBoard(null)],
    [from.invoice.due(null), FR.invoice.due(null)],
    [from.creditNote.refundCard, FR.creditNote.refundCard],
    [from.creditNote.refundOnBoard, FR.creditNote.refundOnBoard],
  ];
  const sentence = sentences.find(([text]) => text === payment);
  if (sentence) return sentence[1];
  const dated = (['paidOnline', 'paidOnBoard', 'due'] as const).map((key) => {
    const [head = '', tail = ''] = from.invoice[key](DATE_MARK).split(DATE_MARK);
    return { head, tail, french: FR.invoice[key] };
  });
  const match = dated.find(
    ({ head, tail }) =>
      payment.length > head.length + tail.length && payment.startsWith(head) && payment.endsWith(tail),
  );
  return match ? match.french(payment.slice(match.head.length, payment.length - match.tail.length)) : payment;
}
