// A distributed wrong-password flood against the admin login (red-team audit): the operator, without the device
// cookie, from an address of their own, must still get in within a few tries, and the server must never check more
// than a bounded number of passwords at once. The password check is faked (scrypt would make each test take minutes):
// it resolves on a later turn of the event loop, as scrypt on the thread pool does, and counts what it checks.
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { clientKey } from '@/lib/requests/client-ip';
import {
  attemptAdminLogin,
  MAX_WAITING_ATTEMPTS,
  MAX_WAITING_PER_GROUP,
  waitingGroup,
  type AdminCredential,
  type LoginOutcome,
} from './login';
import { verifyPassword } from './password';
import { LOGIN_LIMITS, recordLoginResult, type LoginLimitStore } from './rate-limit';

jest.mock('./password', () => ({
  ...jest.requireActual<typeof import('./password')>('./password'),
  verifyPassword: jest.fn(),
}));

const T0 = new Date('2026-03-01T10:00:00Z');
const GOOD = 'le-bon-mot-de-passe';
const credential: AdminCredential = { kind: 'hash', hash: 'scrypt:faked-in-this-file' };
const OPERATOR = '203.0.113.5';
const DEVICE = '6f1c2b3a-1111-4222-8333-944455566677';

/** One turn of the event loop (a network round trip, or scrypt on the thread pool). */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

const hashing = {
  running: 0,
  max: 0,
  /** Passwords checked, by password (the attackers' passwords name their address). */
  checked: new Map<string, number>(),
  /** What a check waits for: a turn of the event loop, or a gate a test opens. */
  wait: tick,
};

beforeEach(() => {
  hashing.running = 0;
  hashing.max = 0;
  hashing.checked.clear();
  hashing.wait = tick;
  jest.mocked(verifyPassword).mockImplementation(async (password) => {
    hashing.running += 1;
    hashing.max = Math.max(hashing.max, hashing.running);
    hashing.checked.set(password, (hashing.checked.get(password) ?? 0) + 1);
    try {
      await hashing.wait();
    } finally {
      hashing.running -= 1;
    }
    return password === GOOD;
  });
});

interface Row {
  ip: string;
  ok: boolean;
  at: Date;
  device?: string;
  refused: boolean;
}

/** The store calls the limiter uses, in memory, with the SQL store's semantics; each takes a round trip. */
function memoryStore(): LoginLimitStore & { rows: Row[] } {
  const rows: Row[] = [];
  return {
    rows,
    async recordLoginAttempt(ip, ok, at, options = {}) {
      await tick();
      rows.push({ ip, ok, at, device: options.device, refused: options.refused ?? false });
    },
    async claimLoginAttempt({ ip, device, at, since, max }) {
      await tick();
      // Counted and recorded in one step, as the SQL function does under its locks.
      const failures = rows.filter(
        (r) => !r.ok && !r.refused && r.at >= since && (device ? r.device === device : r.ip === ip),
      ).length;
      rows.push({ ip, ok: false, at, device: device ?? undefined, refused: failures >= max });
      return failures >= max ? null : String(rows.length - 1);
    },
    async markLoginSucceeded(id) {
      await tick();
      const row = rows[Number(id)];
      if (row && !row.refused) row.ok = true;
    },
    async countLoginFailures(since, ip, device) {
      await tick();
      return rows.filter(
        (r) =>
          !r.ok &&
          !r.refused &&
          r.at >= since &&
          (ip === undefined || r.ip === ip) &&
          (device === undefined || r.device === device),
      ).length;
    },
  };
}

const login = (store: LoginLimitStore, ip: string, password: string, device?: string) =>
  attemptAdminLogin({ store, ip, device: device ?? null, password, now: T0, credential });

/**
 * `attackers` clients keep sending wrong passwords, each as soon as its previous one is answered, from the addresses
 * `nextAddress` gives in turn, while the operator (no device cookie, an address of their own) types the right
 * password up to 10 times, one try after the other. Gives the operator's answers, up to the first success.
 */
async function operatorUnderFlood(
  store: LoginLimitStore,
  attackers: number,
  nextAddress: () => string,
): Promise<LoginOutcome[]> {
  let flooding = true;
  const attacker = async () => {
    while (flooding) {
      const ip = clientKey(nextAddress()) ?? 'unknown';
      await login(store, ip, `faux ${ip}`);
      await tick();
    }
  };
  const flood = Array.from({ length: attackers }, attacker);
  // The flood is under way before the operator's first try.
  for (let i = 0; i < 5; i += 1) await tick();
  const answers: LoginOutcome[] = [];
  try {
    while (answers.length < 10 && !answers.includes('success')) {
      answers.push(await login(store, OPERATOR, GOOD));
      await tick();
    }
  } finally {
    flooding = false;
    await Promise.all(flood);
  }
  return answers;
}

