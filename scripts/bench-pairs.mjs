// `npm run bench:pairs` (and the `pairs` stage of `npm run bench`): the product beside its references, in one run on
// one machine (issue 17, points 1–3 and 6). The machine is shared and noisy, so every figure has its reference from
// the same run, measured interleaved; compare ratios, not absolute times.
//
// References, generated at bench time (nothing committed but this script):
//   - a bare Next.js app of the same version, written to a temporary folder (node_modules linked to the product's) and built there: a root
//     layout with <html>/<body>, one static page with a heading and a paragraph, and `POST /api/quote`, a route
//     handler that parses the same JSON body and answers a JSON of the same size as the product's answer;
//   - a bare `node:http` server doing the same (the physical limit of one Node process on this machine).
// Measures:
//   - Lighthouse mobile (default simulated throttling), BENCH_LH_RUNS (5) runs per page, bare page and product pages
//     interleaved run by run; medians of Performance, FCP, LCP, CLS, TBT and the JS transferred;
//   - autocannon, BENCH_CONNECTIONS (50) connections for BENCH_DURATION (10) s, BENCH_ROUNDS (2) rounds in rotating
//     order: product quote (throttle lifted for this client by QUOTE_THROTTLE_BYPASS_TOKEN), product quote through the
//     throttle (a new client address per request), bare Next route, bare node:http; medians of req/s and p99, and of
//     the server's CPU time per request (read from /proc: steadier than req/s on a shared machine, where the load
//     generator and other tenants take turns with the server);
//   - open loop: a fixed 300 requests/s (autocannon overallRate) for the same duration, p99 for each target;
//   - distance cache: a fake Google (e2e/fake-google) behind a 250 ms delay; a per-km trip between two Google places,
//     asked once (Google's 250 ms), then BENCH_SEQ (300) times interleaved with a fixed-route quote; p50/p95 of each.
// Env: NEXT_DIST_DIR (product build, default .next-bench; built when missing), BENCH_PAGES (comma-separated paths),
// BENCH_SKIP_LH=1 / BENCH_SKIP_LOAD=1. Prints progress on stderr and one JSON document on stdout.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startFakeGoogle } from '../e2e/fake-google/fake-google.mjs';
import { allocatePorts } from './free-ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
// Outside the repository: inside it, Next would take the product's instrumentation.ts and proxy.ts into the bare app.
// node_modules is a link to the product's, so both run the very same Next and React.
const bareDir = path.join(tmpdir(), `hm-bare-next-${path.basename(root)}`);
const lhRuns = Number(process.env.BENCH_LH_RUNS || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const duration = Number(process.env.BENCH_DURATION || 10);
const rounds = Number(process.env.BENCH_ROUNDS || 2);
const seqRequests = Number(process.env.BENCH_SEQ || 300);
const pages = (process.env.BENCH_PAGES || '/,/a-propos,/forfaits-aeroports,/blog').split(',');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const work = mkdtempSync(path.join(tmpdir(), 'hm-bench-pairs-'));
const bypassToken = randomBytes(32).toString('base64url');
const log = (...args) => console.error('bench:', ...args);

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
const percentile = (values, p) => {
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)];
};

// The quote every target answers: the product's real body (per-km, catalogue places: Limours is in no price table).
const quoteBody = JSON.stringify({
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
const fixedBody = JSON.stringify({
  ...JSON.parse(quoteBody),
  departurePlaceRef: 'catalogue:orly-4',
  destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
});
// Two Google places (e2e/fake-google): their references are the signed ones the product's suggestions carry
// (lib/maps/place-signature.ts), asked as a browser asks them, before the distance stage.
const googleTrip = { departure: 'Quai du Port Marseille', destination: 'Place du Général de Gaulle Lille' };

// ---------------------------------------------------------------------------------------------------------------
// The bare Next.js app (same node_modules, same Next and React).

const bareFiles = {
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: '/' } };\n`,
  'app/layout.js': `export const metadata = { title: 'Bare' };
export default function RootLayout({ children }) {
  return <html lang="fr"><body>{children}</body></html>;
}
`,
  'app/page.js': `export default function Page() {
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Chauffeur VTC à Dourdan, Paris et Aéroports</h1>
      <p>
        Réservez votre chauffeur privé pour vos trajets vers les aéroports, les gares et Paris. Prix fixe annoncé
        avant la réservation, véhicule confortable et chauffeur ponctuel, de jour comme de nuit, sept jours sur sept.
      </p>
    </main>
  );
}
`,
  // Parses the body like the product (JSON, the two place references present), answers a JSON of the same size.
  'app/api/quote/route.js': `import { readFileSync } from 'node:fs';
