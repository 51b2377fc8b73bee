// The caps on the customers' « Demande reçue » (red-team audit, 2026-11-28), on the real throttle table: a script that
// types a victim's address into the forms, or a flood from many clients, gets the requests stored and the operator
// told, but no longer makes the site write to strangers from the operator's domain.
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';
import type { NotificationDraft, ReservationInput } from '@/lib/db/types';
import { cardBookingInput } from '@/lib/testing/reservation';
import { mayAcknowledge } from './acknowledgement-cap';
import { createReservationWithRef } from './idempotency';

jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
}, 60_000);
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await store.sql.query('delete from public.request_throttle');
  delete process.env.CUSTOMER_ACK_ADDRESS_DAILY_LIMIT;
  delete process.env.CUSTOMER_ACK_HOURLY_LIMIT;
  resetServerEnvForTests();
});
afterAll(() => resetServerEnvForTests());

/** A request from `email` (the payments tests' card booking, a fresh requestId each time). */
const contact = (email: string): Omit<ReservationInput, 'bookingRef'> => {
  const { bookingRef: _ref, ...input } = cardBookingInput('HM-XXXXX', { email });
  return input;
};

/** Both messages of a stored request, as the real composer would write them (without rendering the e-mails). */
const notify = async (r: ReservationInput): Promise<NotificationDraft[]> =>
  (['operator_new_request', 'customer_request_received'] as const).map((kind) => ({
    kind,
    recipient: kind === 'operator_new_request' ? 'exploitant@harmonymove.test' : r.email,
    subject: kind,
    text: kind,
    html: `<p>${kind}</p>`,
  })) as NotificationDraft[];

async function outboxKinds(reservationId: string): Promise<string[]> {
  const { rows } = await store.sql.query<{ kind: string }>(
    'select kind from public.notifications where reservation_id = $1 order by kind',
    [reservationId],
  );
  return rows.map((r) => r.kind);
}

describe('« Demande reçue » caps', () => {
  it('one address gets five a day; the sixth request is stored and told to the operator, without the copy', async () => {
    const kinds: string[][] = [];
    for (let i = 0; i < 6; i += 1) {
      const { reservation, created } = await createReservationWithRef(
        store,
        contact('Victime@Example.org'),
        undefined,
        notify,
      );
      expect(created).toBe(true);
      kinds.push(await outboxKinds(reservation.id));
    }
    expect(kinds.slice(0, 5).every((k) => k.includes('customer_request_received'))).toBe(true);
    expect(kinds[5]).toEqual(['operator_new_request']);
    // Another address is not held back by that one; the table keeps a digest, never the address.
    const other = await createReservationWithRef(store, contact('marc@example.fr'), undefined, notify);
    expect(await outboxKinds(other.reservation.id)).toContain('customer_request_received');
    const { rows } = await store.sql.query<{ ip: string }>('select ip from public.request_throttle');
    expect(rows.some((r) => /example/i.test(r.ip))).toBe(false);
  });

  it('the whole site sends at most CUSTOMER_ACK_HOURLY_LIMIT an hour, whoever the addresses', async () => {
    process.env.CUSTOMER_ACK_HOURLY_LIMIT = '3';
    resetServerEnvForTests();
    const now = new Date();
    const answers: boolean[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await mayAcknowledge(store, `client${i}@example.fr`, now));
    expect(answers).toEqual([true, true, true, false, false]);
    // An hour later the window has slid.
    expect(
      await mayAcknowledge(store, 'later@example.fr', new Date(now.getTime() + 60 * 60 * 1000 + 1)),
    ).toBe(true);
  });

  it('a cap that cannot be read lets the copy go (it protects the mail plan, never a customer)', async () => {
    const broken = {
      takeThrottleSlot: async (): Promise<boolean> => {
        throw new Error('base indisponible');
      },
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await mayAcknowledge(broken, 'marc@example.fr')).toBe(true);
    error.mockRestore();
  });
});
