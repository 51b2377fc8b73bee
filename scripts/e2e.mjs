// Playwright end-to-end run against a production build (next build && next start) in Debian Chromium.
// Each run gets its own embedded database and free ports chosen by the OS for every server it starts
// (scripts/free-ports.mjs), so several runs — and anything else holding 3000 or 12111 — coexist.
// E2E_PORT pins the app's port when it is free; NEXT_DIST_DIR keeps parallel builds apart.
// Usage: node scripts/e2e.mjs [playwright args…]   (E2E_SKIP_BUILD=1 reuses the last build of NEXT_DIST_DIR)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { allocatePorts } from './free-ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = ensureChromium();
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
const skipBuild = process.env.E2E_SKIP_BUILD === '1';
// The build's CSP lets a plain form go on to the fake Stripe's page (form-action, next.config.ts, as it does to
// checkout.stripe.com in production: « Payer » of a cancelled payment): a reused build asks for the same port again.
const stripePortFile = path.join(root, distDir, 'e2e-stripe-port');
let builtStripePort = null;
try {
  builtStripePort = skipBuild ? readFileSync(stripePortFile, 'utf8').trim() : null;
} catch {
  builtStripePort = null;
}
const ports = await allocatePorts(
  builtStripePort ? { ...process.env, E2E_STRIPE_PORT: builtStripePort } : process.env,
);
if (skipBuild && String(ports.E2E_STRIPE_PORT) !== builtStripePort) {
  console.error(
    `e2e: la compilation réutilisée attend le faux Stripe sur le port ${builtStripePort ?? '(inconnu)'} (CSP form-action), ` +
      `qui n'est pas libre ou pas connu : relancez sans E2E_SKIP_BUILD=1.`,
  );
  process.exit(1);
}
const port = ports.E2E_PORT;
const dataRoot = mkdtempSync(path.join(tmpdir(), 'hm-e2e-'));

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  ...ports,
  E2E_DATA_ROOT: dataRoot,
  CHROMIUM_PATH: chromium,
  SITE_URL: `http://localhost:${port}`,
  // The legal pages are prerendered: build them with the same identity the servers print (playwright.config.ts).
  ...JSON.parse(readFileSync(path.join(root, 'e2e', 'legal-identity.json'), 'utf8')),
  // The blog spec's header images live on this host: the build lists it in images.remotePatterns (next.config.ts).
  IMAGE_HOSTS: 'images.example.com',
  STRIPE_CHECKOUT_ORIGIN: `http://127.0.0.1:${ports.E2E_STRIPE_PORT}`,
};
// The e2e servers always run on their own embedded databases, whatever the caller's environment says.
delete env.DATABASE_URL;
delete env.NEXT_PUBLIC_SUPABASE_URL;
delete env.SUPABASE_SECRET_KEY;

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  return r.status ?? 1;
}

let status = 0;
try {
  if (!skipBuild) {
    console.log(`e2e: next build → ${distDir}`);
    // next build adds its build folder's type paths to tsconfig.json; keep the committed file as it is.
    const tsconfigPath = path.join(root, 'tsconfig.json');
    const tsconfig = readFileSync(tsconfigPath, 'utf8');
    status = run('npx', ['next', 'build']);
    writeFileSync(tsconfigPath, tsconfig);
    if (status !== 0) {
      console.error('e2e: la compilation a échoué');
      process.exit(status);
    }
    writeFileSync(stripePortFile, String(ports.E2E_STRIPE_PORT));
  }
  // Cached data from an earlier run describes another database: start clean.
  rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  console.log(
    `e2e: ports ${Object.entries(ports)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  status = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}
process.exit(status);
