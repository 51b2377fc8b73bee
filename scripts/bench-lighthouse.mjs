// Lighthouse budget run: `npm run bench:lighthouse [extra paths…]`.
// Builds into NEXT_DIST_DIR (default .next-bench) when no build exists there, starts `next start` on BENCH_PORT
// (default 3199) with a throw-away embedded database, runs Lighthouse (mobile, default throttling) RUNS times
// (default 3) per path and prints the medians plus the gzip JS each route loads, as a markdown table.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const port = Number(process.env.BENCH_PORT || 3199);
const runs = Number(process.env.RUNS || 3);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const paths = ['/', '/a-propos', '/contact', ...process.argv.slice(2)];
const baseUrl = `http://localhost:${port}`;
const work = mkdtempSync(path.join(tmpdir(), 'hm-bench-'));
// First-load JS of a bare Next page (root layout with <html>/<body> + a static page, nothing else), gzip, measured
// with the same next 16.4.6 / react 19.3 build and the same gzip as below. Override after an upgrade.
const bareNextPageGzip = Number(process.env.BARE_NEXT_JS_GZIP || 134904);

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  SITE_URL: baseUrl,
  // A production server refuses to start without a legal identity (lib/env.ts): the e2e test identity.
  ...JSON.parse(readFileSync(path.join(root, 'e2e', 'legal-identity.json'), 'utf8')),
  PGLITE_DIR: path.join(work, 'pglite'),
  SESSION_SECRET: process.env.SESSION_SECRET || 'bench-session-secret-with-at-least-32-characters',
};
delete env.DATABASE_URL;
delete env.NEXT_PUBLIC_SUPABASE_URL;
delete env.SUPABASE_SECRET_KEY;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function build() {
  if (existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
  console.error(`bench: next build → ${distDir}`);
  const r = spawnSync('npx', ['next', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('next build a échoué');
}

async function waitForServer(server) {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error('next start s’est arrêté');
    try {
      const res = await fetch(`${baseUrl}/robots.txt`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('next start ne répond pas');
}

function lighthouse(url, index) {
  const out = path.join(work, `lh-${index}.json`);
  const r = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8',
      url,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { cwd: root, env: { ...env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (r.status !== 0) throw new Error(`lighthouse a échoué sur ${url}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
  };
}

/** gzip bytes of each route's first-load JS. */
function routeJs() {
  const file = path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json');
  if (!existsSync(file)) return new Map();
  const stats = JSON.parse(readFileSync(file, 'utf8'));
  const gz = new Map();
  const size = (chunk) => {
    if (!gz.has(chunk)) gz.set(chunk, gzipSync(readFileSync(path.join(root, chunk))).length);
    return gz.get(chunk);
  };
  return new Map(stats.map((s) => [s.route, s.firstLoadChunkPaths.reduce((sum, c) => sum + size(c), 0)]));
}

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');

let server;
try {
  build();
  server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  await waitForServer(server);
  for (const p of paths) await fetch(baseUrl + p); // warm caches once before measuring

  const perRoute = routeJs();
  const rows = [];
  let n = 0;
  for (const p of paths) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(lighthouse(baseUrl + p, n++));
    const m = (key) => median(results.map((r) => r[key]));
    rows.push(
      `| ${p} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ` +
        `${Math.round(m('lcp'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('tbt'))} ms | ` +
        `${kb(perRoute.get(p))} | +${kb((perRoute.get(p) ?? NaN) - bareNextPageGzip)} |`,
    );
    console.error(`bench: ${p} done`);
  }
  console.log(
    `Lighthouse ${runs}× median, mobile, \`next start\` (${distDir}); bare Next page: ${kb(bareNextPageGzip)} gzip\n`,
  );
  console.log(
    '| Route | Perf | A11y | Best practices | SEO | LCP | CLS | TBT | JS (gzip) | vs bare Next page |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  rmSync(work, { recursive: true, force: true });
}