describe('a distributed wrong-password flood does not keep the operator out (no device cookie)', () => {
  it('16 attackers, each try from a fresh IPv6 /64: the operator gets in within 3 tries', async () => {
    let n = 0;
    const answers = await operatorUnderFlood(
      memoryStore(),
      16,
      () => `2001:db8:bad:${(n++).toString(16)}::1`,
    );
    expect(answers).toContain('success');
    expect(answers.length).toBeLessThanOrEqual(3);
    // Never more than one stranger's password checked at a time.
    expect(hashing.max).toBe(1);
  });

  it('16 attackers from /64s of distinct /48s (no shared prefix): the operator gets in within 3 tries', async () => {
    let n = 0;
    const answers = await operatorUnderFlood(memoryStore(), 16, () => `2001:db8:${(n++).toString(16)}:1::1`);
    expect(answers).toContain('success');
    expect(answers.length).toBeLessThanOrEqual(3);
    expect(hashing.max).toBe(1);
  });

  it('16 attackers sharing a pool of 40 IPv4 addresses in turn: the operator gets in, each address is used up by its own tries', async () => {
    const store = memoryStore();
    let n = 0;
    const pool = Array.from({ length: 40 }, (_, i) => `198.51.100.${i + 1}`);
    const answers = await operatorUnderFlood(store, 16, () => pool[n++ % pool.length] ?? 'unknown');
    expect(answers).toContain('success');
    expect(answers.length).toBeLessThanOrEqual(3);
    expect(hashing.max).toBe(1);
    // The per-client limit holds: no address had more than 5 passwords checked.
    for (const ip of pool) {
      expect(hashing.checked.get(`faux ${ip}`) ?? 0).toBeLessThanOrEqual(LOGIN_LIMITS.perClient.maxFailures);
    }
  });

  it('the browser with the device cookie still gets in at once during the flood', async () => {
    const store = memoryStore();
    let n = 0;
    let flooding = true;
    const attacker = async () => {
      while (flooding) {
        const ip = clientKey(`2001:db8:${(n++).toString(16)}:1::1`) ?? 'unknown';
        await login(store, ip, `faux ${ip}`);
        await tick();
      }
    };
    const flood = Array.from({ length: 16 }, attacker);
    for (let i = 0; i < 5; i += 1) await tick();
    try {
      await expect(login(store, OPERATOR, GOOD, DEVICE)).resolves.toBe('success');
    } finally {
      flooding = false;
      await Promise.all(flood);
    }
    // One stranger's check and one device's at most.
    expect(hashing.max).toBeLessThanOrEqual(2);
  });
});

