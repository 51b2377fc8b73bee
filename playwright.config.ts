import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the app and sets these variables.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataRoot = process.env.E2E_DATA_ROOT ?? path.join(process.cwd(), '.tmp', 'e2e-data');
const baseURL = `http://localhost:${port}`;

export const E2E_ADMIN_PASSWORD = 'e2e-Mot-de-passe-admin';

const serverEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
  SITE_URL: baseURL,
  PGLITE_DIR: path.join(dataRoot, 'main'),
  SESSION_SECRET: 'e2e-session-secret-with-at-least-32-characters',
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
  webServer: [
    {
      command: `npx next start -p ${port}`,
      url: `${baseURL}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: serverEnv,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
