// Fuzzing every public route handler (and the admin Server Actions behind a session) with malformed bodies, headers
// and query strings, in-process against a fresh test database. Guarantees: never a 5xx (nor a thrown error), and
// nothing stored by malformed input; a valid body with one field of the wrong type or shape reaches the routes' own
// rules and gets a French answer, never a 500. `npm run fuzz` runs FUZZ_RUNS cases (figure in docs/performance.md); the unit
// suite runs a short variant (200 cases).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';

let store: TestStore;
jest.mock('@/lib/db', () => ({ getStore: () => Promise.resolve(store) }));
jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));
jest.mock('next/cache', () => ({ updateTag: () => undefined, revalidateTag: () => undefined }));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));
// The admin actions run as a logged-in admin: the fuzz targets their input validation, not the login.
jest.mock('@/lib/auth/session', () => ({
  readAdminSession: async () => ({ admin: true, issuedAt: Date.now() }),
  startAdminSession: async () => undefined,
}));

import { POST as bookingsPOST } from '@/app/api/bookings/route';
import { POST as businessPOST } from '@/app/api/business/route';
import { POST as checkoutPOST } from '@/app/api/checkout/route';
import { POST as contactPOST } from '@/app/api/contact/route';
import { GET as purgeGET } from '@/app/api/cron/purge/route';
import { POST as loginPOST } from '@/app/api/admin/login/route';
import { POST as packagePOST } from '@/app/api/package-bookings/route';
import { POST as quotePOST } from '@/app/api/quote/route';
import { POST as webhookPOST } from '@/app/api/stripe/webhook/route';
import { POST as verifyPOST } from '@/app/api/verify-stripe-session/route';
import {
  anonymiseCustomer,
  deleteReservation,
  loadReservationDetails,
  updateReservationStatus,
} from '@/app/admin/(protected)/dashboard/actions';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

type Handler = (request: Request) => Promise<Response>;
const ROUTES: [string, Handler][] = [
  ['/api/bookings', bookingsPOST],
  ['/api/checkout', checkoutPOST],
  ['/api/quote', quotePOST],
  ['/api/contact', contactPOST],
  ['/api/business', businessPOST],
  ['/api/package-bookings', packagePOST],
  ['/api/verify-stripe-session', verifyPOST],
  ['/api/stripe/webhook', webhookPOST],
  ['/api/admin/login', loginPOST],
  ['/api/cron/purge', purgeGET],
];
const ACTIONS = [anonymiseCustomer, deleteReservation, loadReservationDetails, updateReservationStatus] as ((
  input: unknown,
) => Promise<{ ok: boolean }>)[];

function validDraft(): Record<string, unknown> {
  return {
    tripType: 'oneWay',
    packageId: null,
    departureAddress: 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
    departurePlaceRef: 'catalogue:orly-4',
    departureLat: 48.7262,
    departureLng: 2.3652,
    destinationAddress: 'Gare de Lyon, Place Louis-Armand, 75012 Paris',
    destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
    destinationLat: 48.8443,
    destinationLng: 2.3744,
    pickupDate: DateTime.now().setZone('Europe/Paris').plus({ days: 3 }).toFormat('yyyy-MM-dd'),
    pickupTime: '10:30',
    flightTrainNumber: 'AF1234',
    returnPickupDate: '',
    returnPickupTime: '',
    returnFlightTrainNumber: '',
    passengers: '2',
    holdBags: '1',
    childSeatBooster: false,
    vehicleType: 'berline',
    contactName: 'Camille Martin',
    contactEmail: 'camille@example.fr',
    contactPhone: '06 12 34 56 78',
    acceptTerms: true,
    requestId: randomUUID(),
    website: '',
    // contact / business / package forms
    name: 'Camille',
    email: 'camille@example.fr',
    phone: '06 12 34 56 78',
    message: 'Bonjour',
    company: 'ACME',
    contact: 'Camille',
    needs: 'Navettes',
  };
}

/**
 * A value that makes the whole body malformed whichever field it lands in, even a field this route ignores: text
 * with a control character (the shared rule walks every string of the body).
 */
const neverValid = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.string().map((s) => `\u001b${s}\u0007`),
  fc.array(
    fc.string().map((s) => `${s}\u0008`),
    { minLength: 1, maxLength: 3 },
  ),
  fc.dictionary(
    fc.string(),
    fc.string().map((s) => `\u007f${s}`),
    { minKeys: 1, maxKeys: 3 },
  ),
);

/** Malformed bodies: a valid draft with one field broken, any JSON value, or bytes that are not JSON at all. */
const body = fc.oneof(
  fc
    .tuple(fc.constantFrom(...Object.keys(validDraft())), neverValid)
    .map(([key, value]) => JSON.stringify({ ...validDraft(), [key]: value })),
  // Any JSON value that is not an object: no route accepts a bare value or an array.
  fc
    .jsonValue()
    .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
  // Any object with keys of its own (no route's required fields).
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 5 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constant('x'.repeat(17 * 1024)),
);

const headers = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', ''),
    'x-forwarded-for': fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    'stripe-signature': fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    authorization: fc.string({ maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
    // Mostly the site's own origin (or none), so the validation behind the Origin check is what answers.
    origin: fc.constantFrom('http://localhost:3000', 'http://localhost:3000', 'https://evil.example', 'null'),
  },
  { requiredKeys: [] },
);

const query = fc
  .dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 })
  .map((d) => new URLSearchParams(d).toString());

