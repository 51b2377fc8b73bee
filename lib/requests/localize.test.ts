import { createTestStore, type TestStore } from '@/lib/db/testing';
import { catalogues } from '@/lib/i18n/messages';
import { errorResponse, RequestError } from './errors';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { FIELD_MESSAGES } from './field-rules';
import { localizeError, requestLocale, serverText } from './localize';
import { businessRequest, contactRequest } from './message';
import { REQUEST_MESSAGES } from './messages';
import { runRequest, type RequestKind } from './pipeline';
import { CONTROL_CHARACTER_MESSAGE } from './text';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

async function call<I>(kind: RequestKind<I>, body: unknown) {
  const request = new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.9' },
    body: JSON.stringify(body),
  });
  try {
    return await runRequest(kind, request, { store });
  } catch (error) {
    return errorResponse(error);
  }
}

describe('server messages in the request language', () => {
  it('every French request and field message has its ServerMessages key', () => {
    const french = new Set(Object.values(catalogues.fr.ServerMessages));
    const texts = [
      ...Object.values(REQUEST_MESSAGES).flatMap((m) => [m.title, m.message]),
      ...Object.values(FIELD_MESSAGES),
      CONTROL_CHARACTER_MESSAGE,
    ];
    expect(texts.filter((t) => !french.has(t))).toEqual([]);
    for (const text of texts) expect(serverText(text, 'en')).not.toBe(text);
  });

  it('the online payment refusals (checkout 503) come in English for an English booking', () => {
    const refusal = new RequestError(
      503,
      PAYMENT_MESSAGES.checkoutTitle,
      PAYMENT_MESSAGES.checkoutUnavailable,
    );
    const english = localizeError(refusal, 'en') as RequestError;
    expect([english.title, english.message]).toEqual([
      'Online payment unavailable',
      'Online payment is temporarily unavailable. You can send your request via WhatsApp.',
    ]);
    expect(serverText(PAYMENT_MESSAGES.checkoutDisabled, 'en')).toBe('Online payment is not available.');
    expect(localizeError(refusal, 'fr')).toBe(refusal);
  });

  it('leaves French requests and unknown texts as they are', () => {
    const error = new RequestError(422, 'Données invalides', 'Ce champ est obligatoire.', 'name');
    expect(localizeError(error, 'fr')).toBe(error);
    expect(serverText('Texte inconnu', 'en')).toBe('Texte inconnu');
    expect(requestLocale({ locale: 'en' })).toBe('en');
    expect(requestLocale({ locale: 'de' })).toBe('fr');
    expect(requestLocale(null)).toBe('fr');
  });

  it('an English contact request is refused in English, with English field messages', async () => {
    const res = await call(contactRequest, {
      requestId: crypto.randomUUID(),
      locale: 'en',
      name: '',
      email: 'not-an-email',
      message: 'Hello',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        title: 'Invalid details',
        message: 'This field is required.',
        fields: { name: 'This field is required.', email: 'Invalid e-mail address.' },
      },
    });
  });

  it('a control character in an English request is refused in English', async () => {
    const res = await call(contactRequest, {
      requestId: crypto.randomUUID(),
      locale: 'en',
      name: 'Jane\tDoe',
      email: 'jane@example.com',
      message: 'Hello',
    });
    expect(res.status).toBe(422);
    const english =
      'This field contains characters that are not allowed (control characters). Please correct what you typed.';
    expect(await res.json()).toEqual({
      error: { title: 'Invalid details', message: english, fields: { name: english } },
    });
  });

  it('a French request (no locale) is still refused in French', async () => {
    const res = await call(contactRequest, {
      requestId: crypto.randomUUID(),
      name: '',
      email: 'a@b.fr',
      message: 'm',
    });
    expect(((await res.json()) as { error: { title: string } }).error.title).toBe('Données invalides');
  });

  it('stores the request language with the contact and business reservations', async () => {
    const contactId = crypto.randomUUID();
    const businessId = crypto.randomUUID();
    expect(
      (
        await call(contactRequest, {
          requestId: contactId,
          locale: 'en',
          name: 'Jane Doe',
          email: 'jane@example.com',
          message: 'Airport transfer on Saturday',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(businessRequest, {
          requestId: businessId,
          company: 'Acme',
          contact: 'Jean Dupont',
          email: 'jean@acme.fr',
          phone: '06 12 34 56 78',
          needs: 'Navettes',
        })
      ).status,
    ).toBe(201);
    const rows = await store.listReservations();
    expect(rows.find((r) => r.requestId === contactId)?.locale).toBe('en');
    expect(rows.find((r) => r.requestId === businessId)?.locale).toBe('fr');
  });
});