import path from 'node:path';
const answer = readFileSync(path.join(process.cwd(), 'answer.json'), 'utf8');
export async function POST(request) {
  let body;
  try { body = await request.json(); } catch { return Response.json({ error: 'json' }, { status: 400 }); }
  if (typeof body?.departurePlaceRef !== 'string' || typeof body?.destinationPlaceRef !== 'string')
    return Response.json({ error: 'invalid' }, { status: 422 });
  return new Response(answer, { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}
`,
};

function buildBare() {
  const marker = path.join(bareDir, 'sources.json');
  const sources = JSON.stringify(bareFiles);
  if (existsSync(path.join(bareDir, '.next', 'BUILD_ID')) && existsSync(marker)) {
    if (readFileSync(marker, 'utf8') === sources) return;
  }
  rmSync(bareDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(bareFiles)) {
    mkdirSync(path.dirname(path.join(bareDir, file)), { recursive: true });
    writeFileSync(path.join(bareDir, file), text);
  }
  writeFileSync(path.join(bareDir, 'answer.json'), '{}');
  symlinkSync(path.join(root, 'node_modules'), path.join(bareDir, 'node_modules'), 'dir');
  log('next build → .next-bare-app (bare Next.js app)');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: bareDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('la compilation de l’app Next nue a échoué');
  writeFileSync(marker, sources);
}

function buildProduct(env) {
  if (existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
  log(`next build → ${distDir}`);
  const r = spawnSync('npx', ['next', 'build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('la compilation du produit a échoué');
}

// ---------------------------------------------------------------------------------------------------------------
// Servers.

const children = [];
function startProcess(cmd, args, options) {
  const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(child);
  return child;
}

async function waitFor(url, child) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`serveur arrêté (${url})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`pas de réponse de ${url}`);
}

/** A proxy in front of the fake Google that answers every call 250 ms late (a recorded Routes API delay). */
async function delayedGoogle() {
  const google = await startFakeGoogle();
  const target = new URL(google.url);
  const proxy = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () =>
      setTimeout(() => {
        const up = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: req.url,
            method: req.method,
            headers: req.headers,
          },
          (r) => {
            res.writeHead(r.statusCode ?? 502, r.headers);
            r.pipe(res);
          },
        );
        up.on('error', () => res.writeHead(502).end());
        up.end(Buffer.concat(chunks));
      }, 250),
    );
  });
  await new Promise((r) => proxy.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${proxy.address().port}`,
    calls: () => google.calls(),
    close: async () => {
      proxy.close();
      await google.close();
    },
  };
}

const nodeHttpServer = (answerFile) => `
const http = require('node:http');
const answer = require('node:fs').readFileSync(${JSON.stringify(answerFile)});
http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let body;
    try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch { res.writeHead(400).end(); return; }
    if (typeof body?.departurePlaceRef !== 'string') { res.writeHead(422).end(); return; }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(answer);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

// ---------------------------------------------------------------------------------------------------------------
// Measures.

function lighthouse(url, index) {
  const out = path.join(work, `lh-${index}.json`);
  const r = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8',
      url,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { cwd: work, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'ignore'] },
  );
  if (r.status !== 0 || !existsSync(out)) return null;
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (i) => i.resourceType === 'Script',
  );
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    jsKb: scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024,
    lcpElement:
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
  };
}

async function cannon(url, options) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.headers ?? {}) },
    body: quoteBody,
    connections,
    duration,
    ...options.extra,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

const clockTicks = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(r.stdout) || 100;
})();

/** CPU time (µs, user + system) a server has used so far, with its running child processes; null off Linux. */
function cpuMicros(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    const r = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pids[i])], { encoding: 'utf8' });
    for (const child of r.stdout?.split(/\s+/) ?? []) if (child) pids.push(Number(child));
  }
  let ticks = 0;
  for (const p of pids) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      if (p === pid) return null;
    }
  }
  return (ticks * 1e6) / clockTicks;
}

let addresses = 0;
function throttledSetup(client) {
  const next = () => {
    addresses += 1;
    client.setHeaders({
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.${Math.floor(addresses / 250) % 250}.${addresses % 250}`,
    });
  };
  next();
  client.on('response', next);
}

async function timedPost(url, body) {
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-quote-throttle-bypass': bypassToken },
    body,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`devis ${response.status}`);
  return performance.now() - start;
}

/** The reference of the product's first Google suggestion for `input` (signed by the server). */
async function suggestedRef(productUrl, input) {
  const response = await fetch(`${productUrl}/api/places/autocomplete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input, sessionToken: crypto.randomUUID() }),
  });
  const body = await response.json();
  const ref = body.suggestions?.find((s) => s.placeRef.startsWith('google:'))?.placeRef;
  if (!ref) throw new Error(`suggestions ${response.status} sans lieu Google pour « ${input} »`);
  return ref;
}

