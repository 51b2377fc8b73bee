// The operations scripts under cron's conditions (production audit, 2026-11-28): run as a crontab runs them — a child
// process with an almost empty environment, no terminal, in an app folder of its own — they load the env files as
// Next does and refuse (exit 2, the reason naming the variables) instead of working on the embedded database.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '@/lib/db/executors';
import { ensureSnapshot } from '@/lib/db/snapshot';
import { chooseDatabase, envFilesFor, isProductionRun, OperationsRefusal } from './operations-env';

const ROOT = process.cwd();
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

let app: string;

/** A fresh app folder: the migrations (a link to the repository's), nothing else unless a test writes it. */
beforeEach(async () => {
  app = await mkdtemp(path.join(os.tmpdir(), 'hm-ops-'));
  await symlink(path.join(ROOT, 'supabase'), path.join(app, 'supabase'));
});

afterEach(async () => {
  await rm(app, { recursive: true, force: true });
});

/** `npm run <script>` as cron runs it: `cd` into the app, PATH and HOME only (plus `env`), stdin not a terminal. */
function cron(script: string, env: Record<string, string> = {}, args: string[] = []) {
  const scrubbed: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.tmpdir(),
    // The repository's tsconfig (its `@/` paths), found from the app folder.
    TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'),
    ...env,
  };
  const result = spawnSync(TSX, ['--conditions=react-server', path.join(ROOT, 'scripts', script), ...args], {
    cwd: app,
    // No NODE_ENV unless the test sets one (Next's types require it in ProcessEnv).
    env: scrubbed as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('operations scripts run by cron (child process, scrubbed environment)', () => {
  it.each(['db-purge.ts', 'deliver-notifications.ts'])(
    '%s without any database variable: refused, exit 2, the variables named, no embedded database created',
    (script) => {
      const run = cron(script);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('Refusé : aucune base de données configurée');
      for (const name of [
        'DATABASE_URL',
        'NEXT_PUBLIC_SUPABASE_URL',
        'SUPABASE_SECRET_KEY',
        'ALLOW_EMBEDDED_DB',
      ]) {
        expect(run.stderr).toContain(name);
      }
      expect(run.stdout).not.toMatch(/anonymisée|Notifications/);
      expect(existsSync(path.join(app, '.data'))).toBe(false);
    },
    60_000,
  );

  it('NODE_ENV=production: .env.production is read, and a production database is never replaced by the embedded one', async () => {
    // A database nobody answers on: the run fails (exit 1) on PostgreSQL instead of "succeeding" on PGlite.
    await writeFile(
      path.join(app, '.env.production'),
      'DATABASE_URL=postgres://purge:secret@127.0.0.1:1/harmony\nDB_TIMEOUT_MS=500\n',
    );
    const run = cron('db-purge.ts', { NODE_ENV: 'production' });
    expect(run.stdout).toContain('[purge] base : PostgreSQL (DATABASE_URL : 127.0.0.1:1/harmony)');
    expect(run.stdout).not.toContain('secret');
    expect(run.status).toBe(1);
    expect(existsSync(path.join(app, '.data'))).toBe(false);
    // Without NODE_ENV, `--production` asks for the same files.
    const asked = cron('db-purge.ts', {}, ['--production']);
    expect(asked.stdout).toContain('PostgreSQL (DATABASE_URL : 127.0.0.1:1/harmony)');
    expect(asked.status).toBe(1);
    // In development mode .env.production is not read (as `next dev`): refused.
    expect(cron('db-purge.ts').status).toBe(2);
  }, 60_000);

  it('production mode refuses the embedded database even with PGLITE_DIR, unless ALLOW_EMBEDDED_DB=1', () => {
    const run = cron('db-purge.ts', { NODE_ENV: 'production', PGLITE_DIR: 'data' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('ALLOW_EMBEDDED_DB=1');
    expect(existsSync(path.join(app, 'data'))).toBe(false);
  }, 60_000);

  it('with the embedded database allowed explicitly (ALLOW_EMBEDDED_DB=1), the purge runs and says where', async () => {
    // The prepared snapshot of the migrations (+ demo data), as `npm run dev` finds it: a second, not a fresh initdb.
    await ensureSnapshot(true);
    await symlink(path.join(ROOT, '.tmp'), path.join(app, '.tmp'));
    const run = cron('db-purge.ts', { ALLOW_EMBEDDED_DB: '1', PGLITE_DIR: 'embedded' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '[purge] base : base embarquée PGlite (embedded), autorisée par ALLOW_EMBEDDED_DB=1',
    );
    expect(run.stdout).toMatch(/\[purge\] \d+ réservation\(s\) anonymisée\(s\)/);
  }, 120_000);

  const pgUrl = process.env.DATABASE_URL;
  (pgUrl ? it : it.skip)(
    'on PostgreSQL named by .env.production (NODE_ENV=production): the purge runs there, exit 0',
    async () => {
      const name = `hm_ops_${randomBytes(4).toString('hex')}`;
      const admin = await openPostgres(pgUrl!, { timeoutMs: 15_000, max: 1 });
      await admin.query(`create database ${name}`);
      try {
        const target = new URL(pgUrl!);
        target.pathname = `/${name}`;
        await writeFile(path.join(app, '.env.production'), `DATABASE_URL=${target.toString()}\n`);
        const run = cron('db-purge.ts', { NODE_ENV: 'production' });
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        expect(run.stdout).toContain(`PostgreSQL (DATABASE_URL : ${target.host}/${name})`);
        expect(run.stdout).toContain('[purge] 0 réservation(s) anonymisée(s)');
        expect(existsSync(path.join(app, '.data'))).toBe(false);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.close();
      }
    },
    120_000,
  );
});

describe('chooseDatabase (the rule)', () => {
  const rules = { script: 'db:purge', cwd: '/srv/harmony-move', production: false, interactive: false };

  it('a configured database is used, its password never printed', () => {
    expect(chooseDatabase({ DATABASE_URL: 'postgres://u:pw@db.example.fr:5432/hm' }, rules)).toEqual({
      kind: 'postgres',
      label: 'PostgreSQL (DATABASE_URL : db.example.fr:5432/hm)',
    });
    expect(
      chooseDatabase(
        { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SECRET_KEY: 'sb_secret_x' },
        { ...rules, production: true },
      ),
    ).toEqual({ kind: 'supabase', label: 'Supabase (abc.supabase.co)' });
  });

  it('without one: the embedded database by hand in a terminal, with PGLITE_DIR or ALLOW_EMBEDDED_DB=1 — never silently', () => {
    expect(chooseDatabase({}, { ...rules, interactive: true })).toMatchObject({
      kind: 'pglite',
      dir: '/srv/harmony-move/.data/pglite',
    });
    expect(chooseDatabase({ PGLITE_DIR: '/tmp/db' }, rules)).toMatchObject({
      kind: 'pglite',
      dir: '/tmp/db',
    });
    expect(chooseDatabase({ ALLOW_EMBEDDED_DB: 'true' }, { ...rules, production: true })).toMatchObject({
      kind: 'pglite',
    });
    // Cron: no terminal, nothing configured.
    expect(() => chooseDatabase({}, rules)).toThrow(OperationsRefusal);
    expect(() => chooseDatabase({ ALLOW_EMBEDDED_DB: '0', SUPABASE_SECRET_KEY: 'k' }, rules)).toThrow(
      OperationsRefusal,
    );
    // Production: only ALLOW_EMBEDDED_DB=1 (the server's rule), not a terminal nor PGLITE_DIR.
    expect(() =>
      chooseDatabase({ PGLITE_DIR: 'x' }, { ...rules, production: true, interactive: true }),
    ).toThrow(/ALLOW_EMBEDDED_DB=1\.$/);
  });

  it('production mode and its files, as Next reads them', () => {
    expect(isProductionRun({ NODE_ENV: 'production' }, [])).toBe(true);
    expect(isProductionRun({}, ['--production'])).toBe(true);
    expect(isProductionRun({}, [])).toBe(false);
    expect(envFilesFor({}, true)).toEqual(['.env.production.local', '.env.local', '.env.production', '.env']);
    expect(envFilesFor({}, false)).toEqual([
      '.env.development.local',
      '.env.local',
      '.env.development',
      '.env',
    ]);
  });
});
