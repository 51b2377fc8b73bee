import { z } from 'zod';
import { ConflictError, UnavailableError } from '@/lib/db/errors';
import type { ReservationInput, Reservation } from '@/lib/db/types';
import { PEER_IP_MARKER } from './client-ip';
import { parseTrustedProxy } from './trusted-proxy';
import {
  clientIp,
  clientKey,
  controlCharacterPath,
  createReservationWithRef,
  enforceThrottle,
  errorResponse,
  isForeignOrigin,
  isHoneypotFilled,
  PEER_IP_HEADER,
  parseInput,
  readJsonBody,
  rejectSpam,
  RequestError,
  REQUEST_MESSAGES,
  withErrorHandling,
} from '.';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/x', { method: 'POST', body, headers });
}

async function errorOf(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as { error: { title: string; message: string; field?: string } },
  };
}

describe('clientIp', () => {
  const marker = PEER_IP_MARKER as unknown as string;
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[marker];
  });

  it.each([
    [{ 'x-real-ip': '203.0.113.7' }, '203.0.113.7'],
    [{ 'x-vercel-forwarded-for': '198.51.100.1, 10.0.0.1' }, '198.51.100.1'],
    [{ 'x-real-ip': '2001:db8:aa:bb:1:2:3:4' }, '2001:db8:aa:bb::/64'],
    [{ 'x-real-ip': '::ffff:203.0.113.8' }, '203.0.113.8'],
    // Vercel overwrites x-real-ip; an x-forwarded-for is not what it guarantees.
    [{ 'x-forwarded-for': '203.0.113.9' }, 'unknown'],
    [{ 'x-real-ip': '<script>' }, 'unknown'],
    [{}, 'unknown'],
  ])('vercel: %j → %s', (headers, expected) => {
    expect(clientIp(new Headers(headers), { kind: 'vercel' })).toBe(expected);
  });

  it.each([
    [1, '198.51.100.1, 203.0.113.9', '203.0.113.9'],
    [1, 'forged, 203.0.113.9', '203.0.113.9'],
    [2, '203.0.113.5, 10.0.0.2', '203.0.113.5'],
    [2, '1.1.1.1, 203.0.113.5, 10.0.0.2', '203.0.113.5'],
    [2, '10.0.0.2', 'unknown'],
    [1, '2001:db8:1:2::99', '2001:db8:1:2::/64'],
    [1, '1.2.3.4, evil', 'unknown'],
  ])('hops:%d: x-forwarded-for %s → %s', (hops, forwarded, expected) => {
    expect(clientIp(new Headers({ 'x-forwarded-for': forwarded }), { kind: 'hops', hops })).toBe(expected);
  });

  it('none: only the peer address from the production server counts, never a client header', () => {
    const sent = {
      'x-real-ip': '198.51.100.7',
      'x-forwarded-for': '198.51.100.8',
      'x-vercel-forwarded-for': '198.51.100.9',
    };
    // Plain `next start` / `next dev`: no marker, so even x-hm-peer-ip may be the client's: one shared bucket.
    expect(clientIp(new Headers({ ...sent, [PEER_IP_HEADER]: '198.51.100.10' }), { kind: 'none' })).toBe(
      'unknown',
    );
    (globalThis as Record<string, unknown>)[marker] = true;
    expect(clientIp(new Headers({ ...sent, [PEER_IP_HEADER]: '192.0.2.1' }), { kind: 'none' })).toBe(
      '192.0.2.1',
    );
    expect(clientIp(new Headers({ ...sent, [PEER_IP_HEADER]: '::ffff:192.0.2.2' }), { kind: 'none' })).toBe(
      '192.0.2.2',
    );
  });

  it('reads TRUSTED_PROXY from the environment', () => {
    const before = process.env.TRUSTED_PROXY;
    try {
      process.env.TRUSTED_PROXY = 'hops:1';
      expect(clientIp(new Headers({ 'x-real-ip': '1.1.1.1', 'x-forwarded-for': '2.2.2.2' }))).toBe('2.2.2.2');
      process.env.TRUSTED_PROXY = 'vercel';
      expect(clientIp(new Headers({ 'x-real-ip': '1.1.1.1', 'x-forwarded-for': '2.2.2.2' }))).toBe('1.1.1.1');
      process.env.TRUSTED_PROXY = 'none';
      expect(clientIp(new Headers({ 'x-real-ip': '1.1.1.1', 'x-forwarded-for': '2.2.2.2' }))).toBe('unknown');
    } finally {
      process.env.TRUSTED_PROXY = before;
    }
  });
});

