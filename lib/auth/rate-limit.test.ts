import crypto from 'node:crypto';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { attemptAdminLogin, type AdminCredential } from './login';
import { checkLoginAllowed, LOGIN_LIMITS, recordLoginResult, type LoginLimitStore } from './rate-limit';

const MINUTE = 60_000;
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/** The two store calls the limiter uses, in memory. */
function memoryStore(): LoginLimitStore & { attempts: { ip: string; ok: boolean; at: Date }[] } {
  const attempts: { ip: string; ok: boolean; at: Date }[] = [];
  return {
    attempts,
    async recordLoginAttempt(ip, succeeded, when) {
      attempts.push({ ip, ok: succeeded, at: when });
    },
    async countLoginFailures(since, ip) {
      return attempts.filter((a) => !a.ok && a.at >= since && (ip === undefined || a.ip === ip)).length;
    },
  };
}

async function fail(store: LoginLimitStore, ip: string, when: Date, times = 1) {
  for (let i = 0; i < times; i += 1) await recordLoginResult(store, ip, false, when);
}

describe('login rate limit (injected clock)', () => {
  it('declares the rule: 5 failures per IP per 15 minutes, 100 failures per hour overall', () => {
    expect(LOGIN_LIMITS).toEqual({
      perIp: { maxFailures: 5, windowMs: 15 * MINUTE },
      global: { maxFailures: 100, windowMs: 60 * MINUTE },
    });
  });

  it('allows 4 failures, blocks the IP after the 5th, for 15 minutes after the failures', async () => {
    const store = memoryStore();
    await fail(store, '203.0.113.1', at(0), 4);
    expect(await checkLoginAllowed(store, '203.0.113.1', at(1))).toEqual({ allowed: true });
    await fail(store, '203.0.113.1', at(2));
    expect(await checkLoginAllowed(store, '203.0.113.1', at(2))).toEqual({ allowed: false, scope: 'ip' });
    expect(await checkLoginAllowed(store, '203.0.113.1', at(14.9))).toEqual({
      allowed: false,
      scope: 'ip',
    });
    // The first four failures leave the 15-minute window: only one remains.
    expect(await checkLoginAllowed(store, '203.0.113.1', at(15.1))).toEqual({ allowed: true });
  });

  it('does not block other IPs', async () => {
    const store = memoryStore();
    await fail(store, '203.0.113.1', at(0), 5);
    expect(await checkLoginAllowed(store, '203.0.113.2', at(1))).toEqual({ allowed: true });
  });

  it('successes do not count as failures', async () => {
    const store = memoryStore();
    for (let i = 0; i < 10; i += 1) await recordLoginResult(store, '203.0.113.3', true, at(0));
    expect(await checkLoginAllowed(store, '203.0.113.3', at(0))).toEqual({ allowed: true });
  });

  it('blocks everyone after 100 failures within one hour, from any mix of IPs', async () => {
    const store = memoryStore();
    for (let i = 0; i < 99; i += 1) await fail(store, `198.51.100.${i}`, at(i * 0.5));
    expect(await checkLoginAllowed(store, '192.0.2.1', at(50))).toEqual({ allowed: true });
    await fail(store, '198.51.100.200', at(50));
    expect(await checkLoginAllowed(store, '192.0.2.1', at(50))).toEqual({ allowed: false, scope: 'global' });
    // One hour after the first failures, the oldest ones no longer count.
    expect(await checkLoginAllowed(store, '192.0.2.1', at(60.6))).toEqual({ allowed: true });
  });
});

describe('attemptAdminLogin', () => {
  const credential: AdminCredential = { kind: 'plain', password: 'le-bon-mot-de-passe' };

  it('the 6th attempt from one IP is refused even with the right password, without checking it', async () => {
    const store = memoryStore();
    const attempt = (password: string, minute: number) =>
      attemptAdminLogin({ store, ip: '203.0.113.9', password, now: at(minute), credential });
    for (let i = 0; i < 5; i += 1) await expect(attempt('faux', i)).resolves.toBe('wrong-password');
    // Any password comparison goes through timingSafeEqual: none may happen once throttled.
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    await expect(attempt('le-bon-mot-de-passe', 6)).resolves.toBe('throttled');
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
    // Refused attempts are not recorded: the window is not extended by hammering.
    expect(store.attempts).toHaveLength(5);
    await expect(attempt('le-bon-mot-de-passe', 16)).resolves.toBe('success');
  });

  it('answers not-configured without touching the store', async () => {
    const store = memoryStore();
    await expect(
      attemptAdminLogin({ store, ip: '203.0.113.9', password: 'x', now: at(0), credential: null }),
    ).resolves.toBe('not-configured');
    expect(store.attempts).toHaveLength(0);
  });

  it('runs parallel attempts one at a time, so a burst cannot exceed the per-IP limit', async () => {
    const store = memoryStore();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        attemptAdminLogin({ store, ip: '203.0.113.10', password: 'faux', now: at(0), credential }),
      ),
    );
    expect(outcomes.filter((o) => o === 'wrong-password')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'throttled')).toHaveLength(3);
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

  it('counts per IP and overall within the windows', async () => {
    await fail(store, '203.0.113.50', at(0), 5);
    await recordLoginResult(store, '203.0.113.50', true, at(0));
    expect(await checkLoginAllowed(store, '203.0.113.50', at(10))).toEqual({ allowed: false, scope: 'ip' });
    expect(await checkLoginAllowed(store, '203.0.113.51', at(10))).toEqual({ allowed: true });
    expect(await checkLoginAllowed(store, '203.0.113.50', at(15.5))).toEqual({ allowed: true });
  });
});
