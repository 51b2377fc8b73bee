// Return-page verification, webhook fulfilment and their races, against the fake Stripe API and a fresh database.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Reservation, ReservationInput } from '@/lib/db/types';
import type { TestStore } from '@/lib/db/testing';
import { createTestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';
import { startFakeStripe } from '@/e2e/fake-stripe/fake-stripe.mjs';
import { POST as verifyPOST } from '@/app/api/verify-stripe-session/route';
import { POST as webhookPOST } from '@/app/api/stripe/webhook/route';
import { cardBookingInput } from '@/lib/testing/reservation';
import { CheckoutUnavailableError, startCheckout } from './checkout';
import { PAYMENT_MESSAGES } from './messages';
import { describeStripeError, redactSessionIds } from './session';

let mockStore: TestStore;
jest.mock('@/lib/db', () => ({ getStore: async () => mockStore }));

const WEBHOOK_SECRET = 'whsec_test_payments_suite';
const SITE_URL = 'http://localhost:3999';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let stripe: Stripe;
let transitions = 0;

beforeAll(async () => {
  [mockStore, fake] = await Promise.all([createTestStore({ seed: false }), startFakeStripe()]);
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_fake_payments_suite',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
    SITE_URL,
  });
  resetServerEnvForTests();
  stripe = new Stripe('sk_test_fake_payments_suite', {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    telemetry: false,
  });
  const markPaid = mockStore.markPaid.bind(mockStore);
  jest.spyOn(mockStore, 'markPaid').mockImplementation(async (...args) => {
    const result = await markPaid(...args);
    if (result.transitioned) transitions += 1;
    return result;
  });
});

afterAll(async () => {
  await Promise.all([mockStore.close(), fake.close()]);
});

beforeEach(async () => {
  transitions = 0;
  // The verification route is throttled per client; each case starts with a clean allowance.
  await mockStore.sql.query('delete from public.request_throttle');
});

let refCounter = 0;
function nextRef(): string {
  refCounter += 1;
  return `HM-T${refCounter.toString(36).toUpperCase().padStart(4, '0')}`;
}

async function createReservation(overrides: Partial<ReservationInput> = {}): Promise<Reservation> {
  const { reservation } = await mockStore.createReservation(cardBookingInput(nextRef(), overrides));
  return reservation;
}

/** A reservation with an open Checkout Session created by the app's own checkout code. */
async function reservationWithSession(): Promise<{ reservation: Reservation; sessionId: string }> {
  const reservation = await createReservation();
  const { sessionId } = await startCheckout(reservation);
  return { reservation, sessionId };
}

async function verify(body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await verifyPOST(
    new Request('http://localhost/api/verify-stripe-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function errorMessage(json: Record<string, unknown>): string | undefined {
  return (json.error as { message?: string } | undefined)?.message;
}

function checkoutEvent(type: string, session: unknown, id = `evt_${randomUUID().replaceAll('-', '')}`) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: session } };
}

async function deliver(event: unknown, secret = WEBHOOK_SECRET): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return webhookPOST(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }),
  );
}

async function stored(id: string): Promise<Reservation> {
  const r = await mockStore.getReservation(id);
  if (!r) throw new Error(`réservation ${id} absente`);
  return r;
}

async function eventRows(id: string): Promise<number> {
  const { rows } = await mockStore.sql.query<{ n: number }>(
    'select count(*)::int as n from public.stripe_events where id = $1',
    [id],
  );
  return rows[0]?.n ?? 0;
}

