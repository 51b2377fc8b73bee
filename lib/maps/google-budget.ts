// The site-wide daily budget of Google Maps Platform calls. The per-client throttles (lib/requests/throttle.ts) do not
// bound the total: many addresses (a botnet, a scraper rotating IPs) could still run up the operator's bill. Every
// call that really goes to Google (after the caches: autocomplete, Place Details, Routes) first takes a slot here, in
// the shared `request_throttle` table under one fixed key, so the cap holds across server instances. The window is a
// rolling 24 h (the retention job deletes throttle rows older than a day). Refused: the caller degrades as without
// Google (catalogue places only, great-circle distance). docs/operations.md "Google Maps: daily budget".
import 'server-only';
import type { DataStore } from '@/lib/db/types';
import { serverEnv } from '@/lib/env';

export const GOOGLE_BUDGET_BUCKET = 'google-budget';
/** One key for the whole site: the budget is not per client. */
export const GOOGLE_BUDGET_KEY = '*';
export const GOOGLE_BUDGET_WINDOW_MS = 24 * 60 * 60 * 1000;
const REFUSAL_WARN_INTERVAL_MS = 60 * 60 * 1000;

export type GoogleBudgetStore = Pick<DataStore, 'takeThrottleSlot'>;

// Once an hour at most per process: a refused budget is hit by every request until the window slides.
let lastRefusalWarn: number | null = null;

/**
 * Records one Google call in the shared budget and answers whether it may be made (false: the last 24 h already used
 * GOOGLE_DAILY_CALL_LIMIT calls). Never throws: a store failure lets the call through (fail open) with a warning —
 * the database being down already fails the request elsewhere, and the per-client throttles still apply.
 */
export async function takeGoogleCall(
  store: GoogleBudgetStore,
  now: Date,
  /** Defaults to GOOGLE_DAILY_CALL_LIMIT. */
  limit?: number,
): Promise<boolean> {
  let max: number;
  let allowed: boolean;
  try {
    max = limit ?? serverEnv().GOOGLE_DAILY_CALL_LIMIT;
    const since = new Date(now.getTime() - GOOGLE_BUDGET_WINDOW_MS);
    allowed = await store.takeThrottleSlot(GOOGLE_BUDGET_BUCKET, GOOGLE_BUDGET_KEY, now, since, max);
  } catch (error) {
    console.warn('[maps] budget Google illisible, appel autorisé', error);
    return true;
  }
  if (!allowed) {
    const at = now.getTime();
    if (lastRefusalWarn === null || Math.abs(at - lastRefusalWarn) >= REFUSAL_WARN_INTERVAL_MS) {
      lastRefusalWarn = at;
      console.warn(
        `[maps] budget Google du jour atteint (GOOGLE_DAILY_CALL_LIMIT = ${max} appels sur 24 h glissantes) : ` +
          'adresses du catalogue seulement et distances estimées jusqu’à ce que la fenêtre se libère.',
      );
    }
  }
  return allowed;
}

/** For tests: the next refusal warns again. */
export function resetGoogleBudgetWarningForTests(): void {
  lastRefusalWarn = null;
}
