// The server refuses a trip from a place to itself (lib/booking/same-place.ts), whatever the browser checked: the quote
// (/api/quote), the booking (/api/bookings) and the online payment (/api/checkout) compare the ends it resolved, with
// the message on the destination, in the request's language.
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing';
import { wizardDraft } from '@/lib/testing/wizard-draft';
import { RequestError } from './errors';
import { runRequest } from './pipeline';
import {
  quoteRequestSchema,
  resolveQuoteTrip,
  wizardBookingRequest,
  wizardCheckoutRequest,
  type WizardContext,
} from './wizard-booking';

// Storing a booking revalidates the admin's cached lists; outside a Next request there is nothing to revalidate.
jest.mock('next/cache', () => ({ updateTag: () => undefined, revalidateTag: () => undefined }));

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store.close();
});

const STATION = {
  departureAddress: 'Gare de Dourdan, 91410 Dourdan',
  departurePlaceRef: 'catalogue:gare-de-dourdan',
  destinationAddress: 'Gare de Dourdan, 91410 Dourdan',
  destinationPlaceRef: 'catalogue:gare-de-dourdan',
  flightTrainNumber: '',
};

let ip = 0;
async function refusal(
  kind: typeof wizardBookingRequest,
  body: Record<string, unknown>,
): Promise<RequestError> {
  ip += 1;
  const request = new Request('http://localhost/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `198.51.100.${100 + ip}` },
    body: JSON.stringify(body),
  });
  try {
    await runRequest(kind, request, { store });
  } catch (error) {
    if (error instanceof RequestError) return error;
    throw error;
  }
  throw new Error('accepted');
}

function context(): WizardContext {
  return {
    settings: DEFAULT_PRICE_SETTINGS,
    localRoutes: [],
    now: new Date(),
    store,
    google: null,
    allowTestTotal: false,
  };
}

describe('the same place at both ends, on the server', () => {
  it('is refused by the quote, on the destination field', async () => {
    const input = quoteRequestSchema.parse({
      departurePlaceRef: 'catalogue:gare-de-dourdan',
      destinationPlaceRef: 'catalogue:gare-de-dourdan',
      vehicleType: 'berline',
    });
    await expect(resolveQuoteTrip(input, context())).rejects.toMatchObject({
      status: 422,
      title: 'Adresses invalides',
      message: 'Le départ et la destination doivent être deux lieux différents.',
      fields: { destinationAddress: 'Le départ et la destination doivent être deux lieux différents.' },
    });
    // Two references to one spot (the parks and « Parc Disneyland »): the same place too.
    const twins = quoteRequestSchema.parse({
      departurePlaceRef: 'catalogue:disney-parks',
      destinationPlaceRef: 'catalogue:disney-park',
      vehicleType: 'berline',
    });
    await expect(resolveQuoteTrip(twins, context())).rejects.toMatchObject({ status: 422 });
    const trip = quoteRequestSchema.parse({
      departurePlaceRef: 'catalogue:gare-de-dourdan',
      destinationPlaceRef: 'catalogue:orly-4',
      vehicleType: 'berline',
    });
    await expect(resolveQuoteTrip(trip, context())).resolves.toMatchObject({
      destination: { ref: 'catalogue:orly-4' },
    });
  });

  it('is refused by the booking and the online payment before anything is stored, in French or in English', async () => {
    const before = (await store.listReservations()).length;
    const french = await refusal(wizardBookingRequest, wizardDraft(STATION));
    expect([french.status, french.title, french.fields]).toEqual([
      422,
      'Adresses invalides',
      { destinationAddress: 'Le départ et la destination doivent être deux lieux différents.' },
    ]);
    const english = await refusal(wizardBookingRequest, wizardDraft({ ...STATION, locale: 'en' }));
    expect([english.status, english.title, english.fields]).toEqual([
      422,
      'Invalid addresses',
      { destinationAddress: 'Pick-up and drop-off must be two different places.' },
    ]);
    // The payment kind validates the same way (its guard, online payment configured, comes first).
    const checkout = await Promise.resolve()
      .then(() =>
        wizardCheckoutRequest.validate(wizardDraft(STATION), {
          request: new Request('http://localhost/api/checkout'),
          store,
          now: new Date(),
          datesAt: new Date(),
        }),
      )
      .catch((error: unknown) => error);
    expect(checkout).toMatchObject({ status: 422, fields: { destinationAddress: expect.any(String) } });
    expect((await store.listReservations()).length).toBe(before);
  });
});
