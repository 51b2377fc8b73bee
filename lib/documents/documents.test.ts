// Voucher and invoice: the PDF text holds what the law requires, tokens open only confirmed bookings, invoices are
// numbered without gaps under concurrent payments and never change once issued.
import { randomUUID } from 'node:crypto';
import { DOCUMENT_TEST_ENV, loadPdfJs, pdfText } from '@/lib/testing/pdf';
import type { TestStore } from '@/lib/db/testing';
import { createTestStore } from '@/lib/db/testing';
import type { ReservationInput } from '@/lib/db/types';
import { resetServerEnvForTests } from '@/lib/env';
import type { CheckoutSession } from '@/lib/payments/stripe';
import { fulfil } from '@/lib/payments/fulfil';
import { GET as avoirGET } from '@/app/bon/[token]/avoir/route';
import { GET as factureGET } from '@/app/bon/[token]/facture/route';
import { GET as voucherPdfGET } from '@/app/bon/[token]/pdf/route';
import { adminReservationLoader, billingPdfResponse } from './billing-response';
import { issueCreditNote } from './credit-note';
import { findInvoice, issueInvoice, issueInvoiceQuietly } from './invoice';
import { documentToken } from './links';
import { renderInvoicePdf, renderVoucherPdf } from './pdf';
import { legalIdentity } from '@/lib/config/legal';
import { showsVoucher } from './rules';
import { buildVoucher, reservationOfToken } from './voucher';

let mockStore: TestStore;
jest.mock('@/lib/db', () => ({ getStore: async () => mockStore }));

const saved = { ...process.env };
beforeAll(async () => {
  await loadPdfJs();
  mockStore = await createTestStore({ seed: false });
  Object.assign(process.env, {
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_DB: '1', // a production server on the embedded test store
    ...DOCUMENT_TEST_ENV,
  });
  resetServerEnvForTests();
});
afterAll(async () => {
  process.env = { ...saved };
  resetServerEnvForTests();
  await mockStore.close();
});

let counter = 0;
function input(overrides: Partial<ReservationInput> = {}): ReservationInput {
  counter += 1;
  return {
    bookingRef: `HM-D${String(counter).padStart(4, '0')}`,
    requestId: randomUUID(),
    channel: 'wizard',
    fullName: 'Élodie Durand',
    email: 'elodie@example.fr',
    phone: '06 11 22 33 44',
    companyName: null,
    message: null,
    pickupLocation: '3 place du Marché aux Grains, 91410 Dourdan',
    dropoffLocation: 'Aéroport de Paris-Orly, Terminal 1',
    pickupTime: '2026-12-24T06:15:00.000Z', // 07:15 in Paris
    flightTrainNumber: 'AF1234',
    vehicleType: 'berline',
    passengers: 2,
    holdBags: 1,
    booster: 0,
    tripType: 'oneWay',
    returnPickupTime: null,
    returnFlightTrainNumber: null,
    priceCents: 8450,
    quote: { quote: { estimatedPrice: 7682, vatAmount: 768, totalPrice: 8450 } },
    paymentMethod: 'on_board',
    ...overrides,
  };
}

/** The voucher the customer's link shows for the booking `ref` (its page and its PDF build this one), or null. */
async function voucherOf(ref: string) {
  const r = await reservationOfToken(documentToken(ref));
  return r && showsVoucher(r) ? buildVoucher(r, legalIdentity(), r.locale) : null;
}

const voucherPdfStatus = async (token: string) =>
  (await voucherPdfGET(new Request('http://localhost/bon'), { params: Promise.resolve({ token }) })).status;

