// The site-wide daily budget of Google calls, on the real store (PGlite, SQL function take_throttle_slot), and the
// autocomplete answer once it is spent. Place Details and Routes: lib/maps/resolve-place.test.ts, server-distance.test.ts.
import { randomUUID } from 'node:crypto';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import {
  DEFAULT_GOOGLE_DAILY_CALL_LIMIT,
  environmentProblems,
  resetServerEnvForTests,
  serverEnv,
} from '@/lib/env';
import {
  GOOGLE_BUDGET_BUCKET,
  GOOGLE_BUDGET_KEY,
  resetGoogleBudgetWarningForTests,
  takeGoogleCall,
} from './google-budget';
import { suggestPlaces } from './places-proxy';
import { signedGoogleRef } from './place-signature';

const HOUR = 60 * 60 * 1000;
const BUDGET_WARNING = /^\[maps\] budget Google du jour atteint/;

let store: TestStore;
let warn: jest.SpyInstance;

beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store?.close();
});

beforeEach(async () => {
  await store.sql.query('delete from public.request_throttle');
  resetGoogleBudgetWarningForTests();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  delete process.env.GOOGLE_DAILY_CALL_LIMIT;
  delete process.env.GOOGLE_MAPS_SERVER_KEY;
  resetServerEnvForTests();
});

const budgetWarnings = () => warn.mock.calls.filter(([message]) => BUDGET_WARNING.test(String(message)));

describe('takeGoogleCall', () => {
  const t0 = new Date('2030-06-12T09:30:00Z');

  it('lets GOOGLE_DAILY_CALL_LIMIT calls through in 24 h, refuses the next, in one shared row set', async () => {
    process.env.GOOGLE_DAILY_CALL_LIMIT = '3';
    resetServerEnvForTests();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await takeGoogleCall(store, new Date(t0.getTime() + i * HOUR)));
    expect(answers).toEqual([true, true, true, false, false]);
    // Refused calls are not recorded; every call is under the one site-wide key, whatever the client.
    const { rows } = await store.sql.query<{ bucket: string; ip: string; n: number | string }>(
      'select bucket, ip, count(*) as n from public.request_throttle group by bucket, ip',
    );
    expect(rows.map((r) => ({ ...r, n: Number(r.n) }))).toEqual([
      { bucket: GOOGLE_BUDGET_BUCKET, ip: GOOGLE_BUDGET_KEY, n: 3 },
    ]);
  });

  it('is not fooled by the per-client throttles: other buckets do not count, nor spare it', async () => {
    for (let i = 0; i < 5; i++) await store.takeThrottleSlot('places', `203.0.113.${i}`, t0, t0, 120);
    expect(await takeGoogleCall(store, t0, { limit: 1 })).toBe(true);
    expect(await takeGoogleCall(store, t0, { limit: 1 })).toBe(false);
  });

  it('the window is rolling: a call 24 h after the first passes again', async () => {
    expect(await takeGoogleCall(store, t0, { limit: 2 })).toBe(true);
    expect(await takeGoogleCall(store, new Date(t0.getTime() + 12 * HOUR), { limit: 2 })).toBe(true);
    expect(await takeGoogleCall(store, new Date(t0.getTime() + 23 * HOUR), { limit: 2 })).toBe(false);
    expect(await takeGoogleCall(store, new Date(t0.getTime() + 24 * HOUR + 1_000), { limit: 2 })).toBe(true);
    expect(await takeGoogleCall(store, new Date(t0.getTime() + 24 * HOUR + 2_000), { limit: 2 })).toBe(false);
  });

  it('warns once per hour at most while refused, in French', async () => {
    await takeGoogleCall(store, t0, { limit: 1 });
    for (let minute = 0; minute < 60; minute += 10) {
      expect(await takeGoogleCall(store, new Date(t0.getTime() + minute * 60_000), { limit: 1 })).toBe(false);
    }
    expect(budgetWarnings()).toHaveLength(1);
    expect(await takeGoogleCall(store, new Date(t0.getTime() + HOUR), { limit: 1 })).toBe(false);
    expect(budgetWarnings()).toHaveLength(2);
  });

  it('fails open with a warning when the store fails', async () => {
    const broken = {
      takeThrottleSlot: async (): Promise<boolean> => {
        throw new Error('base indisponible');
      },
    };
    await expect(takeGoogleCall(broken, t0, { limit: 1 })).resolves.toBe(true);
    await expect(takeGoogleCall(broken, t0, { limit: 1 })).resolves.toBe(true);
    expect(warn).toHaveBeenCalledWith('[maps] budget Google illisible, appel autorisé', expect.any(Error));
    expect(budgetWarnings()).toHaveLength(0);
  });
});