describe('checkout session', () => {
  it('carries the stored total, the booking metadata, a 30-minute expiry and the success URL template', async () => {
    const reservation = await createReservation({ priceCents: 8450 });
    const before = Math.floor(Date.now() / 1000);
    const { sessionId, url } = await startCheckout(reservation);
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(url).toBe(`${fake.url}/pay/${sessionId}`);
    expect(session.amount_total).toBe(8450);
    expect(session.currency).toBe('eur');
    expect(session.customer_email).toBe('camille@example.fr');
    expect(session.metadata).toEqual({ booking_ref: reservation.bookingRef, reservation_id: reservation.id });
    expect(session.expires_at - before).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - before).toBeLessThanOrEqual(32 * 60);
    expect(session.success_url).toBe(
      `${SITE_URL}/reservation?payment_status=success&session_id={CHECKOUT_SESSION_ID}&booking_ref=${reservation.bookingRef}`,
    );
    const item = fake.sessions.get(sessionId)?.line_items_data[0];
    expect(item?.name).toContain('Aéroport de Paris-Orly, Terminal 1 → Gare de Lyon, Paris');
    expect(item?.description).toContain('Berline Confort');
    expect(item?.description).toMatch(/mai 2030/);
    const after = await stored(reservation.id);
    expect(after).toMatchObject({
      stripeSessionId: sessionId,
      checkoutState: 'open',
      paymentStatus: 'pending',
    });
  });

  it('reuses the open session on a second attempt instead of opening another one', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const again = await startCheckout(await stored(reservation.id));
    expect(again.sessionId).toBe(sessionId);
  });
  it('two « Payer » at once (a double click, a retried request): one page stored, both sent to it, the other closed', async () => {
    const reservation = await createReservation();
    const now = Date.now();
    // A second apart: two attempts, two idempotency keys, two pages created at Stripe.
    const [a, b] = await Promise.all([
      startCheckout(reservation, new Date(now)),
      startCheckout(reservation, new Date(now + 1000)),
    ]);
    const storedId = (await stored(reservation.id))?.stripeSessionId;
    expect(a.sessionId).toBe(storedId);
    expect(b.sessionId).toBe(storedId);
    const pages = [...fake.sessions.values()].filter((s) => s.client_reference_id === reservation.bookingRef);
    expect(pages.filter((s) => s.status === 'open').map((s) => s.id)).toEqual([storedId]);
  });

  it('two « Payer » in the same second (a double click on the page without JavaScript): both sent to the one open page', async () => {
    const reservation = await createReservation();
    const now = new Date();
    // One idempotency key: Stripe answers both calls with the same page, which the first stores. The second must
    // not close it (it did: the visitor got an expired page or « paiement indisponible » for a page that worked).
    const [a, b] = await Promise.all([startCheckout(reservation, now), startCheckout(reservation, now)]);
    const storedId = (await stored(reservation.id))?.stripeSessionId;
    expect([a.sessionId, b.sessionId]).toEqual([storedId, storedId]);
    const pages = [...fake.sessions.values()].filter((s) => s.client_reference_id === reservation.bookingRef);
    expect(pages.map((s) => [s.id, s.status])).toEqual([[storedId, 'open']]);
  });

  it('cancelled while Stripe created its page: the page is closed, not stored, and nobody is sent to it', async () => {
    const reservation = await createReservation();
    const attach = mockStore.attachStripeSession.bind(mockStore);
    jest.spyOn(mockStore, 'attachStripeSession').mockImplementationOnce(async (id, sessionId) => {
      await mockStore.updatePaymentStatus(id, 'cancelled'); // the operator, in another window
      return attach(id, sessionId);
    });
    await expect(startCheckout(reservation)).rejects.toBeInstanceOf(CheckoutUnavailableError);
    const page = [...fake.sessions.values()].find((s) => s.client_reference_id === reservation.bookingRef);
    expect(page?.status).toBe('expired');
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'cancelled', stripeSessionId: null });
  });

  it('a session created at Stripe but not stored: a later attempt opens a page; the same request again finds it', async () => {
    const attach = jest.spyOn(mockStore, 'attachStripeSession');
    const now = new Date();
    const lostSession = async (r: Reservation) => {
      // The database fails a moment after Stripe created the session: its id is not stored.
      attach.mockRejectedValueOnce(new Error('connexion perdue'));
      await expect(startCheckout(r, now)).rejects.toThrow('connexion perdue');
      expect(await stored(r.id)).toMatchObject({ stripeSessionId: null });
      return [...fake.sessions.values()].find((s) => s.client_reference_id === r.bookingRef)!.id as string;
    };

    // The visitor presses « Payer » again a minute later (another expiry): a page opens, Stripe refuses nothing.
    const pressedAgain = await createReservation();
    const lost = await lostSession(pressedAgain);
    const later = await startCheckout(pressedAgain, new Date(now.getTime() + 60_000));
    expect(later.sessionId).not.toBe(lost);
    expect(later.url).toBe(`${fake.url}/pay/${later.sessionId}`);
    expect((await stored(pressedAgain.id))?.stripeSessionId).toBe(later.sessionId);

    // The same request again (the SDK's own retry: same parameters): Stripe answers with the session it created.
    const retried = await createReservation();
    const first = await lostSession(retried);
    expect((await startCheckout(retried, now)).sessionId).toBe(first);
    attach.mockRestore();
  });
});

