// `npm run bench:voucher-pdf`: renders the voucher (bon de réservation) PDF and the invoice PDF in process, as the
// /bon/[token]/pdf and /facture routes do (no database: the documents are built from a fixed reservation).
// Budget (issue 15): a voucher PDF in under 300 ms on this machine. Prints the first render (cold) and the median
// and p95 of the next runs, for docs/performance.md.
import Module from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { storedReservation } from '../lib/testing/reservation';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 300;

// Outside Next (tsx loads modules with require): 'server-only' resolves to an empty module, and the one ESM package
// exported for `import` only (@react-pdf/hyphenate) to its file, as in jest.config.mjs.
const resolve = (Module as unknown as { _resolveFilename: (...args: unknown[]) => string })._resolveFilename;
(Module as unknown as { _resolveFilename: (...args: unknown[]) => string })._resolveFilename = function (
  this: unknown,
  request: unknown,
  ...rest: unknown[]
) {
  if (request === 'server-only') return path.join(__dirname, '..', 'lib', 'testing', 'empty-module.ts');
  const hyphenate = typeof request === 'string' && /^@react-pdf\/hyphenate(?:\/(.+))?$/.exec(request);
  if (hyphenate) {
    return path.join(
      __dirname,
      '..',
      'node_modules',
      '@react-pdf',
      'hyphenate',
      'lib',
      `${hyphenate[1] ?? 'index'}.js`,
    );
  }
  return resolve.call(this, request, ...rest);
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const reservation = storedReservation({
  id: '00000000-0000-4000-8000-000000000001',
  bookingRef: 'HM-BENCH',
  fullName: 'Élodie Durand',
  email: 'elodie@example.fr',
  phone: '06 11 22 33 44',
  pickupLocation: '3 place du Marché aux Grains, 91410 Dourdan',
  dropoffLocation: 'Aéroport de Paris-Orly, Terminal 1',
  returnPickupTime: '2026-12-31T17:00:00.000Z',
  returnFlightTrainNumber: 'AF1235',
  priceCents: 16900,
  paymentStatus: 'completed',
  paymentMethod: 'on_board',
  checkoutState: null,
  stripeSessionId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

async function time(label: string, render: () => Promise<Buffer>): Promise<number> {
  const t0 = performance.now();
  const first = await render();
  const cold = performance.now() - t0;
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await render();
    runs.push(performance.now() - t);
  }
  const median = percentile(runs, 50);
  console.log(
    `${label}: ${(first.length / 1024).toFixed(1)} KiB · first render ${cold.toFixed(0)} ms · median ${median.toFixed(1)} ms · p95 ${percentile(runs, 95).toFixed(1)} ms (${RUNS} runs)`,
  );
  return median;
}

async function main() {
  const { legalIdentityFrom } = await import('../lib/config/legal');
  const { serverEnv } = await import('../lib/env');
  const { buildVoucher } = await import('../lib/documents/voucher');
  const { buildInvoiceSnapshot } = await import('../lib/documents/invoice');
  const { renderInvoicePdf, renderVoucherPdf } = await import('../lib/documents/pdf');
  const operator = legalIdentityFrom(serverEnv());
  const t0 = performance.now();
  await import('@react-pdf/renderer');
  console.log(
    `Chargement du moteur PDF (une fois par processus) : ${(performance.now() - t0).toFixed(0)} ms`,
  );
  const voucher = buildVoucher(reservation, operator);
  const invoice = {
    number: 'F-2026-0001',
    issuedAt: new Date().toISOString(),
    snapshot: buildInvoiceSnapshot(reservation, operator),
  };
  const voucherMedian = await time('Bon de réservation (PDF)', () => renderVoucherPdf(voucher));
  await time('Facture (PDF)', () => renderInvoicePdf(invoice));
  const verdict = voucherMedian < BUDGET_MS ? 'OK' : 'DÉPASSÉ';
  console.log(`Budget ${BUDGET_MS} ms pour le bon de réservation : ${verdict}`);
  if (voucherMedian >= BUDGET_MS) process.exitCode = 1;
}

void main();