describe('waiting places of the strangers’ lane', () => {
  /** Holds every password check until `open()`. */
  function gate() {
    let open: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => {
      open = resolve;
    });
    hashing.wait = () => closed;
    return open;
  }

  it('groups an IPv6 client by its /48, anything else stays its own group', () => {
    expect(waitingGroup(clientKey('2001:db8:bad:1f::1') ?? '')).toBe('2001:db8:bad::/48');
    expect(waitingGroup(clientKey('2001:db8:bad:20::9') ?? '')).toBe('2001:db8:bad::/48');
    expect(waitingGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(waitingGroup('unknown')).toBe('unknown');
  });

  it('when every place is taken, the attempt refused is the one of the client with the most recent failures', async () => {
    const store = memoryStore();
    const open = gate();
    // Every waiting client failed before, the last one the most.
    const clients = Array.from({ length: MAX_WAITING_ATTEMPTS }, (_, i) => `198.51.100.${i + 1}`);
    for (const [i, ip] of clients.entries()) {
      await recordLoginResult(store, { ip, device: null }, 'failure', T0);
      if (i === clients.length - 1) await recordLoginResult(store, { ip, device: null }, 'failure', T0);
    }
    const waiting = clients.map((ip) => login(store, ip, `faux ${ip}`));
    for (let i = 0; i < 3; i += 1) await tick();
    // A client without failures takes the place of the most-failing one, refused at once and not counted.
    const operator = login(store, OPERATOR, GOOD);
    await expect(waiting[waiting.length - 1]).resolves.toBe('throttled');
    // A newcomer with failures, no fewer than anyone waiting, is the one refused.
    await recordLoginResult(store, { ip: '192.0.2.9', device: null }, 'failure', T0);
    await expect(login(store, '192.0.2.9', 'faux')).resolves.toBe('throttled');
    open();
    await expect(operator).resolves.toBe('success');
    expect(await Promise.all(waiting.slice(0, -1))).toEqual(Array(clients.length - 1).fill('wrong-password'));
    expect(hashing.max).toBe(1);
  });

  it('one group holds at most a few places: an IPv6 /48 rotating its /64s cannot fill the lane', async () => {
    const store = memoryStore();
    const open = gate();
    const from48 = Array.from({ length: 10 }, (_, i) => clientKey(`2001:db8:bad:${i}::1`) ?? 'unknown');
    const sent = from48.map((ip) => login(store, ip, `faux ${ip}`));
    for (let i = 0; i < 3; i += 1) await tick();
    const operator = login(store, OPERATOR, GOOD);
    open();
    const answers = await Promise.all(sent);
    expect(answers.filter((a) => a === 'wrong-password')).toHaveLength(MAX_WAITING_PER_GROUP);
    await expect(operator).resolves.toBe('success');
    // Refused for lack of a place in their group, not for their own tries: not counted against those /64s.
    expect(store.rows.filter((r) => !r.ok && !r.refused)).toHaveLength(MAX_WAITING_PER_GROUP);
  });

  it('a client sending more than its places is refused, and those refusals count against it', async () => {
    const store = memoryStore();
    const open = gate();
    const burst = Array.from({ length: 8 }, () => login(store, '203.0.113.10', 'faux'));
    for (let i = 0; i < 3; i += 1) await tick();
    open();
    const answers = await Promise.all(burst);
    // Never more passwords checked than the per-client limit allows.
    expect(hashing.checked.get('faux') ?? 0).toBeLessThanOrEqual(LOGIN_LIMITS.perClient.maxFailures);
    expect(answers.filter((a) => a === 'throttled').length).toBeGreaterThanOrEqual(8 - MAX_WAITING_PER_GROUP);
    // The address is used up: the next try is refused before any check, even with the right password.
    await expect(login(store, '203.0.113.10', GOOD)).resolves.toBe('throttled');
    expect(hashing.checked.get(GOOD)).toBeUndefined();
    expect(hashing.max).toBe(1);
  });
});

describe('the flood on the real login_attempts table', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ seed: false });
  });
  afterAll(async () => {
    await store.close();
  });

  it('two instances over one database: a client with 4 failures gets one more check in all, not one per instance', async () => {
    // Another instance is another copy of the module, with its own lanes (each serialises only its own checks).
    let other: typeof import('./login') | undefined;
    await jest.isolateModulesAsync(async () => {
      other = await import('./login');
    });
    expect(other?.attemptAdminLogin).toBeDefined();
    expect(other?.attemptAdminLogin).not.toBe(attemptAdminLogin);
    const ip = '198.51.100.77';
    for (let i = 0; i < 4; i += 1) await recordLoginResult(store, { ip, device: null }, 'failure', T0);
    const plain: AdminCredential = { kind: 'plain', password: GOOD };
    const instances = [attemptAdminLogin, other!.attemptAdminLogin];
    const answers = await Promise.all(
      [0, 1, 0, 1].map((i) => instances[i]!({ store, ip, password: 'faux', now: T0, credential: plain })),
    );
    expect(answers.filter((a) => a === 'wrong-password')).toHaveLength(1);
    expect(answers.filter((a) => a === 'throttled')).toHaveLength(3);
    expect(await store.countLoginFailures(new Date(T0.getTime() - 1), ip)).toBe(5);
    // And the right password, once the window has passed, on either instance: a success, not a failure.
    const later = new Date(T0.getTime() + LOGIN_LIMITS.perClient.windowMs + 1);
    await expect(
      other!.attemptAdminLogin({ store, ip, password: GOOD, now: later, credential: plain }),
    ).resolves.toBe('success');
    expect(await store.countLoginFailures(new Date(later.getTime() - 1), ip)).toBe(0);
  });

  it('16 attackers from fresh /64s, then the operator without the device cookie: in within 3 tries', async () => {
    let n = 0;
    const answers = await operatorUnderFlood(store, 16, () => `2001:db8:bad:${(n++).toString(16)}::1`);
    expect(answers).toContain('success');
    expect(answers.length).toBeLessThanOrEqual(3);
    expect(hashing.max).toBe(1);
  });
});