describe('voucher (bon de réservation)', () => {
  it('its PDF holds the seven items of the arrêté with the right values', async () => {
    const { reservation } = await mockStore.createReservation(input());
    await mockStore.updatePaymentStatus(reservation.id, 'paid');
    const created = (await mockStore.getReservation(reservation.id))!;
    const voucher = await voucherOf(reservation.bookingRef);
    expect(voucher).not.toBeNull();
    const text = await pdfText(await renderVoucherPdf(voucher!));
    // 1. operator's name and contact details
    expect(text).toContain('Harmony Move SASU');
    expect(text).toContain('12 rue de Chartres, 91410 Dourdan');
    expect(text).toContain('+33 6 98 76 54 32');
    expect(text).toContain('exploitation@harmonymove.test');
    // 2. VTC register number, 3. SIREN
    expect(text).toContain('EVTC091230045');
    expect(text).toContain('123 456 782');
    // 4. customer's name and phone
    expect(text).toContain('Élodie Durand');
    expect(text).toContain('06 11 22 33 44');
    // 5. date and time of the booking (Paris time of created_at)
    const booked = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(new Date(created.createdAt))
      .replace(' ', ' à ');
    expect(text).toContain(booked);
    // 6. date and time of the pickup, 7. pickup place
    expect(text).toContain('24/12/2026 à 07:15');
    expect(text).toContain('3 place du Marché aux Grains, 91410 Dourdan');
    expect(text).toContain(reservation.bookingRef);
  });

  it("a round trip's voucher says where and when the return picks up, and its flight or train", async () => {
    const { reservation } = await mockStore.createReservation(
      input({
        tripType: 'roundTrip',
        returnPickupTime: '2026-12-28T16:40:00.000Z', // 17:40 in Paris
        returnFlightTrainNumber: 'AF5678',
      }),
    );
    await mockStore.updatePaymentStatus(reservation.id, 'paid');
    const voucher = (await voucherOf(reservation.bookingRef))!;
    expect(voucher.details).toContainEqual({
      label: 'Retour (prise en charge)',
      value: '28/12/2026 à 17:40, Aéroport de Paris-Orly, Terminal 1',
    });
    expect(voucher.details).toContainEqual({ label: 'Vol / train du retour', value: 'AF5678' });
    const text = await pdfText(await renderVoucherPdf(voucher));
    expect(text).toContain('Vol / train du retour');
    expect(text).toContain('AF5678');
  });

  it('a token opens the voucher of a confirmed booking only, and only with a valid signature', async () => {
    const { reservation } = await mockStore.createReservation(input());
    const token = documentToken(reservation.bookingRef);
    expect(await voucherPdfStatus(token)).toBe(404); // pending: no voucher yet
    await mockStore.updatePaymentStatus(reservation.id, 'paid');
    expect(await voucherPdfStatus(token)).toBe(200);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await voucherPdfStatus(tampered)).toBe(404);
    expect(await voucherPdfStatus(`${reservation.bookingRef}.${'x'.repeat(22)}`)).toBe(404);
    expect(await voucherPdfStatus('HM-ZZZZZ')).toBe(404);
    await mockStore.updatePaymentStatus(reservation.id, 'cancelled');
    expect(await voucherPdfStatus(token)).toBe(404);
  });

  it('a confirmed booking whose customer was erased shows no voucher (it would read « Client anonymisé »)', async () => {
    const { reservation } = await mockStore.createReservation(
      input({ email: 'efface@example.fr', phone: '06 99 88 77 66' }),
    );
    await mockStore.updatePaymentStatus(reservation.id, 'paid');
    const token = documentToken(reservation.bookingRef);
    expect(await voucherPdfStatus(token)).toBe(200);
    await mockStore.anonymiseCustomer({ email: 'efface@example.fr', phone: '06 99 88 77 66' }, new Date());
    const erased = (await mockStore.getReservation(reservation.id))!;
    expect(erased).toMatchObject({ paymentStatus: 'paid', anonymisedAt: expect.any(String) });
    expect(showsVoucher(erased)).toBe(false);
    expect(await voucherPdfStatus(token)).toBe(404);
  });
});

