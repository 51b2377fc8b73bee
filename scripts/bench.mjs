// `npm run bench`: the benchmarks of issue 17 side by side in one run, then rewrites the generated block of
// docs/performance.md (between `<!-- bench:start -->` and `<!-- bench:end -->`) with the date, the machine and the
// figures. Stages (each runs even if another fails; a failed stage is reported, never invented):
//   db      — `scripts/bench-db.ts`: embedded cold start (migrate + seed vs prepared snapshot vs reopen) and, with
//             BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres, a fresh database is created), the
//             PostgreSQL reads behind the 1 s memo;
//   multi   — `scripts/test-multi.ts`: two instances over one PostgreSQL, time until an admin change is seen on the
//             other instance (builds .next-multi unless MULTI_SKIP_BUILD=1);
//   bundle  — first-load JS per page from the last build (NEXT_DIST_DIR, default .next-multi, the build `multi` has
//             just made) against the framework floor, the figures `e2e/build-output.spec.ts` budgets;
//   pairs   — `scripts/bench-pairs.mjs`: the product beside a bare Next.js app of the same version and a bare
//             node:http server, in one run: Lighthouse mobile interleaved (median of 5), first-load JS of the bare
//             page, /api/quote at 50 connections and at a fixed 300 req/s (throttle lifted for the bench's client
//             by QUOTE_THROTTLE_BYPASS_TOKEN, and the throttled path beside it), distance cache vs fixed route.
// Usage: npm run bench [-- db multi bundle pairs]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const wants = (stage) => only.length === 0 || only.includes(stage);
const pgUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const sections = [];
const loadAtStart = loadavg()[0];

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(r.stdout ?? '');
  return { ok: r.status === 0, out: r.stdout ?? '' };
}

if (wants('db')) {
  const { ok, out } = run('npx', ['tsx', 'scripts/bench-db.ts'], { DATABASE_URL: pgUrl });
  // Lines "  name: time" under the headers "PGlite, …", "Queries, …" and "PostgreSQL reads, …".
  let engine = 'PGlite';
  const rows = [];
  for (const line of out.split('\n')) {
    if (line.startsWith('PostgreSQL')) engine = 'PostgreSQL';
    if (!/^\s{2}\S.*: \d/.test(line)) continue;
    const [what, time] = line.trim().split(/: (?=\d)/);
    rows.push(`| ${engine} ${what} | ${time} |`);
  }
  sections.push(
    ok
      ? [
          '### Embedded start and database reads (`scripts/bench-db.ts`)',
          '',
          '| what | median |',
          '|---|---|',
          ...rows,
        ]
      : ['### Embedded start and database reads', '', 'Stage failed (see the run output).'],
  );
}

if (wants('multi')) {
  const { ok, out } = run('npx', ['tsx', 'scripts/test-multi.ts']);
  let line = 'Stage failed (see the run output).';
  if (ok && /SKIPPED/.test(out)) line = 'Skipped: PostgreSQL unreachable.';
  else if (ok) {
    const m = JSON.parse(readFileSync(path.join(root, '.tmp', 'multi.json'), 'utf8'));
    line = [
      '| change | read on | first fresh read after the save | bound |',
      '|---|---|---|---|',
      `| per-km rate saved through A's admin | B (\`/api/quote\`) | ${m.ratesMs} ms | ${m.boundMs} ms |`,
      `| package saved by a Server Action answered by B | A (\`/forfaits-locaux/essonne-91\`) | ${m.packagesMs} ms | ${m.boundMs} ms |`,
    ].join('\n');
  }
  sections.push(['### Many instances (`scripts/test-multi.ts`)', '', line]);
}

