// The shared field rules, one table for every form: each row (field, input, verdict) is run through the browser's
// validation (the form's zod schema behind react-hook-form's zodResolver) and through the server pipeline of each
// request kind (wizard booking, package, airport, contact, business). Same input → same verdict everywhere.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { step1Schema } from '@/lib/booking/schemas';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { terminalsForDestination } from '@/lib/packages/airport';
import { AIRPORT_FORM_COMMUNES } from '@/lib/places';
import { airportBody, formFields, PACKAGE_NOW, packageBody } from '@/lib/testing/package-request';
import { wizardDraft } from '@/lib/testing/wizard-draft';
import { RequestError } from './errors';
import { FIELD_MESSAGES } from './fields';
import { businessRequest, contactRequest } from './message';
import { businessSchema, contactSchema } from './message-form';
import { packageBookingRequest } from './package-booking';
import { airportFieldsSchema, packageFieldsSchema } from './package-form';
import { runRequest, type RequestKind } from './pipeline';
import { wizardBookingRequest } from './wizard-booking';

jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));

type Rule = 'name' | 'email' | 'phone' | 'address' | 'note';
/** true: accepted; a string: refused with that French message. */
type Verdict = true | string;

const { required, tooLong, invalidEmail, invalidPhone } = FIELD_MESSAGES;

const ROWS: [Rule, string, Verdict][] = [
  ['name', 'Camille Martin', true],
  ['name', '  Camille  ', true],
  ['name', '', required],
  ['name', '   ', required],
  ['name', 'x'.repeat(120), true],
  ['name', 'x'.repeat(121), tooLong],
  ['email', 'camille@example.fr', true],
  ['email', ' camille.martin+vtc@example.co.uk ', true],
  ['email', '', required],
  ['email', 'pas-un-email', invalidEmail],
  ['email', 'camille@', invalidEmail],
  ['email', 'camille@example', invalidEmail],
  ['phone', '06 12 34 56 78', true],
  ['phone', '+33 6 12 34 56 78', true],
  ['phone', '06.12.34.56.78', true],
  ['phone', '0044 (0)20 7946 0958', true],
  ['phone', '123 456', true],
  ['phone', '', required],
  ['phone', '12345', invalidPhone],
  ['phone', 'abc', invalidPhone],
  ['phone', '06 12 34 56 78 90 12 34 56', invalidPhone],
  ['phone', '+33 6 12 34 56 78<script>', invalidPhone],
  ['phone', '0'.repeat(31), tooLong],
  ['address', '5 rue de Chartres, 91410 Dourdan', true],
  ['address', '', required],
  ['address', 'x'.repeat(301), tooLong],
  ['note', 'Transfert Orly samedi\nDeux valises.', true],
  ['note', '', required],
  ['note', 'x'.repeat(4001), tooLong],
];

/** One-way berline requests: the airport one to Orly 3 (the table's rows fit both vehicles). */
const packageRequest = () => packageBody();
const airportRequest = () =>
  airportBody({ vehicle: 'berline', trip_type: 'oneWay', passengers: '2', hold_bags: '1' });
const CONTACT = { name: 'Camille Martin', email: 'camille@example.fr', phone: '', message: 'Bonjour' };
const BUSINESS = {
  company: 'Hôtel du Château',
  contact: 'Jeanne Dupont',
  email: 'jeanne@hotel.fr',
  phone: '06 11 22 33 44',
  needs: 'Navettes Orly',
};

interface Form {
  /** The form's field name of each shared rule it uses. */
  names: Partial<Record<Rule, string>>;
  /** Rules the form makes optional: an empty value is accepted there. */
  optional?: Rule[];
  /** What the browser validates: the form's schema and a valid set of values. */
  client: { schema: z.ZodMiniType<FieldValues, FieldValues>; values: Record<string, unknown> };
  /** What the server receives: the request kind, a valid body and its clock. */
  server: { kind: RequestKind<unknown>; body: () => Record<string, unknown>; now?: Date };
}

