// Package pages: price tables from the seeded database, price click → form with the server's price, package and
// airport booking requests stored and handed off to WhatsApp, error/redirect paths, no-JS HTML, accessibility.
import { expect, test } from '@playwright/test';
import { ownClientAddress, parisDate, stubWhatsApp, whatsappText } from './helpers';
import { expectNoA11yViolations } from './axe';
import { BEAUVAIS, ETAMPES, MONTPARNASSE, ORLY } from '../lib/testing/package-request';

// Each test sends its requests from an address of its own: the forms' per-client limits never refuse a later test.
test.beforeEach(async ({ page }) => ownClientAddress(page));

const price = (euros: string) => new RegExp(`${euros.replace(',', ',')}\\s€`);

const TABLES = [
  {
    path: '/forfaits-locaux/essonne-91',
    rows: ['Étampes', 'Arpajon', 'Saint-Chéron'],
    hidden: 'Corbeil-Essonnes',
  },
  { path: '/forfaits-locaux/yvelines-78', rows: ['Rambouillet', 'Saint-Arnoult-en-Yvelines', 'Versailles'] },
  { path: '/forfaits-locaux/chartres', rows: ['Maintenon', 'Dourdan', "Aéroport d'Orly"] },
  {
    path: '/forfaits-locaux/dourdan-aeroports',
    rows: ["Aéroport d'Orly", 'Aéroport de Beauvais-Tillé', 'Gare du Nord (Paris)'],
  },
] as const;

test.describe('price tables', () => {
  for (const table of TABLES) {
    test(`${table.path} shows the seeded rows`, async ({ page }) => {
      const response = await page.goto(table.path);
      expect(response?.status()).toBe(200);
      const grid = page.getByRole('table');
      for (const destination of table.rows) {
        await expect(grid.getByRole('rowheader', { name: destination, exact: false }).first()).toBeVisible();
      }
      if ('hidden' in table) await expect(grid).not.toContainText(table.hidden);
    });
  }

  test('rows are ordered by destination, prices are French-formatted, N/A is not a link', async ({
    page,
  }) => {
    await page.goto('/forfaits-locaux/essonne-91');
    const headers = await page.getByRole('rowheader').allTextContents();
    const names = headers.map((h) => h.replace(/^Dourdan →\s*/, '').trim());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));

    const etampes = page.getByRole('row').filter({ hasText: 'Étampes' });
    await expect(etampes.getByRole('link')).toHaveCount(4);
    await expect(etampes.getByRole('link').first()).toHaveText(price('40,00'));

    const roinville = page.getByRole('row').filter({ hasText: 'Roinville' });
    await expect(roinville.getByRole('link')).toHaveCount(1);
    await expect(roinville.getByText('N/A')).toHaveCount(3);
    // Heard as words, not as « N slash A »: the cell is named by the tooltip's text.
    await expect(roinville.getByRole('cell', { name: 'Tarif non disponible', exact: true })).toHaveCount(3);
  });

  test('the Dourdan-airport table ends with the other-routes request', async ({ page }) => {
    await page.goto('/forfaits-locaux/dourdan-aeroports');
    const last = page.getByRole('row').filter({ hasText: 'Autres communes / Trajets' });
    await last.getByRole('link', { name: 'Faire une demande' }).click();
    await expect(page).toHaveURL(/\/reservation$/);
  });

  test('without JavaScript the tables and prices are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/forfaits-locaux/chartres');
    const maintenon = page.getByRole('row').filter({ hasText: 'Maintenon' });
    await expect(maintenon).toBeVisible();
    await expect(maintenon.getByRole('link').first()).toHaveText(price('35,00'));
    await page.goto('/forfaits-aeroports');
    await expect(page.getByText(price('60,00')).first()).toBeVisible();
    await context.close();
  });
});