describe('POST /api/verify-stripe-session', () => {
  it('an unpaid session on the success URL is not confirmed and the reservation stays pending', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const { status, json } = await verify({ session_id: sessionId, booking_ref: reservation.bookingRef });
    expect(status).toBe(200);
    expect(json).toMatchObject({ paid: false, status: 'unpaid', message: PAYMENT_MESSAGES.notConfirmed });
    expect(json.reservation).toBeNull();
    expect((await stored(reservation.id)).paymentStatus).toBe('pending');
    expect(transitions).toBe(0);
  });

  it('a paid session confirms the reservation, returns its record, and ten verifications make one transition', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    fake.pay(sessionId);
    const first = await verify({ session_id: sessionId, booking_ref: reservation.bookingRef });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ paid: true, status: 'paid', message: PAYMENT_MESSAGES.successTitle });
    expect(first.json.reservation).toMatchObject({
      id: reservation.id,
      booking_ref: reservation.bookingRef,
      full_name: 'Camille Martin',
      price: 60,
      payment_status: 'paid',
      vehicle_type: 'berline',
    });
    const paid = await stored(reservation.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', checkoutState: 'paid' });

    const again = await Promise.all(
      Array.from({ length: 9 }, () => verify({ session_id: sessionId, booking_ref: reservation.bookingRef })),
    );
    expect(again.every((r) => r.status === 200 && r.json.paid === true)).toBe(true);
    expect(transitions).toBe(1);
    expect((await stored(reservation.id)).paidAt).toBe(paid.paidAt);
  });

  it('a paid session id alone (no booking reference) reveals nothing and confirms nothing', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    fake.pay(sessionId);
    for (const body of [{ session_id: sessionId }, { session_id: sessionId, booking_ref: '' }]) {
      const { status, json } = await verify(body);
      expect(status).toBe(400);
      expect(errorMessage(json)).toBe(PAYMENT_MESSAGES.missingBookingRef);
      expect(JSON.stringify(json)).not.toContain('Camille');
      expect(JSON.stringify(json)).not.toContain(reservation.bookingRef);
    }
    expect((await stored(reservation.id)).paymentStatus).toBe('pending');
  });

  it('a booking reference alone, or with a made-up session id, reveals nothing', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    fake.pay(sessionId);
    for (const body of [
      { booking_ref: reservation.bookingRef },
      { session_id: 'cs_test_Guessed000000000000', booking_ref: reservation.bookingRef },
    ]) {
      const { status, json } = await verify(body);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(json.reservation).toBeUndefined();
      expect(JSON.stringify(json)).not.toContain('Camille');
    }
  });

  it('is throttled per client: the 21st verification in 10 minutes → 429', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const answers = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push(await verify({ session_id: sessionId, booking_ref: reservation.bookingRef }));
    }
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(answers[20]?.status).toBe(429);
  });

  it.each([
    ['missing', {}, 400, PAYMENT_MESSAGES.missingSession],
    ['empty', { session_id: '' }, 400, PAYMENT_MESSAGES.missingSession],
    ['placeholder', { session_id: '{CHECKOUT_SESSION_ID}' }, 400, PAYMENT_MESSAGES.placeholderSession],
    [
      'encoded placeholder',
      { session_id: '%7BCHECKOUT_SESSION_ID%7D' },
      400,
      PAYMENT_MESSAGES.placeholderSession,
    ],
    ['garbage', { session_id: "'; drop table reservations; --" }, 400, PAYMENT_MESSAGES.invalidSession],
    ['wrong type', { session_id: 42 }, 400, PAYMENT_MESSAGES.invalidSession],
    ['huge', { session_id: `cs_test_${'a'.repeat(3000)}` }, 400, PAYMENT_MESSAGES.invalidSession],
    [
      'unknown',
      { session_id: 'cs_test_Unknown0000000000000', booking_ref: 'HM-ZZZZZ' },
      404,
      PAYMENT_MESSAGES.unknownSession,
    ],
  ])('%s session id → 4xx with the spec message, never 5xx', async (_name, body, httpStatus, message) => {
    const { status, json } = await verify(body);
    expect(status).toBe(httpStatus);
    expect(errorMessage(json)).toBe(message);
  });

  it('a body that is not JSON → 400, never 5xx', async () => {
    const { status } = await verify('{ pas du json');
    expect(status).toBe(400);
  });

  it("a session presented with another reservation's reference is refused and changes nothing", async () => {
    const a = await reservationWithSession();
    const b = await reservationWithSession();
    fake.pay(a.sessionId);
    const { status, json } = await verify({ session_id: a.sessionId, booking_ref: b.reservation.bookingRef });
    expect(status).toBe(403);
    expect(errorMessage(json)).toBe(PAYMENT_MESSAGES.foreignSession);
    expect(json.reservation).toBeUndefined();
    expect((await stored(a.reservation.id)).paymentStatus).toBe('pending');
    expect((await stored(b.reservation.id)).paymentStatus).toBe('pending');
  });

  it('a paid session whose metadata names another reservation cannot confirm the one it is attached to', async () => {
    const victim = await createReservation();
    const other = await createReservation();
    const forged = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 6000, product_data: { name: 'x' } } },
      ],
      metadata: { booking_ref: other.bookingRef, reservation_id: other.id },
      success_url: `${SITE_URL}/reservation`,
    });
    await mockStore.attachStripeSession(victim.id, forged.id);
    fake.pay(forged.id);
    const { status } = await verify({ session_id: forged.id, booking_ref: victim.bookingRef });
    expect(status).toBe(403);
    expect((await stored(victim.id)).paymentStatus).toBe('pending');
    expect((await stored(other.id)).paymentStatus).toBe('pending');
    expect(transitions).toBe(0);
  });

  it('a paid session for another amount never confirms the booking', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reservation = await createReservation({ priceCents: 9000 });
    const cheap = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } } },
      ],
      metadata: { booking_ref: reservation.bookingRef, reservation_id: reservation.id },
      success_url: `${SITE_URL}/reservation`,
    });
    await mockStore.attachStripeSession(reservation.id, cheap.id);
    fake.pay(cheap.id);
    const { json } = await verify({ session_id: cheap.id, booking_ref: reservation.bookingRef });
    expect(json).toMatchObject({ paid: false, status: 'amount_mismatch' });
    expect(
      (await deliver(checkoutEvent('checkout.session.completed', fake.sessions.get(cheap.id)))).status,
    ).toBe(200);
    expect((await stored(reservation.id)).paymentStatus).toBe('pending');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

