// One admin login attempt: rate limit (before any password work), a claim on the limit, password check.
import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { plainPasswordMatches, verifyPassword } from './password';
import {
  allowanceOf,
  claimLoginCheck,
  countRecentFailures,
  recordLoginResult,
  type LoginClient,
  type LoginLimitStore,
} from './rate-limit';

export type AdminCredential = { kind: 'hash'; hash: string } | { kind: 'plain'; password: string };

/**
 * ADMIN_PASSWORD_HASH always wins. The plain ADMIN_PASSWORD is honoured only outside production (`next dev`
 * reads it from .env.development); lib/env.ts refuses it in production.
 */
export function adminCredential(
  env: Pick<ServerEnv, 'NODE_ENV' | 'ADMIN_PASSWORD_HASH' | 'ADMIN_PASSWORD'> = serverEnv(),
): AdminCredential | null {
  if (env.ADMIN_PASSWORD_HASH) return { kind: 'hash', hash: env.ADMIN_PASSWORD_HASH };
  if (env.ADMIN_PASSWORD && env.NODE_ENV !== 'production') {
    return { kind: 'plain', password: env.ADMIN_PASSWORD };
  }
  return null;
}

export type LoginOutcome = 'success' | 'wrong-password' | 'throttled' | 'not-configured';

export interface LoginAttempt {
  store: LoginLimitStore;
  ip: string;
  /** Device id of a valid device cookie (lib/auth/device.ts), null without one. */
  device?: string | null;
  password: string;
  now: Date;
  credential: AdminCredential | null;
}

async function passwordMatches(password: string, credential: AdminCredential): Promise<boolean> {
  return credential.kind === 'hash'
    ? verifyPassword(password, credential.hash)
    : plainPasswordMatches(password, credential.password);
}

/**
 * Password checks run one at a time per lane and instance: the count-then-record sequence cannot be raced by parallel
 * requests, and at most two 128 MiB scrypts run at once on a small server (one per lane). Two lanes, so that strangers
 * never hold up the operator: a browser that logged in before (a valid device cookie) waits only behind other such
 * browsers, in order.
 *
 * The strangers' lane (no device cookie) is shared out, not first come, first served: one global queue that answered
 * 429 once full let 16 attackers on fresh IPv6 /64s keep every browser without the cookie out (red-team audit). Now:
 *   - it holds at most MAX_WAITING_ATTEMPTS attempts (waiting or being checked), so the wait stays bounded (24
 *     scrypts: ≈11 s at the audit's 0.45 s each) and nobody makes the server hash without bound;
 *   - one group (waitingGroup: an IPv6 /48, else the client key itself) holds at most MAX_WAITING_PER_GROUP of them,
 *     so rotating /64s of one /48 takes 3 places, not all of them;
 *   - the groups take turns (round robin): an attempt waits behind at most one attempt of each other group;
 *   - when there is no place, the attempt refused (429 at once) is, of the newcomer and the attempts waiting, the one
 *     whose client has the most failures in the window, the latest on a tie. A client with no failures (the operator)
 *     thus takes the place of an address the flood already used, and is refused only by a lane full of clients as
 *     clean as itself; that refusal is not counted against it (the flood must not use up the operator's address);
 *   - but a newcomer refused while its own client key already has an attempt in the lane is recorded as a failure:
 *     one address sending faster than it is answered uses itself up (5 per 15 minutes), as its checked tries do.
 * Still beyond it: more than MAX_WAITING_ATTEMPTS never-failed groups in flight at once, renewed as fast as they are
 * checked (thousands of IPv4 addresses or /48s an hour, a botnet); the device cookie's lane is the answer there.
 */
export const MAX_WAITING_ATTEMPTS = 24;
export const MAX_WAITING_PER_GROUP = 3;

/** The group sharing waiting places: an IPv6 client (a /64 key, lib/requests/client-ip.ts) by its /48. */
export function waitingGroup(clientKey: string): string {
  const v6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(clientKey);
  return v6 ? `${v6[1]}:${v6[2]}:${v6[3]}::/48` : clientKey;
}

/** The device lane: first come, first served (only browsers holding a signed device cookie get here). */
function lane() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

type Turn = 'turn' | 'no-place' | 'own-place-taken';

interface Place {
  readonly client: string;
  readonly group: string;
  /** The client's failures in the window, as last known. */
  failures: number;
  readonly arrival: number;
  readonly answer: (turn: Turn) => void;
}

