import { z } from 'zod';
import { ConflictError, UnavailableError } from '@/lib/db/errors';
import type { ReservationInput, Reservation } from '@/lib/db/types';
import {
  clientIp,
  createReservationWithRef,
  enforceThrottle,
  errorResponse,
  isHoneypotFilled,
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
  it.each([
    [{ 'x-real-ip': '203.0.113.7' }, '203.0.113.7'],
    [{ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }, '203.0.113.9'],
    [{ 'x-forwarded-for': '2001:db8::1' }, '2001:db8::1'],
    [{ 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }, '203.0.113.7'],
    [{ 'x-forwarded-for': '<script>' }, 'unknown'],
    [{ 'x-real-ip': 'not an ip', 'x-forwarded-for': '1.2.3.4, evil' }, 'unknown'],
    [{}, 'unknown'],
  ])('%j → %s', (headers, expected) => {
    expect(clientIp(new Headers(headers))).toBe(expected);
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
    async recordThrottleHit(bucket: string, ip: string, at: Date) {
      hits.push({ bucket, ip, at });
    },
    async countThrottleHits(bucket: string, ip: string, since: Date) {
      return hits.filter((h) => h.bucket === bucket && h.ip === ip && h.at >= since).length;
    },
  };
}

describe('enforceThrottle', () => {
  const rule = { limit: 3, windowMs: 60_000 };
  const t0 = new Date('2026-01-10T10:00:00Z');

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
    const request = post('{}', { 'x-forwarded-for': '9.9.9.9' });
    await rejectSpam({ request, body: { website: '' }, store, bucket: 'b', now: new Date() });
    expect(store.hits).toEqual([expect.objectContaining({ bucket: 'b', ip: '9.9.9.9' })]);
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
      expect.objectContaining({ status: 422, message: 'Nom requis.', field: 'name' }),
    );
  });

  it('gives zod defaults in French for hostile types', () => {
    try {
      parseInput(schema, { name: 'A', passengers: '2' });
      throw new Error('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(RequestError);
      expect((error as RequestError).message).toMatch(/^Entrée invalide/);
      expect((error as RequestError).field).toBe('passengers');
    }
  });
});

describe('errorResponse', () => {
  it('maps a RequestError to its status and shape', async () => {
    const { status, body } = await errorOf(errorResponse(new RequestError(422, 'T', 'M', 'f')));
    expect(status).toBe(422);
    expect(body).toEqual({ error: { title: 'T', message: 'M', field: 'f' } });
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

  it('maps a thrown ZodError to 422', async () => {
    const result = z.object({ a: z.string({ error: 'A requis.' }) }).safeParse({});
    const { status, body } = await errorOf(errorResponse(result.error));
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ message: 'A requis.', field: 'a' });
  });
});

describe('createReservationWithRef', () => {
  const input = { requestId: 'a6f1d2a4-53c2-4c1e-9a3c-2f1f6b0c1d11' } as Omit<ReservationInput, 'bookingRef'>;

  it('retries with a new reference when the reference collides', async () => {
    const refs = ['HM-AAAAA', 'HM-BBBBB'];
    const seen: string[] = [];
    const store = {
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
      async createReservation(): Promise<never> {
        throw new UnavailableError();
      },
    };
    await expect(createReservationWithRef(down, input, () => 'HM-AAAAA')).rejects.toBeInstanceOf(
      UnavailableError,
    );
  });
});
