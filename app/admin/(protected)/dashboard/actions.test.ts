import { readAdminSession } from '@/lib/auth/session';
import { getStore } from '@/lib/db';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { deleteReservation, updateReservationStatus } from './actions';

jest.mock('@/lib/db', () => ({ getStore: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ readAdminSession: jest.fn() }));
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

const SEED_ID = '00000000-0000-4000-8000-000000000601';

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

  it('sets any of the four statuses; refuses an unknown one', async () => {
    for (const status of ['paid', 'completed', 'cancelled', 'pending'] as const) {
      const result = await updateReservationStatus({ id: SEED_ID, status });
      expect(result).toMatchObject({ ok: true, data: { id: SEED_ID, status } });
      // Confirmée for payment on board: no invoice yet; Terminée: the invoice is issued, and stays.
      if (status === 'paid') expect(await store.getInvoiceByReservation(SEED_ID)).toBeNull();
      if (status === 'completed') {
        expect((await store.getInvoiceByReservation(SEED_ID))?.number).toMatch(/^F-\d{4}-\d{4}$/);
      }
    }
    expect(await store.getInvoiceByReservation(SEED_ID)).not.toBeNull();
    const bad = await updateReservationStatus({ id: SEED_ID, status: 'refunded' as 'paid' });
    expect(bad).toEqual({ ok: false, error: 'Statut inconnu.', fieldErrors: { status: 'Statut inconnu.' } });
  });

  it('deletes a reservation; a second delete or a bad id is a typed failure', async () => {
    expect(await deleteReservation({ id: SEED_ID })).toEqual({ ok: true, data: { id: SEED_ID } });
    expect(await store.getReservation(SEED_ID)).toBeNull();
    expect(await deleteReservation({ id: SEED_ID })).toMatchObject({ ok: false });
    expect(await deleteReservation({ id: 'not-a-uuid' })).toMatchObject({
      ok: false,
      error: 'Réservation inconnue.',
    });
  });
});
