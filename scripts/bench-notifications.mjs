// `npm run bench:notifications`: does e-mail work delay the visitor? p50/p95 of POST /api/bookings (a wizard booking,
// which renders and stores two notifications in the same transaction) against a production server, in three runs:
//   no SMTP (messages stay in the outbox) · SMTP (a local smtp-server) · slow SMTP (the server takes 1.5 s per message)
// Delivery runs in Next's after(), so the three should match. Each run: fresh embedded database, 10 warm-up requests,
// then BENCH_REQUESTS (default 60) requests with BENCH_CONCURRENCY (default 2) in flight. Prints a Markdown table.
//
// Env: NEXT_DIST_DIR (default .next-e2e: reuse an existing production build), BENCH_PORT (3591).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../e2e/smtp-sink/smtp-sink.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
const port = Number(process.env.BENCH_PORT || 3591);
const total = Number(process.env.BENCH_REQUESTS || 60);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 2);
const baseUrl = `http://127.0.0.1:${port}`;

function parisDate(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

let ipCounter = 0;
function booking() {
  ipCounter += 1;
  return {
    headers: {
      'content-type': 'application/json',
      'x-real-ip': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
    },
    body: JSON.stringify({
      tripType: 'oneWay',
      packageId: null,
      departureAddress: 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
      departureLat: 48.7262,
      departureLng: 2.3652,
      destinationAddress: 'Gare de Lyon, Place Louis-Armand, 75012 Paris',
      destinationLat: 48.8443,
      destinationLng: 2.3744,
      pickupDate: parisDate(5),
      pickupTime: '10:30',
      flightTrainNumber: 'AF1234',
      returnPickupDate: '',
      returnPickupTime: '',
      returnFlightTrainNumber: '',
      passengers: '2',
      holdBags: '1',
      childSeatBooster: false,
      vehicleType: 'berline',
      contactName: 'Client Bench',
      contactEmail: 'bench@example.fr',
      contactPhone: '06 12 34 56 78',
      acceptTerms: true,
      requestId: randomUUID(),
      website: '',
    }),
  };
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bench: le serveur ne répond pas sur ${url}`);
}

async function timedBooking() {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/bookings`, { method: 'POST', ...booking() });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.status === 201 };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(label, sink) {
  const smtpUrl = sink?.url ?? null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hm-bench-mail-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    SITE_URL: baseUrl,
    // Signs address references and document links (required in production, lib/env.ts).
    SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('base64'),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    SMTP_URL: smtpUrl ?? '',
    MAIL_FROM: 'Bench <bench@harmonymove.test>',
    OPERATOR_EMAIL: 'exploitant@harmonymove.test',
    // Each booking gets its own x-real-ip, so the per-IP limit never answers 429 during the measure.
    TRUSTED_PROXY: 'vercel',
    // A production server refuses to start without a legal identity (lib/env.ts): the e2e test identity.
    ...JSON.parse(readFileSync(path.join(root, 'e2e', 'legal-identity.json'), 'utf8')),
  };
  for (const key of [
    'DATABASE_URL',
    'NEXT_PUBLIC_SUPABASE_URL',
    'SUPABASE_SECRET_KEY',
    'GOOGLE_MAPS_SERVER_KEY',
  ]) {
    delete env[key];
  }
  // Node runs Next directly (not through npx), so stopping this process stops the server and frees the port.
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: root,
      env,
      stdio: 'ignore',
    },
  );
  try {
    await waitForServer(`${baseUrl}/api/quote`, 120_000);
    if (server.exitCode !== null) throw new Error(`bench: next start s'est arrêté (port ${port} occupé ?)`);
    for (let i = 0; i < 10; i += 1) await timedBooking();
    const results = [];
    let next = 0;
    const load = loadavg()[0];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next += 1;
          results.push(await timedBooking());
        }
      }),
    );
    // Let the after() deliveries finish before the server stops (each booking sends two messages).
    if (sink) {
      const expected = (total + 10) * 2;
      const deadline = Date.now() + 120_000;
      while (sink.messages.length < expected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    return {
      label,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      errors: results.filter((r) => !r.ok).length,
      delivered: sink ? sink.messages.length : null,
      load,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fast = await startSmtpSink();
const slow = await startSmtpSink({ delayMs: 1500 });
try {
  const rows = [
    await run('sans SMTP (boîte d’envoi seule)', null),
    await run('SMTP local', fast),
    await run('SMTP lent (1,5 s par message)', slow),
  ];
  const f = (ms) => `${Math.round(ms)} ms`;
  console.log(
    `\n### ${new Date().toISOString().slice(0, 10)} — ${total} réservations, ${concurrency} en parallèle\n`,
  );
  console.log('| run | p50 | p95 | errors | messages delivered | load avg (1 min) at start |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    const delivered = r.delivered === null ? '— (kept in the outbox)' : String(r.delivered);
    console.log(
      `| ${r.label} | ${f(r.p50)} | ${f(r.p95)} | ${r.errors} | ${delivered} | ${r.load.toFixed(1)} |`,
    );
  }
} finally {
  await Promise.all([fast.close(), slow.close()]);
}