describe('session ids in logs', () => {
  it('are redacted from any Stripe error text', () => {
    const id = 'cs_test_a1B2c3D4e5F6g7H8';
    expect(describeStripeError(new Error(`No such checkout.session: '${id}'`))).toBe(
      "Error: No such checkout.session: 'cs_test_…'",
    );
    expect(redactSessionIds(`cs_live_Zz9 et ${id}`)).toBe('cs_live_… et cs_test_…');
  });
});

describe('Stripe unreachable during verification', () => {
  afterEach(() => {
    process.env.STRIPE_API_PORT = String(fake.port);
    resetServerEnvForTests();
  });

  it('→ 503 with the spec message, and the reservation is untouched', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const down = await startFakeStripe();
    await down.close();
    process.env.STRIPE_API_PORT = String(down.port);
    resetServerEnvForTests();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, json } = await verify({ session_id: sessionId, booking_ref: reservation.bookingRef });
    const lines = logged.mock.calls.map((call) => call.map(String).join(' '));
    logged.mockRestore();
    expect(status).toBe(503);
    // Session ids are never logged (issue 13).
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(sessionId);
    expect(errorMessage(json)).toBe(PAYMENT_MESSAGES.communicationError);
    expect((await stored(reservation.id)).paymentStatus).toBe('pending');
  });
});