describe('invoices', () => {
  function paidSession(r: { id: string; bookingRef: string; priceCents: number | null }, sessionId: string) {
    return {
      id: sessionId,
      payment_status: 'paid',
      amount_total: r.priceCents,
      currency: 'eur',
      metadata: { booking_ref: r.bookingRef, reservation_id: r.id },
    } as unknown as CheckoutSession;
  }

  it('50 concurrent fulfilments → 50 invoices with distinct, consecutive numbers', async () => {
    const reservations = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const { reservation } = await mockStore.createReservation(input({ paymentMethod: 'online' }));
        return mockStore.attachStripeSession(reservation.id, `cs_test_Concurrent${i}x${counter}`);
      }),
    );
    // Each session fulfilled twice at once (webhook + return page).
    const results = await Promise.all(
      reservations.flatMap((r) => [
        fulfil(paidSession(r, r.stripeSessionId!)),
        fulfil(paidSession(r, r.stripeSessionId!)),
      ]),
    );
    expect(results.every((r) => r.outcome === 'paid')).toBe(true);
    const invoices = await Promise.all(reservations.map((r) => findInvoice(r.id)));
    const numbers = invoices.map((i) => i!.number);
    expect(new Set(numbers).size).toBe(50);
    const sequences = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => sequences[0]! + i));
    const year = new Date().getFullYear();
    expect(numbers.every((n) => n.startsWith(`F-${year}-`))).toBe(true);
  });

  it('a booking cancelled between its read and the issue gets no invoice, said as a warning, not an error', async () => {
    const { reservation } = await mockStore.createReservation(input({ paymentMethod: 'on_board' }));
    const done = await mockStore.updatePaymentStatus(reservation.id, 'completed');
    // Cancelled by the operator while the hook still holds the completed booking.
    await mockStore.sql.query(`update public.reservations set payment_status = 'cancelled' where id = $1`, [
      reservation.id,
    ]);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await issueInvoiceQuietly(done);
      expect(error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(
        `[documents] pas de facture pour ${done.bookingRef} : elle n’est plus facturable`,
      );
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
    expect(await findInvoice(reservation.id)).toBeNull();
  });

  it('an invoice is immutable: a second issue returns the same number and snapshot', async () => {
    // A ride already driven (20/11/2026, 07:15 in Paris), settled on board and marked « Terminée » afterwards.
    const { reservation } = await mockStore.createReservation(
      input({ paymentMethod: 'on_board', pickupTime: '2026-11-20T06:15:00.000Z' }),
    );
    const pending = (await mockStore.getReservation(reservation.id))!;
    expect(await issueInvoice(pending)).toBeNull(); // not invoiceable yet
    const done = await mockStore.updatePaymentStatus(reservation.id, 'completed');
    const first = await issueInvoice(done);
    expect(first?.snapshot.amounts).toEqual({
      htCents: 7682,
      vatCents: 768,
      ttcCents: 8450,
      vatRatePercent: 10,
    });
    // Code de commerce L441-9: the day it was paid — on board, on the day of the ride.
    expect(first?.snapshot.payment).toBe('Réglée à bord le 20/11/2026');
    // The reservation changes afterwards: the invoice does not.
    await mockStore.sql.query(
      `update public.reservations set full_name = 'Autre Nom', price = 1 where id = $1`,
      [reservation.id],
    );
    const changed = (await mockStore.getReservation(reservation.id))!;
    const again = await issueInvoice(changed);
    expect(again).toEqual(first);
    const text = await pdfText(await renderInvoicePdf(again!));
    for (const expected of [
      `N° ${first!.number}`,
      'Harmony Move SASU',
      'SIREN 123 456 782',
      'N° TVA intracommunautaire : FR11123456782',
      'Élodie Durand',
      '20/11/2026 à 07:15',
      'Trajet : 3 place du Marché aux Grains, 91410 Dourdan – Aéroport de Paris-Orly, Terminal 1',
      'Total HT 76,82 €',
      'TVA 10 % 7,68 €',
      'Total TTC 84,50 €',
      'Réglée à bord le 20/11/2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Autre Nom');
  });
});

