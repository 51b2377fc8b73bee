// `npm run bench:db`: embedded database (PGlite) timings — first open (initdb + migrations + seed), first open from
// the prepared snapshot (lib/db/snapshot.ts), reopen of an existing directory, and typical queries of the public pages
// and the admin; with DATABASE_URL, the cached public reads on PostgreSQL too. Prints medians; numbers go to
// docs/performance.md. Uses temporary directories / a temporary database, never .data/.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../lib/db/executors';
import { migrate } from '../lib/db/migrate';
import { ensureSnapshot } from '../lib/db/snapshot';
import { SqlStore } from '../lib/db/sql-store';
import { createPgTestStore } from '../lib/db/testing';

const RUNS = 3;
const QUERIES = 50;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function main(): Promise<void> {
  const cold: number[] = [];
  const fromSnapshot: number[] = [];
  const reopen: number[] = [];
  const snapshot = await ensureSnapshot(true);
  const queries: Record<string, number[]> = {
    'listActivePackages (price table)': [],
    'getPublishedPostBySlug (article)': [],
    'listPublishedPosts (blog list)': [],
    'getPriceSettings (quote)': [],
    'listReservations (admin)': [],
    'createReservation (booking)': [],
  };
  for (let run = 0; run < RUNS; run += 1) {
    const dir = await mkdtemp(path.join(tmpdir(), 'hm-bench-db-'));
    try {
      const [coldMs, db] = await time(async () => {
        const executor = await openPglite(dir);
        await migrate(executor);
        return executor;
      });
      cold.push(coldMs);
      await db.close();

      const [reopenMs, db2] = await time(async () => {
        const executor = await openPglite(dir);
        await migrate(executor);
        return executor;
      });
      reopen.push(reopenMs);
      const snapDir = `${dir}-snapshot`;
      const [snapMs, db3] = await time(async () => {
        const executor = await openPglite(snapDir, { snapshot });
        await migrate(executor);
        return executor;
      });
      fromSnapshot.push(snapMs);
      await db3.close();
      await rm(snapDir, { recursive: true, force: true });
      const store = new SqlStore(db2, { timeoutMs: 30_000 });
      const cases: Record<string, () => Promise<unknown>> = {
        'listActivePackages (price table)': () => store.listActivePackages('Essonne (91)'),
        'getPublishedPostBySlug (article)': () =>
          store.getPublishedPostBySlug('avantages-vtc-transferts-aeroport'),
        'listPublishedPosts (blog list)': () => store.listPublishedPosts(),
        'getPriceSettings (quote)': () => store.getPriceSettings(),
        'listReservations (admin)': () => store.listReservations(),
        'createReservation (booking)': () =>
          store.createReservation({
            bookingRef: `HM-${Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, 'X')}`,
            requestId: crypto.randomUUID(),
            channel: 'wizard',
            fullName: 'Bench',
            email: 'bench@example.fr',
            phone: null,
            companyName: null,
            message: null,
            pickupLocation: 'Dourdan',
            dropoffLocation: 'Orly',
            pickupTime: new Date().toISOString(),
            flightTrainNumber: null,
            vehicleType: 'berline',
            passengers: 1,
            holdBags: 0,
            booster: 0,
            tripType: 'oneWay',
            returnPickupTime: null,
            returnFlightTrainNumber: null,
            priceCents: 8000,
            quote: null,
            paymentMethod: 'on_board',
          }),
      };
      for (const [name, query] of Object.entries(cases)) {
        await query(); // warm the plan
        for (let i = 0; i < QUERIES; i += 1) queries[name]?.push((await time(query))[0]);
      }
      await store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const [memoryMs, memory] = await time(async () => {
    const executor = await openPglite();
    await migrate(executor, { seed: 'always' });
    return executor;
  });
  await memory.close();

  const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
  console.log(`PGlite, ${RUNS} runs, median (min–max):`);
  console.log(
    `  first open + migrations + seed: ${fmt(median(cold))} (${fmt(Math.min(...cold))}–${fmt(Math.max(...cold))})`,
  );
  console.log(
    `  first open from the prepared snapshot (npm run dev): ${fmt(median(fromSnapshot))} (${fmt(Math.min(...fromSnapshot))}–${fmt(Math.max(...fromSnapshot))})`,
  );
  console.log(
    `  reopen (existing dir, nothing to apply): ${fmt(median(reopen))} (${fmt(Math.min(...reopen))}–${fmt(Math.max(...reopen))})`,
  );
  console.log(`  in-memory test store (createTestStore): ${fmt(memoryMs)}`);
  console.log(`Queries, median of ${RUNS * QUERIES}:`);
  for (const [name, values] of Object.entries(queries)) console.log(`  ${name}: ${fmt(median(values))}`);

  // The reads behind lib/db/cached.ts on a real PostgreSQL (DATABASE_URL names any database on the server; a fresh
  // one is created and dropped): what a request pays when the 1 s memo misses.
  if (process.env.DATABASE_URL) {
    const pg = await createPgTestStore(process.env.DATABASE_URL);
    try {
      const reads: Record<string, () => Promise<unknown>> = {
        'getPriceSettings (quote)': () => pg.getPriceSettings(),
        'listActivePackages (price table)': () => pg.listActivePackages('Essonne (91)'),
        'getPublishedPostBySlug (article)': () =>
          pg.getPublishedPostBySlug('avantages-vtc-transferts-aeroport'),
      };
      console.log(`PostgreSQL reads, median (p95) of ${QUERIES * 4}:`);
      for (const [name, read] of Object.entries(reads)) {
        await read();
        const values: number[] = [];
        for (let i = 0; i < QUERIES * 4; i += 1) values.push((await time(read))[0]);
        const p95 = [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
        console.log(`  ${name}: ${fmt(median(values))} (${fmt(p95)})`);
      }
    } finally {
      await pg.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
