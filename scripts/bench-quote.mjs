// `npm run bench:quote`: load test of POST /api/quote against a production server (next start), with autocannon:
// 50 connections for 20 s, a realistic per-km draft (Dourdan → Limours: the path that needs a distance, and a trip of
// no local price table; fixed routes are cheaper). Prints req/s, p50, p99 and errors, appends them to docs/performance.md under "## Quote API", and
// records the /reservation client JS (gzip) from <distDir>/diagnostics/route-bundle-stats.json.
//
// Env: NEXT_DIST_DIR (default .next-bench), BENCH_PORT (3190), BENCH_SKIP_BUILD=1 to reuse the last build,
// BENCH_CONNECTIONS (50), BENCH_DURATION (20 s). Runs on an embedded database in a temporary directory.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg, cpus } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const port = Number(process.env.BENCH_PORT || 3190);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const duration = Number(process.env.BENCH_DURATION || 20);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hm-bench-'));

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  SITE_URL: baseUrl,
  // Signs address references and document links (required in production, lib/env.ts).
  SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('base64'),
  // A production server refuses to start without a legal identity (lib/env.ts): the e2e test identity.
  ...JSON.parse(readFileSync(path.join(root, 'e2e', 'legal-identity.json'), 'utf8')),
  PGLITE_DIR: path.join(dataDir, 'pglite'),
};
delete env.DATABASE_URL;
delete env.NEXT_PUBLIC_SUPABASE_URL;
delete env.SUPABASE_SECRET_KEY;
delete env.GOOGLE_MAPS_SERVER_KEY;

// Place references: the server resolves them (catalogue, no Google without a key) and prices the resolved places.
const body = JSON.stringify({
  tripType: 'oneWay',
  departurePlaceRef: 'catalogue:gare-de-dourdan',
  destinationPlaceRef: 'catalogue:limours',
  pickupDate: '2030-06-12',
  pickupTime: '09:30',
  passengers: '2',
  holdBags: '1',
  vehicleType: 'berline',
  contactName: 'Client Bench',
});

// One client address per request across all connections (62 500 before one repeats), as many real visitors would.
let addresses = 0;
function nextAddress() {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bench: le serveur ne répond pas sur ${url}`);
}

function wizardClientJsGzip() {
  const statsFile = path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json');
  if (!existsSync(statsFile)) return null;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const route = (Array.isArray(stats) ? stats : []).find((e) => e?.route === '/reservation');
  if (!route) return null;
  const files = route.firstLoadChunkPaths ?? [];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    const content = readFileSync(full);
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return files.length > 0 ? { raw, gzip, files: files.length } : null;
}

function appendResults(lines) {
  const file = path.join(root, 'docs', 'performance.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const heading = '## Quote API';
  const block = `${lines.join('\n')}\n`;
  if (!current.includes(`\n${heading}\n`)) {
    writeFileSync(file, `${current.trimEnd()}\n\n${heading}\n\n${block}`);
    return;
  }
  // Append inside the section: before the next "## " heading, or at the end of the file.
  const start = current.indexOf(`\n${heading}\n`) + heading.length + 2;
  const next = current.indexOf('\n## ', start);
  const at = next === -1 ? current.length : next;
  writeFileSync(file, `${current.slice(0, at).trimEnd()}\n\n${block}${current.slice(at)}`);
}

let server;
let exitCode = 0;
try {
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`bench: next build → ${distDir}`);
    const build = spawnSync('npx', ['next', 'build'], { cwd: root, env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('bench: la compilation a échoué');
  }
  server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  await waitForServer(`${baseUrl}/`, 120_000);

  // Warm-up: first open of the database, route compilation caches, price-settings cache.
  for (let i = 0; i < 20; i += 1) {
    const response = await fetch(`${baseUrl}/api/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': `198.18.${i}.1` },
      body,
    });
    if (response.status !== 200) throw new Error(`bench: /api/quote a répondu ${response.status}`);
  }

  console.log(`bench: autocannon ${connections} connexions, ${duration} s → POST /api/quote`);
  const load = loadavg()[0].toFixed(1);
  const result = await autocannon({
    url: `${baseUrl}/api/quote`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration,
    // /api/quote is throttled per client (60 per 10 minutes): each request comes from its own address, as real
    // visitors do, so the bench measures the route rather than the 429 answer.
    setupClient(client) {
      client.setHeaders({ 'content-type': 'application/json', 'x-real-ip': nextAddress() });
      client.on('response', () => {
        client.setHeaders({ 'content-type': 'application/json', 'x-real-ip': nextAddress() });
      });
    },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const summary = {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
  };
  console.log(
    `bench: ${summary.reqPerSec} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, erreurs ${errors} / ${summary.total} requêtes`,
  );
  const js = wizardClientJsGzip();
  if (js)
    console.log(
      `bench: JS client de /reservation : ${(js.gzip / 1024).toFixed(1)} kB gzip (${js.files} fichiers)`,
    );

  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `### ${date} — ${connections} connexions, ${duration} s (load average ${load} on ${cpus().length} cores at start)`,
    '',
    '| req/s | p50 | p99 | errors (incl. non-2xx) | requests |',
    '|---|---|---|---|---|',
    `| ${summary.reqPerSec} | ${summary.p50} ms | ${summary.p99} ms | ${errors} | ${summary.total} |`,
  ];
  if (js) {
    lines.push(
      '',
      `/reservation client JS: ${(js.gzip / 1024).toFixed(1)} kB gzip (${(js.raw / 1024).toFixed(1)} kB raw, ${js.files} files).`,
    );
  }
  appendResults(lines);
  if (errors > 0) exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
