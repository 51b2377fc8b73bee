// `npm run bench:admin`: the admin dashboard with 1 000 reservations (budget: under a second on this machine).
//   1. seeds a temporary PGlite directory (migrations + seed + 1 000 reservations) and times listReservations();
//   2. when a production build exists (NEXT_DIST_DIR, default .next), starts `next start` on it against that database,
//      logs in and times full GET /admin/dashboard responses (server render + HTML transfer), median of 5.
// Prints medians for docs/performance.md. Never touches .data/.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import legalIdentity from '../e2e/legal-identity.json';
import { hashPassword } from '../lib/auth/password';
import { openPglite } from '../lib/db/executors';
import { migrate } from '../lib/db/migrate';
import { SqlStore } from '../lib/db/sql-store';
import type { ReservationInput } from '../lib/db/types';

const ROWS = 1000;
const RUNS = 5;
const BUDGET_MS = 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3196);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function bookingRef(i: number): string {
  let n = i;
  let code = '';
  for (let k = 0; k < 5; k += 1) {
    code = `${REF_ALPHABET[n % REF_ALPHABET.length]}${code}`;
    n = Math.floor(n / REF_ALPHABET.length);
  }
  return `HM-${code}`;
}

function reservation(i: number): ReservationInput {
  const roundTrip = i % 3 === 0;
  return {
    bookingRef: bookingRef(i + 50_000),
    requestId: null,
    channel: i % 5 === 0 ? 'package' : 'wizard',
    fullName: `Client Banc ${i}`,
    email: `client.${i}@example.fr`,
    phone: `+33 6 ${String(10_000_000 + i).slice(0, 8)}`,
    companyName: null,
    message: i % 10 === 0 ? 'Siège bébé demandé, vol du matin.' : null,
    pickupLocation: `${1 + (i % 90)} rue de Chartres, 91410 Dourdan`,
    dropoffLocation: i % 2 ? 'Aéroport d’Orly, Terminal 3' : 'Aéroport Paris-Charles de Gaulle, Terminal 2E',
    pickupTime: new Date(Date.UTC(2027, 0, 1) + i * 3_600_000).toISOString(),
    flightTrainNumber: `AF${1000 + i}`,
    vehicleType: i % 4 === 0 ? 'van' : 'berline',
    passengers: 1 + (i % 4),
    holdBags: i % 3,
    booster: 0,
    tripType: roundTrip ? 'roundTrip' : 'oneWay',
    returnPickupTime: roundTrip ? new Date(Date.UTC(2027, 0, 8) + i * 3_600_000).toISOString() : null,
    returnFlightTrainNumber: roundTrip ? `AF${2000 + i}` : null,
    priceCents: 8000 + (i % 50) * 100,
    quote: { route: 'dourdanOrly', vehicleType: 'berline', totalCents: 8000 + (i % 50) * 100 },
    paymentMethod: 'on_board',
  };
}

async function seed(dir: string): Promise<number[]> {
  const db = await openPglite(dir);
  await migrate(db, { seed: 'always' });
  const store = new SqlStore(db, { timeoutMs: 60_000 });
  for (let i = 0; i < ROWS; i += 1) await store.createReservation(reservation(i));
  const loads: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const rows = await store.listReservations();
    JSON.stringify(rows);
    loads.push(performance.now() - started);
    if (rows.length < ROWS) throw new Error(`${rows.length} lignes lues, ${ROWS} attendues`);
  }
  await store.close();
  return loads;
}

async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`serveur injoignable : ${url}`);
}

async function timeDashboard(dir: string, distDir: string): Promise<{ times: number[]; bytes: number }> {
  const password = randomBytes(12).toString('base64url');
  const base = `http://localhost:${PORT}`;
  const server = spawn(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'start', '-p', String(PORT)],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: distDir,
        PGLITE_DIR: dir,
        DATABASE_URL: '',
        NEXT_PUBLIC_SUPABASE_URL: '',
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_PASSWORD_HASH: hashPassword(password),
        // A production server refuses to start without a legal identity (lib/env.ts): the e2e test identity.
        ...legalIdentity,
      },
      stdio: 'ignore',
    },
  );
  try {
    await waitForServer(`${base}/admin/login`);
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    if (!login.ok) throw new Error(`connexion refusée (${login.status})`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const times: number[] = [];
    let bytes = 0;
    // The first request warms the store (PGlite open) and the route: not counted.
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/admin/dashboard`, { headers: { cookie }, redirect: 'manual' });
      const html = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200 || !html.includes('Client Banc 999')) {
        throw new Error(`tableau de bord incomplet (HTTP ${response.status})`);
      }
      if (run > 0) times.push(elapsed);
      bytes = Buffer.byteLength(html);
    }
    return { times, bytes };
  } finally {
    server.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hm-bench-admin-'));
  try {
    const loads = await seed(dir);
    console.log(`listReservations() sur ${ROWS + 6} lignes : médiane ${median(loads).toFixed(1)} ms`);
    const distDir = process.env.NEXT_DIST_DIR ?? '.next';
    if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
      console.log(`Pas de build dans ${distDir} (npm run build) : rendu de la page non mesuré.`);
      return;
    }
    const { times, bytes } = await timeDashboard(dir, distDir);
    const med = median(times);
    console.log(
      `GET /admin/dashboard (rendu serveur + HTML, ${(bytes / 1024).toFixed(0)} Kio) : médiane ${med.toFixed(0)} ms ` +
        `(min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}) — budget ${BUDGET_MS} ms : ` +
        (med < BUDGET_MS ? 'respecté' : 'DÉPASSÉ'),
    );
    if (med >= BUDGET_MS) process.exitCode = 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
