// What an invoice states beyond the service and the amounts (audit, 2026-11-29): when it was paid or is due (Code de
// commerce L441-9), the late-payment penalties' rate and the 40 € recovery fee (L441-10, D441-5), the registry after
// the SIREN when LEGAL_RCS is set (R123-237) — in French with the English alongside, on one A4 page — and invoices
// issued before (no RCS, undated payment texts) or anonymised by the purge still read and print.
import { readPdf, setUpPdfTests } from '@/lib/testing/pdf';
import { legalIdentity } from '@/lib/config/legal';
import type { Reservation } from '@/lib/db/types';
import { resetServerEnvForTests } from '@/lib/env';
import { storedReservation } from '@/lib/testing/reservation';
import { buildCreditNoteSnapshot, type IssuedCreditNote } from './credit-note';
import { buildInvoiceSnapshot, invoiceAmounts, invoiceSnapshotSchema, type IssuedInvoice } from './invoice';
import { renderInvoicePdf } from './pdf';

setUpPdfTests();

/** A ride on 24/12/2026 at 07:15 (Paris), settled on board and marked Terminée. */
const RIDE: Reservation = storedReservation({
  fullName: 'Élodie Durand',
  companyName: 'Durand Conseil SARL',
  email: 'elodie@example.fr',
  pickupLocation: '3 place du Marché aux Grains, 91410 Dourdan',
  dropoffLocation: 'Aéroport de Paris-Orly, Terminal 1',
  tripType: 'oneWay',
  priceCents: 8450,
  paymentMethod: 'on_board',
  paymentStatus: 'completed',
  checkoutState: null,
  stripeSessionId: null,
});

const ISSUED_AT = '2026-12-24T20:00:00.000Z';
const issued = (reservation: Reservation, number = 'F-2026-0042', issuedAt = ISSUED_AT): IssuedInvoice => ({
  number,
  issuedAt,
  snapshot: buildInvoiceSnapshot(reservation, legalIdentity(), new Date(issuedAt)),
});

/** Sets LEGAL_RCS (or removes it) for the rest of a test; the suite's environment comes back afterwards. */
function withRcs(value: string | undefined): void {
  if (value === undefined) delete process.env.LEGAL_RCS;
  else process.env.LEGAL_RCS = value;
  resetServerEnvForTests();
}
afterEach(() => withRcs(undefined));

describe('invoice: when it was paid or is due (L441-9)', () => {
  it('paid online: the day of the payment; settled on board: the day of the ride; otherwise due on that day', () => {
    const online = issued({
      ...RIDE,
      paymentMethod: 'online',
      paymentStatus: 'paid',
      checkoutState: 'paid',
      paidAt: '2026-11-23T09:00:00.000Z',
    });
    expect(online.snapshot.payment).toBe('Payée en ligne par carte bancaire le 23/11/2026');
    expect(issued(RIDE).snapshot.payment).toBe('Réglée à bord le 24/12/2026');
    expect(issued({ ...RIDE, paymentStatus: 'paid' }).snapshot.payment).toBe(
      'À régler au plus tard le 24/12/2026',
    );
    // A round trip's price is collected once: the outbound ride's day.
    const roundTrip = issued({
      ...RIDE,
      tripType: 'roundTrip',
      returnPickupTime: '2026-12-31T17:00:00.000Z',
    });
    expect(roundTrip.snapshot.payment).toBe('Réglée à bord le 24/12/2026');
    // An English customer's: the English alongside.
    expect(issued({ ...RIDE, locale: 'en' }).snapshot.en?.payment).toBe('Paid on board on 24/12/2026');
    expect(issued({ ...RIDE, locale: 'en', paymentStatus: 'paid' }).snapshot.en?.payment).toBe(
      'To be paid by 24/12/2026 at the latest',
    );
  });

  it('a ride marked « Terminée » before its day was settled on the invoice’s day, never a day to come', () => {
    const early = issued(RIDE, 'F-2026-0043', '2026-12-20T10:00:00.000Z');
    expect(early.snapshot.payment).toBe('Réglée à bord le 20/12/2026');
  });
});

describe('invoice amounts and a quote made without VAT', () => {
  it('an operator who now charges VAT splits the price again, never « TVA 10 % : 0,00 € »', () => {
    // Quoted while under the VAT exemption (no VAT in the quote), invoiced after it ended.
    const quote = { quote: { estimatedPrice: 6000, vatAmount: 0, totalPrice: 6000 } };
    expect(invoiceAmounts({ ...RIDE, priceCents: 6000, quote }, legalIdentity())).toEqual({
      htCents: 5455,
      vatCents: 545,
      ttcCents: 6000,
      vatRatePercent: 10,
    });
  });
});

