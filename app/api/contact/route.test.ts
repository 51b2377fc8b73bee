// The public edges of a throttled form, attacked through the real route handler on a real (PGlite) database:
// parallel bursts, rotating address headers, foreign origins.
import { createHash } from 'node:crypto';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { getStore } from '@/lib/db';
import { PEER_IP_HEADER, PEER_IP_MARKER } from '@/lib/requests/client-ip';
import { DEFAULT_THROTTLE } from '@/lib/requests';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/requests/api-policy';
import { POST } from './route';

jest.mock('@/lib/db', () => ({ getStore: jest.fn() }));

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
  jest.mocked(getStore).mockResolvedValue(store);
});
afterAll(async () => {
  await store.close();
});

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
  delete (globalThis as Record<symbol, unknown>)[PEER_IP_MARKER];
});

function contact(headers: Record<string, string>, message = 'Transfert Orly samedi'): Request {
  return new Request('http://localhost:3000/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      requestId: crypto.randomUUID(),
      name: 'Camille Martin',
      email: 'camille@example.fr',
      phone: '',
      message,
    }),
  });
}

async function storedWith(message: string): Promise<number> {
  const { rows } = await store.sql.query<{ n: number | string }>(
    'select count(*) as n from public.reservations where message = $1',
    [message],
  );
  return Number(rows[0]?.n ?? 0);
}

describe('POST /api/contact under attack', () => {
  it('30 parallel submissions from one client → at most the limit stored, the rest 429', async () => {
    const message = 'Rafale parallèle';
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => POST(contact({ 'x-real-ip': '203.0.113.200' }, message))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_THROTTLE.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - DEFAULT_THROTTLE.limit);
    expect(await storedWith(message)).toBe(DEFAULT_THROTTLE.limit);
  });

  it('reached directly (TRUSTED_PROXY=none): rotating X-Real-IP / X-Forwarded-For still gets 429', async () => {
    process.env.TRUSTED_PROXY = 'none';
    (globalThis as Record<symbol, unknown>)[PEER_IP_MARKER] = true; // as server.mjs does
    const message = 'Rotation directe';
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_THROTTLE.limit + 3; i += 1) {
      const response = await POST(
        contact(
          {
            [PEER_IP_HEADER]: '192.0.2.50', // the TCP peer, set by the server: always the same attacker
            'x-real-ip': `198.51.100.${i}`,
            'x-forwarded-for': `198.18.0.${i}, 198.19.0.${i}`,
            'x-vercel-forwarded-for': `198.20.0.${i}`,
          },
          message,
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, DEFAULT_THROTTLE.limit).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(DEFAULT_THROTTLE.limit)).toEqual([429, 429, 429]);
    expect(await storedWith(message)).toBe(DEFAULT_THROTTLE.limit);
  });

  it('behind one proxy (hops:1): rotating the client-written part of X-Forwarded-For still gets 429', async () => {
    process.env.TRUSTED_PROXY = 'hops:1';
    const message = 'Rotation derrière le proxy';
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_THROTTLE.limit + 2; i += 1) {
      // nginx appends the address it saw (192.0.2.60) to whatever the client wrote.
      const response = await POST(
        contact({ 'x-forwarded-for': `10.${i}.0.1, 192.0.2.60`, 'x-real-ip': `10.0.${i}.1` }, message),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(DEFAULT_THROTTLE.limit)).toEqual([429, 429]);
    expect(await storedWith(message)).toBe(DEFAULT_THROTTLE.limit);
  });

  it('IPv6: rotating addresses inside one /64 still gets 429', async () => {
    const message = 'Rotation IPv6';
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_THROTTLE.limit + 1; i += 1) {
      const response = await POST(
        contact({ 'x-real-ip': `2001:db8:77:1::${(i + 1).toString(16)}` }, message),
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(await storedWith(message)).toBe(DEFAULT_THROTTLE.limit);
  });

  it('a foreign Origin → 403 in French, nothing stored; the site origin passes', async () => {
    const message = 'Depuis un autre site';
    const refused = await POST(
      contact({ origin: 'https://evil.example', 'x-real-ip': '192.0.2.70' }, message),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        title: 'Requête refusée',
        message:
          'Cette demande ne provient pas du site Harmony Move. Rechargez la page du site et réessayez.',
      },
    });
    expect(await storedWith(message)).toBe(0);
    const accepted = await POST(
      contact({ origin: 'http://localhost:3000', 'x-real-ip': '192.0.2.70' }, message),
    );
    expect(accepted.status).toBe(201);
  });
});

describe('POST /api/contact from the plain form, without JavaScript', () => {
  const formPost = (fields: Record<string, string>, ip: string) =>
    new Request('http://localhost:3000/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': ip },
      body: new URLSearchParams(fields).toString(),
    });

  it('stores the request (request id made by the server) and sends the browser on to WhatsApp (303)', async () => {
    const message = 'Sans JavaScript, vers Orly';
    const response = await POST(
      formPost({ name: 'Noé', email: 'noe@example.fr', phone: '', message, website: '' }, '203.0.113.71'),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.host).toBe('wa.me');
    expect(location.searchParams.get('text')).toContain(message);
    expect(await storedWith(message)).toBe(1);
  });

  it('a refusal is a French HTML page naming the field, nothing stored', async () => {
    const message = 'Sans JavaScript, e-mail faux';
    const response = await POST(
      formPost({ name: 'Noé', email: 'pas-un-email', message, website: '' }, '203.0.113.72'),
    );
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<li>E-mail\u00a0: Adresse e-mail invalide.</li>');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('<html lang="fr">');
    // Its one inline style is the one the API policy allows by hash (next.config.ts).
    const style = /<style>(.*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(API_CONTENT_SECURITY_POLICY).toContain(`style-src 'sha256-${hash}'`);
    expect(await storedWith(message)).toBe(0);
  });

  it('from the English page: the refusal page is English, named fields and way back included', async () => {
    const message = 'No JavaScript, wrong e-mail';
    const response = await POST(
      formPost({ name: 'Noé', email: 'not-an-email', message, website: '', locale: 'en' }, '203.0.113.73'),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<li>E-mail: Invalid e-mail address.</li>');
    expect(html).toContain('<a href="/en/contact">Back to the form</a>');
    expect(html).toContain('Write to us on WhatsApp');
    expect(html).not.toMatch(/Retour|Revenez|Adresse e-mail invalide/);
    expect(await storedWith(message)).toBe(0);
  });

  it('an unreadable body is refused in the language of the page that posted it (its Referer)', async () => {
    const request = new Request('http://localhost:3000/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-real-ip': '203.0.113.74',
        'content-length': String(10 * 1024 * 1024),
        referer: 'http://localhost:3000/en/contact',
      },
      body: 'message=' + 'x'.repeat(64),
    });
    const response = await POST(request);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('The request is too large.');
    expect(html).toContain('<a href="/en/contact">Back to the form</a>');
  });
});