describe('clientKey (IPv6 grouped by /64)', () => {
  it.each([
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['10.0.0.256', undefined],
    ['2001:db8::1::2', undefined],
    ['1:2:3:4:5:6:7:8:9', undefined],
    ['', undefined],
  ])('%s → %s', (address, expected) => {
    expect(clientKey(address)).toBe(expected);
  });

  it('two addresses of one /64 share a bucket; another /64 does not', () => {
    expect(clientKey('2001:db8:5:6::1')).toBe(clientKey('2001:db8:5:6:ffff::9'));
    expect(clientKey('2001:db8:5:7::1')).not.toBe(clientKey('2001:db8:5:6::1'));
  });
});

describe('parseTrustedProxy', () => {
  it.each([
    ['none', { kind: 'none' }],
    ['vercel', { kind: 'vercel' }],
    ['hops:1', { kind: 'hops', hops: 1 }],
    [' HOPS:3 ', { kind: 'hops', hops: 3 }],
    ['hops:0', null],
    ['hops:9', null],
    ['true', null],
    ['127.0.0.1', null],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustedProxy(value, false)).toEqual(expected);
  });

  it('defaults to the platform header on Vercel, to the TCP peer elsewhere', () => {
    expect(parseTrustedProxy(undefined, true)).toEqual({ kind: 'vercel' });
    expect(parseTrustedProxy('', false)).toEqual({ kind: 'none' });
  });
});

describe('isForeignOrigin (SITE_URL is http://localhost:3000 in tests)', () => {
  const site = 'http://localhost:3000';
  const request = (headers: Record<string, string>, method = 'POST') =>
    new Request('http://localhost:3000/api/contact', { method, headers });

  it.each([
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'http://localhost:3001' }, true],
    [{ origin: 'https://localhost:3000' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'not a url' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ origin: site }, false],
    [{ origin: site, 'sec-fetch-site': 'same-origin' }, false],
    [{}, false],
  ])('POST %j → foreign %s', (headers, expected) => {
    expect(isForeignOrigin(request(headers), site)).toBe(expected);
  });

  it('does not concern reads', () => {
    expect(isForeignOrigin(request({ origin: 'https://evil.example' }, 'GET'), site)).toBe(false);
  });

  it('withErrorHandling answers 403 with the French message before running the handler', async () => {
    const handler = jest.fn(async () => Response.json({ ok: true }));
    const wrapped = withErrorHandling(handler);
    const refused = await wrapped(post('{}', { origin: 'https://evil.example' }));
    expect(await errorOf(refused)).toEqual({
      status: 403,
      body: {
        error: {
          title: 'Requête refusée',
          message:
            'Cette demande ne provient pas du site Harmony Move. Rechargez la page du site et réessayez.',
        },
      },
    });
    expect(handler).not.toHaveBeenCalled();
    expect((await wrapped(post('{}', { origin: site }))).status).toBe(200);
  });
});

describe('honeypot', () => {
  it.each([
    [{ website: '' }, false],
    [{ website: '   ' }, false],
    [{}, false],
    [null, false],
    ['text', false],
    [{ website: 'http://spam.example' }, true],
    [{ website: 42 }, true],
  ])('%j → %s', (body, expected) => {
    expect(isHoneypotFilled(body)).toBe(expected);
  });
});

function fakeThrottleStore() {
  const hits: { bucket: string; ip: string; at: Date }[] = [];
  return {
    hits,
    async takeThrottleSlot(bucket: string, ip: string, at: Date, since: Date, limit: number) {
      const count = hits.filter((h) => h.bucket === bucket && h.ip === ip && h.at >= since).length;
      if (count >= limit) return false;
      hits.push({ bucket, ip, at });
      return true;
    },
  };
}

const t0 = new Date('2026-01-10T10:00:00Z');

describe('enforceThrottle', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('lets `limit` requests through, then answers 429 with the French message', async () => {
    const store = fakeThrottleStore();
    for (let i = 0; i < 3; i += 1) await enforceThrottle(store, 'quote', '1.2.3.4', t0, rule);
    await expect(enforceThrottle(store, 'quote', '1.2.3.4', t0, rule)).rejects.toMatchObject({
      status: 429,
      message: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
    });
    expect(store.hits).toHaveLength(3);
  });

  it('counts per IP and per bucket, and forgets hits older than the window', async () => {
    const store = fakeThrottleStore();
    for (let i = 0; i < 3; i += 1) await enforceThrottle(store, 'quote', '1.2.3.4', t0, rule);
    await expect(enforceThrottle(store, 'quote', '5.6.7.8', t0, rule)).resolves.toBeUndefined();
    await expect(enforceThrottle(store, 'bookings', '1.2.3.4', t0, rule)).resolves.toBeUndefined();
    const later = new Date(t0.getTime() + 60_001);
    await expect(enforceThrottle(store, 'quote', '1.2.3.4', later, rule)).resolves.toBeUndefined();
  });
});

