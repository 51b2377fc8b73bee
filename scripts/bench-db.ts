// `npm run bench:db`: embedded database (PGlite) timings — first open (initdb + migrations + seed), reopen of an
// existing directory, and typical queries of the public pages and the admin. Prints medians; numbers go to
// docs/performance.md. Uses a temporary directory, never .data/.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../lib/db/executors';
import { migrate } from '../lib/db/migrate';
import { SqlStore } from '../lib/db/sql-store';

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
  const reopen: number[] = [];
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
    `  reopen (existing dir, nothing to apply): ${fmt(median(reopen))} (${fmt(Math.min(...reopen))}–${fmt(Math.max(...reopen))})`,
  );
  console.log(`  in-memory test store (createTestStore): ${fmt(memoryMs)}`);
  console.log(`Queries, median of ${RUNS * QUERIES}:`);
  for (const [name, values] of Object.entries(queries)) console.log(`  ${name}: ${fmt(median(values))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