test.describe('package booking form', () => {
  test('a price click opens the form with the recap and the server price', async ({ page }) => {
    await page.goto('/forfaits-locaux/essonne-91');
    await page.getByRole('row').filter({ hasText: 'Étampes' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(`/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=roundTrip`);
    const recap = page.getByRole('region', { name: 'Votre forfait' });
    await expect(recap).toContainText('Dourdan → Étampes');
    await expect(recap).toContainText('Berline (1-4 passagers)');
    await expect(recap).toContainText('Aller-retour');
    await expect(recap).toContainText(price('75,00'));
    await expect(page.getByLabel('Date de retour')).toBeVisible();
  });

  test('a tampered price in the URL changes nothing', async ({ page, request }) => {
    await page.goto(`/reservation-forfait?package=${ETAMPES}&vehicle=van&trip=oneWay&price=1`);
    await expect(page.getByRole('region', { name: 'Votre forfait' })).toContainText(price('60,00'));
    await expect(page.getByText(price('1,00'))).toHaveCount(0);

    const response = await request.post('/api/package-bookings', {
      data: {
        kind: 'package',
        requestId: crypto.randomUUID(),
        packageId: ETAMPES,
        vehicle: 'van',
        trip: 'oneWay',
        price: 1,
        priceCents: 100,
        departure_street: '1 rue de la Gare, Dourdan',
        arrival_street: "2 place de l'Hôtel de Ville, Étampes",
        date: parisDate(5),
        time: '10:00',
        passengers: '2',
        hold_bags: '1',
        boosters: '0',
        name: 'Prix Falsifié',
        phone: '06 11 22 33 44',
        email: 'falsifie@example.fr',
      },
    });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { whatsappUrl: string };
    expect(whatsappText(body.whatsappUrl)).toMatch(price('60,00'));
    expect(whatsappText(body.whatsappUrl)).not.toMatch(price('1,00'));
  });

  test('refuses missing fields and a past date, then stores the request and opens WhatsApp', async ({
    page,
  }) => {
    await stubWhatsApp(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/package-bookings') && r.method() === 'POST') posts += 1;
    });
    await page.goto(`/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`);
    const send = page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' });
    // The date picker starts tomorrow, as the wizard's: today is always refused (24 hours ahead).
    await expect(page.getByLabel('Date de prise en charge')).toHaveAttribute('min', parisDate(1));

    await send.click();
    await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
    await expect(page.getByLabel('Adresse de départ')).toBeFocused();
    expect(posts).toBe(0);

    await page.getByLabel('Adresse de départ').fill('5 rue de Chartres, 91410 Dourdan');
    await page.getByLabel("Adresse d'arrivée").fill('12 rue Saint-Jacques, 91150 Étampes');
    await page.getByLabel('Date de prise en charge').fill('2020-01-15');
    await page.getByLabel('Heure de prise en charge').fill('10:30');
    await page.getByLabel('Passagers').selectOption('3');
    await page.getByLabel('Bagages en soute').selectOption('2');
    await page.getByLabel('Rehausseurs').selectOption('1');
    await page.getByLabel('Nom complet').fill('Camille Martin');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel('E-mail').fill('camille.martin@example.fr');
    await send.click();
    await expect(
      page.getByText("La réservation doit être effectuée au minimum 24 heures à l'avance."),
    ).toBeVisible();
    expect(posts).toBe(0);

    await page.getByLabel('Date de prise en charge').fill(parisDate(4));
    const popupPromise = page.waitForEvent('popup');
    const sent = page.waitForRequest('**/api/package-bookings');
    await send.click();
    const popup = await popupPromise;
    await popup.waitForURL(/wa\.me/);
    const text = whatsappText(popup.url());
    const ref = /HM-[A-Z0-9]{5}/.exec(text)?.[0];
    expect(ref).toBeTruthy();
    expect(text).toMatch(price('40,00'));
    expect(text).toContain('5 rue de Chartres, 91410 Dourdan');
    expect(text).toContain('12 rue Saint-Jacques, 91150 Étampes');
    await expect(page.getByText('Redirection vers WhatsApp', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Demande enregistrée/ }).getByText(ref!)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ouvrir WhatsApp' })).toHaveAttribute('href', /wa\.me/);
    expect(posts).toBe(1);

    // Stored: the same request sent again is answered from the stored row (200, same reference), not stored twice.
    const replay = await page.request.post('/api/package-bookings', { data: (await sent).postDataJSON() });
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toMatchObject({ bookingRef: ref });

    // A second press (WhatsApp did not open on the phone) sends the same request again: the same booking, not two.
    await popup.close();
    const again = page.waitForEvent('popup');
    await send.click();
    const second = await again;
    await second.waitForURL(/wa\.me/);
    expect(/HM-[A-Z0-9]{5}/.exec(whatsappText(second.url()))?.[0]).toBe(ref);
    expect(posts).toBe(2);
  });

  test('sent from the keyboard: the focus stays on the button while pending, then moves to the result', async ({
    page,
  }) => {
    await stubWhatsApp(page);
    let posts = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/package-bookings', async (route) => {
      posts += 1;
      await released;
      await route.continue();
    });
    await page.goto(`/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`);
    await page.getByLabel('Adresse de départ').fill('5 rue de Chartres, 91410 Dourdan');
    await page.getByLabel("Adresse d'arrivée").fill('12 rue Saint-Jacques, 91150 Étampes');
    await page.getByLabel('Date de prise en charge').fill(parisDate(4));
    await page.getByLabel('Heure de prise en charge').fill('11:45');
    await page.getByLabel('Nom complet').fill('Clara Clavier');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel('E-mail').fill(`clara.${Date.now()}@example.fr`);
    await page.getByLabel('E-mail').press('Tab');
    await expect(page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' })).toBeFocused();
    const send = page.getByRole('button', { name: /^(Envoyer ma demande sur WhatsApp|Envoi en cours…)$/ });

    await page.keyboard.press('Enter');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter'); // ignored while pending
    release();
    await expect(page.locator(':focus')).toContainText(/HM-[A-Z0-9]{5}/);
    await expect(page.locator(':focus').getByRole('link', { name: 'Ouvrir WhatsApp' })).toBeVisible();
    await expect(send).not.toHaveAttribute('aria-disabled', 'true');
    expect(posts).toBe(1);
  });

  test('without a package the page says so', async ({ page }) => {
    await page.goto('/reservation-forfait');
    await expect(page.getByRole('heading', { name: 'Erreur de réservation' })).toBeVisible();
    await expect(
      page.getByText("Aucun forfait n'a été sélectionné. Veuillez retourner à la page des forfaits."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Voir les forfaits' }).click();
    await expect(page).toHaveURL(/\/forfaits-locaux$/);
  });
});

test.describe('airport booking form', () => {
  test('without a package it goes back to the Dourdan-airport table', async ({ page }) => {
    await page.goto('/reservation-forfait-aeroport');
    await expect(page).toHaveURL(/\/forfaits-locaux\/dourdan-aeroports$/);
    await page.goto(`/reservation-forfait-aeroport?package=${ORLY}&vehicle=bus&trip=oneWay`);
    await expect(page).toHaveURL(/\/forfaits-locaux\/dourdan-aeroports$/);
  });

  test('trip toggle, round-trip modal, then a stored request with the flight number', async ({ page }) => {
    await stubWhatsApp(page);
    await page.goto('/forfaits-locaux/dourdan-aeroports');
    await page.getByRole('row').filter({ hasText: "Aéroport d'Orly" }).getByRole('link').first().click();
    await expect(page).toHaveURL(`/reservation-forfait-aeroport?package=${ORLY}&vehicle=berline&trip=oneWay`);
    await expect(page.getByTestId('prix-forfait').filter({ visible: true })).toHaveText(price('80,00'));
    await expect(page.getByLabel('Date de retour')).toBeHidden();
    await page.getByText('Aller-retour', { exact: true }).click();
    await expect(page.getByTestId('prix-forfait').filter({ visible: true })).toHaveText(price('150,00'));
    await expect(page.getByLabel('Date de retour')).toBeVisible();

    await page.getByRole('button', { name: 'Détail du tarif aller-retour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tarif Aller-Retour Calculé' });
    await expect(dialog).toContainText(price('150,00'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByLabel('Commune de départ').selectOption('Roinville');
    await page.getByLabel('Adresse (n° et rue)').fill('3 rue des Écoles');
    await page.getByLabel(/Terminal/).selectOption({ label: 'Orly 3' });
    await page.getByLabel('Date de prise en charge').fill(parisDate(3));
    await page.getByLabel('Heure de prise en charge').fill('06:15');
    await page.getByLabel('Numéro de vol aller').fill('AF1234');
    await page.getByLabel('Date de retour').fill(parisDate(10));
    await page.getByLabel('Heure de retour').fill('18:45');
    await page.getByLabel('Numéro de vol retour (facultatif)').fill('AF1235');
    await page.getByLabel('Nom complet').fill('Louis Bernard');
    await page.getByLabel('Téléphone').fill('+33 6 98 76 54 32');
    await page.getByLabel('E-mail').fill('louis.bernard@example.fr');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/wa\.me/);
    const text = whatsappText(popup.url());
    expect(text).toMatch(/HM-[A-Z0-9]{5}/);
    expect(text).toContain('AF1234');
    expect(text).toContain('AF1235');
    expect(text).toContain('3 rue des Écoles, Roinville');
    expect(text).toContain('Orly 3');
    expect(text).toMatch(price('150,00'));
    // The focus goes to the stored request's answer (a disabled button used to drop it to the page's top).
    await expect(page.locator(':focus')).toContainText(/HM-[A-Z0-9]{5}/);
  });

  test('a row without a round-trip price shows the calculated round trip', async ({ page }) => {
    await page.goto(`/reservation-forfait-aeroport?package=${BEAUVAIS}&vehicle=berline&trip=oneWay&price=5`);
    await expect(page.getByTestId('prix-forfait').filter({ visible: true })).toHaveText(price('190,00'));
    await page.getByText('Aller-retour', { exact: true }).click();
    await expect(page.getByTestId('prix-forfait').filter({ visible: true })).toHaveText(price('380,00'));
  });
});

// Without JavaScript the package forms post their fields to the booking route, which stores the request and sends
// the browser on to WhatsApp, or answers a refusal page in the form's language with the way back (lib/requests/form-post.ts).
test.describe('package forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused request says which fields, keeps what was typed; the completed one is stored and sent on to WhatsApp', async ({
    page,
  }) => {
    await stubWhatsApp(page);
    const form = `/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`;
    await page.goto(form);
    await page.getByLabel('Nom complet').fill('Camille Sansjs');
    await page.getByLabel('E-mail').fill('camille.sansjs@example.fr');
    const [refused] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest()),
      page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' }).click(),
    ]);
    expect(refused.method()).toBe('POST');
    expect(refused.url()).toMatch(/\/api\/package-bookings$/);
    expect((await refused.response())?.status()).toBe(422);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Styled: its one inline style is allowed by hash under the API's `default-src 'none'`, nothing else is.
    await expect(page.locator('body')).toHaveCSS('max-width', '576px');
    expect((await refused.response())?.headers()['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; frame-ancestors 'none'$/,
    );
    await expect(page.getByRole('listitem').filter({ hasText: 'Adresse de départ' })).toHaveText(
      'Adresse de départ : Ce champ est obligatoire.',
    );
    await expect(page.getByRole('link', { name: 'Retour au formulaire' })).toHaveAttribute('href', form);

    // The browser's Back button: the form with what was typed.
    await page.goBack();
    await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Sansjs');
    await page.getByLabel('Adresse de départ').fill('5 rue de Chartres, 91410 Dourdan');
    await page.getByLabel("Adresse d'arrivée").fill('12 rue Saint-Jacques, 91150 Étampes');
    await page.getByLabel('Date de prise en charge').fill(parisDate(4));
    await page.getByLabel('Heure de prise en charge').fill('10:30');
    await page.getByLabel('Passagers').selectOption('2');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const text = whatsappText(page.url());
    expect(text).toMatch(/HM-[A-Z0-9]{5}/);
    expect(text).toMatch(price('40,00'));
    expect(text).toContain('5 rue de Chartres, 91410 Dourdan');
    expect(text).toContain('Camille Sansjs');
  });

  test('the airport summary, the legends and the return fields follow the trip radio', async ({ page }) => {
    await page.goto(`/reservation-forfait-aeroport?package=${ORLY}&vehicle=berline&trip=oneWay`);
    const shownPrice = page.getByTestId('prix-forfait').filter({ visible: true });
    await expect(shownPrice).toHaveText(price('80,00'));
    await expect(page.getByRole('group', { name: 'Date et heure' })).toBeVisible();
    await expect(page.getByLabel('Date de retour')).toBeHidden();
    await page.getByText('Aller-retour', { exact: true }).click();
    await expect(shownPrice).toHaveText(price('150,00'));
    await expect(page.getByRole('group', { name: 'Aller', exact: true })).toBeVisible();
    await expect(page.getByLabel('Date de retour')).toBeVisible();
    // The chosen option is the outlined one.
    const option = (name: string) =>
      page.locator('label[data-slot="radio-option"]').filter({ hasText: name });
    await expect(option('Aller simple')).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
    await expect(option('Aller-retour')).not.toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
  });

  test("a station's refused request names the train number as its form does", async ({ page }) => {
    await page.goto(`/reservation-forfait-aeroport?package=${MONTPARNASSE}&vehicle=berline&trip=oneWay`);
    await expect(page.getByLabel('Numéro de train aller')).toBeVisible();
    await page.getByLabel('Nom complet').fill('Camille Gare');
    await page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Numéro de train aller' })).toHaveText(
      'Numéro de train aller : Le numéro de train est obligatoire.',
    );
    await expect(page.getByRole('listitem').filter({ hasText: /numéro de vol/i })).toHaveCount(0);
  });
});