describe('rejectSpam', () => {
  it('holds the spam limit of docs/product.md#spam-limit: 10 per client in any 10 minutes', async () => {
    const store = fakeThrottleStore();
    const send = (at: Date) =>
      rejectSpam({
        request: post('{}', { 'x-real-ip': '7.7.7.7' }),
        body: { website: '' },
        store,
        bucket: 'bookings',
        now: at,
      });
    for (let i = 0; i < 10; i += 1) await send(t0);
    await expect(send(t0)).rejects.toMatchObject({ status: 429 });
    await expect(send(new Date(t0.getTime() + 10 * 60_000 - 1_000))).rejects.toMatchObject({ status: 429 });
    await expect(send(new Date(t0.getTime() + 10 * 60_000 + 1_000))).resolves.toBeUndefined();
  });

  it('refuses a filled honeypot with 429 without touching the store', async () => {
    const store = fakeThrottleStore();
    const request = post('{}', { 'x-real-ip': '1.1.1.1' });
    await expect(
      rejectSpam({ request, body: { website: 'x' }, store, bucket: 'b', now: new Date() }),
    ).rejects.toMatchObject({ status: 429 });
    expect(store.hits).toHaveLength(0);
  });

  it('records the hit under the client IP', async () => {
    const store = fakeThrottleStore();
    const request = post('{}', { 'x-real-ip': '9.9.9.9' });
    await rejectSpam({ request, body: { website: '' }, store, bucket: 'b', now: new Date() });
    expect(store.hits).toEqual([expect.objectContaining({ bucket: 'b', ip: '9.9.9.9' })]);
  });
});

describe('controlCharacterPath (the shared rule of every body)', () => {
  it('gives the full path of the first offending string or key, below the given prefix', () => {
    const body = {
      name: 'Camille',
      stops: [{ label: 'Orly' }, { label: 'Gare\u0000de Lyon' }],
      message: 'Bonjour,\r\n\tdeux lignes',
    };
    expect(controlCharacterPath(body)).toEqual(['stops', 1, 'label']);
    expect(controlCharacterPath(body, ['draft'])).toEqual(['draft', 'stops', 1, 'label']);
    expect(controlCharacterPath({ a: { ['k\u0007']: 1 } })).toEqual(['a', 'k\u0007']);
  });

  it('allows line breaks only in multi-line fields, at any depth, and passes a clean body', () => {
    expect(controlCharacterPath({ items: [{ notes: 'a\nb' }] })).toBeNull();
    expect(controlCharacterPath({ items: [{ title: 'a\nb' }] })).toEqual(['items', 0, 'title']);
    expect(controlCharacterPath(['a\nb'], ['message'])).toEqual(['message', 0]);
    expect(controlCharacterPath('a\nb', ['message'])).toBeNull();
    expect(controlCharacterPath({ a: 1, b: [true, null, 'ok'], c: { d: 'é — ok' } })).toBeNull();
  });
});

describe('readJsonBody', () => {
  it('parses JSON', async () => {
    await expect(readJsonBody(post('{"a":1}'))).resolves.toEqual({ a: 1 });
  });

  it.each([['{not json'], [''], ['\u0000']])('answers 400 for malformed body %j', async (raw) => {
    await expect(readJsonBody(post(raw))).rejects.toMatchObject({ status: 400 });
  });

  it('answers 400 for invalid UTF-8', async () => {
    await expect(readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22])))).rejects.toMatchObject({
      status: 400,
    });
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(2000) });
    await expect(readJsonBody(post(big), 1000)).rejects.toMatchObject({
      status: 400,
      message: REQUEST_MESSAGES.tooLarge.message,
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(200)));
        controller.close();
      },
    });
    const streamed = new Request('http://localhost/api/x', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expect(readJsonBody(streamed, 1000)).rejects.toMatchObject({ status: 400 });
  });

  it('answers 400 when there is no body', async () => {
    await expect(readJsonBody(post(null))).rejects.toMatchObject({ status: 400 });
  });
});

describe('parseInput', () => {
  const schema = z.object({
    name: z.string().min(1, 'Nom requis.'),
    passengers: z.number().int().min(1),
  });

  it('returns the parsed data', () => {
    expect(parseInput(schema, { name: 'A', passengers: 2 })).toEqual({ name: 'A', passengers: 2 });
  });

  it('uses the schema message and the field path', () => {
    expect(() => parseInput(schema, { name: '', passengers: 2 })).toThrow(
      expect.objectContaining({ status: 422, message: 'Nom requis.', fields: { name: 'Nom requis.' } }),
    );
  });

  it('gives zod defaults in French for hostile types', () => {
    try {
      parseInput(schema, { name: 'A', passengers: '2' });
      throw new Error('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(RequestError);
      expect((error as RequestError).message).toMatch(/^Entrée invalide/);
      expect(Object.keys((error as RequestError).fields ?? {})).toEqual(['passengers']);
    }
  });

  it('gives them in English to a body that says locale en (an English page, or a client that says so)', () => {
    const english = z.object({ locale: z.literal('en'), passengers: z.number().int().min(1) });
    expect(() => parseInput(english, { locale: 'en', passengers: '2' })).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^Invalid input: expected number/) }),
    );
    expect(() => parseInput(english, { locale: 'en', passengers: 2, extra: 1 })).not.toThrow();
  });
});

