// `npm run test:multi`: two production instances (`npm start`'s server.mjs) of one build over one fresh PostgreSQL database, with
// a small round-robin-free "load balancer" in front that the test points at one instance or the other.
//   1. Rates: the admin of instance A (real login, the prices page, the Server Action) changes the per-km rate; the
//      quote API of instance B, which had the old rates in memory, answers with the new price within 2 s.
//   2. Packages: the admin page is rendered by A but its Server Action is answered by B (same session cookie, same
//      build id and action key); the public package page of A, already read before, shows the new price within 2 s.
// Exit 0 = passed, 1 = failed, 0 with "SKIPPED" = PostgreSQL unreachable (MULTI_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres). MULTI_SKIP_BUILD=1 reuses the last build of .next-multi.
// Ports come from the OS (listen on 0), never fixed ones.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { Client } from 'pg';
import { hashPassword } from '../lib/auth/password';

const root = path.resolve(__dirname, '..');
const distDir = process.env.MULTI_DIST_DIR || '.next-multi';
const baseUrl = process.env.MULTI_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** The guarantee under test: an admin change is visible on every instance within this delay. */
const FRESHNESS_MS = 2_000;
const PASSWORD = 'multi-Mot-de-passe-admin';

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function log(message: string): void {
  console.log(`test:multi: ${message}`);
}