describe('invoice PDF: payment terms, RCS, one A4 page', () => {
  it('a French invoice states the penalties’ rate, the 40 € fee and the day it was settled, on one page', async () => {
    const invoice = issued(RIDE);
    const { text, pages } = await readPdf(await renderInvoicePdf(invoice));
    expect(pages).toBe(1);
    for (const expected of [
      'Règlement Réglée à bord le 24/12/2026',
      'Pas d’escompte pour paiement anticipé.',
      'pénalités de retard au taux de trois fois le taux d’intérêt légal',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('taux légal majoré');
    // No LEGAL_RCS: the SIREN alone, and no RCS in the snapshot.
    expect(invoice.snapshot.seller).not.toHaveProperty('rcs');
    expect(text).not.toContain('RCS');
  });

  it('LEGAL_RCS: kept in the snapshot and printed after the SIREN, header and footer', async () => {
    withRcs('RCS Évry');
    const invoice = issued(RIDE);
    expect(invoice.snapshot.seller.rcs).toBe('RCS Évry');
    const { text, pages } = await readPdf(await renderInvoicePdf(invoice));
    expect(pages).toBe(1);
    expect(text).toContain('SIREN 123 456 782 · RCS Évry Registre VTC');
    expect(text).toContain('Dourdan · SIREN 123 456 782 · RCS Évry. Pas d’escompte');
    // The credit note cancelling it prints the invoice's seller, RCS included.
    const note: IssuedCreditNote = {
      number: 'A-2026-0007',
      issuedAt: '2026-12-26T09:00:00.000Z',
      snapshot: buildCreditNoteSnapshot({ ...RIDE, paymentStatus: 'cancelled' }, invoice),
    };
    withRcs(undefined);
    const credit = await readPdf(await renderInvoicePdf(note));
    expect(credit.pages).toBe(1);
    expect(credit.text).toContain('SIREN 123 456 782 · RCS Évry');
  });

  it('an English customer’s invoice, the longest texts, still one page', async () => {
    withRcs('RCS Saint-Germain-en-Laye');
    const invoice = issued({
      ...RIDE,
      locale: 'en',
      fullName: 'Jane Elizabeth Montgomery-Smythe',
      companyName: 'Montgomery-Smythe International Consulting Limited',
      pickupLocation:
        'Résidence « Les Hêtres Pourprés », bâtiment É, 12 allée de l’Église, 91410 Saint-Cyr-sous-Dourdan',
      dropoffLocation: 'Aéroport de Paris-Charles-de-Gaulle, Terminal 2E, Hall L, 95700 Roissy-en-France',
      tripType: 'roundTrip',
      returnPickupTime: '2026-12-31T17:00:00.000Z',
      paymentStatus: 'paid',
    });
    const { text, pages } = await readPdf(await renderInvoicePdf(invoice));
    expect(pages).toBe(1);
    for (const expected of [
      'À régler au plus tard le 24/12/2026',
      'To be paid by 24/12/2026 at the latest',
      'late-payment penalties at three times the French statutory interest rate and a fixed recovery fee of €40',
      'SIREN 123 456 782 · RCS Saint-Germain-en-Laye',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('snapshots issued before, or anonymised by the purge, still read and print', () => {
  /** A French invoice as stored before 2026-11-29: no RCS, no anonymised flag, the undated payment text. */
  const before = {
    version: 1,
    seller: {
      companyName: 'Harmony Move SASU',
      companyForm: 'SASU au capital de 5 000 €',
      address: '12 rue de Chartres, 91410 Dourdan',
      phone: '+33 6 98 76 54 32',
      email: 'exploitation@harmonymove.test',
      siren: '123 456 782',
      vtcRegisterNumber: 'EVTC091230045',
      vatNumber: 'FR11123456782',
      vatMention: 'N° TVA intracommunautaire : FR11123456782',
    },
    customer: {
      name: 'Élodie Durand',
      companyName: null,
      email: 'elodie@example.fr',
      phone: '06 11 22 33 44',
    },
    bookingRef: 'HM-OLD42',
    line: {
      description: 'Transport de personnes avec chauffeur (VTC), aller simple — réservation HM-OLD42',
      serviceDate: '24/12/2026 à 07:15',
      route: '3 place du Marché aux Grains, 91410 Dourdan → Aéroport de Paris-Orly, Terminal 1',
    },
    amounts: { htCents: 7682, vatCents: 768, ttcCents: 8450, vatRatePercent: 10 },
    payment: 'Réglée à bord du véhicule',
  };

  it('an invoice issued before: read as stored, printed as issued (its payment text included), on one page', async () => {
    const snapshot = invoiceSnapshotSchema.parse(JSON.parse(JSON.stringify(before)));
    expect(snapshot).toEqual(before);
    const { text, pages } = await readPdf(
      await renderInvoicePdf({ number: 'F-2026-0001', issuedAt: '2026-11-25T09:00:00.000Z', snapshot }),
    );
    expect(pages).toBe(1);
    expect(text).toContain('SIREN 123 456 782 Registre VTC');
    expect(text).toContain('Règlement Réglée à bord du véhicule');
  });

  it('an invoice anonymised by the purge (public.anonymised_document_snapshot): read and printed, its figures kept', async () => {
    const anonymised = {
      ...before,
      customer: { name: 'Client anonymisé', companyName: null, email: 'anonymise@invalid', phone: null },
      line: { ...before.line, route: '—' },
      anonymised: true,
    };
    const snapshot = invoiceSnapshotSchema.parse(anonymised);
    expect(snapshot).toEqual(anonymised);
    const { text, pages } = await readPdf(
      await renderInvoicePdf({ number: 'F-2015-0001', issuedAt: '2015-06-01T09:00:00.000Z', snapshot }),
    );
    expect(pages).toBe(1);
    expect(text).toContain('Client anonymisé');
    expect(text).toContain('Total TTC 84,50 €');
    expect(text).not.toContain('Élodie');
  });
});
