// Fresh databases for tests: never the developer's `.data/`, never a shared schema.
import { randomBytes } from 'node:crypto';
import { openPostgres, pgliteExecutor } from './executors';
import { migrate } from './migrate';
import { ensureSnapshot } from './snapshot';
import { SqlStore, type SqlExecutor } from './sql-store';

export interface TestStore extends SqlStore {
  /** Raw SQL access for assertions (RLS checks, row counts). */
  readonly sql: SqlExecutor;
}

function attach(db: SqlExecutor, timeoutMs: number, extraClose?: () => Promise<void>): TestStore {
  const store = new SqlStore(
    {
      ...db,
      close: async () => {
        await db.close();
        await extraClose?.();
      },
    },
    { timeoutMs },
  ) as TestStore;
  Object.defineProperty(store, 'sql', { value: db, enumerable: false });
  return store;
}

/**
 * A fresh in-memory PGlite with every migration and the seed applied, loaded from the prepared snapshot
 * (lib/db/snapshot.ts: ≈1 s instead of initdb + migrations + seed, 3 s quiet, 15 s+ busy). Close it in `afterAll`.
 */
export async function createTestStore(
  options: { seed?: boolean; timeoutMs?: number } = {},
): Promise<TestStore> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ loadDataDir: await ensureSnapshot(options.seed !== false) });
  return attach(pgliteExecutor(db), options.timeoutMs ?? 15_000);
}

/**
 * A fresh database on a real PostgreSQL server: `url` names any database on it (e.g. DATABASE_URL); a new database
 * `hm_t_<random>` is created beside it, migrated and seeded, and dropped again by `close()`. Test files running in
 * parallel therefore never share data. `max: 1` pins every query to one connection (session state such as
 * `set role` then holds across calls, as on PGlite).
 */
export async function createPgTestStore(
  url: string,
  options: { seed?: boolean; timeoutMs?: number; max?: number } = {},
): Promise<TestStore> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const name = `hm_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(url, { timeoutMs, max: 1 });
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString(), { timeoutMs, max: options.max ?? 4 });
  try {
    await migrate(db, { seed: options.seed === false ? 'never' : 'always', demo: options.seed !== false });
  } catch (error) {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
    throw error;
  }
  return attach(db, timeoutMs, async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  });
}

export interface TestEngine {
  name: 'pglite' | 'postgres';
  create(options?: { seed?: boolean; max?: number }): Promise<TestStore>;
}

/** The engines a DB test runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (CI). */
export function testEngines(): TestEngine[] {
  const url = process.env.DATABASE_URL;
  const engines: TestEngine[] = [{ name: 'pglite', create: (o) => createTestStore(o) }];
  if (url) engines.push({ name: 'postgres', create: (o) => createPgTestStore(url, o) });
  return engines;
}
