import { readAdminSession } from '@/lib/auth/session';
import { getStore } from '@/lib/db';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import type { ReservationInput } from '@/lib/db/types';
import {
  anonymiseCustomer,
  deleteReservation,
  loadReservationDetails,
  updateReservationStatus,
} from './actions';
import { MESSAGE_STATUS_COPY } from '@/lib/admin/status-confirm';
import { isConfirmed } from '@/lib/documents/rules';

jest.mock('@/lib/db', () => ({ getStore: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ readAdminSession: jest.fn() }));
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

const SEED_ID = '00000000-0000-4000-8000-000000000601';

/** A wizard booking of Élise Garnier (e-mail and phone shared by the anonymisation test). */
const base = (ref: string, overrides: Partial<ReservationInput> = {}): ReservationInput => ({
  bookingRef: ref,
  requestId: crypto.randomUUID(),
  channel: 'wizard',
  fullName: 'Élise Garnier',
  email: 'elise.garnier@example.fr',
  phone: '06 11 22 33 44',
  companyName: null,
  message: null,
  pickupLocation: '3 rue de Chartres, 91410 Dourdan',
  dropoffLocation: 'Orly 4',
  pickupTime: '2026-12-20T08:00:00.000Z',
  flightTrainNumber: 'AF1234',
  vehicleType: 'berline',
  passengers: 1,
  holdBags: 1,
  booster: 0,
  tripType: 'oneWay',
  returnPickupTime: null,
  returnFlightTrainNumber: null,
  priceCents: 8000,
  quote: null,
  paymentMethod: 'on_board',
  ...overrides,
});

