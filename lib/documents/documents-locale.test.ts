// The customer's documents follow the booking's language (issue 16 point 3): the voucher of an English booking is
// English (en-GB dates); its invoice and credit note are French with the English translation alongside (loi Toubon:
// French is mandatory on « les factures et quittances »); French bookings keep their French documents, and the admin's
// voucher download stays French. Invoices issued in English only before that still print as issued.
import { pdfText, setUpPdfTests } from '@/lib/testing/pdf';
import { legalIdentity } from '@/lib/config/legal';
import type { Reservation } from '@/lib/db/types';
import { DOCUMENT_COPY } from './copy';
import { buildCreditNoteSnapshot, type IssuedCreditNote } from './credit-note';
import { salesJournalCsv } from './csv';
import { buildInvoiceSnapshot, invoiceSnapshotSchema, type IssuedInvoice } from './invoice';
import { renderInvoicePdf, renderVoucherPdf } from './pdf';
import { buildVoucher } from './voucher';

const FRENCH_MARKERS = [
  'Bon de réservation',
  'Réservation',
  'Référence',
  'Réf.',
  'réservation',
  'Détails',
  'Prise en charge',
  'prise en charge',
  'exploitant',
  'Facture',
  'Règlement',
  'Payée',
  'Trajet',
  'Total TTC',
  'Total HT',
  'TVA',
  'Tél.',
  'Date :',
  'contrôle',
  'aller simple',
  'décembre',
  ' à ',
];

setUpPdfTests();

const RIDE: Reservation = {
  id: '00000000-0000-4000-8000-000000000003',
  bookingRef: 'HM-EN34D',
  requestId: null,
  channel: 'wizard',
  fullName: 'Jane Smith',
  email: 'jane@example.com',
  phone: '+44 7700 900123',
  companyName: null,
  message: null,
  pickupLocation: 'Disneyland Hotel, Chessy',
  dropoffLocation: 'Roissy-CDG Terminal 2E',
  pickupTime: '2026-12-24T06:15:00.000Z', // 07:15 in Paris
  flightTrainNumber: 'BA303',
  vehicleType: 'berline',
  passengers: 2,
  holdBags: 1,
  booster: 0,
  tripType: 'oneWay',
  returnPickupTime: null,
  returnFlightTrainNumber: null,
  priceCents: 8450,
  quote: { quote: { estimatedPrice: 7682, vatAmount: 768, totalPrice: 8450 } },
  paymentStatus: 'paid',
  paymentMethod: 'online',
  checkoutState: 'paid',
  stripeSessionId: 'cs_test_abc',
  paidAt: '2026-11-23T09:00:00.000Z',
  locale: 'en',
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  anonymisedAt: null,
};

/** Words of the English translation (DocumentCopy.en), none of which a French document prints. */
const ENGLISH_MARKERS = [
  'Invoice',
  'Credit note',
  'Customer',
  'Service',
  'Route',
  'Booking',
  'Payment',
  'excl. VAT',
  'incl. VAT',
  'Paid',
  'Chauffeur-driven',
  'one way',
  'Cancels',
  'refund',
  'No discount',
  'No.',
  ' / ',
];

function englishIn(text: string): string[] {
  return ENGLISH_MARKERS.filter((word) => text.includes(word));
}

function frenchIn(text: string): string[] {
  return FRENCH_MARKERS.filter((word) => text.includes(word));
}

function invoiceOf(r: Reservation): IssuedInvoice {
  return {
    number: 'F-2026-0042',
    issuedAt: '2026-11-23T09:00:00.000Z',
    snapshot: buildInvoiceSnapshot(r, legalIdentity()),
  };
}