/** A webhook request whose body is a chunked stream (no Content-Length), as an attacker would send it. */
function streamedWebhook(stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00', ...headers },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

describe('POST /api/stripe/webhook: body limits (attacker)', () => {
  it('a chunked body over 16 KiB without Content-Length → 413 long before its end, and the route still answers', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk); // 1 KiB at a time, forever
      },
    });
    const response = await webhookPOST(streamedWebhook(endless));
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(40);
    // The server is still fine: a real event right after is processed.
    const { reservation, sessionId } = await reservationWithSession();
    const ok = await deliver(checkoutEvent('checkout.session.completed', fake.pay(sessionId)));
    expect(ok.status).toBe(200);
    expect((await stored(reservation.id)).paymentStatus).toBe('paid');
  });

  it('a declared Content-Length over 16 KiB → 413 without reading the body', async () => {
    const response = await webhookPOST(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-length': String(17 * 1024), 'stripe-signature': 't=1,v1=00' },
        body: 'x'.repeat(17 * 1024),
      }),
    );
    expect(response.status).toBe(413);
  });

  it('a client that aborts mid-body → 400, never 500', async () => {
    const aborted = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":"evt_'));
        controller.error(new Error('aborted'));
      },
    });
    const response = await webhookPOST(streamedWebhook(aborted));
    expect(response.status).toBe(400);
  });

  it('invalid UTF-8 → 400', async () => {
    const bytes = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
        controller.close();
      },
    });
    expect((await webhookPOST(streamedWebhook(bytes))).status).toBe(400);
  });
});

