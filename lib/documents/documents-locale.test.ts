// The customer's documents follow the booking's language (issue 16 point 3): the voucher and the invoice of an English
// booking are English (en-GB dates, euros the English way); French bookings keep their French documents, and the
// admin's voucher download stays French.
import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';
import legalEnv from '@/e2e/legal-identity.json';
import { legalIdentity } from '@/lib/config/legal';
import type { Reservation } from '@/lib/db/types';
import { resetServerEnvForTests } from '@/lib/env';
import { DOCUMENT_COPY } from './copy';
import { buildInvoiceSnapshot, type IssuedInvoice } from './invoice';
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

const saved = { ...process.env };
beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  await definePDFJSModule(async () => require('unpdf/pdfjs'));
  Object.assign(process.env, { SESSION_SECRET: 's'.repeat(40), ...legalEnv });
  resetServerEnvForTests();
});
afterAll(() => {
  process.env = { ...saved };
  resetServerEnvForTests();
});

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
};

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
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

  it('an English booking: an English voucher (page model and PDF), en-GB dates', async () => {
    const voucher = buildVoucher(RIDE, legalIdentity(), RIDE.locale);
    expect(voucher.locale).toBe('en');
    expect(voucher.items[5]).toEqual({ label: 'Pick-up date and time', value: '24/12/2026 at 07:15' });
    expect(frenchIn(JSON.stringify(voucher.items) + JSON.stringify(voucher.details))).toEqual([]);
    const text = await pdfText(await renderVoucherPdf(voucher));
    expect(text).toContain('Booking voucher');
    expect(text).toContain('Customer name and phone');
    expect(text).toContain('Jane Smith');
    expect(text).toContain('24/12/2026 at 07:15');
    expect(frenchIn(text)).toEqual([]);
  });

  it('an English booking: an English invoice (text, en-GB dates, euros the English way)', async () => {
    const invoice = invoiceOf(RIDE);
    expect(invoice.snapshot.locale).toBe('en');
    expect(invoice.snapshot.payment).toBe('Paid online by card on 23/11/2026');
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of [
      'Invoice',
      'No. F-2026-0042',
      'Date: 23/11/2026',
      'Route: Disneyland Hotel, Chessy – Roissy-CDG Terminal 2E',
      'Date: 24/12/2026 at 07:15',
      'Total excl. VAT €76.82',
      'VAT 10% €7.68',
      'Total incl. VAT €84.50',
      'EU VAT number: FR11123456782',
      'Paid online by card on 23/11/2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(frenchIn(text)).toEqual([]);
  });

  it('a French booking keeps its French documents; the admin voucher (no locale given) is French', async () => {
    const french = { ...RIDE, locale: 'fr' as const };
    const invoice = invoiceOf(french);
    expect(invoice.snapshot).not.toHaveProperty('locale');
    expect(invoice.snapshot.payment).toBe('Payée en ligne par carte bancaire le 23/11/2026');
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of ['Facture', 'N° F-2026-0042', 'Date : 24/12/2026 à 07:15', 'Total TTC 84,50 €']) {
      expect(text).toContain(expected);
    }
    const admin = buildVoucher(RIDE, legalIdentity());
    expect(admin.locale).toBe('fr');
    expect(admin.items[5]).toEqual({
      label: 'Date et heure de la prise en charge',
      value: '24/12/2026 à 07:15',
    });
    expect(await pdfText(await renderVoucherPdf(admin))).toContain('Bon de réservation');
  });
});