const routeCase = fc.record({
  route: fc.integer({ min: 0, max: ROUTES.length - 1 }),
  body,
  headers,
  query,
});
const actionCase = fc.record({
  action: fc.integer({ min: 0, max: ACTIONS.length - 1 }),
  input: fc.anything(),
});

let reservationsBefore = 0;
async function reservationCount(): Promise<number> {
  const { rows } = await store.sql.query<{ n: number }>('select count(*)::int as n from public.reservations');
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  store = await createTestStore({ seed: true });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_fuzz',
    STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: '9', // discard port: any call that reached Stripe would fail, not hang
    STRIPE_API_PROTOCOL: 'http',
    CRON_SECRET: 'fuzz-cron-secret-0123456789',
    SITE_URL: 'http://localhost:3000',
  });
  resetServerEnvForTests();
  reservationsBefore = await reservationCount();
}, 120_000);

afterAll(async () => {
  await store.close();
});

const statuses = new Map<number, number>();

it(`${RUNS} malformed requests to every public route → never a 5xx`, async () => {
  await fc.assert(
    fc.asyncProperty(routeCase, async ({ route, body: text, headers: h, query: q }) => {
      const [path, handler] = ROUTES[route]!;
      // A fresh allowance each time, so the validation (not the 429) answers.
      await store.sql.query('delete from public.request_throttle');
      await store.sql.query('delete from public.login_attempts');
      const response = await handler(
        new Request(`http://localhost${path}${q ? `?${q}` : ''}`, { method: 'POST', headers: h, body: text }),
      );
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) {
        throw new Error(`${path} → ${response.status} pour ${JSON.stringify(text).slice(0, 300)}`);
      }
    }),
    { numRuns: RUNS },
  );
  expect(await reservationCount()).toBe(reservationsBefore);
  console.info(`[fuzz] ${RUNS} requêtes : ${JSON.stringify(Object.fromEntries(statuses))}`);
}, 600_000);

/**
 * A value of the wrong type or shape, with no control character: it passes the shared text rule, so the route's own
 * schema, its cross-field rules, the place resolution and the pricing are what answer (test-quality audit, 2026-11-29:
 * the bodies above stop at the first gate).
 */
const confused = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }).filter(clean), fc.integer(), { maxKeys: 2 }),
  fc.string({ maxLength: 40 }).filter(clean),
  fc.constant('x'.repeat(5_000)),
  fc.constantFrom('', ' ', '2026-02-30', '25:61', 'catalogue:mars', 'google:ChIJ', '-1', '1e309', 'NaN'),
);
function clean(text: string): boolean {
  return !/[\u0000-\u001f\u007f]/.test(text);
}
const REQUEST_ROUTES = ROUTES.filter(([path]) =>
  [
    '/api/bookings',
    '/api/checkout',
    '/api/quote',
    '/api/contact',
    '/api/business',
    '/api/package-bookings',
  ].includes(path),
);
const confusedCase = fc.record({
  route: fc.integer({ min: 0, max: REQUEST_ROUTES.length - 1 }),
  field: fc.constantFrom(...Object.keys(validDraft()).filter((key) => key !== 'website')),
  value: confused,
});

it(`${RUNS} requests with one field of the wrong type or shape → a French answer, never a 500`, async () => {
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(confusedCase, async ({ route, field, value }) => {
      const [path, handler] = REQUEST_ROUTES[route]!;
      await store.sql.query('delete from public.request_throttle');
      const response = await handler(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify({ ...validDraft(), [field]: value }),
        }),
      );
      seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
      // 503 is a controlled answer (Stripe is unreachable on purpose here); any other 5xx is not.
      if (response.status >= 500 && response.status !== 503) {
        throw new Error(
          `${path} → ${response.status} pour ${field} = ${JSON.stringify(value).slice(0, 200)}`,
        );
      }
      if (response.status >= 400) {
        const body = (await response.json()) as { error?: { title?: string; message?: string } };
        expect(body.error?.message).toMatch(/\p{L}/u);
        expect(body.error?.message).not.toMatch(/\b(Invalid input|Expected|Required|undefined)\b/);
      }
    }),
    { numRuns: RUNS },
  );
  // The validation was reached, and so were the routes behind it (a body that is still valid is stored or priced).
  expect(seen.get(422) ?? 0).toBeGreaterThan(RUNS / 10);
  expect([...seen.keys()].some((status) => status < 300)).toBe(true);
  console.info(`[fuzz] ${RUNS} champs mal typés : ${JSON.stringify(Object.fromEntries(seen))}`);
}, 600_000);

it(`${Math.ceil(RUNS / 5)} malformed admin Server Action inputs → a French refusal, never a throw`, async () => {
  // Counted from here: the property above stores the bodies that stayed valid.
  const before = await reservationCount();
  await fc.assert(
    fc.asyncProperty(actionCase, async ({ action, input }) => {
      const result = (await ACTIONS[action]!(input)) as { ok: boolean; error?: unknown };
      expect(result.ok).toBe(false);
      // French, not zod's English (`Invalid input`, `Expected …`).
      expect(result.error).toEqual(expect.stringMatching(/\p{L}/u));
      expect(String(result.error)).not.toMatch(/\b(Invalid input|Expected|Required)\b/);
    }),
    { numRuns: Math.ceil(RUNS / 5) },
  );
  expect(await reservationCount()).toBe(before);
}, 600_000);
