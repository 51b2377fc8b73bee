// The two SQL engines behind SqlStore. Each is imported lazily so the embedded engine's WASM is only loaded when used.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SqlExecutor } from './sql-store';

/** Embedded Postgres (WASM). `dataDir` undefined = in memory (tests); a path = files on disk (`.data/pglite`). */
export async function openPglite(dataDir?: string, options: { snapshot?: Blob } = {}): Promise<SqlExecutor> {
  const { PGlite } = await import('@electric-sql/pglite');
  // A fresh clone has no `.data/`: PGlite creates its own folder but not the parents.
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  // A prepared snapshot (lib/db/snapshot.ts) only seeds a directory that does not exist yet: never existing data.
  const loadDataDir = options.snapshot && dataDir && !existsSync(dataDir) ? options.snapshot : undefined;
  return pgliteExecutor(
    dataDir ? await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {}) : await PGlite.create(),
  );
}

/** The executor surface over an open PGlite instance. */
export function pgliteExecutor(db: PGlite): SqlExecutor {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

export interface PostgresOptions {
  /** Connection and per-statement limit: a down or slow server fails fast instead of hanging a page. */
  timeoutMs: number;
  max?: number;
}

/** Any Postgres over a connection string (Supabase's own included), through a small `pg` pool. */
export async function openPostgres(url: string, options: PostgresOptions): Promise<SqlExecutor> {
  const { Pool } = await import('pg');
  const pool = new Pool({
    connectionString: url,
    max: options.max ?? 5,
    connectionTimeoutMillis: options.timeoutMs,
    query_timeout: options.timeoutMs,
    statement_timeout: options.timeoutMs,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
  });
  // An idle client losing its connection must not crash the process; the next query reports the failure.
  pool.on('error', (error) => console.error('[db] connexion PostgreSQL perdue', error.message));
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
