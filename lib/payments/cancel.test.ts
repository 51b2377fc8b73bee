// The operator cancels a booking whose Stripe page is still open: the admin's status change expires that Checkout
// Session (against the fake Stripe API), and no Stripe answer ever makes the cancellation fail.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { readAdminSession } from '@/lib/auth/session';
import type { TestStore } from '@/lib/db/testing';
import { createTestStore } from '@/lib/db/testing';
import type { Reservation } from '@/lib/db/types';
import { resetServerEnvForTests } from '@/lib/env';
import { startFakeStripe } from '@/e2e/fake-stripe/fake-stripe.mjs';
import { deleteReservation, updateReservationStatus } from '@/app/admin/(protected)/dashboard/actions';
import { POST as webhookPOST } from '@/app/api/stripe/webhook/route';
import { expireCheckoutOfCancelled, expireOpenCheckout, hasOpenCheckout } from './cancel';
import { cardBookingInput } from '@/lib/testing/reservation';
import { startCheckout } from './checkout';

let mockStore: TestStore;
jest.mock('@/lib/db', () => ({ getStore: async () => mockStore }));
jest.mock('@/lib/auth/session', () => ({ readAdminSession: jest.fn() }));
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

const WEBHOOK_SECRET = 'whsec_test_cancel_suite';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;

function pointStripeAt(port: number): void {
  process.env.STRIPE_API_PORT = String(port);
  resetServerEnvForTests();
}

beforeAll(async () => {
  [mockStore, fake] = await Promise.all([createTestStore({ seed: false }), startFakeStripe()]);
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_fake_cancel_suite',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PROTOCOL: 'http',
    SITE_URL: 'http://localhost:3999',
  });
  pointStripeAt(fake.port);
});

afterAll(async () => {
  await Promise.all([mockStore.close(), fake.close()]);
});

beforeEach(() => {
  jest.mocked(readAdminSession).mockResolvedValue({ admin: true, issuedAt: Date.now() });
});

let refCounter = 0;

/** A card booking whose Checkout Session is open: the customer is on Stripe's page. */
async function onStripePage(): Promise<{ reservation: Reservation; sessionId: string }> {
  refCounter += 1;
  const { reservation } = await mockStore.createReservation(
    cardBookingInput(`HM-C${refCounter.toString(36).toUpperCase().padStart(4, '0')}`),
  );
  const { sessionId } = await startCheckout(reservation);
  return { reservation, sessionId };
}

async function stored(id: string): Promise<Reservation> {
  const r = await mockStore.getReservation(id);
  if (!r) throw new Error(`réservation ${id} absente`);
  return r;
}

/** The customer presses « Payer » on the page still open in their browser. */
async function payOnOpenPage(sessionId: string): Promise<number> {
  const response = await fetch(`${fake.url}/pay/${sessionId}`, { method: 'POST', redirect: 'manual' });
  return response.status;
}

/** Runs `work` while Stripe cannot be reached (a closed port); returns what was logged as errors meanwhile. */
async function whileStripeDown(work: () => Promise<void>): Promise<string> {
  const down = await startFakeStripe();
  await down.close();
  pointStripeAt(down.port);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await work();
    return logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
  } finally {
    pointStripeAt(fake.port);
    logged.mockRestore();
  }
}

async function deliverCompleted(session: unknown): Promise<Response> {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return webhookPOST(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }),
  );
}

describe('the operator cancels while the customer is on the payment page', () => {
  it("« Annulée » expires the open Checkout Session: Stripe's page refuses the payment, nothing is charged", async () => {
    const { reservation, sessionId } = await onStripePage();
    const result = await updateReservationStatus({ id: reservation.id, status: 'cancelled' });
    expect(result).toMatchObject({ ok: true, data: { id: reservation.id, status: 'cancelled' } });
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    const after = await stored(reservation.id);
    expect(after).toMatchObject({ paymentStatus: 'cancelled', checkoutState: 'expired' });
    expect(result.ok && result.data.updatedAt).toBe(after.updatedAt);

    expect(await payOnOpenPage(sessionId)).toBe(410);
    expect(fake.sessions.get(sessionId)).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'cancelled', paidAt: null });
  });

  it('other statuses leave the payment page open', async () => {
    const { reservation, sessionId } = await onStripePage();
    for (const status of ['paid', 'pending'] as const) {
      expect(await updateReservationStatus({ id: reservation.id, status })).toMatchObject({ ok: true });
    }
    expect(fake.sessions.get(sessionId)?.status).toBe('open');
    expect((await stored(reservation.id)).checkoutState).toBe('open');
  });

  it('a session paid just before the cancellation: Stripe refuses to expire it, the webhook records the payment to refund', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { reservation, sessionId } = await onStripePage();
    const paid = fake.pay(sessionId); // the webhook of this payment has not arrived yet
    const result = await updateReservationStatus({ id: reservation.id, status: 'cancelled' });
    expect(result).toMatchObject({ ok: true, data: { status: 'cancelled' } });
    expect(warned).toHaveBeenCalledTimes(1);
    warned.mockRestore();
    expect(fake.sessions.get(sessionId)?.status).toBe('complete');
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'cancelled', checkoutState: 'open' });

    // The existing paid-after-cancel path: recorded on the cancelled booking, the operator told to refund.
    expect((await deliverCompleted(paid)).status).toBe(200);
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'cancelled', checkoutState: 'paid' });
    const sent = (await mockStore.listNotifications(1000)).filter((n) => n.reservationId === reservation.id);
    expect(sent.map((n) => n.subject)).toContainEqual(
      expect.stringMatching(/^Paiement reçu — réservation annulée, à rembourser HM-/),
    );
  });

  it('a session that had expired already: recorded as expired, no error', async () => {
    const logged = jest.spyOn(console, 'error');
    const { reservation, sessionId } = await onStripePage();
    fake.expire(sessionId);
    expect(await updateReservationStatus({ id: reservation.id, status: 'cancelled' })).toMatchObject({
      ok: true,
    });
    expect(await stored(reservation.id)).toMatchObject({
      paymentStatus: 'cancelled',
      checkoutState: 'expired',
    });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('Stripe unreachable: the cancellation is stored all the same, the failure logged without the session id', async () => {
    const { reservation, sessionId } = await onStripePage();
    const lines = await whileStripeDown(async () => {
      const result = await updateReservationStatus({ id: reservation.id, status: 'cancelled' });
      expect(result).toMatchObject({ ok: true, data: { status: 'cancelled' } });
    });
    expect(lines).toContain(reservation.bookingRef);
    expect(lines).not.toContain(sessionId);
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'cancelled', checkoutState: 'open' });
    // Cancelling again, once Stripe answers, closes the page.
    expect(await updateReservationStatus({ id: reservation.id, status: 'cancelled' })).toMatchObject({
      ok: true,
    });
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
  });

  it('a Stripe error on expire never escapes (expireCheckoutOfCancelled never throws)', async () => {
    const { reservation, sessionId } = await onStripePage();
    await mockStore.updatePaymentStatus(reservation.id, 'cancelled');
    fake.sessions.delete(sessionId); // Stripe answers 404 for it
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { outcome } = await expireCheckoutOfCancelled(await stored(reservation.id));
    expect(outcome).toBe('failed');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('nothing to close: a booking not cancelled, or without an open session', async () => {
    const { reservation } = await onStripePage();
    expect((await expireCheckoutOfCancelled(await stored(reservation.id))).outcome).toBe('none');
    await mockStore.updatePaymentStatus(reservation.id, 'cancelled');
    await mockStore.markCheckoutState(reservation.id, 'failed');
    expect((await expireCheckoutOfCancelled(await stored(reservation.id))).outcome).toBe('none');
  });
});

