// The daily budget of Google Maps Platform calls, in two shares. Every call that really goes to Google (after the
// caches: autocomplete, Place Details, Routes) first takes a slot in the calling client's share (bucket
// `google-client`, keyed like every per-client throttle: lib/requests/client-ip.ts, GOOGLE_CLIENT_DAILY_CALL_LIMIT),
// then one in the site-wide budget (bucket `google-budget`, one fixed key, GOOGLE_DAILY_CALL_LIMIT). Both live in the
// shared `request_throttle` table, so they hold across server instances; the window is a rolling 24 h (the retention
// job deletes throttle rows older than a day). The per-request throttles (places 120 / 10 min, quote 60 / 10 min)
// allow one client far more calls a day than the whole site's budget; its share is what stops one address from
// spending that budget for every visitor. A client refused its share takes no site slot. Refused either way, the
// caller degrades as without Google (catalogue places only, 503 on a Google place, great-circle distance), for that
// client only when it is its share. docs/operations.md "Google Maps: daily budget".
import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { DataStore } from '@/lib/db/types';
import { serverEnv } from '@/lib/env';
import { hourlyWarning } from '@/lib/log/hourly-warning';
import { clientIp } from '@/lib/requests/client-ip';

export const GOOGLE_BUDGET_BUCKET = 'google-budget';
/** One key for the whole site: the budget is not per client. */
export const GOOGLE_BUDGET_KEY = '*';
/** Each client's share of the budget, under its client key (lib/requests/client-ip.ts). */
export const GOOGLE_CLIENT_BUCKET = 'google-client';
export const GOOGLE_BUDGET_WINDOW_MS = 24 * 60 * 60 * 1000;

export type GoogleBudgetStore = Pick<DataStore, 'takeThrottleSlot'>;

export interface GoogleCallOptions {
  /** The site-wide cap; defaults to GOOGLE_DAILY_CALL_LIMIT. */
  limit?: number;
  /** One client's share; defaults to GOOGLE_CLIENT_DAILY_CALL_LIMIT. */
  clientLimit?: number;
  /**
   * Whose call it is: the client key of lib/requests/client-ip.ts (what the places and quote throttles are keyed by).
   * Undefined: the client of the request being answered (its headers, read with next/headers); null, or no request
   * (a script, a test calling the library): the site-wide budget alone.
   */
  client?: string | null;
}

// Once an hour at most per process and kind: a refused budget is hit by every request until the window slides.
const siteRefusal = hourlyWarning();
const clientRefusal = hourlyWarning();

/** The client key of the request being answered, or null outside a request. */
async function requestClient(): Promise<string | null> {
  try {
    return clientIp(await headers());
  } catch (error) {
    // Next's own signals (a prerender interrupted by a request-time API) must reach Next.
    unstable_rethrow(error);
    return null;
  }
}

/** One slot of `bucket`/`key`; a store failure lets the call through (fail open) with a warning. */
async function takeSlot(
  store: GoogleBudgetStore,
  bucket: string,
  key: string,
  now: Date,
  max: () => number,
): Promise<{ allowed: boolean; max: number }> {
  let limit = 0;
  try {
    limit = max();
    const since = new Date(now.getTime() - GOOGLE_BUDGET_WINDOW_MS);
    return { allowed: await store.takeThrottleSlot(bucket, key, now, since, limit), max: limit };
  } catch (error) {
    console.warn('[maps] budget Google illisible, appel autorisé', error);
    return { allowed: true, max: limit };
  }
}

/**
 * Records one Google call in the client's share, then in the site's budget, and answers whether it may be made
 * (false: the client already made GOOGLE_CLIENT_DAILY_CALL_LIMIT calls in the last 24 h — no site slot is then taken —,
 * or the site GOOGLE_DAILY_CALL_LIMIT). Never throws: a store failure lets the call through (fail open) with a
 * warning — the database being down already fails the request elsewhere, and the per-client throttles still apply.
 */
export async function takeGoogleCall(
  store: GoogleBudgetStore,
  now: Date,
  options: GoogleCallOptions = {},
): Promise<boolean> {
  const client = options.client === undefined ? await requestClient() : options.client;
  if (client !== null) {
    const share = await takeSlot(
      store,
      GOOGLE_CLIENT_BUCKET,
      client,
      now,
      () => options.clientLimit ?? serverEnv().GOOGLE_CLIENT_DAILY_CALL_LIMIT,
    );
    if (!share.allowed) {
      clientRefusal.warn(
        now,
        `[maps] part Google d'un client atteinte (GOOGLE_CLIENT_DAILY_CALL_LIMIT = ${share.max} appels sur 24 h ` +
          'glissantes) : ce client a les adresses du catalogue seulement et des distances estimées, les autres gardent Google.',
      );
      return false;
    }
  }
  const site = await takeSlot(
    store,
    GOOGLE_BUDGET_BUCKET,
    GOOGLE_BUDGET_KEY,
    now,
    () => options.limit ?? serverEnv().GOOGLE_DAILY_CALL_LIMIT,
  );
  if (!site.allowed) {
    siteRefusal.warn(
      now,
      `[maps] budget Google du jour atteint (GOOGLE_DAILY_CALL_LIMIT = ${site.max} appels sur 24 h glissantes) : ` +
        'adresses du catalogue seulement et distances estimées jusqu’à ce que la fenêtre se libère.',
    );
  }
  return site.allowed;
}

/** For tests: the next refusals warn again. */
export function resetGoogleBudgetWarningForTests(): void {
  siteRefusal.reset();
  clientRefusal.reset();
}
