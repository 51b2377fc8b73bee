// POST /api/checkout against the fake Stripe API: the server's price, stored before Stripe, idempotent, never 5xx.
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { wizardDraft } from '@/lib/testing/wizard-draft';
import { startFakeStripe, type FakeStripe } from '@/e2e/fake-stripe/fake-stripe.mjs';

let store: TestStore;
jest.mock('@/lib/db', () => ({ getStore: async () => store }));
jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

// Imported after the mocks.
import { POST } from './route';
import { POST as quotePOST } from '../quote/route';

const SITE_URL = 'http://localhost:3998';
let fake: FakeStripe;

const draft = wizardDraft;

let ipCounter = 0;
function post(body: unknown): Request {
  ipCounter += 1;
  return new Request('http://localhost/api/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `203.0.113.${ipCounter % 250}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function useStripe(port: number | null): void {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: port === null ? '' : 'sk_test_fake_checkout_suite',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port ?? 1),
    STRIPE_API_PROTOCOL: 'http',
    SITE_URL,
  });
  resetServerEnvForTests();
}

beforeAll(async () => {
  [store, fake] = await Promise.all([createTestStore({ seed: false }), startFakeStripe()]);
});

beforeEach(() => useStripe(fake.port));

afterAll(async () => {
  await Promise.all([store.close(), fake.close()]);
});

interface CheckoutAnswer {
  bookingRef: string;
  url: string;
}

describe('POST /api/checkout', () => {
  it('charges the trip between the places the server resolved, whatever coordinates the browser sends', async () => {
    // Chartres → Gare du Nord (per km, ≈ 80 km) with both ends forged to Dourdan, a few hundred metres apart.
    const trip = {
      departurePlaceRef: 'catalogue:chartres',
      destinationPlaceRef: 'catalogue:paris-gare-du-nord',
    };
    const forged = {
      departureLat: 48.529,
      departureLng: 2.0113,
      destinationLat: 48.5322,
      destinationLng: 2.0119,
    };
    const quoted = await quotePOST(
      new Request('http://localhost/api/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...trip, vehicleType: 'berline' }),
      }),
    );
    const { quote } = (await quoted.json()) as { quote: { totalPrice: number } };
    const response = await POST(
      post(draft({ ...trip, ...forged, departureAddress: 'Dourdan', destinationAddress: 'Dourdan' })),
    );
    expect(response.status).toBe(201);
    const json = (await response.json()) as CheckoutAnswer;
    const session = fake.sessions.get(json.url.split('/pay/')[1] ?? '');
    expect(session?.amount_total).toBe(quote.totalPrice);
    // 80 km at 2 € HT/km is far above the Dourdan-area minimum the forged coordinates would give.
    expect(quote.totalPrice).toBeGreaterThan(15_000);
    const reservation = await store.getReservationByBookingRef(json.bookingRef);
    expect(reservation?.pickupLocation).toBe('Chartres, 28000 Chartres');
  });

  it("opens a session for the server's total, whatever price the browser sends, after storing the booking", async () => {
    const body = draft({
      price: 1,
      totalPrice: 1,
      estimatedPrice: 1,
      priceCents: 1,
      quote: { totalPrice: 1 },
    });
    const response = await POST(post(body));
    expect(response.status).toBe(201);
    const json = (await response.json()) as CheckoutAnswer;
    const sessionId = json.url.split('/pay/')[1] ?? '';
    const session = fake.sessions.get(sessionId);
    // Orly → Paris in the berline: the fixed fare (60 €), not the 0,01 € the browser claimed.
    expect(session?.amount_total).toBe(6000);
    expect(session?.currency).toBe('eur');
    expect(session?.line_items_data[0]?.unit_amount).toBe(6000);
    expect(session?.customer_email).toBe('camille@example.fr');
    expect(session?.metadata.booking_ref).toBe(json.bookingRef);
    expect(session?.success_url).toBe(
      `${SITE_URL}/reservation?payment_status=success&session_id={CHECKOUT_SESSION_ID}&booking_ref=${json.bookingRef}`,
    );
    // « Annuler » comes back to the stored request (lib/payments/resume.ts), with a token of its own purpose.
    expect(session?.cancel_url).toMatch(
      new RegExp(`^${SITE_URL}/reservation\\?paiement=annule&demande=${json.bookingRef}\\.[\\w-]{22}$`),
    );

    const reservation = await store.getReservationByBookingRef(json.bookingRef);
    expect(reservation).toMatchObject({
      channel: 'wizard',
      paymentStatus: 'pending',
      paymentMethod: 'online',
      checkoutState: 'open',
      stripeSessionId: sessionId,
      priceCents: 6000,
      requestId: body.requestId,
    });
    expect(session?.metadata.reservation_id).toBe(reservation?.id);
  });

  it('the same request twice (double click) stores one booking and reuses one session', async () => {
    const body = draft();
    const first = (await (await POST(post(body))).json()) as CheckoutAnswer;
    const again = await POST(post(body));
    expect(again.status).toBe(200);
    const second = (await again.json()) as CheckoutAnswer;
    expect(second).toEqual(first);
  });

  it('a paid booking sent again goes to its confirmation, never to a second payment', async () => {
    const body = draft();
    const first = (await (await POST(post(body))).json()) as CheckoutAnswer;
    const sessionId = first.url.split('/pay/')[1] ?? '';
    fake.pay(sessionId);
    const again = (await (await POST(post(body))).json()) as CheckoutAnswer;
    expect(again.url).toBe(
      `${SITE_URL}/reservation?payment_status=success&session_id=${sessionId}&booking_ref=${first.bookingRef}`,
    );
    expect((await store.getReservationByBookingRef(first.bookingRef))?.paymentStatus).toBe('paid');
  });

  it('an invalid draft → 422 with the French message and no session', async () => {
    const sessions = fake.sessions.size;
    const response = await POST(post(draft({ acceptTerms: false, totalPrice: 1 })));
    expect(response.status).toBe(422);
    const json = (await response.json()) as { error: { message: string } };
    expect(json.error.message).toMatch(/[A-Za-zÀ-ÿ]/);
    expect(fake.sessions.size).toBe(sessions);
  });

  it('garbage bodies → 4xx, never 5xx', async () => {
    for (const body of ['{ pas du json', '[]', 'null', JSON.stringify({ vehicleType: 'berline' })]) {
      const response = await POST(post(body));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('without STRIPE_SECRET_KEY → 503 and nothing stored', async () => {
    useStripe(null);
    const body = draft();
    const response = await POST(post(body));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      PAYMENT_MESSAGES.checkoutDisabled,
    );
    const { rows } = await store.sql.query<{ n: number }>(
      'select count(*)::int as n from public.reservations where request_id = $1',
      [body.requestId],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('Stripe unreachable → 503 with the French message; the booking stays stored for the operator', async () => {
    const down = await startFakeStripe();
    await down.close();
    useStripe(down.port);
    const body = draft();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await POST(post(body));
    logged.mockRestore();
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      PAYMENT_MESSAGES.checkoutUnavailable,
    );
    const { rows } = await store.sql.query<{ payment_status: string; stripe_session_id: string | null }>(
      'select payment_status, stripe_session_id from public.reservations where request_id = $1',
      [body.requestId],
    );
    expect(rows).toEqual([{ payment_status: 'pending', stripe_session_id: null }]);
  });
});