describe('the operator deletes a request while the customer is on the payment page', () => {
  it('the page is closed first: the request is gone and Stripe refuses the payment', async () => {
    const { reservation, sessionId } = await onStripePage();
    expect(await deleteReservation({ id: reservation.id })).toEqual({
      ok: true,
      data: { id: reservation.id },
    });
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    expect(await mockStore.getReservation(reservation.id)).toBeNull();
    // A payment here would have matched no booking: charged, and recorded nowhere.
    expect(await payOnOpenPage(sessionId)).toBe(410);
  });

  it('Stripe unreachable: nothing is deleted, and the operator is told why', async () => {
    const { reservation, sessionId } = await onStripePage();
    await whileStripeDown(async () => {
      expect(await deleteReservation({ id: reservation.id })).toEqual({
        ok: false,
        error: `La page de paiement en ligne de ${reservation.bookingRef} n’a pas pu être fermée chez Stripe\u00a0: rien n’est supprimé. Réessayez dans quelques minutes (la page expire d’elle-même au plus tard 31 minutes après son ouverture).`,
      });
    });
    expect(await stored(reservation.id)).toMatchObject({ checkoutState: 'open' });
    expect(fake.sessions.get(sessionId)?.status).toBe('open');
  });

  it('paid that very moment: nothing is deleted, the payment is recorded on the request', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { reservation, sessionId } = await onStripePage();
    const paid = fake.pay(sessionId);
    expect(await deleteReservation({ id: reservation.id })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Le client vient de payer HM-\w+ en ligne\u00a0: rien n’est supprimé\./),
    });
    warned.mockRestore();
    expect((await deliverCompleted(paid)).status).toBe(200);
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'paid', checkoutState: 'paid' });
  });
});

describe('the rules are read again after the Stripe call', () => {
  it('a request confirmed in another window while Stripe closed its page is not deleted', async () => {
    const { reservation } = await onStripePage();
    const mark = mockStore.markCheckoutState.bind(mockStore);
    const confirmedMeanwhile = jest
      .spyOn(mockStore, 'markCheckoutState')
      .mockImplementation(async (id, state) => {
        await mockStore.updatePaymentStatus(id, 'paid'); // the other window, during the Stripe call
        return mark(id, state);
      });
    try {
      expect(await deleteReservation({ id: reservation.id })).toEqual({
        ok: false,
        error:
          'Cette réservation a changé entre-temps (un paiement, une autre fenêtre)\u00a0: rechargez la page pour voir son état, puis réessayez.',
      });
    } finally {
      confirmedMeanwhile.mockRestore();
    }
    expect(await stored(reservation.id)).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('a booking confirmed by hand while its payment page was open', () => {
  it('the page closed at Stripe is recorded: the booking no longer reads « Paiement en cours »', async () => {
    const { reservation, sessionId } = await onStripePage();
    expect(await updateReservationStatus({ id: reservation.id, status: 'paid' })).toMatchObject({ ok: true });
    const { outcome, reservation: after } = await expireOpenCheckout(await stored(reservation.id));
    expect(outcome).toBe('expired');
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    expect(after).toMatchObject({ paymentStatus: 'paid', checkoutState: 'expired' });
    // Nothing left to close: a later cancellation or erasure does not ask Stripe again (nor fail while it is down).
    expect(hasOpenCheckout(await stored(reservation.id))).toBe(false);
  });
});