// ---------------------------------------------------------------------------------------------------------------

const out = {
  date: new Date().toISOString(),
  distDir,
  lighthouse: null,
  load: null,
  distance: null,
  bareJs: null,
};
let google;
try {
  const ports = await allocatePorts({}, ['PRODUCT', 'BARE', 'NODE']);
  google = await delayedGoogle();
  const productUrl = `http://127.0.0.1:${ports.PRODUCT}`;
  const productEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    SITE_URL: productUrl,
    ...JSON.parse(readFileSync(path.join(root, 'e2e', 'legal-identity.json'), 'utf8')),
    ALLOW_EMBEDDED_DB: '1',
    PGLITE_DIR: path.join(work, 'pglite'),
    SESSION_SECRET: randomBytes(32).toString('base64'),
    // The throttled target sends a new address per request through X-Forwarded-For (one proxy hop).
    TRUSTED_PROXY: 'hops:1',
    QUOTE_THROTTLE_BYPASS_TOKEN: bypassToken,
    GOOGLE_MAPS_SERVER_KEY: 'fake-google-key',
    GOOGLE_MAPS_API_BASE_URL: google.url,
    GOOGLE_ROUTES_API_BASE_URL: google.url,
    DATABASE_URL: '',
    NEXT_PUBLIC_SUPABASE_URL: '',
    SUPABASE_SECRET_KEY: '',
    STRIPE_SECRET_KEY: '',
  };
  buildProduct(productEnv);
  buildBare();

  const product = startProcess(process.execPath, ['server.mjs', '-p', String(ports.PRODUCT)], {
    cwd: root,
    env: productEnv,
  });
  await waitFor(`${productUrl}/robots.txt`, product);
  for (const p of pages) await fetch(productUrl + p);
  const first = await fetch(`${productUrl}/api/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-quote-throttle-bypass': bypassToken },
    body: quoteBody,
  });
  const answer = await first.text();
  if (first.status !== 200) throw new Error(`le devis du produit a répondu ${first.status}: ${answer}`);
  writeFileSync(path.join(bareDir, 'answer.json'), answer);
  writeFileSync(path.join(work, 'answer.json'), answer);

  const bareUrl = `http://127.0.0.1:${ports.BARE}`;
  const bare = startProcess(
    process.execPath,
    [
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(ports.BARE),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: bareDir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    },
  );
  const nodeUrl = `http://127.0.0.1:${ports.NODE}`;
  const nodeServer = startProcess(process.execPath, ['-e', nodeHttpServer(path.join(work, 'answer.json'))], {
    env: { ...process.env, PORT: String(ports.NODE) },
  });
  await waitFor(`${bareUrl}/`, bare);
  await waitFor(nodeUrl, nodeServer);

  // Bundle: the bare app's first-load JS, read like the product's (scripts/bench-build-output.ts).
  const bareBuild = spawnSync('npx', ['tsx', 'scripts/bench-build-output.ts', path.join(bareDir, '.next')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (bareBuild.status === 0) {
    const data = JSON.parse(bareBuild.stdout.slice(bareBuild.stdout.indexOf('{')));
    out.bareJs = { floorGz: data.floorGz, pageGz: data.pages.find((p) => p.route === '/')?.firstLoadGz };
  }

  if (process.env.BENCH_SKIP_LOAD !== '1') {
    // Warm every target (JIT, caches), then closed loop at `connections`, rounds in rotating order.
    const targets = {
      quote: () => cannon(`${productUrl}/api/quote`, { headers: { 'x-quote-throttle-bypass': bypassToken } }),
      throttled: () => cannon(`${productUrl}/api/quote`, { extra: { setupClient: throttledSetup } }),
      bareNext: () => cannon(`${bareUrl}/api/quote`, {}),
      nodeHttp: () => cannon(nodeUrl, {}),
    };
    const pids = { quote: product.pid, throttled: product.pid, bareNext: bare.pid, nodeHttp: nodeServer.pid };
    const names = Object.keys(targets);
    const closed = Object.fromEntries(names.map((n) => [n, []]));
    const open = Object.fromEntries(names.map((n) => [n, []]));
    for (const name of names) {
      await autocannon({
        url:
          name === 'bareNext'
            ? `${bareUrl}/api/quote`
            : name === 'nodeHttp'
              ? nodeUrl
              : `${productUrl}/api/quote`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-quote-throttle-bypass': bypassToken },
        body: quoteBody,
        connections: 10,
        duration: 2,
      });
    }
    for (let round = 0; round < rounds; round += 1) {
      const order = names.map((_, i) => names[(i + round) % names.length]);
      for (const name of order) {
        log(`autocannon ${connections} connexions, ${duration} s → ${name} (tour ${round + 1})`);
        const cpuBefore = cpuMicros(pids[name]);
        const result = await targets[name]();
        const cpuAfter = cpuMicros(pids[name]);
        result.cpuUs = cpuBefore === null || cpuAfter === null ? NaN : (cpuAfter - cpuBefore) / result.total;
        closed[name].push(result);
      }
    }
    const openRate = (name) =>
      name === 'quote'
        ? cannon(`${productUrl}/api/quote`, {
            headers: { 'x-quote-throttle-bypass': bypassToken },
            extra: { overallRate: 300 },
          })
        : name === 'throttled'
          ? cannon(`${productUrl}/api/quote`, { extra: { overallRate: 300, setupClient: throttledSetup } })
          : cannon(name === 'bareNext' ? `${bareUrl}/api/quote` : nodeUrl, { extra: { overallRate: 300 } });
    for (let round = 0; round < rounds; round += 1) {
      const order = names.map((_, i) => names[(i + round) % names.length]);
      for (const name of order) {
        log(`300 req/s, ${duration} s → ${name} (tour ${round + 1})`);
        open[name].push(await openRate(name));
      }
    }
    const summary = (runs) => ({
      rps: Math.round(median(runs.map((r) => r.rps))),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      // Measured in the closed loop only (the open loop's server is mostly idle, by design).
      ...(runs.some((r) => Number.isFinite(r.cpuUs))
        ? { cpuUs: Math.round(median(runs.map((r) => r.cpuUs))) }
        : {}),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      total: runs.reduce((n, r) => n + r.total, 0),
    });
    out.load = {
      connections,
      duration,
      rounds,
      closed: Object.fromEntries(names.map((n) => [n, summary(closed[n])])),
      open: Object.fromEntries(names.map((n) => [n, summary(open[n])])),
    };

    // Distance cache: the first per-km quote between two Google places waits for the (delayed) Routes API; the same
    // trip again is answered from memory. Interleaved with a fixed-route quote (no distance needed), one at a time.
    const googleBody = JSON.stringify({
      ...JSON.parse(quoteBody),
      departurePlaceRef: await suggestedRef(productUrl, googleTrip.departure),
      destinationPlaceRef: await suggestedRef(productUrl, googleTrip.destination),
    });
    const firstGoogle = await timedPost(`${productUrl}/api/quote`, googleBody);
    await timedPost(`${productUrl}/api/quote`, fixedBody);
    const per = { google: [], fixed: [] };
    for (let i = 0; i < seqRequests; i += 1) {
      per.google.push(await timedPost(`${productUrl}/api/quote`, googleBody));
      per.fixed.push(await timedPost(`${productUrl}/api/quote`, fixedBody));
    }
    out.distance = {
      first: firstGoogle,
      googleCalls: google.calls(),
      repeated: { p50: percentile(per.google, 50), p95: percentile(per.google, 95) },
      fixed: { p50: percentile(per.fixed, 50), p95: percentile(per.fixed, 95) },
      requests: seqRequests,
    };
  }

  if (process.env.BENCH_SKIP_LH !== '1') {
    // Interleaved: run i measures the bare page, then every product page, so both see the same machine load.
    const results = { bare: [], ...Object.fromEntries(pages.map((p) => [p, []])) };
    let n = 0;
    for (let i = 0; i < lhRuns; i += 1) {
      log(`Lighthouse, tour ${i + 1}/${lhRuns}`);
      results.bare.push(lighthouse(`${bareUrl}/`, n++));
      for (const p of pages) results[p].push(lighthouse(productUrl + p, n++));
    }
    const sum = (runs) => {
      const ok = runs.filter(Boolean);
      const m = (k) => median(ok.map((r) => r[k]));
      return {
        runs: ok.length,
        performance: m('performance'),
        fcp: m('fcp'),
        lcp: m('lcp'),
        cls: m('cls'),
        tbt: m('tbt'),
        jsKb: m('jsKb'),
        lcpElement: ok[0]?.lcpElement ?? null,
      };
    };
    out.lighthouse = {
      runs: lhRuns,
      bare: sum(results.bare),
      pages: pages.map((p) => ({ path: p, ...sum(results[p]) })),
    };
  }
} catch (error) {
  out.error = error instanceof Error ? error.message : String(error);
  log(out.error);
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  await google?.close().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
console.log(JSON.stringify(out, null, 2));
process.exit(out.error ? 1 : 0);
