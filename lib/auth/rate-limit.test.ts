import crypto from 'node:crypto';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import {
  attemptAdminLogin,
  MAX_WAITING_ATTEMPTS,
  MAX_WAITING_PER_GROUP,
  type AdminCredential,
} from './login';
import {
  checkLoginAllowed,
  LOGIN_LIMITS,
  recordLoginResult,
  type LoginClient,
  type LoginLimitStore,
} from './rate-limit';

const MINUTE = 60_000;
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const DEVICE = '6f1c2b3a-1111-4222-8333-944455566677';

interface Attempt {
  ip: string;
  ok: boolean;
  at: Date;
  device?: string;
  refused: boolean;
}

/** The store calls the limiter uses, in memory, with the SQL store's semantics. */
function memoryStore(): LoginLimitStore & { attempts: Attempt[] } {
  const attempts: Attempt[] = [];
  return {
    attempts,
    async recordLoginAttempt(ip, succeeded, when, options = {}) {
      attempts.push({
        ip,
        ok: succeeded,
        at: when,
        device: options.device,
        refused: options.refused ?? false,
      });
    },
    async claimLoginAttempt({ ip, device, at: when, since, max }) {
      const failures = attempts.filter(
        (a) => !a.ok && !a.refused && a.at >= since && (device ? a.device === device : a.ip === ip),
      ).length;
      attempts.push({ ip, ok: false, at: when, device: device ?? undefined, refused: failures >= max });
      return failures >= max ? null : String(attempts.length - 1);
    },
    async markLoginSucceeded(id) {
      const attempt = attempts[Number(id)];
      if (attempt && !attempt.refused) attempt.ok = true;
    },
    async countLoginFailures(since, ip, device) {
      return attempts.filter(
        (a) =>
          !a.ok &&
          !a.refused &&
          a.at >= since &&
          (ip === undefined || a.ip === ip) &&
          (device === undefined || a.device === device),
      ).length;
    },
  };
}

const stranger = (ip: string): LoginClient => ({ ip, device: null });

async function fail(store: LoginLimitStore, client: LoginClient, when: Date, times = 1) {
  for (let i = 0; i < times; i += 1) await recordLoginResult(store, client, 'failure', when);
}

describe('login rate limit (injected clock)', () => {
  it('declares the rule: 5 failures per client or per device per 15 minutes, no global cap', () => {
    expect(LOGIN_LIMITS).toEqual({
      perClient: { maxFailures: 5, windowMs: 15 * MINUTE },
      perDevice: { maxFailures: 5, windowMs: 15 * MINUTE },
    });
  });

  it('allows 4 failures, blocks the client after the 5th, for 15 minutes after the failures', async () => {
    const store = memoryStore();
    const client = stranger('203.0.113.1');
    await fail(store, client, at(0), 4);
    expect(await checkLoginAllowed(store, client, at(1))).toEqual({ allowed: true });
    await fail(store, client, at(2));
    expect(await checkLoginAllowed(store, client, at(2))).toEqual({ allowed: false, scope: 'client' });
    expect(await checkLoginAllowed(store, client, at(14.9))).toEqual({ allowed: false, scope: 'client' });
    // The first four failures leave the 15-minute window: only one remains.
    expect(await checkLoginAllowed(store, client, at(15.1))).toEqual({ allowed: true });
  });

  it('does not block other clients, and successes are not failures', async () => {
    const store = memoryStore();
    await fail(store, stranger('203.0.113.1'), at(0), 5);
    expect(await checkLoginAllowed(store, stranger('203.0.113.2'), at(1))).toEqual({ allowed: true });
    for (let i = 0; i < 10; i += 1) await recordLoginResult(store, stranger('203.0.113.3'), 'success', at(0));
    expect(await checkLoginAllowed(store, stranger('203.0.113.3'), at(0))).toEqual({ allowed: true });
  });

  it('100 failures from rotating clients lock out nobody else: no global cap any more', async () => {
    const store = memoryStore();
    for (let i = 0; i < 100; i += 1) await fail(store, stranger(`198.51.100.${i}`), at(i * 0.1));
    expect(await checkLoginAllowed(store, stranger('192.0.2.1'), at(11))).toEqual({ allowed: true });
    expect(await checkLoginAllowed(store, { ip: '192.0.2.1', device: DEVICE }, at(11))).toEqual({
      allowed: true,
    });
  });

  it('a device keeps its own allowance even from a client address strangers have exhausted', async () => {
    const store = memoryStore();
    await fail(store, stranger('203.0.113.20'), at(0), 5);
    expect(await checkLoginAllowed(store, stranger('203.0.113.20'), at(1))).toEqual({
      allowed: false,
      scope: 'client',
    });
    const device: LoginClient = { ip: '203.0.113.20', device: DEVICE };
    expect(await checkLoginAllowed(store, device, at(1))).toEqual({ allowed: true });
    // …and is limited by its own failures.
    await fail(store, device, at(2), 5);
    expect(await checkLoginAllowed(store, device, at(3))).toEqual({ allowed: false, scope: 'device' });
    expect(await checkLoginAllowed(store, { ip: '198.51.100.1', device: DEVICE }, at(3))).toEqual({
      allowed: false,
      scope: 'device',
    });
  });
});

