import { readAdminSession } from '@/lib/auth/session';
import { getStore } from '@/lib/db';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { NOTIFICATION_MESSAGES } from '@/lib/notifications/labels';
import { updateReservationStatus } from '../dashboard/actions';
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
});
