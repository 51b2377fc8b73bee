import { createTestStore, type TestStore } from '@/lib/db/testing';
import { errorResponse } from './errors';
import { businessRequest, contactRequest } from './message';
import { runRequest, type RequestKind } from './pipeline';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

function post(body: unknown, ip = '203.0.113.7'): Request {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': ip },
    body: JSON.stringify(body),
  });
}

async function call<I>(kind: RequestKind<I>, body: unknown, ip?: string) {
  try {
    return await runRequest(kind, post(body, ip), { store });
  } catch (error) {
    return errorResponse(error);
  }
}

describe('contact request', () => {
  it('stores a contact reservation and answers a wa.me link carrying the message', async () => {
    const requestId = crypto.randomUUID();
    const res = await call(contactRequest, {
      requestId,
      name: 'Camille Martin',
      email: 'camille@example.fr',
      phone: '',
      message: 'Transfert Orly samedi',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { bookingRef: string; whatsappUrl: string };
    expect(body.bookingRef).toMatch(/^HM-[A-Z0-9]{5}$/);
    const url = new URL(body.whatsappUrl);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toContain('Transfert Orly samedi');

    const rows = await store.listReservations();
    const row = rows.find((r) => r.requestId === requestId);
    expect(row).toMatchObject({
      channel: 'contact',
      fullName: 'Camille Martin',
      email: 'camille@example.fr',
      phone: null,
      message: 'Transfert Orly samedi',
      bookingRef: body.bookingRef,
      priceCents: null,
    });

    const again = await call(contactRequest, {
      requestId,
      name: 'Camille Martin',
      email: 'camille@example.fr',
      message: 'Transfert Orly samedi',
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { bookingRef: string }).bookingRef).toBe(body.bookingRef);
    expect((await store.listReservations()).filter((r) => r.requestId === requestId)).toHaveLength(1);
  });

  it('answers 422 with the fields for invalid input and stores nothing', async () => {
    const before = (await store.listReservations()).length;
    const res = await call(contactRequest, {
      requestId: crypto.randomUUID(),
      name: '',
      email: 'x@y.fr',
      message: 'm',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        title: expect.any(String),
        message: 'Ce champ est obligatoire.',
        fields: { name: 'Ce champ est obligatoire.' },
      },
    });
    expect((await store.listReservations()).length).toBe(before);
  });

  it('refuses a filled honeypot with 429', async () => {
    const res = await call(contactRequest, {
      requestId: crypto.randomUUID(),
      name: 'Bot',
      email: 'bot@example.com',
      message: 'spam',
      website: 'http://spam.example',
    });
    expect(res.status).toBe(429);
  });
});

describe('business request', () => {
  it('stores company, contact and needs on a business reservation', async () => {
    const requestId = crypto.randomUUID();
    const res = await call(
      businessRequest,
      {
        requestId,
        company: 'Hôtel du Château',
        contact: 'Jeanne Dupont',
        email: 'jeanne@hotel.fr',
        phone: '06 11 22 33 44',
        needs: '10 navettes Orly par mois',
      },
      '203.0.113.8',
    );
    expect(res.status).toBe(201);
    const row = (await store.listReservations()).find((r) => r.requestId === requestId);
    expect(row).toMatchObject({
      channel: 'business',
      companyName: 'Hôtel du Château',
      fullName: 'Jeanne Dupont',
      phone: '06 11 22 33 44',
      message: '10 navettes Orly par mois',
    });
  });
});