// After `multi`, which builds .next-multi: on a fresh clone the bundle stage reads the build it just made.
let bundle = null;
if (wants('bundle')) {
  const distDir = process.env.NEXT_DIST_DIR || '.next-multi';
  const { ok, out } = run('npx', ['tsx', 'scripts/bench-build-output.ts', distDir]);
  if (ok) {
    const data = JSON.parse(out.slice(out.indexOf('{')));
    bundle = data;
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    sections.push([
      `### First-load JavaScript, gzip (build in \`${distDir}\`)`,
      '',
      `Framework floor (root chunks every Next.js page loads): ${kb(data.floorGz)}.`,
      '',
      '| page | first load | over the floor |',
      '|---|---|---|',
      ...data.pages.map(
        (p) => `| \`${p.route}\` | ${kb(p.firstLoadGz)} | +${kb(p.firstLoadGz - data.floorGz)} |`,
      ),
    ]);
  } else sections.push(['### First-load JavaScript', '', 'Stage failed: no build (run `next build` first).']);
}

if (wants('pairs')) {
  const distDir = process.env.NEXT_DIST_DIR || '.next-multi';
  // BENCH_PAIRS_JSON: render the JSON a previous `npm run bench:pairs` printed instead of measuring again.
  const out = process.env.BENCH_PAIRS_JSON
    ? `\n${readFileSync(process.env.BENCH_PAIRS_JSON, 'utf8')}`
    : run('node', ['scripts/bench-pairs.mjs'], { NEXT_DIST_DIR: distDir }).out;
  let data = null;
  try {
    data = JSON.parse(out.slice(out.lastIndexOf('\n{\n') + 1));
  } catch {
    // reported below
  }
  sections.push(pairsSection(data, distDir));
}

function pairsSection(data, distDir) {
  const title = `### Side by side: product vs bare Next.js ${nextVersion()} vs bare node:http (\`scripts/bench-pairs.mjs\`, build in \`${distDir}\`)`;
  if (!data) return [title, '', 'Stage failed (see the run output).'];
  const lines = [title, ''];
  if (data.error) lines.push(`Stage stopped early: ${data.error}`, '');
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
  const kb = (v) => (Number.isFinite(v) ? `${(v / 1024).toFixed(1)} KB` : 'n/a');
  if (data.lighthouse) {
    const b = data.lighthouse.bare;
    lines.push(
      `**Lighthouse 12.8 mobile** (simulated throttling), median of ${data.lighthouse.runs} runs, bare page and product pages interleaved run by run:`,
      '',
      '| page | Performance | FCP | LCP | LCP ÷ bare | CLS | TBT | TBT − bare | JS transferred |',
      '|---|---|---|---|---|---|---|---|---|',
      `| bare Next.js page | ${b.performance} | ${ms(b.fcp)} | ${ms(b.lcp)} | 1.00 | ${b.cls.toFixed(3)} | ${ms(b.tbt)} | 0 ms | ${b.jsKb.toFixed(1)} KB |`,
      ...data.lighthouse.pages.map(
        (p) =>
          `| \`${p.path}\` | ${p.performance} | ${ms(p.fcp)} | ${ms(p.lcp)} | ${(p.lcp / b.lcp).toFixed(2)} | ${p.cls.toFixed(3)} | ${ms(p.tbt)} | ${ms(p.tbt - b.tbt)} | ${p.jsKb.toFixed(1)} KB |`,
      ),
      '',
      `LCP element: ${[...new Set(data.lighthouse.pages.map((p) => `\`${p.path}\` “${(p.lcpElement ?? '?').slice(0, 60)}”`))].join('; ')}.`,
      '',
    );
  }
  if (data.bareJs?.pageGz) {
    const bareOver = data.bareJs.pageGz - data.bareJs.floorGz;
    lines.push(
      `**First-load JS** (gzip, same reading as \`e2e/build-output.spec.ts\`): bare Next.js page ${kb(data.bareJs.pageGz)} (its root chunks ${kb(data.bareJs.floorGz)} + ${kb(bareOver)}).`,
    );
    if (bundle) {
      const over = (route) => {
        const page = bundle.pages.find((p) => p.route === route);
        return page ? `+${kb(page.firstLoadGz - bundle.floorGz - bareOver)}` : 'n/a';
      };
      lines.push(
        `Over the bare page: \`/\` ${over('/')}, \`/a-propos\` ${over('/a-propos')}, \`/blog/[slug]\` ${over('/blog/[slug]')}, \`/forfaits-locaux/[region]\` ${over('/forfaits-locaux/essonne-91')}, \`/contact\` ${over('/contact')} (goal + 10 KB); \`/reservation\` ${over('/reservation')} (goal + 45 KB).`,
      );
    }
    lines.push('');
  }
  if (data.load) {
    const { closed, open, connections, duration, rounds } = data.load;
    const cpu = (name, ref) =>
      Number.isFinite(closed[name].cpuUs)
        ? `${closed[name].cpuUs} µs${ref && Number.isFinite(closed[ref].cpuUs) ? ` (${(closed[name].cpuUs / closed[ref].cpuUs).toFixed(2)} ×)` : ''}`
        : 'n/a';
    const row = (name, label, ref) =>
      `| ${label} | ${closed[name].rps} | ${ref ? `${((closed[name].rps / closed[ref].rps) * 100).toFixed(0)} %` : '—'} | ${cpu(name, ref)} | ${closed[name].p50} ms | ${closed[name].p99} ms | ${open[name].p99} ms | ${ref ? `${(open[name].p99 / open[ref].p99).toFixed(2)} ×` : '—'} | ${closed[name].errors + open[name].errors} |`;
    lines.push(
      `**POST /api/quote** (autocannon, ${connections} connections × ${duration} s, and a fixed 300 req/s for ${duration} s; median of ${rounds} rounds in rotating order; the product on \`server.mjs\` with its embedded database):`,
      '',
      '| target | req/s at 50 conn. | vs bare Next route | server CPU per request (vs bare Next route) | p50 | p99 | p99 at 300 req/s | vs bare Next route | errors |',
      '|---|---|---|---|---|---|---|---|---|',
      row('quote', 'product, throttle lifted for the bench client', 'bareNext'),
      row('throttled', 'product through the throttle (new client per request)', 'bareNext'),
      row('bareNext', `bare Next.js route handler`, null),
      row('nodeHttp', 'bare node:http', 'bareNext'),
      '',
    );
  }
  if (data.distance) {
    const d = data.distance;
    lines.push(
      `**Distance cache** (fake Google behind a 250 ms delay; ${d.requests} sequential pairs): first per-km quote between two Google places ${ms(d.first)}; the same trip again p50 ${d.repeated.p50.toFixed(1)} ms, p95 ${d.repeated.p95.toFixed(1)} ms, against a fixed-route quote p50 ${d.fixed.p50.toFixed(1)} ms, p95 ${d.fixed.p95.toFixed(1)} ms (difference of the p95s ${(d.repeated.p95 - d.fixed.p95).toFixed(1)} ms; Google's Routes API asked ${d.googleCalls?.routes ?? '?'} time).`,
      '',
    );
  }
  return lines;
}