test.describe('fixed packages', () => {
  test('airport and Disney cards link to the wizard with their package', async ({ page }) => {
    await page.goto('/forfaits-aeroports');
    const card = page.getByRole('article').filter({ hasText: "Paris → Aéroport d'Orly" }).first();
    await expect(card).toContainText(price('60,00'));
    await expect(card.getByRole('link', { name: /Réserver/ })).toHaveAttribute(
      'href',
      '/reservation?package=paris-orly',
    );
    await page.goto('/forfaits-disney');
    await expect(page.getByRole('link', { name: /Réserver/ }).first()).toHaveAttribute(
      'href',
      /\/reservation\?package=.*disney/,
    );
  });
});

const A11Y_PAGES = [
  '/forfaits-locaux',
  '/forfaits-locaux/essonne-91',
  '/forfaits-locaux/yvelines-78',
  '/forfaits-locaux/chartres',
  '/forfaits-locaux/dourdan-aeroports',
  '/forfaits-aeroports',
  '/forfaits-disney',
  `/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=roundTrip`,
  '/reservation-forfait',
  `/reservation-forfait-aeroport?package=${ORLY}&vehicle=van&trip=roundTrip`,
];

// One test per page and width (as e2e/pages.spec.ts does): a page with axe takes 10–17 s on a loaded machine, so the
// eleven in one test ran out of its 60 s in CI.
for (const width of [375, 1280]) {
  test.describe(`no accessibility violations at ${width} px`, () => {
    for (const path of A11Y_PAGES) {
      test(path, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expectNoA11yViolations(page);
      });
    }
  });
}

// WCAG 1.4.10 (reflow): at 320 px the send button's label wrapped past both its edges (white letters on the page).
test('at 320 px the package forms’ send button holds its whole label', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [
    `/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`,
    `/reservation-forfait-aeroport?package=${ORLY}&vehicle=van&trip=roundTrip`,
  ]) {
    await page.goto(path);
    const send = page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' });
    await expect(send).toBeVisible();
    const fits = await send.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits, path).toBe(true);
  }
});