describe('suggestPlaces and the budget', () => {
  const now = new Date('2030-06-12T09:30:00Z');
  const input = () => ({ input: 'rue de chartres dourdan', sessionToken: randomUUID() });
  const autocompleteAnswer = () =>
    jest.fn(async () =>
      Response.json({
        suggestions: [
          {
            placePrediction: {
              placeId: 'ChIJrue',
              text: { text: 'Rue de Chartres, Dourdan' },
              structuredFormat: { mainText: { text: 'Rue de Chartres' }, secondaryText: { text: 'Dourdan' } },
            },
          },
        ],
      }),
    );

  it('the limit+1-th autocomplete is not sent to Google: catalogue only, as without a key', async () => {
    process.env.GOOGLE_MAPS_SERVER_KEY = 'k';
    process.env.GOOGLE_DAILY_CALL_LIMIT = '2';
    resetServerEnvForTests();
    const fetchImpl = autocompleteAnswer();
    const fake = fetchImpl as unknown as typeof fetch;
    for (let i = 0; i < 2; i++) {
      await expect(suggestPlaces(input(), store, now, fake)).resolves.toMatchObject({
        enabled: true,
        suggestions: [{ placeRef: signedGoogleRef('ChIJrue') }],
      });
    }
    await expect(suggestPlaces(input(), store, now, fake)).resolves.toEqual({
      enabled: false,
      suggestions: [],
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(budgetWarnings()).toHaveLength(1);
  });

  it('gives up a call Google does not answer after GOOGLE_TIMEOUT_MS (the address field then says so)', async () => {
    process.env.GOOGLE_MAPS_SERVER_KEY = 'k';
    process.env.GOOGLE_TIMEOUT_MS = '100';
    resetServerEnvForTests();
    let signal: AbortSignal | undefined;
    // A Google that never answers: only the client's limit ends the call.
    const silent = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(signal?.reason));
      })) as unknown as typeof fetch;
    try {
      await expect(suggestPlaces(input(), store, now, silent)).rejects.toMatchObject({ status: 503 });
      expect(signal?.aborted).toBe(true);
    } finally {
      delete process.env.GOOGLE_TIMEOUT_MS;
    }
    // The default limit (2.5 s) would outlast this test's 1.5 s: the variable is what ended the call.
  }, 1_500);

  it('takes no budget slot without a key', async () => {
    process.env.GOOGLE_MAPS_SERVER_KEY = '';
    resetServerEnvForTests();
    await expect(suggestPlaces(input(), store, now)).resolves.toEqual({ enabled: false, suggestions: [] });
    const { rows } = await store.sql.query<{ n: number | string }>(
      'select count(*) as n from public.request_throttle',
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('GOOGLE_DAILY_CALL_LIMIT', () => {
  it(`defaults to ${DEFAULT_GOOGLE_DAILY_CALL_LIMIT} and accepts a positive integer`, () => {
    delete process.env.GOOGLE_DAILY_CALL_LIMIT;
    resetServerEnvForTests();
    expect(serverEnv().GOOGLE_DAILY_CALL_LIMIT).toBe(DEFAULT_GOOGLE_DAILY_CALL_LIMIT);
    process.env.GOOGLE_DAILY_CALL_LIMIT = ' 12000 ';
    resetServerEnvForTests();
    expect(serverEnv().GOOGLE_DAILY_CALL_LIMIT).toBe(12_000);
    expect(environmentProblems({ GOOGLE_DAILY_CALL_LIMIT: '' } as unknown as NodeJS.ProcessEnv)).toBeNull();
  });

  it.each(['0', '-5', '2.5', 'trois mille', '1e4', '3000 appels'])(
    '%j stops the start with a message naming the variable',
    (value) => {
      const problems = environmentProblems({
        GOOGLE_DAILY_CALL_LIMIT: value,
      } as unknown as NodeJS.ProcessEnv);
      expect(problems?.join('\n')).toMatch(/^GOOGLE_DAILY_CALL_LIMIT : GOOGLE_DAILY_CALL_LIMIT doit être/m);
    },
  );
});