function strangersLane() {
  const waiting = new Map<string, Place[]>(); // per group, in arrival order
  const turns: string[] = []; // the groups with an attempt waiting, in the order they are served
  let checking: Place | null = null;
  let waitingCount = 0;
  let arrivals = 0;

  const inGroup = (group: string) => (waiting.get(group)?.length ?? 0) + (checking?.group === group ? 1 : 0);
  const hasPlace = (client: string, group: string) =>
    checking?.client === client || (waiting.get(group) ?? []).some((p) => p.client === client);

  function remove(place: Place) {
    const queue = waiting.get(place.group) ?? [];
    queue.splice(queue.indexOf(place), 1);
    waitingCount -= 1;
    if (queue.length === 0) {
      waiting.delete(place.group);
      turns.splice(turns.indexOf(place.group), 1);
    }
  }

  /** Whom to refuse for lack of a place: the most failures, the latest arrival on a tie. */
  function refused(candidates: Place[], newcomer: Place): Place {
    let worst = newcomer;
    for (const place of candidates) {
      if (place.failures > worst.failures) worst = place;
      else if (place.failures === worst.failures && place.arrival > worst.arrival) worst = place;
    }
    return worst;
  }

  function serveNext() {
    if (checking) return;
    const group = turns.shift();
    if (group === undefined) return;
    const queue = waiting.get(group) ?? [];
    const place = queue.shift();
    if (!place) return;
    waitingCount -= 1;
    if (queue.length > 0) turns.push(group);
    else waiting.delete(group);
    checking = place;
    place.answer('turn');
  }

  return {
    /** Resolves 'turn' when this attempt may be checked (then call `done()`), or why it was refused. */
    enter(client: string, failures: number): Promise<Turn> {
      return new Promise<Turn>((answer) => {
        const group = waitingGroup(client);
        arrivals += 1;
        const newcomer: Place = { client, group, failures, arrival: arrivals, answer };
        let candidates: Place[] | null = null;
        if (inGroup(group) >= MAX_WAITING_PER_GROUP) candidates = waiting.get(group) ?? [];
        else if (waitingCount + (checking ? 1 : 0) >= MAX_WAITING_ATTEMPTS)
          candidates = [...waiting.values()].flat();
        if (candidates) {
          const out = refused(candidates, newcomer);
          if (out === newcomer) {
            answer(hasPlace(client, group) ? 'own-place-taken' : 'no-place');
            return;
          }
          remove(out);
          out.answer('no-place');
        }
        const queue = waiting.get(group);
        if (queue) queue.push(newcomer);
        else {
          waiting.set(group, [newcomer]);
          turns.push(group);
        }
        waitingCount += 1;
        serveNext();
      });
    },
    /** A failure recorded against `client`: its attempts still waiting are the first refused from now on. */
    failed(client: string) {
      for (const place of waiting.get(waitingGroup(client)) ?? []) {
        if (place.client === client) place.failures += 1;
      }
    },
    /** The attempt being checked is over: the next group's turn. */
    done() {
      checking = null;
      serveNext();
    },
  };
}

const lanes = { device: lane(), strangers: strangersLane() };

/**
 * The check proper, in a lane: a claim first (failures recorded while this attempt waited count, on every instance),
 * then the password; the claim becomes a success when it matches.
 */
async function checkInLane(
  attempt: LoginAttempt,
  client: LoginClient,
  credential: AdminCredential,
): Promise<LoginOutcome> {
  const { store, password, now } = attempt;
  const claim = await claimLoginCheck(store, client, now);
  if (claim === null) return 'throttled';
  const ok = await passwordMatches(password, credential);
  if (!ok) return 'wrong-password';
  await store.markLoginSucceeded(claim);
  return 'success';
}

export async function attemptAdminLogin(attempt: LoginAttempt): Promise<LoginOutcome> {
  const { store, ip, now, credential } = attempt;
  if (!credential) return 'not-configured';
  const client: LoginClient = { ip, device: attempt.device ?? null };
  // A throttled client is refused before it takes a place in a lane: one read, no password work, no waiting.
  const failures = await countRecentFailures(store, client, now);
  if (!allowanceOf(client, failures).allowed) return 'throttled';
  if (client.device) return lanes.device.run(() => checkInLane(attempt, client, credential));

  const strangers = lanes.strangers;
  const turn = await strangers.enter(ip, failures);
  if (turn === 'own-place-taken') {
    await recordLoginResult(store, client, 'failure', now);
    strangers.failed(ip);
  }
  if (turn !== 'turn') return 'throttled';
  try {
    const outcome = await checkInLane(attempt, client, credential);
    if (outcome === 'wrong-password') strangers.failed(ip);
    return outcome;
  } finally {
    strangers.done();
  }
}