function nextVersion() {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const docPath = path.join(root, 'docs', 'performance.md');
const doc = readFileSync(docPath, 'utf8');
const start = doc.indexOf('<!-- bench:start -->');
const end = doc.indexOf('<!-- bench:end -->');
const previous = start >= 0 && end > start ? doc.slice(start, end) : '';
// Sections of stages not run this time are kept from the previous block, marked with its date.
const previousDate = previous.match(/Generated by `npm run bench` on ([^—]+?) UTC/)?.[1];
const kept = previous
  .split(/\n(?=### )/)
  .slice(1)
  .map((text) => text.trim().split('\n'))
  .filter(([title]) => !sections.some(([t]) => t.split('(')[0].trim() === title.split('(')[0].trim()))
  .map(([title, ...rest]) =>
    title.includes('(kept from the run of')
      ? [title, ...rest]
      : [`${title} (kept from the run of ${previousDate ?? 'an earlier date'} UTC)`, ...rest],
  );
const header = [
  `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at start.`,
];
const block = [
  '<!-- bench:start -->',
  ...header,
  '',
  ...[...sections, ...kept].flatMap((s) => [...s, '']),
  '<!-- bench:end -->',
].join('\n');
const next =
  start >= 0 && end > start
    ? `${doc.slice(0, start)}${block}${doc.slice(end + '<!-- bench:end -->'.length)}`
    : `${doc.trimEnd()}\n\n## Benchmark run (\`npm run bench\`)\n\n${block}\n`;
writeFileSync(docPath, next);
console.log('bench: docs/performance.md mis à jour');