const wizardStep1 = () => {
  const { vehicleType: _v, requestId: _r, website: _w, ...step1 } = wizardDraft();
  return step1;
};

const FORMS: Record<string, Form> = {
  'wizard booking': {
    names: { name: 'contactName', email: 'contactEmail', phone: 'contactPhone', address: 'departureAddress' },
    client: { schema: step1Schema, values: wizardStep1() },
    server: { kind: wizardBookingRequest as RequestKind<unknown>, body: () => wizardDraft() },
  },
  package: {
    names: { name: 'name', email: 'email', phone: 'phone', address: 'arrival_street' },
    client: { schema: packageFieldsSchema('berline'), values: formFields(packageRequest()) },
    server: { kind: packageBookingRequest as RequestKind<unknown>, body: packageRequest, now: PACKAGE_NOW },
  },
  airport: {
    names: { name: 'name', email: 'email', phone: 'phone', address: 'departure_street' },
    client: {
      schema: airportFieldsSchema(
        'berline',
        AIRPORT_FORM_COMMUNES,
        terminalsForDestination("Aéroport d'Orly").map((t) => t.id),
      ),
      values: formFields(airportRequest()),
    },
    server: { kind: packageBookingRequest as RequestKind<unknown>, body: airportRequest, now: PACKAGE_NOW },
  },
  contact: {
    names: { name: 'name', email: 'email', phone: 'phone', note: 'message' },
    optional: ['phone'],
    client: { schema: contactSchema, values: { ...CONTACT, requestId: crypto.randomUUID() } },
    server: {
      kind: contactRequest as RequestKind<unknown>,
      body: () => ({ ...CONTACT, requestId: crypto.randomUUID() }),
    },
  },
  business: {
    names: { name: 'contact', email: 'email', phone: 'phone', note: 'needs' },
    client: { schema: businessSchema, values: { ...BUSINESS, requestId: crypto.randomUUID() } },
    server: {
      kind: businessRequest as RequestKind<unknown>,
      body: () => ({ ...BUSINESS, requestId: crypto.randomUUID() }),
    },
  },
};

/** The browser's verdict: react-hook-form's zod resolver on the form's schema. */
async function clientVerdict(form: Form, name: string, input: string): Promise<Verdict> {
  const resolver = zodResolver(form.client.schema) as Resolver<FieldValues>;
  const { errors } = await resolver({ ...form.client.values, [name]: input }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const error = errors[name];
  return error ? String(error.message) : true;
}

let ip = 0;

/** The server's verdict: the whole pipeline of the form's request kind. */
async function serverVerdict(form: Form, name: string, input: string): Promise<Verdict> {
  ip += 1;
  const request = new Request('http://localhost/api/test', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `198.51.${ip >> 8}.${ip & 255}` },
    body: JSON.stringify({ ...form.server.body(), [name]: input }),
  });
  try {
    const response = await runRequest(form.server.kind, request, { store, now: form.server.now });
    return response.status === 201 ? true : `status ${response.status}`;
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return error.fields?.[name] ?? `${error.status} ${error.message}`;
  }
}

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store.close();
});

const CASES = Object.entries(FORMS).flatMap(([formName, form]) =>
  ROWS.flatMap(([rule, input, verdict]) => {
    const name = form.names[rule];
    if (!name) return [];
    const expected = input.trim() === '' && form.optional?.includes(rule) ? true : verdict;
    return [[formName, rule, JSON.stringify(input).slice(0, 40), expected, form, name, input] as const];
  }),
);

describe('shared field rules: same input, same verdict on every form, client and server', () => {
  it.each(CASES)('%s · %s %s → %p', async (_form, _rule, _shown, expected, form, name, input) => {
    expect(await clientVerdict(form, name, input)).toBe(expected);
    expect(await serverVerdict(form, name, input)).toBe(expected);
  });
});
