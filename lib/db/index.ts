// Entry point of the data layer: `getStore()` picks one adapter from the environment, once per process.
//   1. Supabase (PostgREST, secret key)  when NEXT_PUBLIC_SUPABASE_URL + SUPABASE_SECRET_KEY are set
//   2. PostgreSQL over DATABASE_URL       when set
//   3. embedded PGlite under PGLITE_DIR   otherwise (default .data/pglite), loaded from the prepared snapshot or
//                                         migrated and seeded on first open
import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { UnavailableError } from './errors';
import { withTimeout } from './guard';
import type { DataStore } from './types';

export type { DataStore } from './types';

export { DEFAULT_PGLITE_DIR } from './snapshot';
import { DEFAULT_PGLITE_DIR } from './snapshot';

export interface StoreIdentity {
  kind: DataStore['kind'];
  /** Stable, non-secret fingerprint of where the data lives (cache keys use it so two databases never mix). */
  id: string;
}

type Config =
  | { kind: 'supabase'; url: string; key: string }
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dir: string };

function config(): Config {
  const env = serverEnv();
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SECRET_KEY) {
    return { kind: 'supabase', url: env.NEXT_PUBLIC_SUPABASE_URL, key: env.SUPABASE_SECRET_KEY };
  }
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return {
    kind: 'pglite',
    dir: path.resolve(/*turbopackIgnore: true*/ env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR),
  };
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}

let identity: { env: ReturnType<typeof serverEnv>; value: StoreIdentity } | undefined;

/**
 * Which database this process talks to, without opening it. Read by every memoised data read (lib/db/cached.ts), so it
 * is computed once per environment (serverEnv() is itself parsed once; tests that reset it get a new identity).
 */
export function storeIdentity(): StoreIdentity {
  const env = serverEnv();
  if (identity?.env === env) return identity.value;
  const c = config();
  const value = { kind: c.kind, id: hash(c.kind === 'pglite' ? c.dir : c.url) };
  identity = { env, value };
  return value;
}

/**
 * A missing embedded database starts from the prepared snapshot of the current migrations + seed (lib/db/snapshot.ts,
 * made by `npm run dev`'s `predev` step) instead of initdb + migrations + seed: the first page answers at once.
 * Without a snapshot (or for an existing directory) the usual path runs: migrate() applies whatever is pending.
 */
async function pgliteSnapshot(dir: string, demo: boolean): Promise<Blob | undefined> {
  // The snapshot holds the demo data: a start that must not load it (production) takes the migrate() path.
  if (!demo || existsSync(dir)) return undefined;
  const { readSnapshot } = await import('./snapshot');
  return (await readSnapshot(true)) ?? undefined;
}

async function open(): Promise<DataStore> {
  const c = config();
  const timeoutMs = serverEnv().DB_TIMEOUT_MS;
  if (c.kind === 'supabase') {
    const { createSupabaseStore } = await import('./supabase-store');
    return createSupabaseStore({ url: c.url, key: c.key, timeoutMs });
  }
  const [{ SqlStore }, { migrate }, executors] = await Promise.all([
    import('./sql-store'),
    import('./migrate'),
    import('./executors'),
  ]);
  const env = serverEnv();
  // Demo data (supabase/demo.sql) only outside production, or on the embedded database with LOAD_DEMO_DATA=1
  // (lib/env.ts refuses that flag with a real database in production).
  const demo = env.NODE_ENV !== 'production' || (c.kind === 'pglite' && env.LOAD_DEMO_DATA);
  const db =
    c.kind === 'postgres'
      ? await executors.openPostgres(c.url, { timeoutMs })
      : await executors.openPglite(c.dir, { snapshot: await pgliteSnapshot(c.dir, demo) });
  try {
    // First open of the embedded database creates the schema and demo data (a few seconds, once). On a real server
    // the runner holds an advisory lock and only seeds a database whose schema it has just created.
    await withTimeout(
      migrate(db, { demo }),
      c.kind === 'pglite' ? Math.max(timeoutMs, 60_000) : timeoutMs * 4,
    );
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return new SqlStore(db, { timeoutMs });
}

// Next's dev server re-evaluates modules on every change; the store (and PGlite's single connection) must not be
// opened twice, so the promise lives on globalThis.
const holder = globalThis as typeof globalThis & { __hmStore?: Promise<DataStore> };

/** The process-wide DataStore. A failed open is not remembered: the next call tries again. */
export function getStore(): Promise<DataStore> {
  if (!holder.__hmStore) {
    holder.__hmStore = open().catch((error: unknown) => {
      holder.__hmStore = undefined;
      throw error instanceof UnavailableError ? error : new UnavailableError(error);
    });
  }
  return holder.__hmStore;
}

/** Closes the process-wide store (scripts, tests). */
export async function closeStore(): Promise<void> {
  const pending = holder.__hmStore;
  holder.__hmStore = undefined;
  if (pending) await (await pending.catch(() => null))?.close();
}
