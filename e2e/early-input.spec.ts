// What a visitor types or picks while the page's JavaScript is still on its way (a slow phone connection: the form is
// server HTML and usable at once) must still be there once the page is live, and must count: it is what "Suivant"
// checks and what the request sends. The test holds every script chunk, fills the forms, lets the scripts through,
// waits for React to own the form, then changes one more field (the re-render that used to write the old values back).
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, parisDate, whatsappText } from './helpers';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { ETAMPES, ORLY } from '../lib/testing/package-request';

/** Holds the page's script chunks until `release()`: the server HTML is there, the scripts are not. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** React has hydrated the control (its fiber is on the node): what runs next runs on the live form. */
async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (s) => {
      const node = document.querySelector(s);
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 30_000 },
  );
}

test.describe('input made before the page is live', () => {
  test('/reservation keeps and uses what was typed, picked and ticked before hydration', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/reservation', { waitUntil: 'domcontentloaded' });
    const departure = page.getByRole('combobox', { name: 'Adresse de départ' });
    await departure.fill("Aéroport d'Orly");
    await page.getByRole('radio', { name: 'Aller-retour' }).check();
    await page.getByLabel('Date de prise en charge').fill(parisDate(3));
    await page.getByLabel('Passagers').selectOption('3');
    await page.getByLabel('Nom complet').fill('Camille Avant');
    await page.getByLabel('Siège enfant', { exact: false }).check();
    release();
    await waitForHydration(page, '#champ-contactName');
    // A change after hydration re-renders every field: each must keep what the visitor gave it.
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');

    await expect(departure).toHaveValue("Aéroport d'Orly");
    await expect(page.getByRole('radio', { name: 'Aller-retour' })).toBeChecked();
    // The round trip counts in the wizard's state: its return fields show.
    await expect(page.getByLabel('Date de retour')).toBeVisible();
    await expect(page.getByLabel('Date de prise en charge')).toHaveValue(parisDate(3));
    await expect(page.getByLabel('Passagers')).toHaveValue('3');
    await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Avant');
    await expect(page.getByLabel('Siège enfant', { exact: false })).toBeChecked();
    await expect(page.getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');
    // No list opens by itself for a field the visitor has left; a typed address is text, not a chosen place: the list
    // offers places for it when the visitor comes back.
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await departure.focus();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });

  test('the package form keeps what was typed before hydration and sends it', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByLabel('Adresse de départ').fill('5 rue de Chartres, 91410 Dourdan');
    await page.getByLabel('Passagers').selectOption('3');
    await page.getByLabel('Nom complet').fill('Camille Avant');
    release();
    await waitForHydration(page, '#champ-name');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');

    await expect(page.getByLabel('Adresse de départ')).toHaveValue('5 rue de Chartres, 91410 Dourdan');
    await expect(page.getByLabel('Passagers')).toHaveValue('3');
    await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Avant');
    // What shows is what the form checks: sent without a date, only the empty fields are refused.
    await page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' }).click();
    await expect(page.getByLabel('Date de prise en charge')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nom complet')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Adresse de départ')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the airport form keeps what was picked and typed before hydration', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`/reservation-forfait-aeroport?package=${ORLY}&vehicle=berline&trip=oneWay`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByLabel('Commune de départ').selectOption('Roinville');
    await page.getByLabel('Adresse (n° et rue)').fill('3 rue des Écoles');
    release();
    await waitForHydration(page, '#champ-departure_street');
    await page.getByLabel('Nom complet').fill('Camille Martin');

    await expect(page.getByLabel('Commune de départ')).toHaveValue('Roinville');
    await expect(page.getByLabel('Adresse (n° et rue)')).toHaveValue('3 rue des Écoles');
  });

  test('the admin password typed before hydration signs in', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
    release();
    await waitForHydration(page, 'input[type="password"]');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a press before hydration is held, then sent once the form is live; never a GET with the details', async ({
    page,
  }) => {
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });

    let release = await holdScripts(page);
    await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel('Mot de passe').press('Enter');
    // Held: the page stays, nothing was sent.
    await expect(page).toHaveURL(/\/admin\/login$/);
    release();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.unrouteAll();
    release = await holdScripts(page);
    const url = `/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`;
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Adresse de départ').fill('5 rue de Chartres, 91410 Dourdan');
    await page.getByLabel("Adresse d'arrivée").fill('12 rue Saint-Jacques, 91150 Étampes');
    await page.getByLabel('Date de prise en charge').fill(parisDate(4));
    await page.getByLabel('Heure de prise en charge').fill('10:30');
    await page.getByLabel('Nom complet').fill('Camille Avant');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel('E-mail').fill('camille.avant@example.fr');
    await page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' }).click();
    const sent = page.waitForRequest('**/api/package-bookings');
    release();
    // Once live, the form's own submit checks and stores the request with what was typed.
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({
      name: 'Camille Avant',
      email: 'camille.avant@example.fr',
    });
    expect((await request.response())?.ok()).toBe(true);
    expect(navigations.filter((n) => /Camille|example\.fr|mot|password/i.test(n))).toEqual([]);
    expect(navigations.filter((n) => n.includes('/reservation-forfait'))).toHaveLength(1);
  });

  test('a press on a page whose scripts never come is not swallowed: it goes as the browser’s own post', async ({
    page,
  }) => {
    // The scripts are lost (a phone's connection, a release deployed in between): the page never becomes live.
    await page.context().route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto(`/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByLabel('Adresse de départ').fill('5 rue de Chartres, 91410 Dourdan');
    await page.getByLabel("Adresse d'arrivée").fill('12 rue Saint-Jacques, 91150 Étampes');
    await page.getByLabel('Date de prise en charge').fill(parisDate(4));
    await page.getByLabel('Heure de prise en charge').fill('10:30');
    await page.getByLabel('Nom complet').fill('Camille Perdue');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel('E-mail').fill('camille.perdue@example.fr');
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST'),
      page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' }).click(),
    ]);
    expect(post.url()).toMatch(/\/api\/package-bookings$/);
    // Stored and sent on to WhatsApp, as without JavaScript (the test stops at the redirect: wa.me is not reached).
    const stored = await post.response();
    expect(stored?.status()).toBe(303);
    const whatsapp = stored?.headers()['location'] ?? '';
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\//);
    expect(whatsappText(whatsapp)).toContain('Camille Perdue');
    expect(whatsappText(whatsapp)).toMatch(/HM-[A-Z0-9]{5}/);
  });

  test('the admin search typed before the list hydrated: kept through a re-render, narrows the page, sent', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAsAdmin(page);
    const release = await holdScripts(page);
    await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
    const search = page.getByLabel('Rechercher une réservation');
    await search.fill('Camille');
    release();
    await waitForHydration(page, '#reservation-search');
    // The live narrowing takes what was typed, and a re-render of the form (opening « Filtres ») keeps it.
    await expect(page.getByTestId('reservations-count')).toContainText(
      /^\d+ sur \d+ réservations de cette page/,
    );
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    await expect(page.getByLabel('Prise en charge du')).toBeVisible();
    await expect(search).toHaveValue('Camille');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/q=Camille/);
  });
});

// The package forms post to their booking route instead (e2e/packages.spec.ts, "without JavaScript").
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login posts to its page: never a password in an address', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Mot de passe').fill('mot-de-passe-secret');
    const [login] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest()),
      page.getByLabel('Mot de passe').press('Enter'),
    ]);
    expect(login.method()).toBe('POST');
    expect(login.url()).not.toContain('secret');
    // The page answers the post with the form again, not an error.
    expect((await login.response())?.status()).toBe(200);
    await expect(page.getByLabel('Mot de passe')).toBeVisible();
  });
});
