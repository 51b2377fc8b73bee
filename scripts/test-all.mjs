// `npm test`: every check a reviewer would run, in order — lint (+ format), typecheck, unit & DB contract tests,
// Playwright e2e in real Chromium, two instances over one PostgreSQL (multi). Runs every stage, prints one line per stage and a final "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  return r.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const results = [];
function record(stage, passed, failed, note = '') {
  results.push({ stage, passed, failed, note });
  console.log(`\n▶ ${stage}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
}

const only = process.argv.slice(2);
const wants = (stage) => only.length === 0 || only.includes(stage);

if (wants('lint')) {
  console.log('▶ lint (eslint + prettier --check)');
  const eslint = run('npx', ['eslint', '.', '--max-warnings=0']);
  const prettier = run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  record('lint', (eslint === 0) + (prettier === 0), (eslint !== 0) + (prettier !== 0));
}

if (wants('typecheck')) {
  console.log('▶ typecheck (tsc --noEmit)');
  const tsc = run('npx', ['tsc', '--noEmit']);
  record('typecheck', tsc === 0 ? 1 : 0, tsc === 0 ? 0 : 1);
}

/**
 * The PostgreSQL the DB contract tests also run on: DATABASE_URL when set, else the machine's own server (the one
 * `test:multi` uses), when it answers. Each test store creates and drops a database of its own beside it
 * (lib/db/testing.ts), so any database of the server will do. Null: PGlite only, said in the summary.
 */
async function contractPostgres() {
  const url =
    process.env.DATABASE_URL || process.env.MULTI_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  // Both bounded: a server that accepts the connection and never answers must not hold `npm test`.
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3_000,
    query_timeout: 3_000,
  });
  try {
    await client.connect();
    // Each test file creates a database of its own: a role that may not is no PostgreSQL for this suite.
    const { rows } = await client.query(
      'select rolcreatedb or rolsuper as can from pg_roles where rolname = current_user',
    );
    return rows[0]?.can ? url : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (wants('unit')) {
  const pgUrl = await contractPostgres();
  const where = pgUrl
    ? `contract also on PostgreSQL ${new URL(pgUrl).host}`
    : 'no PostgreSQL that answers and may create databases: contract on PGlite only';
  console.log(`▶ unit + DB contract tests (jest; ${where})`);
  const out = path.join(tmp, 'jest.json');
  rmSync(out, { force: true });
  const status = run('npx', ['jest', '--json', `--outputFile=${out}`], pgUrl ? { DATABASE_URL: pgUrl } : {});
  const report = readJson(out);
  if (report) {
    const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    record('unit', report.numPassedTests, status !== 0 && failed === 0 ? 1 : failed, where);
  } else {
    record('unit', 0, 1, 'jest did not report');
  }
}

if (wants('e2e')) {
  console.log('▶ e2e (next build && next start, Playwright in Chromium)');
  const out = path.join(tmp, 'playwright.json');
  rmSync(out, { force: true });
  const status = run('node', ['scripts/e2e.mjs'], { E2E_JSON_REPORT: out });
  const report = existsSync(out) ? readJson(out) : null;
  if (report?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    const failed = unexpected + (status !== 0 && unexpected === 0 ? 1 : 0);
    record('e2e', expected + flaky, failed, flaky ? `${flaky} flaky` : '');
  } else {
    record('e2e', 0, 1, 'playwright did not report');
  }
}

if (wants('multi')) {
  // Two production instances over one PostgreSQL (scripts/test-multi.ts); skipped only when PostgreSQL is unreachable.
  console.log(
    '▶ multi (two `next start` instances over one PostgreSQL: admin change seen by the other within 2 s)',
  );
  const r = spawnSync('npx', ['tsx', 'scripts/test-multi.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  process.stdout.write(r.stdout ?? '');
  if (r.status === 0 && /SKIPPED/.test(r.stdout ?? ''))
    record('multi', 0, 0, 'skipped: PostgreSQL unreachable');
  else record('multi', r.status === 0 ? 1 : 0, r.status === 0 ? 0 : 1);
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.stage.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
  );
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
