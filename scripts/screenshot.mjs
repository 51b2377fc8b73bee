// Screenshots in headless Chromium.
//   One page:  node scripts/screenshot.mjs <url> <out.png> [width=375] [fullPage=1]
//   The set:   node scripts/screenshot.mjs --set <baseURL> [outDir=docs/screenshots]
//     home, the home's booking box priced, wizard step 1 and step 2, a price table and the admin list, each at 375
//     and 1280 px. The admin list needs SCREENSHOT_ADMIN_PASSWORD (the server's admin password). Cookie consent is
//     stored first, so the pages show what a returning visitor sees; the banner itself is on the '-banner' home shots.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // --lang: date and time inputs follow the browser's language, not the page's (jj/mm/aaaa, 24 h).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--lang=fr-FR',
    ],
  });

function parisDate(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function fillWizard(page) {
  const choose = async (label, query) => {
    await page.getByRole('combobox', { name: label }).fill(query);
    await page
      .getByRole('option', { name: new RegExp(query) })
      .first()
      .click();
  };
  await choose(/Adresse de départ/, 'Gare de Dourdan');
  await choose(/Adresse de destination/, 'Orly 4');
  await page.getByLabel('Date de prise en charge').fill(parisDate(3));
  await page.getByLabel('Heure de prise en charge').fill('10:30');
  await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('AF1234');
  await page.getByLabel('Passagers').selectOption('3');
  await page.getByLabel('Bagages en soute').selectOption('2');
  await page.getByLabel('Nom complet').fill('Camille Martin');
  await page.getByLabel('E-mail').fill('camille@example.fr');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel(/J'accepte les/).check();
}

/** The home page's booking box, once its client island has loaded (on the first focus): Dourdan → Orly, priced. */
async function fillHomeBox(page) {
  const box = page.getByTestId('home-box');
  await box.getByRole('textbox', { name: 'Départ' }).focus();
  await box.locator('form[data-enhanced]').waitFor();
  const choose = async (label, query) => {
    await box.getByRole('combobox', { name: label }).fill(query);
    await page
      .getByRole('option', { name: new RegExp(query) })
      .first()
      .click();
  };
  await choose(/^Départ/, 'Gare de Dourdan');
  await choose(/^Destination/, 'Orly 4');
  await box.getByLabel('Date').fill(parisDate(3));
  await box.getByLabel('Heure').fill('10:30');
  await box.getByLabel('Passagers').selectOption('3');
  await box.getByLabel('Bagages en soute').selectOption('2');
  await box.getByTestId('home-price-total').first().waitFor();
}

async function shootSet(base, outDir) {
  mkdirSync(outDir, { recursive: true });
  const browser = await launch();
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: 'fr-FR',
      baseURL: base,
    });
    const page = await context.newPage();
    const shot = async (name, full = true) => {
      const file = path.join(outDir, `${name}-${width}.png`);
      // A full-page shot of a scrolled page draws the sticky header and the floating button mid-page: start at the top.
      if (full) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
    };
    await page.goto('/', { waitUntil: 'networkidle' });
    await shot('home-banner', false);
    await page.evaluate(() => localStorage.setItem('hm-cookie-consent', 'declined'));
    await page.goto('/', { waitUntil: 'networkidle' });
    await shot('home');
    await fillHomeBox(page);
    await page.getByTestId('home-box').scrollIntoViewIfNeeded();
    await shot('home-box', false);
    await page.goto('/reservation', { waitUntil: 'networkidle' });
    await fillWizard(page);
    await shot('wizard-step1');
    await page.getByRole('button', { name: /Suivant/ }).click();
    await page.getByText('Étape 2 sur 2').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('wizard-step2');
    await page.goto('/forfaits-locaux/dourdan-aeroports', { waitUntil: 'networkidle' });
    await shot('price-table', false);
    if (process.env.SCREENSHOT_ADMIN_PASSWORD) {
      await page.request.post('/api/admin/login', {
        data: { password: process.env.SCREENSHOT_ADMIN_PASSWORD },
      });
      await page.goto('/admin/dashboard', { waitUntil: 'networkidle' });
      await shot('admin-list');
    }
    await context.close();
  }
  await browser.close();
}

const args = process.argv.slice(2);
if (args[0] === '--set') {
  if (!args[1]) {
    console.error('usage: node scripts/screenshot.mjs --set <baseURL> [outDir]');
    process.exit(2);
  }
  await shootSet(args[1], args[2] ?? 'docs/screenshots');
} else {
  const [url, out, width = '375', full = '1'] = args;
  if (!url || !out) {
    console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [fullPage 0|1]');
    process.exit(2);
  }
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'fr-FR' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out, fullPage: full === '1' });
  await browser.close();
  console.log(out);
}
