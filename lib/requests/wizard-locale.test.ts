// The wizard's request in the visitor's language (issue 16): the body's `locale` is stored with the reservation, the
// operator's WhatsApp text stays French and names an English customer's language, and the step-1 refusals come in
// English for an English request.
import { ENGLISH_CUSTOMER_INTRO } from '@/lib/booking/whatsapp';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { inDays, wizardDraft } from '@/lib/testing/wizard-draft';
import { RequestError } from './errors';
import { runRequest } from './pipeline';
import { wizardBookingRequest } from './wizard-booking';

// Storing a booking revalidates the admin's cached lists; outside a Next request there is nothing to revalidate.
jest.mock('next/cache', () => ({ updateTag: () => undefined, revalidateTag: () => undefined }));

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store.close();
});

let ip = 0;
async function send(body: Record<string, unknown>) {
  ip += 1;
  const request = new Request('http://localhost/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `198.51.100.${ip}` },
    body: JSON.stringify(body),
  });
  return runRequest(wizardBookingRequest, request, { store });
}

describe('the wizard request in the visitor language', () => {
  it('stores locale en and tells the operator, in French, that the customer is English', async () => {
    const response = await send(wizardDraft({ locale: 'en' }));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { bookingRef: string; whatsappUrl: string };
    const stored = await store.getReservationByBookingRef(answer.bookingRef);
    expect(stored?.locale).toBe('en');
    const text = new URL(answer.whatsappUrl).searchParams.get('text') ?? '';
    // The visitor sends it from their own WhatsApp: an English first line they can read, the details in French.
    expect(text.split('\n')[0]).toBe(ENGLISH_CUSTOMER_INTRO);
    expect(text).toContain('Bonjour Harmony Move');
    expect(text).toContain('Langue du client\u00a0: anglais');
  });

  it('stores locale fr without the line when the body says nothing', async () => {
    const response = await send(wizardDraft());
    const answer = (await response.json()) as { bookingRef: string; whatsappUrl: string };
    expect((await store.getReservationByBookingRef(answer.bookingRef))?.locale).toBe('fr');
    const text = new URL(answer.whatsappUrl).searchParams.get('text') ?? '';
    expect(text).not.toContain('Langue du client');
    expect(text).not.toContain(ENGLISH_CUSTOMER_INTRO);
  });

  it('refuses a pickup less than 24 hours ahead in English for an English request, in French otherwise', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      try {
        await send(body);
      } catch (error) {
        if (error instanceof RequestError) return error;
        throw error;
      }
      throw new Error('accepted');
    };
    const english = await refusal(wizardDraft({ locale: 'en', pickupDate: inDays(0), pickupTime: '04:00' }));
    expect(english.status).toBe(422);
    expect(english.title).toBe('Invalid booking date');
    expect(english.fields?.pickupDate).toBe('Bookings must be made at least 24 hours in advance.');
    const french = await refusal(wizardDraft({ pickupDate: inDays(0), pickupTime: '04:00' }));
    expect(french.title).toBe('Date de réservation invalide');
  });
});
