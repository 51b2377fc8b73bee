import { readAdminSession } from '@/lib/auth/session';
import { getStore } from '@/lib/db';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { NOTIFICATION_MESSAGES } from '@/lib/notifications/labels';
import { updateReservationStatus } from '../dashboard/actions';
import { resendRefusals } from '@/lib/notifications/resend';
import { requeueNotification } from './actions';

jest.mock('@/lib/db', () => ({ getStore: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ readAdminSession: jest.fn() }));
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

const SEED_ID = '00000000-0000-4000-8000-000000000601';

describe('admin: status messages and Renvoyer', () => {
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

  async function kinds() {
    return (await store.listNotifications()).filter((n) => n.reservationId === SEED_ID).map((n) => n.kind);
  }

  it('Confirmée and Annulée are announced to the customer with the change; other statuses are not', async () => {
    const seed = await store.getReservation(SEED_ID);
    expect(await updateReservationStatus({ id: SEED_ID, status: 'paid' })).toMatchObject({ ok: true });
    expect(await kinds()).toEqual(['customer_confirmed']);
    const [confirmed] = await store.listNotifications();
    expect(confirmed).toMatchObject({ recipient: seed?.email, status: 'pending' });
    expect(confirmed?.attachments[0]?.filename).toBe(`reservation-${seed?.bookingRef}.ics`);

    expect(await updateReservationStatus({ id: SEED_ID, status: 'paid' })).toMatchObject({ ok: true });
    expect(await updateReservationStatus({ id: SEED_ID, status: 'completed' })).toMatchObject({ ok: true });
    expect(await kinds()).toEqual(['customer_confirmed']);
    expect(await updateReservationStatus({ id: SEED_ID, status: 'cancelled' })).toMatchObject({ ok: true });
    expect((await kinds()).sort()).toEqual(['customer_cancelled', 'customer_confirmed']);
  });

  it('Renvoyer re-queues a row; refused without a session, for an unknown id, and while it is being sent', async () => {
    const [row] = await store.listNotifications();
    await store.sql.query(
      "update public.notifications set status = 'failed', attempts = 6, last_error = 'x'",
    );
    jest.mocked(readAdminSession).mockResolvedValue(null);
    await expect(requeueNotification({ id: row!.id })).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;401',
    });
    expect((await store.getNotification(row!.id))?.status).toBe('failed');

    jest.mocked(readAdminSession).mockResolvedValue({ admin: true, issuedAt: Date.now() });
    const result = await requeueNotification({ id: row!.id });
    expect(result).toMatchObject({
      ok: true,
      data: { id: row!.id, status: 'pending', attempts: 0, lastError: null },
    });
    expect(await requeueNotification({ id: 'nope' })).toMatchObject({
      ok: false,
      error: 'Notification inconnue.',
    });
    expect(await requeueNotification({ id: '00000000-0000-4000-8000-00000000ffff' })).toMatchObject({
      ok: false,
    });

    await store.claimNotifications(50, 60);
    expect(await requeueNotification({ id: row!.id })).toEqual({
      ok: false,
      error: NOTIFICATION_MESSAGES.busy,
    });
  });

  it('Renvoyer refuses a customer message its booking’s status now contradicts, with the reason; others go', async () => {
    const { reservation } = await store.createReservation({
      bookingRef: 'HM-RENV1',
      requestId: crypto.randomUUID(),
      channel: 'wizard',
      fullName: 'Lucie Renvoi',
      email: 'lucie.renvoi@example.fr',
      phone: '06 00 00 00 11',
      companyName: null,
      message: null,
      pickupLocation: '3 rue de Chartres, 91410 Dourdan',
      dropoffLocation: 'Orly 4',
      pickupTime: '2026-12-20T08:00:00.000Z',
      flightTrainNumber: null,
      vehicleType: 'berline',
      passengers: 1,
      holdBags: 0,
      booster: 0,
      tripType: 'oneWay',
      returnPickupTime: null,
      returnFlightTrainNumber: null,
      priceCents: 8000,
      quote: null,
      paymentMethod: 'on_board',
    });
    const row = async (kind: string) =>
      (await store.listNotifications()).find((n) => n.reservationId === reservation.id && n.kind === kind)!;
    expect(await updateReservationStatus({ id: reservation.id, status: 'paid' })).toMatchObject({ ok: true });
    expect(await updateReservationStatus({ id: reservation.id, status: 'cancelled' })).toMatchObject({
      ok: true,
    });
    const confirmed = await row('customer_confirmed');
    const cancelled = await row('customer_cancelled');
    await store.sql.query("update public.notifications set status = 'sent' where reservation_id = $1", [
      reservation.id,
    ]);

    // « Réservation confirmée » after the cancellation: refused, the reason says the booking's status now.
    expect(await requeueNotification({ id: confirmed.id })).toEqual({
      ok: false,
      error:
        'Ce message n’est plus à jour\u00a0: la réservation HM-RENV1 est maintenant «\u00a0Annulée\u00a0». Renvoyer «\u00a0Réservation confirmée (client)\u00a0» contredirait ce que le client sait déjà\u00a0; il n’est pas renvoyé.',
    });
    expect((await store.getNotification(confirmed.id))?.status).toBe('sent');
    // The list says it before any attempt.
    const refusals = await resendRefusals(store, await store.listNotifications());
    expect(refusals.get(confirmed.id)).toMatch(/^Ce message n’est plus à jour/);
    expect(refusals.has(cancelled.id)).toBe(false);
    // The cancellation still holds, and the operator's messages are always resent.
    expect(await requeueNotification({ id: cancelled.id })).toMatchObject({ ok: true });

    // Confirmed again: the confirmation is true again, the cancellation is not.
    await store.sql.query("update public.notifications set status = 'sent' where reservation_id = $1", [
      reservation.id,
    ]);
    expect(await updateReservationStatus({ id: reservation.id, status: 'paid' })).toMatchObject({ ok: true });
    expect(await requeueNotification({ id: confirmed.id })).toMatchObject({ ok: true });
    expect(await requeueNotification({ id: cancelled.id })).toMatchObject({
      ok: false,
      error: expect.stringContaining('est maintenant «\u00a0Confirmée\u00a0»'),
    });
  });
});
