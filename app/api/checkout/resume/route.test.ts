import { UnavailableError } from '@/lib/db/errors';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { startCheckout } from '@/lib/payments/checkout';
import { canPayByCardNow, cancelledPaymentFor, requestOfToken } from '@/lib/payments/resume';
import { storedReservation } from '@/lib/testing/reservation';
import { POST } from './route';

let mockStore: TestStore;
jest.mock('@/lib/db', () => ({ getStore: async () => mockStore }));
jest.mock('@/lib/payments/checkout', () => ({ startCheckout: jest.fn() }));
jest.mock('@/lib/payments/resume', () => ({
  ...jest.requireActual('@/lib/payments/resume'),
  cancelledPaymentFor: jest.fn(),
  canPayByCardNow: jest.fn(() => true),
  requestOfToken: jest.fn(async () => null),
}));

const REQUEST = { bookingRef: 'HM-X6O0V', locale: 'fr' } as never;
const resume = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost:3000/api/checkout/resume', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    }),
  );

describe('POST /api/checkout/resume', () => {
  beforeAll(async () => {
    mockStore = await createTestStore({ seed: false });
  });
  afterAll(async () => {
    await mockStore.close();
  });
  beforeEach(() => jest.mocked(startCheckout).mockReset());

  it('sends the customer to Stripe’s page for the stored request', async () => {
    jest.mocked(cancelledPaymentFor).mockResolvedValue(REQUEST);
    jest
      .mocked(startCheckout)
      .mockResolvedValue({ url: 'https://checkout.stripe.test/c/cs_1', sessionId: 'cs_1' });
    const response = await resume('demande=HM-X6O0V.signature&price=1');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('https://checkout.stripe.test/c/cs_1');
    expect(cancelledPaymentFor).toHaveBeenCalledWith('HM-X6O0V.signature');
  });

  it('comes back to the cancelled payment’s page, with the error, when Stripe cannot be reached', async () => {
    jest.mocked(cancelledPaymentFor).mockResolvedValue(REQUEST);
    jest.mocked(startCheckout).mockRejectedValue(new Error('Stripe down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await resume('demande=HM-X6O0V.signature');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(
      /\/reservation\?paiement=annule&demande=HM-X6O0V\.[\w-]{22}&erreur=1$/,
    );
  });

  it('sends anything not payable (forged, paid, empty, oversized) to the wizard, never a 500', async () => {
    jest.mocked(cancelledPaymentFor).mockResolvedValue(null);
    for (const body of ['demande=HM-AAAAA.forged', '', 'x'.repeat(5000)]) {
      const response = await resume(body);
      expect(response.status).toBe(303);
      expect(new URL(response.headers.get('Location')!).pathname).toBe('/reservation');
    }
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('the request unreadable (the database down): back to its page with the error, never the empty wizard', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(cancelledPaymentFor).mockRejectedValueOnce(new UnavailableError(new Error('ECONNREFUSED')));
    const response = await resume('demande=HM-X6O0V.signature');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(
      /\/reservation\?paiement=annule&demande=HM-X6O0V\.signature&erreur=1$/,
    );
    jest.mocked(cancelledPaymentFor).mockResolvedValueOnce(null);
    jest.mocked(requestOfToken).mockRejectedValueOnce(new UnavailableError(new Error('ECONNREFUSED')));
    const english = {
      referer: 'http://localhost:3000/en/booking?paiement=annule&demande=HM-X6O0V.signature',
    };
    const fromEnglish = await resume('demande=HM-X6O0V.signature', english);
    expect(new URL(fromEnglish.headers.get('Location')!).pathname).toBe('/en/booking');
    expect(new URL(fromEnglish.headers.get('Location')!).searchParams.get('erreur')).toBe('1');
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('from the English page: an unknown token goes to the English wizard; an erased English request too', async () => {
    jest.mocked(cancelledPaymentFor).mockResolvedValue(null);
    const english = { referer: 'http://localhost:3000/en/booking?paiement=annule&demande=HM-AAAAA.forged' };
    const response = await resume('demande=HM-AAAAA.forged', english);
    expect(new URL(response.headers.get('Location')!).pathname).toBe('/en/booking');
    // Known, English, no longer payable nor shown (anonymised while its page was open), posted without a Referer.
    jest.mocked(requestOfToken).mockResolvedValueOnce({ bookingRef: 'HM-X6O0V', locale: 'en' } as never);
    const erased = await resume('demande=HM-X6O0V.signature');
    expect(new URL(erased.headers.get('Location')!).pathname).toBe('/en/booking');
  });

  it('a request paid or cancelled since the page was shown: back to its page, which says so', async () => {
    jest.mocked(cancelledPaymentFor).mockResolvedValue(null);
    for (const since of [
      { paymentStatus: 'paid', checkoutState: 'paid', paymentMethod: 'online' },
      { paymentStatus: 'cancelled' },
    ] as const) {
      jest
        .mocked(requestOfToken)
        .mockResolvedValueOnce(storedReservation({ bookingRef: 'HM-X6O0V', ...since }));
      const response = await resume('demande=HM-X6O0V.signature');
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toMatch(
        /\/reservation\?paiement=annule&demande=HM-X6O0V\.[\w-]{22}$/,
      );
    }
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('never opens a payment page once the card is closed (under 24 hours): back to the page, WhatsApp only', async () => {
    jest.mocked(cancelledPaymentFor).mockResolvedValue(REQUEST);
    jest.mocked(canPayByCardNow).mockReturnValueOnce(false);
    const response = await resume('demande=HM-X6O0V.signature');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(
      /\/reservation\?paiement=annule&demande=HM-X6O0V\.[\w-]{22}$/,
    );
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('asks Stripe 10 times in 10 minutes per client at most: then back to the page with the error, Stripe not asked', async () => {
    jest.mocked(cancelledPaymentFor).mockResolvedValue(REQUEST);
    jest
      .mocked(startCheckout)
      .mockResolvedValue({ url: 'https://checkout.stripe.test/c/cs_1', sessionId: 'cs_1' });
    // A fresh database: the tests above asked Stripe as the same client.
    await mockStore.close();
    mockStore = await createTestStore({ seed: false });
    const locations: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      locations.push((await resume('demande=HM-X6O0V.signature')).headers.get('Location') ?? '');
    }
    expect(startCheckout).toHaveBeenCalledTimes(10);
    expect(locations[10]).toMatch(/\/reservation\?paiement=annule&demande=HM-X6O0V\.[\w-]{22}&erreur=1$/);
  });

  it('refuses a post from another site', async () => {
    const response = await resume('demande=HM-X6O0V.signature', { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        title: 'Requête refusée',
        message:
          'Cette demande ne provient pas du site Harmony Move. Rechargez la page du site et réessayez.',
      },
    });
    // From an English page, in English (the shape every public refusal has: lib/requests/errors.ts).
    const english = await resume('demande=HM-X6O0V.signature', {
      origin: 'https://evil.example',
      referer: 'http://localhost:3000/en/booking?paiement=annule',
    });
    expect(await english.json()).toEqual({
      error: {
        title: 'Request refused',
        message:
          "This request does not come from the Harmony Move website. Reload the site's page and try again.",
      },
    });
  });
});
