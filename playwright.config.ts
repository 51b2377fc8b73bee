import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { hashPassword } from './lib/auth/password';
import legalIdentity from './e2e/legal-identity.json';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the app and sets these variables: every server's
// port comes from one variable (scripts/free-ports.mjs lists them, and picks free ones); the fixed fallbacks below
// only serve a bare `npx playwright test`.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataRoot = process.env.E2E_DATA_ROOT ?? path.join(process.cwd(), '.tmp', 'e2e-data');
const baseURL = `http://localhost:${port}`;

export const E2E_ADMIN_PASSWORD = 'e2e-Mot-de-passe-admin';
/** Known to the admin security tests, which forge expired and tampered session cookies with it. */
export const E2E_SESSION_SECRET = 'e2e-session-secret-with-at-least-32-characters';

const serverEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
  SITE_URL: baseURL,
  PGLITE_DIR: path.join(dataRoot, 'main'),
  SESSION_SECRET: E2E_SESSION_SECRET,
  // Production mode: only the scrypt hash is accepted (lib/auth/login.ts). Hashed at config load (≈0.3 s).
  ADMIN_PASSWORD_HASH: hashPassword(E2E_ADMIN_PASSWORD),
  // A production start refuses the embedded database unless asked (lib/env.ts); the e2e servers run on PGlite and
  // load the sample reservations and draft post the admin journeys use (supabase/demo.sql).
  ALLOW_EMBEDDED_DB: '1',
  LOAD_DEMO_DATA: '1',
  // The main server plays "behind one reverse proxy": tests act as that proxy and give each scenario its own
  // client address in X-Forwarded-For. The no-Stripe server below is reached directly (none): headers change nothing.
  TRUSTED_PROXY: 'hops:1',
  // Plausible legal identity: a production start refuses the placeholders (lib/env.ts legalConfigProblems).
  ...legalIdentity,
  // The blog spec's header images: optimized only on a listed host (lib/config/image-hosts.ts, same as the build).
  IMAGE_HOSTS: 'images.example.com',
  // The specs send hundreds of requests an hour, many from the same addresses, and read their « Demande reçue »: the
  // caps (lib/requests/acknowledgement-cap.ts) are the unit tests' to check.
  CUSTOMER_ACK_ADDRESS_DAILY_LIMIT: '9999999',
  CUSTOMER_ACK_HOURLY_LIMIT: '9999999',
};

/** The operator identity the e2e servers print on vouchers and invoices. */
export const E2E_LEGAL_IDENTITY = legalIdentity;

// Online payment (lib/payments): the main server talks to the fake Stripe API (e2e/fake-stripe), which also delivers
// signed webhooks back to it; a second server without STRIPE_SECRET_KEY checks the site without online payment.
const fakeStripePort = Number(process.env.E2E_STRIPE_PORT ?? 12111 + (port - 3100));
export const E2E_FAKE_STRIPE_URL = `http://127.0.0.1:${fakeStripePort}`;
const noStripePort = Number(process.env.E2E_NO_STRIPE_PORT ?? port + 50);
export const E2E_NO_STRIPE_URL = `http://localhost:${noStripePort}`;
const stripeWebhookSecret = 'whsec_e2e_fake_stripe_webhook_secret';
const stripeServerEnv = {
  STRIPE_SECRET_KEY: 'sk_test_fake_e2e',
  STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(fakeStripePort),
  STRIPE_API_PROTOCOL: 'http',
};
// E-mail (lib/notifications): the main server delivers to a real SMTP server started for the tests (e2e/smtp-sink),
// which shows what it received as JSON over HTTP; CRON_SECRET lets the specs call /api/cron/notifications.
const smtpSinkPort = Number(process.env.E2E_SMTP_PORT ?? 14111 + (port - 3100));
const smtpSinkHttpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? smtpSinkPort + 1000);
export const E2E_SMTP_SINK_URL = `http://127.0.0.1:${smtpSinkHttpPort}`;
export const E2E_OPERATOR_EMAIL = 'exploitant@harmonymove.test';
export const E2E_CRON_SECRET = 'e2e-cron-secret-of-the-notification-tests';
const mailServerEnv = {
  SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
  MAIL_FROM: 'Harmony Move <reservation@harmonymove.test>',
  OPERATOR_EMAIL: E2E_OPERATOR_EMAIL,
  CRON_SECRET: E2E_CRON_SECRET,
};
const noStripeServerEnv = {
  ...serverEnv,
  SITE_URL: E2E_NO_STRIPE_URL,
  PGLITE_DIR: path.join(dataRoot, 'no-stripe'),
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  TRUSTED_PROXY: 'none',
};

// Google Maps Platform (issue 13): a fourth server has GOOGLE_MAPS_SERVER_KEY and talks to the fake of
// e2e/fake-google (Places Autocomplete and Details (New), Routes); the other servers run without a key (catalogue only).
const fakeGooglePort = Number(process.env.E2E_GOOGLE_FAKE_PORT ?? 13111 + (port - 3100));
export const E2E_FAKE_GOOGLE_URL = `http://127.0.0.1:${fakeGooglePort}`;
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? port + 60);
export const E2E_GOOGLE_URL = `http://localhost:${googlePort}`;
const googleServerEnv = {
  ...serverEnv,
  SITE_URL: E2E_GOOGLE_URL,
  PGLITE_DIR: path.join(dataRoot, 'google'),
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  GOOGLE_MAPS_SERVER_KEY: 'fake-google-key',
  GOOGLE_MAPS_API_BASE_URL: E2E_FAKE_GOOGLE_URL,
  GOOGLE_ROUTES_API_BASE_URL: E2E_FAKE_GOOGLE_URL,
};

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '.tmp/playwright.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production server (server.mjs, what `npm start` runs). Long keep-alive: Node closes idle sockets after 5 s by default, and a request reusing one at that instant fails
  // with ECONNRESET (seen as a flaky API call in the admin journey).
  webServer: [
    {
      command: `node server.mjs -p ${port} --keepAliveTimeout 120000`,
      url: `${baseURL}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...serverEnv, ...stripeServerEnv, ...mailServerEnv },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/fake-stripe/server.mjs',
      url: `${E2E_FAKE_STRIPE_URL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        FAKE_STRIPE_PORT: String(fakeStripePort),
        FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/smtp-sink/server.mjs',
      url: `${E2E_SMTP_SINK_URL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpSinkPort), SMTP_SINK_HTTP_PORT: String(smtpSinkHttpPort) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node server.mjs -p ${noStripePort} --keepAliveTimeout 120000`,
      url: `${E2E_NO_STRIPE_URL}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: noStripeServerEnv,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/fake-google/server.mjs',
      url: `${E2E_FAKE_GOOGLE_URL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_GOOGLE_PORT: String(fakeGooglePort), FAKE_GOOGLE_API_KEY: 'fake-google-key' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node server.mjs -p ${googlePort} --keepAliveTimeout 120000`,
      url: `${E2E_GOOGLE_URL}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: googleServerEnv,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
