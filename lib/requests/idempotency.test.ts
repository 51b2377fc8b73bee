// A card booking sent again through WhatsApp with the same requestId (online payment failed: « envoyez votre demande
// par WhatsApp ») is paid on board: the stored row says so, unless it was paid online. Real route handlers, fresh
// database, fake Stripe API.
import { createTestStore, type TestStore } from '@/lib/db/testing';
import type { Reservation } from '@/lib/db/types';
import { resetServerEnvForTests } from '@/lib/env';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { wizardDraft } from '@/lib/testing/wizard-draft';
import { startFakeStripe, type FakeStripe } from '@/e2e/fake-stripe/fake-stripe.mjs';

let store: TestStore;
jest.mock('@/lib/db', () => ({ getStore: async () => store }));
jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

// Imported after the mocks.
import { POST as bookingsPOST } from '@/app/api/bookings/route';
import { POST as checkoutPOST } from '@/app/api/checkout/route';
import { fulfil } from '@/lib/payments/fulfil';
import { getStripe } from '@/lib/payments/stripe';
import { judgedAt } from './idempotency';

let fake: FakeStripe;
let ipCounter = 0;

function post(path: string, body: unknown): Request {
  ipCounter += 1;
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `198.51.100.${ipCounter % 250}` },
    body: JSON.stringify(body),
  });
}

function useStripeAt(port: number): void {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_fake_replay_suite',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
    SITE_URL: 'http://localhost:3997',
  });
  resetServerEnvForTests();
}

beforeAll(async () => {
  [store, fake] = await Promise.all([createTestStore({ seed: false }), startFakeStripe()]);
}, 60_000);
beforeEach(() => useStripeAt(fake.port));
afterAll(async () => {
  await Promise.all([store.close(), fake.close()]);
});

async function storedByRequest(requestId: unknown): Promise<Reservation> {
  const { rows } = await store.sql.query<{ id: string }>(
    'select id from public.reservations where request_id = $1',
    [requestId],
  );
  expect(rows).toHaveLength(1);
  const reservation = await store.getReservation(rows[0]!.id);
  if (!reservation) throw new Error('réservation absente');
  return reservation;
}

describe('a card booking sent again through WhatsApp (same requestId)', () => {
  it('Stripe down → the WhatsApp request replays the row, now « À bord » (not « En ligne (Stripe) »)', async () => {
    const body = wizardDraft();
    const down = await startFakeStripe();
    await down.close();
    useStripeAt(down.port);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await checkoutPOST(post('/api/checkout', body));
    logged.mockRestore();
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe(
      PAYMENT_MESSAGES.checkoutUnavailable,
    );
    const online = await storedByRequest(body.requestId);
    expect(online.paymentMethod).toBe('online');

    const whatsApp = await bookingsPOST(post('/api/bookings', body));
    expect(whatsApp.status).toBe(200);
    expect(((await whatsApp.json()) as { bookingRef: string }).bookingRef).toBe(online.bookingRef);
    expect(await storedByRequest(body.requestId)).toMatchObject({
      id: online.id,
      paymentMethod: 'on_board',
      paymentStatus: 'pending',
      priceCents: online.priceCents,
    });
    // Sent again: nothing more changes.
    expect((await bookingsPOST(post('/api/bookings', body))).status).toBe(200);
    expect((await storedByRequest(body.requestId)).paymentMethod).toBe('on_board');
  });

  it('a Stripe page opened before the WhatsApp request is closed: the ride is paid on board, not twice', async () => {
    const body = wizardDraft();
    const opened = await checkoutPOST(post('/api/checkout', body));
    expect(opened.status).toBe(201);
    const sessionId = ((await opened.json()) as { url: string }).url.split('/pay/')[1] ?? '';
    expect((await getStripe()!.checkout.sessions.retrieve(sessionId)).status).toBe('open');

    expect((await bookingsPOST(post('/api/bookings', body))).status).toBe(200);
    expect((await getStripe()!.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    expect(await storedByRequest(body.requestId)).toMatchObject({
      paymentMethod: 'on_board',
      paymentStatus: 'pending',
      checkoutState: 'expired',
    });
  });

  it('a booking paid online stays « En ligne (Stripe) » whatever is replayed', async () => {
    const body = wizardDraft();
    const opened = await checkoutPOST(post('/api/checkout', body));
    expect(opened.status).toBe(201);
    const { url } = (await opened.json()) as { url: string };
    const sessionId = url.split('/pay/')[1] ?? '';
    fake.pay(sessionId);
    const session = await getStripe()!.checkout.sessions.retrieve(sessionId);
    expect((await fulfil(session)).outcome).toBe('paid');

    expect((await bookingsPOST(post('/api/bookings', body))).status).toBe(200);
    expect(await storedByRequest(body.requestId)).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'paid',
      checkoutState: 'paid',
    });
  });

  it('an on-board request replayed stays on board', async () => {
    const body = wizardDraft();
    expect((await bookingsPOST(post('/api/bookings', body))).status).toBe(201);
    expect((await bookingsPOST(post('/api/bookings', body))).status).toBe(200);
    expect((await storedByRequest(body.requestId)).paymentMethod).toBe('on_board');
  });
});

describe('judgedAt: the clock of a request sent again', () => {
  const now = new Date('2026-03-13T10:00:00Z');
  const stored = (createdAt: string) => ({ createdAt }) as Reservation;
  it('is the first arrival, less a minute of slack, within a day', () => {
    expect(judgedAt(stored('2026-03-13T09:00:00Z'), now)).toEqual(new Date('2026-03-13T08:59:00Z'));
    expect(judgedAt(stored('2026-03-12T10:01:00Z'), now)).toEqual(new Date('2026-03-12T10:00:00Z'));
  });
  it('is now for a new request, a row from the future (another clock) or one older than a day', () => {
    expect(judgedAt(null, now)).toBe(now);
    expect(judgedAt(stored('2026-03-13T10:05:00Z'), now)).toBe(now);
    expect(judgedAt(stored('2026-03-12T09:00:00Z'), now)).toBe(now);
    expect(judgedAt(stored('not a date'), now)).toBe(now);
  });
});