describe('errorResponse', () => {
  it('maps a RequestError to its status and shape', async () => {
    const { status, body } = await errorOf(errorResponse(new RequestError(422, 'T', 'M', 'f')));
    expect(status).toBe(422);
    expect(body).toEqual({ error: { title: 'T', message: 'M', fields: { f: 'M' } } });
  });

  it('maps UnavailableError to 503 in French', async () => {
    const { status, body } = await errorOf(errorResponse(new UnavailableError()));
    expect(status).toBe(503);
    expect(body.error.message).toBe(REQUEST_MESSAGES.unavailable.message);
  });

  it('never answers 500, even for an unexpected throw', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = withErrorHandling(async () => {
      throw new TypeError('boom');
    });
    const response = await handler(post('{}'));
    expect(response.status).toBe(503);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('answers an English page in English when the body says no language (the quote, the places)', async () => {
    const handler = withErrorHandling(async () => {
      throw new RequestError(
        422,
        'Adresses invalides',
        'Choisissez une adresse proposée dans la liste.',
        'departurePlaceRef',
      );
    });
    const english = await errorOf(await handler(post('{}', { referer: 'http://localhost/en/booking' })));
    expect(english.status).toBe(422);
    expect(english.body).toEqual({
      error: {
        title: 'Invalid addresses',
        message: 'Choose an address from the list.',
        fields: { departurePlaceRef: 'Choose an address from the list.' },
      },
    });
    const french = await errorOf(await handler(post('{}', { referer: 'http://localhost/reservation' })));
    expect(french.body.error.message).toBe('Choisissez une adresse proposée dans la liste.');
  });

  it('maps a thrown ZodError to 422', async () => {
    const result = z.object({ a: z.string({ error: 'A requis.' }) }).safeParse({});
    const { status, body } = await errorOf(errorResponse(result.error));
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ message: 'A requis.', fields: { a: 'A requis.' } });
  });
});

describe('createReservationWithRef', () => {
  const input = {
    requestId: 'a6f1d2a4-53c2-4c1e-9a3c-2f1f6b0c1d11',
    channel: 'contact',
    fullName: 'Marc Dubois',
    email: 'marc@example.fr',
    message: 'Bonjour',
  } as Omit<ReservationInput, 'bookingRef'>;
  /** Only a replayed request may change its payment method. */
  const notReplayed = async (): Promise<never> => {
    throw new Error('payOnBoardInstead sans rejeu');
  };
  /** The acknowledgement caps always let these requests' « Demande reçue » go (lib/requests/acknowledgement-cap.ts). */
  const takeThrottleSlot = async () => true;

  it('retries with a new reference when the reference collides', async () => {
    const refs = ['HM-AAAAA', 'HM-BBBBB'];
    const seen: string[] = [];
    const store = {
      payOnBoardInstead: notReplayed,
      takeThrottleSlot,
      async createReservation(i: ReservationInput) {
        seen.push(i.bookingRef);
        if (i.bookingRef === 'HM-AAAAA')
          throw new ConflictError('Réservation', 'reservations_booking_ref_key');
        return { reservation: { bookingRef: i.bookingRef } as Reservation, created: true };
      },
    };
    const result = await createReservationWithRef(store, input, () => refs.shift() ?? 'HM-ZZZZZ');
    expect(seen).toEqual(['HM-AAAAA', 'HM-BBBBB']);
    expect(result.reservation.bookingRef).toBe('HM-BBBBB');
  });

  it('gives up after a few collisions and rethrows other errors at once', async () => {
    let calls = 0;
    const conflicting = {
      payOnBoardInstead: notReplayed,
      takeThrottleSlot,
      async createReservation(): Promise<never> {
        calls += 1;
        throw new ConflictError('Réservation');
      },
    };
    await expect(createReservationWithRef(conflicting, input, () => 'HM-AAAAA')).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(calls).toBe(5);
    const down = {
      payOnBoardInstead: notReplayed,
      takeThrottleSlot,
      async createReservation(): Promise<never> {
        throw new UnavailableError();
      },
    };
    await expect(createReservationWithRef(down, input, () => 'HM-AAAAA')).rejects.toBeInstanceOf(
      UnavailableError,
    );
  });
});