describe('credit notes (avoirs)', () => {
  async function pdfOf(response: Response): Promise<string> {
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return pdfText(Buffer.from(await response.arrayBuffer()));
  }
  const get = (route: typeof factureGET, token: string) =>
    route(new Request('http://localhost/bon'), { params: Promise.resolve({ token }) });

  it('a cancelled, invoiced booking: the credit note cancels the whole invoice, once, and both stay reachable', async () => {
    const { reservation } = await mockStore.createReservation(input());
    const token = documentToken(reservation.bookingRef);
    const invoice = await issueInvoice(await mockStore.updatePaymentStatus(reservation.id, 'completed'));
    // Not cancelled: no credit note, and the link says why.
    expect(await issueCreditNote((await mockStore.getReservation(reservation.id))!)).toBeNull();
    const early = await get(avoirGET, token);
    expect(early.status).toBe(404);
    expect(await early.text()).toMatch(/^Aucun avoir pour cette réservation/);

    const cancelled = await mockStore.updatePaymentStatus(reservation.id, 'cancelled');
    // The operator has moved since the invoice: the credit note still prints the invoice's seller (and its VAT facts).
    process.env.LEGAL_ADDRESS = '1 rue Nouvelle, 91410 Dourdan';
    resetServerEnvForTests();
    const note = await issueCreditNote(cancelled).finally(() => {
      process.env.LEGAL_ADDRESS = DOCUMENT_TEST_ENV.LEGAL_ADDRESS;
      resetServerEnvForTests();
    });
    expect(note?.snapshot.seller).toEqual(invoice!.snapshot.seller);
    expect(note?.number).toMatch(/^A-\d{4}-\d{4}$/);
    expect(note?.snapshot.cancels).toEqual({ number: invoice!.number, issuedAt: invoice!.issuedAt });
    expect(note?.snapshot.amounts).toEqual(invoice!.snapshot.amounts);
    expect(note?.snapshot.customer).toEqual(invoice!.snapshot.customer);
    expect(note?.snapshot.payment).toBe(
      'Réglée à bord\u00a0: remboursement selon les conditions d’annulation',
    );
    expect(await issueCreditNote(cancelled)).toEqual(note);

    // The customer's links: the credit note, and the invoice it cancels (the voucher page is gone with the booking).
    const creditText = await pdfOf(await get(avoirGET, token));
    for (const expected of [
      'Avoir',
      `N° ${note!.number}`,
      `Annule la facture ${invoice!.number} du`,
      'Élodie Durand',
      'Total HT -76,82 €',
      'TVA 10 % -7,68 €',
      'Total TTC -84,50 €',
      'Réglée à bord : remboursement selon les conditions d’annulation',
    ]) {
      expect(creditText).toContain(expected);
    }
    const invoiceText = await pdfOf(await get(factureGET, token));
    expect(invoiceText).toContain(`N° ${invoice!.number}`);
    expect(invoiceText).toContain('Total TTC 84,50 €');
    expect(await voucherPdfStatus(token)).toBe(404);
    // A forged token opens nothing.
    expect((await get(avoirGET, `${reservation.bookingRef}.${'x'.repeat(22)}`)).status).toBe(404);
  });

  it('a booking paid online: refunded to the card, in the languages of its invoice', async () => {
    const { reservation } = await mockStore.createReservation(
      input({ paymentMethod: 'online', locale: 'en' }),
    );
    await mockStore.sql.query(
      `update public.reservations set checkout_state = 'paid', payment_status = 'paid', paid_at = now() where id = $1`,
      [reservation.id],
    );
    const invoice = await issueInvoice((await mockStore.getReservation(reservation.id))!);
    const note = await issueCreditNote(await mockStore.updatePaymentStatus(reservation.id, 'cancelled'));
    expect(note?.snapshot.locale).toBe('en');
    // French, the English translation alongside (loi Toubon).
    const text = await pdfOf(await get(avoirGET, documentToken(reservation.bookingRef)));
    expect(text).toContain('Avoir Credit note');
    expect(text).toContain(`Annule la facture ${invoice!.number} du`);
    expect(text).toContain(`Cancels invoice ${invoice!.number} of`);
    expect(text).toContain(
      'Payée en ligne par carte bancaire : remboursement selon les conditions d’annulation',
    );
    expect(text).toContain('Paid online by card: refund according to the cancellation terms');
    expect(text).not.toContain('No discount for early payment'); // an invoice's payment terms
    expect(text).toContain('Total TTC / Total incl. VAT -84,50 €');
  });

  it('a cancelled booking never invoiced gets no credit note', async () => {
    const { reservation } = await mockStore.createReservation(input());
    const cancelled = await mockStore.updatePaymentStatus(reservation.id, 'cancelled');
    expect(await issueCreditNote(cancelled)).toBeNull();
    expect(await mockStore.getCreditNoteByReservation(reservation.id)).toBeNull();
  });
});

describe('a download with nothing to give', () => {
  const get = (route: typeof factureGET, token: string) =>
    route(new Request('http://localhost/bon'), { params: Promise.resolve({ token }) });

  it('answers the customer in the booking’s language, the admin in French, an unknown link in French', async () => {
    const { reservation } = await mockStore.createReservation(input({ locale: 'en' }));
    const token = documentToken(reservation.bookingRef);
    // Not confirmed: no voucher, no invoice, no credit note — said in English to an English customer.
    const voucher = await get(voucherPdfGET, token);
    expect(voucher.status).toBe(404);
    expect(await voucher.text()).toBe(
      'Document not found: the link is wrong, or the booking no longer exists or is not (or no longer) confirmed.',
    );
    expect(await (await get(factureGET, token)).text()).toBe(
      'No invoice for this booking: it is issued with an online payment or once the ride has taken place.',
    );
    expect(await (await get(avoirGET, token)).text()).toBe(
      'No credit note for this booking: one is issued when an invoiced booking is cancelled.',
    );
    // The operator's download of the same booking stays French.
    const admin = await billingPdfResponse(adminReservationLoader(reservation.id), 'invoice');
    expect(await admin.text()).toBe(
      'Aucune facture pour cette réservation\u00a0: elle est émise au paiement en ligne ou une fois la course effectuée.',
    );
    // A link that finds no booking has no language to follow.
    expect(await (await get(factureGET, 'HM-ZZZZZ.x')).text()).toMatch(/^Document introuvable/);
  });
});