/** Distinct free ports from the OS: all held open at once (listen on 0), then released for the servers. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function dbUrl(name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(): Promise<string | null> {
  const admin = new Client({ connectionString: baseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    log(`SKIPPED — PostgreSQL injoignable (${baseUrl}) : ${(error as Error).message}`);
    return null;
  }
  const name = `hm_multi_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return dbUrl(name);
}

function build(env: NodeJS.ProcessEnv): void {
  if (process.env.MULTI_SKIP_BUILD === '1') return;
  log(`next build → ${distDir}`);
  const tsconfigPath = path.join(root, 'tsconfig.json');
  const tsconfig = readFileSync(tsconfigPath, 'utf8');
  const r = spawnSync('npx', ['next', 'build'], { cwd: root, env, stdio: 'inherit' });
  writeFileSync(tsconfigPath, tsconfig);
  if (r.status !== 0) throw new Error('la compilation a échoué');
}

async function startInstance(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  publicUrl: string,
): Promise<string> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    // What `npm start` runs (server.mjs: `next start` semantics plus the TCP peer address for the limits).
    [path.join(root, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    // Every instance knows the public address (the balancer's), as in production: the Origin checks compare with it.
    { cwd: root, env: { ...env, SITE_URL: publicUrl }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance ${name} s'est arrêtée :\n${stderr}`);
    try {
      // The first page opens the database (instance A migrates and seeds the fresh one).
      const res = await fetch(`${url}/forfaits-locaux/essonne-91`);
      if (res.ok) {
        log(`instance ${name} prête sur ${url}`);
        return url;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance ${name} ne répond pas :\n${stderr}`);
}

/** A minimal load balancer: every request goes to `target` (switched by the test), the Host header is kept. */
async function startBalancer(): Promise<{ url: string; use: (target: string) => void }> {
  let target = '';
  const server = http.createServer((req, res) => {
    const upstream = new URL(req.url ?? '/', target);
    const proxied = http.request(
      upstream,
      { method: req.method, headers: { ...req.headers, 'x-multi-instance': target } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    proxied.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://localhost:${port}`, use: (t) => (target = t) };
}

// Dourdan → Limours (catalogue places the server resolves): no fixed route and no price-table row, so the per-km
// fare applies.
const trip = {
  departureAddress: 'Dourdan',
  departurePlaceRef: 'catalogue:dourdan',
  destinationAddress: 'Limours',
  destinationPlaceRef: 'catalogue:limours',
  vehicleType: 'berline',
};

async function quoteTotal(instance: string): Promise<number> {
  const res = await fetch(`${instance}/api/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(trip),
  });
  if (res.status !== 200) throw new Error(`/api/quote → ${res.status}`);
  return ((await res.json()) as { quote: { totalPrice: number } }).quote.totalPrice;
}

/**
 * Reads `probe` on an instance until it sees the change. Passes when it does; fails when a read that STARTED
 * FRESHNESS_MS or more after the change still sees the old value. Returns when the first fresh read started.
 */
async function expectFreshWithin(
  label: string,
  since: number,
  probe: () => Promise<boolean>,
): Promise<number> {
  for (;;) {
    const started = Date.now();
    if (await probe()) {
      const after = started - since;
      log(`✓ ${label} : visible ${after} ms après la modification (borne : ${FRESHNESS_MS} ms)`);
      return after;
    }
    if (started - since >= FRESHNESS_MS) {
      throw new Error(`${label} : encore l'ancienne valeur ${started - since} ms après la modification`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 30_000 });
}

async function main(): Promise<number> {
  const databaseUrl = await createDatabase();
  if (!databaseUrl) return 0;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('base64'),
    ADMIN_PASSWORD_HASH: hashPassword(PASSWORD),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
    // A production start refuses the placeholder legal identity (lib/env.ts); the e2e one is plausible.
    ...(JSON.parse(readFileSync(path.join(root, 'e2e', 'legal-identity.json'), 'utf8')) as Record<
      string,
      string
    >),
    NEXT_PUBLIC_SUPABASE_URL: '',
    SUPABASE_SECRET_KEY: '',
    GOOGLE_MAPS_SERVER_KEY: '',
    STRIPE_SECRET_KEY: '',
  };
  build(env);
  // Data cached by an earlier run describes another database.
  rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });

  const lb = await startBalancer();
  const [portA = 0, portB = 0] = await freePorts(2);
  const a = await startInstance('A', portA, env, lb.url);
  const b = await startInstance('B', portB, env, lb.url);

  // @ts-expect-error plain ESM helper without types
  const { ensureChromium } = (await import('./ensure-chromium.mjs')) as { ensureChromium: () => string };
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  cleanups.push(() => browser.close());
  const page = await browser.newPage({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  page.setDefaultTimeout(30_000);

  // 1. Rates: changed through the admin of A, read on B (whose memo holds the old rates).
  lb.use(a);
  const before = await quoteTotal(b);
  const login = await page.request.post(`${lb.url}/api/admin/login`, { data: { password: PASSWORD } });
  if (login.status() !== 200) throw new Error(`connexion admin → ${login.status()}`);
  await page.goto(`${lb.url}/admin/prices`);
  const perKm = page.getByLabel('Prix au km — Berline (€)');
  await perKm.fill('4');
  await quoteTotal(b); // B reads the old rates into its memo right before the change
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expectToast(page, 'Prix sauvegardés !');
  const ratesSaved = Date.now();
  const ratesMs = await expectFreshWithin('tarif modifié sur A, devis sur B', ratesSaved, async () => {
    const total = await quoteTotal(b);
    return total > before;
  });

  // 2. Packages: page rendered by A, Server Action answered by B, public page read on A.
  await page.goto(`${lb.url}/admin/prices`);
  await page.getByRole('tab', { name: 'Essonne (91)' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Essonne (91)' });
  // An active package (inactive ones are not on the public page).
  const row = panel.locator('[data-testid="package-row"][data-active="true"]').first();
  await row.getByRole('button', { name: /^Modifier le forfait/ }).click();
  const editing = panel.locator('[data-editing="true"]');
  await editing.getByLabel('Berline (AS) (€)').fill('123.45');
  const publicPrice = /123,45/;
  const publicPage = async (instance: string) =>
    (await (await fetch(`${instance}/forfaits-locaux/essonne-91`)).text()).replace(/\s/g, ' ');
  if (publicPrice.test(await publicPage(a))) throw new Error('le prix de test est déjà affiché');
  lb.use(b);
  await editing.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Forfait mis à jour.');
  const packageSaved = Date.now();
  log('✓ action serveur rendue par A, exécutée par B (même session, même build)');
  const packagesMs = await expectFreshWithin(
    'forfait modifié via B, page publique sur A',
    packageSaved,
    async () => publicPrice.test(await publicPage(a)),
  ).catch(async (error: Error) => {
    const seenOnB = publicPrice.test(await publicPage(b));
    await new Promise((r) => setTimeout(r, 3_000));
    const seenOnALater = publicPrice.test(await publicPage(a));
    throw new Error(`${error.message} (B l'affiche : ${seenOnB} ; A 3 s plus tard : ${seenOnALater})`);
  });
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  writeFileSync(
    path.join(root, '.tmp', 'multi.json'),
    JSON.stringify({ date: new Date().toISOString(), ratesMs, packagesMs, boundMs: FRESHNESS_MS }),
  );
  log('PASSED');
  return 0;
}

async function run(): Promise<void> {
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(`test:multi: FAILED — ${(error as Error).message}`);
    code = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  }
  process.exit(code);
}

void run();
