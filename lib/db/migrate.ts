// Applies supabase/migrations/*.sql in file-name order, then supabase/seed.sql (reference data) on a fresh database
// only, and supabase/demo.sql (sample data) too when asked (`demo`: outside production, or LOAD_DEMO_DATA=1).
// The SQL itself is idempotent (the same files run on Supabase through `supabase db push`); the runner only records
// which files it applied, in app_private.schema_migrations (outside `public`, so PostgREST never exposes it).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SqlExecutor } from './sql-store';

export interface MigrateOptions {
  /** Project root holding `supabase/`; defaults to the working directory (Next, jest and scripts run there). */
  root?: string;
  /** 'if-fresh' (default): seed only when the schema did not exist before this run. */
  seed?: 'if-fresh' | 'always' | 'never';
  /** Also load supabase/demo.sql (sample reservations, a draft post) when seeding. Never on a production database. */
  demo?: boolean;
}

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

/** Any fixed number: serialises concurrent runners (several server instances starting at once). */
const LOCK_KEY = 724_405_001;

function supabaseDir(root?: string): string {
  return path.join(root ?? process.cwd(), 'supabase');
}

export async function listMigrationFiles(root?: string): Promise<string[]> {
  const dir = path.join(supabaseDir(root), 'migrations');
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
}

export async function migrate(db: SqlExecutor, options: MigrateOptions = {}): Promise<MigrateResult> {
  const dir = supabaseDir(options.root);
  const files = await listMigrationFiles(options.root);

  const [state] = (
    await db.query<{ fresh: boolean; tracked: boolean }>(
      `select to_regclass('public.local_packages') is null as fresh,
              to_regclass('app_private.schema_migrations') is not null as tracked`,
    )
  ).rows;
  const fresh = state?.fresh ?? true;
  const done = new Set<string>();
  if (state?.tracked) {
    const { rows } = await db.query<{ name: string }>('select name from app_private.schema_migrations');
    for (const r of rows) done.add(r.name);
  }
  const pending = files.filter((f) => !done.has(f));
  const seed = options.seed === 'always' || (options.seed !== 'never' && fresh);
  if (pending.length === 0 && !seed) return { applied: [], seeded: false };

  // One script, one implicit transaction: the advisory lock holds until it commits, and a failure applies nothing.
  const parts = [
    `select pg_advisory_xact_lock(${LOCK_KEY});`,
    'create schema if not exists app_private;',
    'revoke all on schema app_private from public;',
    `create table if not exists app_private.schema_migrations (
       name text primary key, applied_at timestamptz not null default now());`,
  ];
  for (const file of pending) {
    parts.push(await readFile(path.join(dir, 'migrations', file), 'utf8'));
    parts.push(
      `insert into app_private.schema_migrations (name) values ('${file.replace(/'/g, "''")}') on conflict do nothing;`,
    );
  }
  if (seed) parts.push(await readFile(path.join(dir, 'seed.sql'), 'utf8'));
  if (seed && options.demo) parts.push(await readFile(path.join(dir, 'demo.sql'), 'utf8'));
  await db.exec(parts.join('\n;\n'));
  return { applied: pending, seeded: seed };
}