describe('documents in the booking language', () => {
  it('both languages have the same keys', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v).map((sub) => `${k}.${sub}`) : [k],
      );
    expect(keys(DOCUMENT_COPY.en).sort()).toEqual(keys(DOCUMENT_COPY.fr).sort());
  });

  it('an English booking: an English voucher (page model and PDF), dates with the month in words', async () => {
    const voucher = buildVoucher(RIDE, legalIdentity(), RIDE.locale);
    expect(voucher.locale).toBe('en');
    // Not '24/12/2026': a numeric date reads month first in the US.
    expect(voucher.items[5]).toEqual({ label: 'Pick-up date and time', value: 'Thu, 24 Dec 2026 at 07:15' });
    expect(frenchIn(JSON.stringify(voucher.items) + JSON.stringify(voucher.details))).toEqual([]);
    const text = await pdfText(await renderVoucherPdf(voucher));
    expect(text).toContain('Booking voucher');
    expect(text).toContain('Customer name and phone');
    expect(text).toContain('Jane Smith');
    expect(text).toContain('Thu, 24 Dec 2026 at 07:15');
    expect(frenchIn(text)).toEqual([]);
  });

  it('an English booking: a French invoice with its English translation (French amounts and dates)', async () => {
    const invoice = invoiceOf({
      ...RIDE,
      tripType: 'roundTrip',
      returnPickupTime: '2026-12-26T17:00:00.000Z',
    });
    expect(invoice.snapshot.locale).toBe('en');
    // The snapshot holds both: French texts, their English versions in `en`.
    expect(invoice.snapshot.payment).toBe('Payée en ligne par carte bancaire le 23/11/2026');
    expect(invoice.snapshot.line.serviceDate).toBe('24/12/2026 à 07:15 ; retour le 26/12/2026 à 18:00');
    expect(invoice.snapshot.en).toEqual({
      vatMention: 'EU VAT number: FR11123456782',
      description: 'Chauffeur-driven passenger transport (VTC), return trip — booking HM-EN34D',
      serviceDate: '24/12/2026 at 07:15; return on 26/12/2026 at 18:00',
      payment: 'Paid online by card on 23/11/2026',
    });
    expect(invoiceSnapshotSchema.parse(JSON.parse(JSON.stringify(invoice.snapshot)))).toEqual(
      invoice.snapshot,
    );
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of [
      'Facture Invoice',
      'N° / No. F-2026-0042',
      'Date : 23/11/2026',
      'Réservation / Booking HM-EN34D',
      'Client / Customer',
      'Prestation / Service',
      'Transport de personnes avec chauffeur (VTC), aller-retour — réservation HM-EN34D',
      'Chauffeur-driven passenger transport (VTC), return trip — booking HM-EN34D',
      'Date : 24/12/2026 à 07:15 ; retour le 26/12/2026 à 18:00',
      'Date: 24/12/2026 at 07:15; return on 26/12/2026 at 18:00',
      'Trajet / Route : Disneyland Hotel, Chessy – Roissy-CDG Terminal 2E',
      '76,82 € HT excl. VAT',
      'Total HT / Total excl. VAT 76,82 €',
      'TVA 10 % / VAT 10% 7,68 €',
      'Total TTC / Total incl. VAT 84,50 €',
      'EU VAT number: FR11123456782',
      'Règlement / Payment',
      'Payée en ligne par carte bancaire le 23/11/2026',
      'Paid online by card on 23/11/2026',
      'Pas d’escompte pour paiement anticipé',
      'pénalités de retard au taux de trois fois le taux d’intérêt légal',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'No discount for early payment',
      'late-payment penalties at three times the French statutory interest rate',
    ]) {
      expect(text).toContain(expected);
    }
    // One set of figures: French amounts only.
    expect(text).not.toContain('€84.50');
    // The accountant's journal reads the French payment text.
    const journal = salesJournalCsv(
      [{ ...invoice, id: 'i', reservationId: RIDE.id, year: 2026, sequence: 42 }],
      [],
    );
    expect(journal).toContain('Payée en ligne par carte bancaire le 23/11/2026');
    expect(journal).not.toContain('Paid online');
  });

  it('an English booking: a French credit note with its English translation', async () => {
    const invoice = invoiceOf(RIDE);
    const note: IssuedCreditNote = {
      number: 'A-2026-0007',
      issuedAt: '2026-11-25T09:00:00.000Z',
      snapshot: buildCreditNoteSnapshot({ ...RIDE, paymentStatus: 'cancelled' }, invoice),
    };
    expect(note.snapshot.payment).toBe(DOCUMENT_COPY.fr.creditNote.refundCard);
    expect(note.snapshot.en?.payment).toBe(DOCUMENT_COPY.en.creditNote.refundCard);
    const text = await pdfText(await renderInvoicePdf(note));
    for (const expected of [
      'Avoir Credit note',
      'N° / No. A-2026-0007',
      'Annule la facture F-2026-0042 du 23/11/2026 (réservation annulée)',
      'Cancels invoice F-2026-0042 of 23/11/2026 (booking cancelled)',
      'Transport de personnes avec chauffeur (VTC), aller simple — réservation HM-EN34D',
      'Chauffeur-driven passenger transport (VTC), one way — booking HM-EN34D',
      'Total TTC / Total incl. VAT -84,50 €',
      'Payée en ligne par carte bancaire : remboursement selon les conditions d’annulation',
      'Paid online by card: refund according to the cancellation terms',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('escompte'); // an invoice's payment terms
    expect(text).not.toContain('No discount');
  });

  it('an English-only invoice issued before the translation still prints as issued, and its credit note', async () => {
    // A snapshot as stored before 2026-11-28: English texts, locale 'en', no `en` block.
    const stored = {
      version: 1,
      locale: 'en',
      seller: { ...invoiceOf(RIDE).snapshot.seller, vatMention: 'EU VAT number: FR11123456782' },
      customer: {
        name: 'Jane Smith',
        companyName: null,
        email: 'jane@example.com',
        phone: '+44 7700 900123',
      },
      bookingRef: 'HM-EN34D',
      line: {
        description: 'Chauffeur-driven passenger transport (VTC), one way — booking HM-EN34D',
        serviceDate: '24/12/2026 at 07:15',
        route: 'Disneyland Hotel, Chessy → Roissy-CDG Terminal 2E',
      },
      amounts: { htCents: 7682, vatCents: 768, ttcCents: 8450, vatRatePercent: 10 },
      payment: 'Paid online by card on 23/11/2026',
    };
    const invoice: IssuedInvoice = {
      number: 'F-2026-0042',
      issuedAt: '2026-11-23T09:00:00.000Z',
      snapshot: invoiceSnapshotSchema.parse(stored),
    };
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of [
      'Invoice',
      'No. F-2026-0042',
      'Date: 24/12/2026 at 07:15',
      'Total incl. VAT €84.50',
      'Paid online by card on 23/11/2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(frenchIn(text)).toEqual([]);
    const note = buildCreditNoteSnapshot({ ...RIDE, paymentStatus: 'cancelled' }, invoice);
    expect(note).not.toHaveProperty('en');
    expect(note.payment).toBe(DOCUMENT_COPY.en.creditNote.refundCard);
    const noteText = await pdfText(
      await renderInvoicePdf({ ...invoice, number: 'A-2026-0007', snapshot: note }),
    );
    expect(noteText).toContain('Cancels invoice F-2026-0042 of 23/11/2026');
    expect(frenchIn(noteText)).toEqual([]);
  });

  it('a French booking keeps its French documents; the admin voucher (no locale given) is French', async () => {
    const french = { ...RIDE, locale: 'fr' as const };
    const invoice = invoiceOf(french);
    expect(invoice.snapshot).not.toHaveProperty('locale');
    expect(invoice.snapshot.payment).toBe('Payée en ligne par carte bancaire le 23/11/2026');
    const text = await pdfText(await renderInvoicePdf(invoice));
    expect(invoice.snapshot).not.toHaveProperty('en');
    for (const expected of ['Facture', 'N° F-2026-0042', 'Date : 24/12/2026 à 07:15', 'Total TTC 84,50 €']) {
      expect(text).toContain(expected);
    }
    const note = buildCreditNoteSnapshot({ ...french, paymentStatus: 'cancelled' }, invoice);
    expect(note).not.toHaveProperty('en');
    const noteText = await pdfText(
      await renderInvoicePdf({ ...invoice, number: 'A-2026-0007', snapshot: note }),
    );
    expect(noteText).toContain('Annule la facture F-2026-0042 du 23/11/2026 (réservation annulée)');
    // No English added to a French customer's documents.
    for (const document of [text, noteText]) expect(englishIn(document)).toEqual([]);
    const admin = buildVoucher(RIDE, legalIdentity());
    expect(admin.locale).toBe('fr');
    expect(admin.items[5]).toEqual({
      label: 'Date et heure de la prise en charge',
      value: '24/12/2026 à 07:15',
    });
    expect(await pdfText(await renderVoucherPdf(admin))).toContain('Bon de réservation');
  });
});