describe('dashboard Server Actions', () => {
  let store: TestStore;
  beforeAll(async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
    store = await createTestStore();
    jest.mocked(getStore).mockResolvedValue(store);
  });
  afterAll(async () => {
    await store.close();
  });
  beforeEach(() => {
    jest.mocked(readAdminSession).mockResolvedValue({ admin: true, issuedAt: Date.now() });
  });

  it('without a session: 401 interrupt, nothing changes', async () => {
    jest.mocked(readAdminSession).mockResolvedValue(null);
    await expect(updateReservationStatus({ id: SEED_ID, status: 'cancelled' })).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;401',
    });
    await expect(deleteReservation({ id: SEED_ID })).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;401',
    });
    expect((await store.getReservation(SEED_ID))?.paymentStatus).toBe('pending');
  });

  it('sets the four statuses (a booking never invoiced); refuses an unknown one', async () => {
    for (const status of ['paid', 'cancelled', 'pending', 'paid'] as const) {
      const result = await updateReservationStatus({ id: SEED_ID, status });
      expect(result).toMatchObject({ ok: true, data: { id: SEED_ID, status } });
      // Confirmée for payment on board: no invoice yet, so nothing to credit when cancelled (Terminée, which issues
      // the invoice: the credit-note tests below).
      expect(await store.getInvoiceByReservation(SEED_ID)).toBeNull();
      expect(await store.getCreditNoteByReservation(SEED_ID)).toBeNull();
    }
    const bad = await updateReservationStatus({ id: SEED_ID, status: 'refunded' as 'paid' });
    expect(bad).toEqual({ ok: false, error: 'Statut inconnu.', fieldErrors: { status: 'Statut inconnu.' } });
  });

  describe('credit notes', () => {
    const customerCancelled = async (id: string) =>
      (await store.listNotifications(1000)).find(
        (n) => n.reservationId === id && n.kind === 'customer_cancelled',
      );

    it('cancelling an invoiced booking issues the credit note with it, links it and the invoice, and it stays cancelled', async () => {
      const { reservation } = await store.createReservation(
        base('HM-AVOI1', { email: 'avoir1@example.fr', phone: '07 00 00 00 01' }),
      );
      expect(await updateReservationStatus({ id: reservation.id, status: 'completed' })).toMatchObject({
        ok: true,
      });
      const invoice = await store.getInvoiceByReservation(reservation.id);
      expect(invoice).not.toBeNull();
      const cancelled = await updateReservationStatus({ id: reservation.id, status: 'cancelled' });
      const note = await store.getCreditNoteByReservation(reservation.id);
      expect(note).toMatchObject({
        invoiceId: invoice!.id,
        number: expect.stringMatching(/^A-\d{4}-\d{4}$/),
      });
      // The list's row learns the credit note's number with the change: it says at once the booking stays cancelled.
      expect(cancelled).toMatchObject({ ok: true, data: { status: 'cancelled', creditNote: note!.number } });
      const email = await customerCancelled(reservation.id);
      expect(email?.text).toContain('Télécharger mon avoir (annulation de la facture)');
      expect(email?.text).toMatch(/\/bon\/HM-AVOI1\.[\w-]{22}\/avoir/);
      expect(email?.text).toMatch(/\/bon\/HM-AVOI1\.[\w-]{22}\/facture/);
      // Confirming or completing it again would leave a ride without an invoice: refused, with the reason.
      for (const status of ['paid', 'completed', 'pending'] as const) {
        expect(await updateReservationStatus({ id: reservation.id, status })).toEqual({
          ok: false,
          error: `La facture de cette réservation est annulée par l’avoir ${note!.number}\u00a0: elle reste annulée. Pour ce trajet, créez une nouvelle réservation.`,
        });
      }
      expect((await store.getReservation(reservation.id))?.paymentStatus).toBe('cancelled');
      // The details view lists both documents by number; the booking is kept with them (their links in the
      // customer's e-mail, and the admin's copies, must keep working for ten years).
      expect(await loadReservationDetails({ id: reservation.id })).toMatchObject({
        ok: true,
        data: { billing: { invoice: invoice!.number, creditNote: note!.number } },
      });
      expect(await deleteReservation({ id: reservation.id })).toEqual({
        ok: false,
        error: `Cette réservation a une facture (${invoice!.number}) et son avoir (${note!.number})\u00a0: elle est conservée avec eux dix ans (obligation comptable) et ne peut pas être supprimée. Pour effacer les données personnelles du client, utilisez «\u00a0Anonymiser ce client\u00a0».`,
      });
      expect(await store.getReservation(reservation.id)).not.toBeNull();
    });

    it('an invoice from an earlier status is credited too (Terminée, back to En attente, then Annulée)', async () => {
      const { reservation } = await store.createReservation(
        base('HM-AVOI2', { email: 'avoir2@example.fr', phone: '07 00 00 00 02' }),
      );
      for (const status of ['completed', 'pending', 'cancelled'] as const) {
        expect(await updateReservationStatus({ id: reservation.id, status })).toMatchObject({ ok: true });
      }
      expect(await store.getCreditNoteByReservation(reservation.id)).not.toBeNull();
      expect((await customerCancelled(reservation.id))?.text).toContain('Télécharger mon avoir');
    });

    it('a booking paid online whose invoice was never issued gets it, then its credit note, when cancelled', async () => {
      const { reservation } = await store.createReservation(
        base('HM-AVOI3', { email: 'avoir3@example.fr', phone: '07 00 00 00 03', paymentMethod: 'online' }),
      );
      await store.attachStripeSession(reservation.id, 'cs_test_avoir3');
      await store.markPaid(reservation.id, [], 'pending'); // the payment hook's invoice failed: none was issued
      expect(await store.getInvoiceByReservation(reservation.id)).toBeNull();
      expect(await updateReservationStatus({ id: reservation.id, status: 'cancelled' })).toMatchObject({
        ok: true,
      });
      const invoice = await store.getInvoiceByReservation(reservation.id);
      expect((await store.getCreditNoteByReservation(reservation.id))?.invoiceId).toBe(invoice?.id);
      expect((await customerCancelled(reservation.id))?.text).toContain('Vous avez payé en ligne');
    });

    it('a cancellation without an invoice issues nothing, and the booking may be confirmed again', async () => {
      const { reservation } = await store.createReservation(
        base('HM-AVOI4', { email: 'avoir4@example.fr', phone: '07 00 00 00 04' }),
      );
      for (const status of ['paid', 'cancelled', 'paid'] as const) {
        expect(await updateReservationStatus({ id: reservation.id, status })).toMatchObject({
          ok: true,
          data: { creditNote: null },
        });
      }
      expect(await store.getCreditNoteByReservation(reservation.id)).toBeNull();
      expect((await customerCancelled(reservation.id))?.text).not.toContain('avoir');
    });

    it('a booking cancelled before credit notes existed gets its credit note when deleted, and is kept with it', async () => {
      const { reservation } = await store.createReservation(
        base('HM-AVOI6', { email: 'avoir6@example.fr', phone: '07 00 00 00 06' }),
      );
      await updateReservationStatus({ id: reservation.id, status: 'completed' });
      await store.updatePaymentStatus(reservation.id, 'cancelled'); // as before credit notes: none issued
      const invoice = await store.getInvoiceByReservation(reservation.id);
      expect(await store.getCreditNoteByReservation(reservation.id)).toBeNull();
      const refused = await deleteReservation({ id: reservation.id });
      const note = await store.getCreditNoteByReservation(reservation.id);
      expect(note).toMatchObject({
        invoiceId: invoice!.id,
        number: expect.stringMatching(/^A-\d{4}-\d{4}$/),
      });
      expect(refused).toMatchObject({
        ok: false,
        error: expect.stringContaining(`son avoir (${note!.number})`),
      });
      expect(await store.getReservation(reservation.id)).not.toBeNull();
    });

    it('paid online after its cancellation, then confirmed again: the invoice is issued with the change', async () => {
      const { reservation } = await store.createReservation(
        base('HM-AVOI7', { email: 'avoir7@example.fr', phone: '07 00 00 00 07', paymentMethod: 'online' }),
      );
      await store.attachStripeSession(reservation.id, 'cs_test_avoir7');
      expect(await updateReservationStatus({ id: reservation.id, status: 'cancelled' })).toMatchObject({
        ok: true,
      });
      await store.markPaid(reservation.id, [], 'cancelled'); // the customer paid on the page still open
      expect(await store.getInvoiceByReservation(reservation.id)).toBeNull();
      // The operator keeps the ride: the sale is in the journal from now, not from the day a link is first opened.
      expect(
        await updateReservationStatus({
          id: reservation.id,
          status: 'paid',
          expected: { status: 'cancelled', paidOnline: true },
        }),
      ).toMatchObject({ ok: true, data: { status: 'paid', paidOnline: true } });
      expect(await store.getInvoiceByReservation(reservation.id)).toMatchObject({
        number: expect.stringMatching(/^F-\d{4}-\d{4}$/),
      });
    });

    it('paid online after its cancellation, and left cancelled: kept with its payment, which is the operator’s to refund', async () => {
      const { reservation } = await store.createReservation(
        base('HM-AVOI8', { email: 'avoir8@example.fr', phone: '07 00 00 00 08', paymentMethod: 'online' }),
      );
      await store.attachStripeSession(reservation.id, 'cs_test_avoir8');
      await updateReservationStatus({ id: reservation.id, status: 'cancelled' });
      await store.markPaid(reservation.id, [], 'cancelled');
      expect(await store.getInvoiceByReservation(reservation.id)).toBeNull(); // cancelled: nothing to invoice
      expect(await deleteReservation({ id: reservation.id })).toEqual({
        ok: false,
        error:
          'Le client a payé cette réservation en ligne\u00a0: elle reste enregistrée avec son paiement et ne peut pas être supprimée. Si elle n’a pas lieu, passez-la à «\u00a0Annulée\u00a0» et remboursez-le depuis votre tableau de bord Stripe.',
      });
      expect(await store.getReservation(reservation.id)).toMatchObject({ checkoutState: 'paid' });
    });

    it('a booking with an invoice no credit note cancels is not deleted', async () => {
      const { reservation } = await store.createReservation(
        base('HM-AVOI5', { email: 'avoir5@example.fr', phone: '07 00 00 00 05' }),
      );
      await updateReservationStatus({ id: reservation.id, status: 'completed' });
      const invoice = await store.getInvoiceByReservation(reservation.id);
      expect(await deleteReservation({ id: reservation.id })).toEqual({
        ok: false,
        error: `Cette réservation est facturée (${invoice!.number})\u00a0: elle est conservée avec sa facture et ne peut pas être supprimée. Si elle n’a pas lieu, passez-la à «\u00a0Annulée\u00a0»\u00a0: un avoir annule sa facture.`,
      });
      expect(await store.getReservation(reservation.id)).not.toBeNull();
    });
  });

  it('a contact or business message is never Confirmée; Traitée and Annulée e-mail nobody and issue nothing', async () => {
    const messages = (id: string) =>
      store.listNotifications().then((all) => all.filter((n) => n.reservationId === id));
    // The demo's business (HM-Q6W1E) and contact (HM-3C7VA) messages.
    for (const id of ['00000000-0000-4000-8000-000000000605', '00000000-0000-4000-8000-000000000606']) {
      const before = (await messages(id)).length;
      expect(await updateReservationStatus({ id, status: 'paid' })).toEqual({
        ok: false,
        error: MESSAGE_STATUS_COPY.notConfirmable,
      });
      expect((await store.getReservation(id))?.paymentStatus).toBe('pending');
      for (const status of ['completed', 'cancelled', 'pending', 'completed'] as const) {
        expect(await updateReservationStatus({ id, status })).toMatchObject({ ok: true, data: { status } });
      }
      const handled = await store.getReservation(id);
      // No voucher (no ride), no invoice (nothing to invoice), no e-mail to the prospect.
      expect(isConfirmed(handled!)).toBe(false);
      expect(await store.getInvoiceByReservation(id)).toBeNull();
      expect(await messages(id)).toHaveLength(before);
      expect(await updateReservationStatus({ id, status: 'paid' })).toMatchObject({ ok: false });
      // A message marked « Traitée » is no ride: it may be deleted.
      expect(await deleteReservation({ id })).toMatchObject({ ok: true });
    }
  });

  it('a list left open: a change to a booking paid or changed since is refused, and changes nothing', async () => {
    const { reservation } = await store.createReservation(
      base('HM-STAL1', { email: 'stale1@example.fr', phone: '07 00 00 00 11', paymentMethod: 'online' }),
    );
    await store.attachStripeSession(reservation.id, 'cs_test_stale1');
    const seen = { status: 'pending', paidOnline: false } as const; // the row as the operator's list shows it
    await store.markPaid(reservation.id, [], 'pending'); // meanwhile the customer pays: Confirmée, paid online
    const mails = async () =>
      (await store.listNotifications(1000)).filter((n) => n.reservationId === reservation.id).length;
    const before = await mails();
    // « Annulée » chosen on the stale row (to turn the request down): no credit note, no e-mail, no change.
    expect(
      await updateReservationStatus({ id: reservation.id, status: 'cancelled', expected: seen }),
    ).toEqual({
      ok: false,
      error:
        'Cette réservation a changé entre-temps (un paiement, une autre fenêtre)\u00a0: rechargez la page pour voir son état, puis réessayez.',
    });
    expect(await store.getReservation(reservation.id)).toMatchObject({
      paymentStatus: 'paid',
      checkoutState: 'paid',
    });
    expect(await store.getCreditNoteByReservation(reservation.id)).toBeNull();
    expect(await mails()).toBe(before);
    // From the row as it now is, the change applies.
    expect(
      await updateReservationStatus({
        id: reservation.id,
        status: 'completed',
        expected: { status: 'paid', paidOnline: true },
      }),
    ).toMatchObject({ ok: true, data: { status: 'completed', paidOnline: true } });
  });

  it('a ride « Confirmée » or « Terminée » is not deleted: « Annulée » is what tells the customer', async () => {
    const { reservation } = await store.createReservation(
      base('HM-KEEP1', { email: 'keep1@example.fr', phone: '07 00 00 00 12' }),
    );
    await updateReservationStatus({ id: reservation.id, status: 'paid' });
    expect(await deleteReservation({ id: reservation.id })).toEqual({
      ok: false,
      error:
        'Cette réservation est «\u00a0Confirmée\u00a0»\u00a0: le client attend sa course, elle ne peut pas être supprimée. Si elle n’a pas lieu, passez-la à «\u00a0Annulée\u00a0»\u00a0: il en est averti par e-mail.',
    });
    await store.updatePaymentStatus(reservation.id, 'completed'); // as if its invoice had not been issued yet
    expect(await deleteReservation({ id: reservation.id })).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^Cette course est «\u00a0Terminée\u00a0»\u00a0: elle ne peut pas être supprimée/,
      ),
    });
    expect(await store.getReservation(reservation.id)).not.toBeNull();
    // Cancelled without an invoice, it may go.
    await store.updatePaymentStatus(reservation.id, 'cancelled');
    expect(await deleteReservation({ id: reservation.id })).toMatchObject({ ok: true });
  });

  it('deletes a reservation; a second delete or a bad id is a typed failure', async () => {
    // The seed's request was left « Confirmée » above: declined first, then deleted.
    await updateReservationStatus({ id: SEED_ID, status: 'cancelled' });
    expect(await deleteReservation({ id: SEED_ID })).toEqual({ ok: true, data: { id: SEED_ID } });
    expect(await store.getReservation(SEED_ID)).toBeNull();
    expect(await deleteReservation({ id: SEED_ID })).toMatchObject({ ok: false });
    expect(await deleteReservation({ id: 'not-a-uuid' })).toMatchObject({
      ok: false,
      error: 'Réservation inconnue.',
    });
  });
  it("'Anonymiser ce client': needs a session, erases every reservation of that e-mail or phone, keeps amounts", async () => {
    const { reservation: first } = await store.createReservation(base('HM-ANON1'));
    // Same customer by phone only (another e-mail), and a stranger.
    const { reservation: second } = await store.createReservation(
      base('HM-ANON2', { email: 'e.garnier@example.com', phone: '+33 6 11 22 33 44', priceCents: 12000 }),
    );
    const { reservation: stranger } = await store.createReservation(
      base('HM-ANON3', { fullName: 'Paul Roy', email: 'paul@example.fr', phone: '07 99 88 77 66' }),
    );

    jest.mocked(readAdminSession).mockResolvedValue(null);
    await expect(anonymiseCustomer({ id: first.id })).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;401',
    });
    expect((await store.getReservation(first.id))?.fullName).toBe('Élise Garnier');

    jest.mocked(readAdminSession).mockResolvedValue({ admin: true, issuedAt: Date.now() });
    const result = await anonymiseCustomer({ id: first.id });
    expect(result).toMatchObject({ ok: true, data: { count: 2 } });
    for (const [before, after] of [
      [first, await store.getReservation(first.id)],
      [second, await store.getReservation(second.id)],
    ] as const) {
      expect(after).toMatchObject({ fullName: 'Client anonymisé', phone: null, pickupLocation: null });
      expect(after?.email).not.toBe(before.email);
      expect(after?.priceCents).toBe(before.priceCents);
      expect(after?.bookingRef).toBe(before.bookingRef);
    }
    expect(await store.getReservation(stranger.id)).toMatchObject({
      fullName: 'Paul Roy',
      phone: '07 99 88 77 66',
    });
  });
});