describe('POST /api/stripe/webhook', () => {
  const notificationsOf = async (id: string) =>
    (await mockStore.listNotifications(1000)).filter((n) => n.reservationId === id);

  it('checkout.session.completed marks the reservation paid and records the event once; a replay changes nothing', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const session = fake.pay(sessionId);
    const event = checkoutEvent('checkout.session.completed', session);
    const response = await deliver(event);
    expect(response.status).toBe(200);
    const paid = await stored(reservation.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', checkoutState: 'paid' });
    expect(await eventRows(event.id)).toBe(1);
    const told = await notificationsOf(reservation.id);
    expect(told.map((n) => n.kind).sort()).toEqual(['customer_confirmed', 'operator_payment_received']);

    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true });
    expect(await stored(reservation.id)).toEqual(paid);
    expect(await eventRows(event.id)).toBe(1);
    expect(transitions).toBe(1);
    // Nobody is told twice: the replay queued no message.
    expect(await notificationsOf(reservation.id)).toEqual(told);
  });

  // The customer is on Stripe's page (up to 31 minutes) while the operator, who got 'Nouvelle demande' at once,
  // confirms or cancels the booking by hand: the money must still be recorded, and the operator told.

  it('a payment after the operator confirmed by hand is recorded: paid online, invoiced, the operator told', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    await mockStore.updatePaymentStatus(reservation.id, 'paid');
    const response = await deliver(checkoutEvent('checkout.session.completed', fake.pay(sessionId)));
    expect(response.status).toBe(200);
    const paid = await stored(reservation.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', checkoutState: 'paid' });
    expect(transitions).toBe(1);
    expect(await mockStore.getInvoiceByReservation(reservation.id)).not.toBeNull();
    // The customer had their confirmation from the operator and now reads « Paiement reçu »; the operator reads that
    // nothing is due on board.
    const sent = await notificationsOf(reservation.id);
    expect(sent.map((n) => n.kind).sort()).toEqual([
      'customer_payment_received',
      'operator_payment_received',
    ]);
    const operator = sent.find((n) => n.kind === 'operator_payment_received');
    expect(operator?.subject).toMatch(/^Paiement reçu HM-/);
    expect(operator?.text).toContain('rien à encaisser à bord');
    const page = await verify({ session_id: sessionId, booking_ref: reservation.bookingRef });
    expect(page.json).toMatchObject({ paid: true, status: 'paid' });
  });

  it('a payment after the operator cancelled is recorded on the cancelled booking, and the refund asked for', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    await mockStore.updatePaymentStatus(reservation.id, 'cancelled');
    fake.pay(sessionId);
    const page = await verify({ session_id: sessionId, booking_ref: reservation.bookingRef });
    expect(page.json).toMatchObject({
      paid: false,
      status: 'cancelled',
      message: PAYMENT_MESSAGES.paidButCancelled,
      reservation: null,
    });
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'cancelled', checkoutState: 'paid' });
    expect(await mockStore.getInvoiceByReservation(reservation.id)).toBeNull();
    const sent = await notificationsOf(reservation.id);
    // The operator is asked to refund; the customer is told the payment will be refunded in full.
    expect(sent.map((n) => n.kind).sort()).toEqual([
      'customer_payment_received',
      'operator_payment_received',
    ]);
    const operator = sent.find((n) => n.kind === 'operator_payment_received');
    expect(operator?.subject).toMatch(/^Paiement reçu — réservation annulée, à rembourser HM-/);
    expect(operator?.text).toContain('Remboursez-le');
    // The webhook of the same payment changes nothing more.
    await deliver(checkoutEvent('checkout.session.completed', fake.sessions.get(sessionId)));
    expect(transitions).toBe(1);
    expect(await notificationsOf(reservation.id)).toHaveLength(2);
  });

  it('a status that keeps moving under the payment: never recorded as unpaid, the webhook answers 503 for a retry', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const stillMoving = jest.mocked(mockStore.markPaid);
    const callsBefore = stillMoving.mock.calls.length;
    for (const status of ['paid', 'cancelled', 'paid'] as const) {
      stillMoving.mockImplementationOnce(async () => ({
        transitioned: false,
        reservation: { ...reservation, paymentStatus: status, checkoutState: 'open' },
      }));
    }
    const event = checkoutEvent('checkout.session.completed', fake.pay(sessionId));
    const response = await deliver(event);
    expect(response.status).toBe(503);
    // The event is not recorded: Stripe's retry finds the payment again.
    expect(await eventRows(event.id)).toBe(0);
    expect(stillMoving.mock.calls.length - callsBefore).toBe(3);
    const retry = await deliver(event);
    expect(retry.status).toBe(200);
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'paid', checkoutState: 'paid' });
  });

  it('async_payment_succeeded fulfils a delayed payment', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const unpaidAtCompletion = { ...fake.sessions.get(sessionId), status: 'complete' };
    await deliver(checkoutEvent('checkout.session.completed', unpaidAtCompletion));
    expect((await stored(reservation.id)).paymentStatus).toBe('pending');
    const session = fake.pay(sessionId);
    expect((await deliver(checkoutEvent('checkout.session.async_payment_succeeded', session))).status).toBe(
      200,
    );
    expect((await stored(reservation.id)).paymentStatus).toBe('paid');
  });

  it('webhook and return-page verification racing, many times → exactly one transition and one event row', async () => {
    const rounds = 8;
    for (let round = 0; round < rounds; round += 1) {
      const { reservation, sessionId } = await reservationWithSession();
      const session = fake.pay(sessionId);
      const event = checkoutEvent('checkout.session.completed', session);
      const results = await Promise.all([
        deliver(event),
        verify({ session_id: sessionId, booking_ref: reservation.bookingRef }),
        deliver(event),
        verify({ session_id: sessionId, booking_ref: reservation.bookingRef }),
        deliver(event),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await stored(reservation.id)).paymentStatus).toBe('paid');
      expect(await eventRows(event.id)).toBe(1);
    }
    expect(transitions).toBe(rounds);
  });

  it('a bad signature → 400 and nothing changes', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const event = checkoutEvent('checkout.session.completed', fake.pay(sessionId));
    const forged = await deliver(event, 'whsec_not_the_right_secret');
    expect(forged.status).toBe(400);
    const unsigned = await webhookPOST(
      new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: JSON.stringify(event) }),
    );
    expect(unsigned.status).toBe(400);
    const payload = JSON.stringify(event);
    const tampered = await webhookPOST(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload.replace('"paid"', '"paid" '),
      }),
    );
    expect(tampered.status).toBe(400);
    expect((await stored(reservation.id)).paymentStatus).toBe('pending');
    expect(await eventRows(event.id)).toBe(0);
  });

  it('an unknown event type → 200 and no change', async () => {
    const { reservation } = await reservationWithSession();
    const event = checkoutEvent('customer.created', { id: 'cus_123', object: 'customer' });
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, handled: false });
    expect((await stored(reservation.id)).paymentStatus).toBe('pending');
  });

  it('checkout.session.expired marks the reservation as not paid (expired), and never un-pays a paid one', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const expired = fake.expire(sessionId);
    expect((await deliver(checkoutEvent('checkout.session.expired', expired))).status).toBe(200);
    expect(await stored(reservation.id)).toMatchObject({
      paymentStatus: 'pending',
      checkoutState: 'expired',
    });
    const result = await verify({ session_id: sessionId, booking_ref: reservation.bookingRef });
    expect(result.json).toMatchObject({ paid: false, status: 'expired' });

    const paidOne = await reservationWithSession();
    const paidSession = fake.pay(paidOne.sessionId);
    await deliver(checkoutEvent('checkout.session.completed', paidSession));
    await deliver(checkoutEvent('checkout.session.expired', { ...paidSession, status: 'expired' }));
    expect(await stored(paidOne.reservation.id)).toMatchObject({
      paymentStatus: 'paid',
      checkoutState: 'paid',
    });
  });

  it('checkout.session.async_payment_failed marks the reservation failed', async () => {
    const { reservation, sessionId } = await reservationWithSession();
    const session = { ...fake.sessions.get(sessionId), status: 'complete', payment_status: 'unpaid' };
    expect((await deliver(checkoutEvent('checkout.session.async_payment_failed', session))).status).toBe(200);
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'pending', checkoutState: 'failed' });
  });

  it("an old session of a reservation that got a new one can't expire it", async () => {
    const reservation = await createReservation();
    const first = await startCheckout(reservation);
    fake.expire(first.sessionId);
    const second = await startCheckout(await stored(reservation.id));
    expect(second.sessionId).not.toBe(first.sessionId);
    await deliver(checkoutEvent('checkout.session.expired', fake.sessions.get(first.sessionId)));
    expect(await stored(reservation.id)).toMatchObject({
      checkoutState: 'open',
      stripeSessionId: second.sessionId,
    });
  });
});