describe('attemptAdminLogin', () => {
  const credential: AdminCredential = { kind: 'plain', password: 'le-bon-mot-de-passe' };

  it('the 6th attempt from one client is refused even with the right password, without checking it or writing anything', async () => {
    const store = memoryStore();
    const attempt = (password: string, minute: number) =>
      attemptAdminLogin({ store, ip: '203.0.113.9', password, now: at(minute), credential });
    for (let i = 0; i < 5; i += 1) await expect(attempt('faux', i)).resolves.toBe('wrong-password');
    // Any password comparison goes through timingSafeEqual: none may happen once throttled.
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    await expect(attempt('le-bon-mot-de-passe', 6)).resolves.toBe('throttled');
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
    // Refused before the lane: nothing written (hammering costs one read), and the window is not extended.
    expect(store.attempts).toHaveLength(5);
    await expect(attempt('le-bon-mot-de-passe', 16)).resolves.toBe('success');
  });

  it('the browser that logged in before gets in after 100 failures from rotating clients and its own address', async () => {
    const store = memoryStore();
    for (let i = 0; i < 100; i += 1) {
      const ip = i % 2 === 0 ? '203.0.113.30' : `198.51.100.${i}`;
      await attemptAdminLogin({ store, ip, password: `essai-${i}`, now: at(i * 0.05), credential });
    }
    await expect(
      attemptAdminLogin({
        store,
        ip: '203.0.113.30',
        password: 'le-bon-mot-de-passe',
        now: at(6),
        credential,
      }),
    ).resolves.toBe('throttled');
    await expect(
      attemptAdminLogin({
        store,
        ip: '203.0.113.30',
        device: DEVICE,
        password: 'le-bon-mot-de-passe',
        now: at(6),
        credential,
      }),
    ).resolves.toBe('success');
  });

  it('answers not-configured without touching the store', async () => {
    const store = memoryStore();
    await expect(
      attemptAdminLogin({ store, ip: '203.0.113.9', password: 'x', now: at(0), credential: null }),
    ).resolves.toBe('not-configured');
    expect(store.attempts).toHaveLength(0);
  });

  it('strangers never hold up the browser that logged in before; a stranger beyond the lane’s places is refused at once', async () => {
    const store = memoryStore();
    // Strangers' attempts stall in the store (a slow database, or scrypt under load): their lane fills up.
    let release: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: LoginLimitStore = {
      ...store,
      async claimLoginAttempt(claim) {
        if (!claim.ip.startsWith('203.0.113.')) await stalled;
        return store.claimLoginAttempt(claim);
      },
    };
    const strangers = Array.from({ length: MAX_WAITING_ATTEMPTS }, (_, i) =>
      attemptAdminLogin({ store: slow, ip: `198.51.100.${i}`, password: 'faux', now: at(0), credential }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One more stranger: no place left, refused without waiting.
    await expect(
      attemptAdminLogin({ store: slow, ip: '198.51.100.200', password: 'faux', now: at(0), credential }),
    ).resolves.toBe('throttled');
    // The operator's browser (device cookie) gets in while the strangers still wait.
    await expect(
      attemptAdminLogin({
        store: slow,
        ip: '203.0.113.77',
        device: DEVICE,
        password: 'le-bon-mot-de-passe',
        now: at(0),
        credential,
      }),
    ).resolves.toBe('success');
    release();
    expect(await Promise.all(strangers)).toEqual(Array(MAX_WAITING_ATTEMPTS).fill('wrong-password'));
  });

  it('runs parallel attempts one at a time, so a burst cannot exceed the per-client limit', async () => {
    const store = memoryStore();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        attemptAdminLogin({ store, ip: '203.0.113.10', password: 'faux', now: at(0), credential }),
      ),
    );
    // The client holds MAX_WAITING_PER_GROUP places (one checked, two waiting); the five attempts beyond are refused
    // at once and counted as failures, so the two waiting find the client used up when their turn comes.
    expect(outcomes.filter((o) => o === 'wrong-password')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'throttled')).toHaveLength(7);
    expect(store.attempts.filter((a) => !a.ok && !a.refused)).toHaveLength(1 + 8 - MAX_WAITING_PER_GROUP);
    await expect(
      attemptAdminLogin({
        store,
        ip: '203.0.113.10',
        password: 'le-bon-mot-de-passe',
        now: at(1),
        credential,
      }),
    ).resolves.toBe('throttled');
  });
});

describe('rate limit on the real login_attempts table', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ seed: false });
  });
  afterAll(async () => {
    await store.close();
  });

  it('counts per client and per device within the window; refused attempts are stored but not failures', async () => {
    const client = stranger('203.0.113.50');
    await fail(store, client, at(0), 5);
    await recordLoginResult(store, client, 'success', at(0));
    await recordLoginResult(store, client, 'refused', at(1));
    expect(await checkLoginAllowed(store, client, at(10))).toEqual({ allowed: false, scope: 'client' });
    expect(await checkLoginAllowed(store, stranger('203.0.113.51'), at(10))).toEqual({ allowed: true });
    expect(await checkLoginAllowed(store, client, at(15.5))).toEqual({ allowed: true });
    expect(await store.countLoginFailures(at(-1), '203.0.113.50')).toBe(5);

    const device: LoginClient = { ip: '203.0.113.50', device: DEVICE };
    expect(await checkLoginAllowed(store, device, at(10))).toEqual({ allowed: true });
    await fail(store, device, at(11), 5);
    expect(await checkLoginAllowed(store, device, at(12))).toEqual({ allowed: false, scope: 'device' });
    expect(await store.countLoginFailures(at(-1), undefined, DEVICE)).toBe(5);
  });
});
