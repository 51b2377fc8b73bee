// The one public error shape `{ error: { title, message, fields? } }` of every route that stores a visitor's request,
// through the real route handlers: every refused field with its first French message, and the right status.
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { FIELD_MESSAGES } from '@/lib/requests/fields';
import { REQUEST_MESSAGES } from '@/lib/requests/messages';
import { wizardDraft } from '@/lib/testing/wizard-draft';

let store: TestStore;
jest.mock('@/lib/db', () => ({ getStore: async () => store }));
jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

// Imported after the mocks.
import { POST as businessPOST } from './route';
import { POST as bookingsPOST } from '../bookings/route';
import { POST as contactPOST } from '../contact/route';
import { POST as packagePOST } from '../package-bookings/route';

beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store.close();
});

let ip = 0;
function post(body: unknown, headers: Record<string, string> = {}): Request {
  ip += 1;
  return new Request('http://localhost/api/test', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `192.0.2.${ip}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answer(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the public error shape with fields', () => {
  it('business: every refused field, each with its first message (422)', async () => {
    const { status, body } = await answer(
      businessPOST(
        post({
          requestId: crypto.randomUUID(),
          company: '',
          contact: 'Jeanne Dupont',
          email: 'pas-un-email',
          phone: '12',
          needs: '',
        }),
      ),
    );
    expect(status).toBe(422);
    expect(body).toEqual({
      error: {
        title: REQUEST_MESSAGES.invalid.title,
        message: FIELD_MESSAGES.required,
        fields: {
          company: FIELD_MESSAGES.required,
          email: FIELD_MESSAGES.invalidEmail,
          phone: FIELD_MESSAGES.invalidPhone,
          needs: FIELD_MESSAGES.required,
        },
      },
    });
  });

  it('contact: the same rules, the same messages', async () => {
    const { status, body } = await answer(
      contactPOST(post({ requestId: crypto.randomUUID(), name: ' ', email: 'a@b', message: 'Bonjour' })),
    );
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      fields: { name: FIELD_MESSAGES.required, email: FIELD_MESSAGES.invalidEmail },
    });
  });

  it('package booking: the form check’s fields', async () => {
    const { status, body } = await answer(
      packagePOST(
        post({
          kind: 'package',
          requestId: crypto.randomUUID(),
          packageId: '00000000-0000-4000-8000-000000000201',
          vehicle: 'berline',
          trip: 'oneWay',
          departure_street: '5 rue de Chartres, 91410 Dourdan',
          arrival_street: '',
          date: '2099-03-14',
          time: '10:30',
          passengers: '3',
          hold_bags: '2',
          boosters: '1',
          name: 'Camille Martin',
          phone: 'abc',
          email: 'camille@example.fr',
        }),
      ),
    );
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      fields: { arrival_street: FIELD_MESSAGES.required, phone: FIELD_MESSAGES.invalidPhone },
    });
  });

  it('wizard booking: every refused field of the draft', async () => {
    const { status, body } = await answer(
      bookingsPOST(post(wizardDraft({ contactName: '', contactEmail: 'x', contactPhone: '1' }))),
    );
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      fields: {
        contactName: FIELD_MESSAGES.required,
        contactEmail: FIELD_MESSAGES.invalidEmail,
        contactPhone: FIELD_MESSAGES.invalidPhone,
      },
    });
  });

  it('refusals that concern no field carry none: 400 unreadable body, 403 foreign origin, 429 honeypot', async () => {
    const unreadable = await answer(contactPOST(post('{pas du json')));
    expect(unreadable).toEqual({ status: 400, body: { error: REQUEST_MESSAGES.malformed } });
    const foreign = await answer(
      businessPOST(post({ requestId: crypto.randomUUID() }, { origin: 'https://evil.example' })),
    );
    expect(foreign).toEqual({ status: 403, body: { error: REQUEST_MESSAGES.foreignOrigin } });
    const bot = await answer(
      contactPOST(
        post({
          requestId: crypto.randomUUID(),
          name: 'Bot',
          email: 'bot@example.com',
          message: 'spam',
          website: 'http://spam.example',
        }),
      ),
    );
    expect(bot).toEqual({ status: 429, body: { error: REQUEST_MESSAGES.throttled } });
  });
});
