// The home page's booking box (issue 18): with JavaScript, catalogue places, a date, a time and the group give the
// server's price of each fitting vehicle, and « Réservez votre VTC » continues into the wizard with step 1 filled and the same
// price in step 2; without JavaScript, the plain form lands on /reservation with the values in the query string.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ownClientAddress, parisDate, recordAnnouncements, typeUnlistedAddress } from './helpers';
import AxeBuilder from '@axe-core/playwright';
import { expectNoA11yViolations, WCAG_TAGS } from './axe';

// Each test is its own client: the run's quotes, from one address, would meet the quote limit (60 per 10 minutes).
test.beforeEach(async ({ page }) => ownClientAddress(page));

const PHONE = { width: 375, height: 812 };

const box = (page: Page) => page.getByTestId('home-box');

/** The client island has replaced the plain form (it loads when the visitor first focuses or presses the box). */
async function enhancedBox(page: Page): Promise<Locator> {
  await page.goto('/');
  await box(page).getByRole('textbox', { name: 'Départ' }).focus();
  await expect(box(page).locator('form[data-enhanced]')).toBeVisible();
  return box(page);
}

async function choosePlace(scope: Locator, label: RegExp, query: string): Promise<void> {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(query);
  await scope
    .page()
    .getByRole('option', { name: new RegExp(query) })
    .first()
    .click();
  await expect(field).toHaveValue(new RegExp(query));
}

async function fillTrip(scope: Locator, date: string): Promise<void> {
  await choosePlace(scope, /^Départ/, 'Gare de Dourdan');
  await choosePlace(scope, /^Destination/, 'Orly 4');
  await scope.getByLabel('Date').fill(date);
  await scope.getByLabel('Heure').fill('10:30');
  await scope.getByLabel('Passagers').selectOption('3');
  await scope.getByLabel('Bagages en soute').selectOption('2');
}

test.describe('home booking box, with JavaScript', () => {
  test('catalogue places → the price of each fitting vehicle → « Réservez votre VTC » opens /reservation with the prefill contract', async ({
    page,
  }) => {
    const date = parisDate(3);
    const scope = await enhancedBox(page);
    await fillTrip(scope, date);

    // 3 passengers and 2 bags fit the berline only; Dourdan → Orly is a fixed route.
    const prices = scope.getByTestId('home-price');
    await expect(prices).toHaveCount(1);
    await expect(prices).toContainText('Berline Confort');
    await expect(prices.getByTestId('home-price-kind')).toHaveText('Prix fixe');
    await expect(prices.getByTestId('home-price-total')).toHaveText(/^80,00\s€\sTTC$/);

    await scope.getByRole('button', { name: 'Réservez votre VTC' }).click();
    await expect(page).toHaveURL(/\/reservation\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      depart: 'Gare de Dourdan, 91410 Dourdan',
      arrivee: expect.stringContaining('Orly'),
      depart_ref: 'catalogue:gare-de-dourdan',
      arrivee_ref: 'catalogue:orly-4',
      date,
      heure: '10:30',
      passagers: '3',
      bagages: '2',
    });
  });

  test('the language link takes the box’s trip to the other home, priced there, and back', async ({
    page,
  }) => {
    const date = parisDate(3);
    const scope = await enhancedBox(page);
    await fillTrip(scope, date);
    await expect(scope.getByTestId('home-price-total')).toHaveText(/^80,00\s€\sTTC$/);
    // The island writes the trip for the language link (components/site/shell-script.ts) once it has it.
    await expect(page.locator('html')).toHaveAttribute('data-switch-query', /arrivee_ref=catalogue%3Aorly-4/);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'English', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\?.*depart_ref=catalogue%3Agare-de-dourdan/);
    const english = box(page);
    // The English box takes the trip without being touched, and prices it the English way.
    await expect(english.locator('form[data-enhanced]')).toBeVisible();
    await expect(english.getByRole('combobox', { name: /^From/ })).toHaveValue(/Gare de Dourdan/);
    await expect(english.getByRole('combobox', { name: /^To/ })).toHaveValue(/Orly 4/);
    await expect(english.getByLabel('Date')).toHaveValue(date);
    await expect(english.getByLabel('Time')).toHaveValue('10:30');
    await expect(english.getByLabel('Passengers')).toHaveValue('3');
    await expect(english.getByLabel('Checked bags')).toHaveValue('2');
    await expect(english.getByTestId('home-price-total')).toHaveText('€80.00 incl. VAT');

    await english.getByLabel('Passengers').selectOption('2');
    await expect(page.locator('html')).toHaveAttribute('data-switch-query', /passagers=2/);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Français', exact: true })
      .click();
    await expect(page).toHaveURL(/\/\?.*passagers=2/);
    await expect(box(page).getByLabel('Passagers')).toHaveValue('2');
    await expect(box(page).getByRole('combobox', { name: /^Destination/ })).toHaveValue(/Orly 4/);

    // A home page whose box was never used keeps its plain link: nothing is carried.
    await page.goto('/');
    const link = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'English', exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/en$/);
  });

  // Needs the wizard's prefill from the query string (branch hm/wizard): step 1 filled from the box's URL.
  test('a priced trip continues into the wizard: step 1 filled, step 2 shows the same price', async ({
    page,
  }) => {
    const date = parisDate(3);
    const scope = await enhancedBox(page);
    await fillTrip(scope, date);
    const total = scope.getByTestId('home-price-total');
    await expect(total).toHaveText(/^80,00\s€\sTTC$/);
    const shown = (await total.textContent())!.replace(/\s*TTC$/, '');
    await scope.getByRole('button', { name: 'Réservez votre VTC' }).click();

    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toHaveValue(/Gare de Dourdan/);
    await expect(page.getByRole('combobox', { name: /Adresse de destination/ })).toHaveValue(/Orly 4/);
    await expect(page.getByLabel('Date de prise en charge')).toHaveValue(date);
    await expect(page.getByLabel('Heure de prise en charge')).toHaveValue('10:30');
    await expect(page.getByLabel('Passagers')).toHaveValue('3');
    await expect(page.getByLabel('Bagages en soute')).toHaveValue('2');
    await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('AF1234');
    await page.getByLabel('Nom complet').fill('Camille Martin');
    await page.getByLabel('E-mail').fill('camille.home@example.fr');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole('button', { name: /Suivant/ }).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toBeChecked();
    await expect(page.getByTestId('vehicle-price-kind')).toHaveText('Prix fixe');
    await expect(page.getByTestId('wizard-total')).toHaveText(shown);
  });

  test('a trip of the local price tables costs the table’s price in the box, in the wizard and on the table', async ({
    page,
  }) => {
    // docs/product.md#pricing-local-packages: Dourdan → Étampes is 40,00 € in the Essonne table (the per-km price
    // would be 48,84 €).
    const scope = await enhancedBox(page);
    await choosePlace(scope, /^Départ/, 'Gare de Dourdan');
    await choosePlace(scope, /^Destination/, 'Étampes');
    await scope.getByLabel('Date').fill(parisDate(3));
    await scope.getByLabel('Heure').fill('10:30');
    const prices = scope.getByTestId('home-price');
    await expect(prices).toHaveCount(1);
    await expect(prices.getByTestId('home-price-kind')).toHaveText('Prix fixe');
    await expect(prices.getByTestId('home-price-total')).toHaveText(/^40,00\s€\sTTC$/);

    await scope.getByRole('button', { name: 'Réservez votre VTC' }).click();
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await page.getByLabel('Nom complet').fill('Camille Martin');
    await page.getByLabel('E-mail').fill('camille.etampes@example.fr');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole('button', { name: /Suivant/ }).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await expect(page.getByTestId('vehicle-price-kind')).toHaveText('Prix fixe');
    await expect(page.getByTestId('wizard-total')).toHaveText(/^40,00\s€$/);
    // The breakdown (folded under the total) names the table's row.
    await expect(
      page.getByText('Forfait local : Dourdan → Étampes (Berline Confort, aller simple)'),
    ).toBeAttached();

    // Round trip in the wizard: the table's round-trip price.
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByRole('radio', { name: 'Aller-retour' }).check();
    await page.getByLabel('Date de retour').fill(parisDate(4));
    await page.getByLabel('Heure de retour').fill('18:00');
    await page.getByRole('button', { name: /Suivant/ }).click();
    await expect(page.getByTestId('wizard-total')).toHaveText(/^75,00\s€$/);

    await page.goto('/forfaits-locaux/essonne-91');
    const etampes = page.getByRole('row').filter({ hasText: 'Étampes' });
    await expect(etampes.getByRole('link').first()).toHaveText(/^40,00\s€/);
    await expect(etampes.getByRole('link').nth(1)).toHaveText(/^75,00\s€/);
  });

  test('Back from the wizard finds the box as it was left, priced again', async ({ page }) => {
    const date = parisDate(3);
    const scope = await enhancedBox(page);
    await fillTrip(scope, date);
    await expect(scope.getByTestId('home-price-total')).toHaveText(/^80,00\s€\sTTC$/);
    await scope.getByRole('button', { name: 'Réservez votre VTC' }).click();
    await expect(page).toHaveURL(/\/reservation\?/);
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(box(page).getByRole('combobox', { name: /^Départ/ })).toHaveValue(/Gare de Dourdan/);
    await expect(box(page).getByRole('combobox', { name: /^Destination/ })).toHaveValue(/Orly 4/);
    await expect(box(page).getByLabel('Date')).toHaveValue(date);
    await expect(box(page).getByLabel('Heure')).toHaveValue('10:30');
    await expect(box(page).getByLabel('Passagers')).toHaveValue('3');
    await expect(box(page).getByLabel('Bagages en soute')).toHaveValue('2');
    // The places are still chosen ones: the server prices them again.
    await expect(box(page).getByTestId('home-price-total')).toHaveText(/^80,00\s€\sTTC$/);
  });

  test('a typed address must be chosen from the list; a refused quote says why in French and can be retried', async ({
    page,
  }) => {
    const scope = await enhancedBox(page);
    await typeUnlistedAddress(scope.getByRole('combobox', { name: /^Départ/ }), '12 rue inconnue');
    await scope.getByRole('button', { name: 'Réservez votre VTC' }).click();
    await expect(scope.getByText('Choisissez une adresse proposée dans la liste.')).toBeVisible();
    await expect(scope.getByRole('combobox', { name: /^Départ/ })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    let refuse = true;
    await page.route('**/api/quote', (route) =>
      refuse
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { title: 'Trop de demandes', message: 'Trop de demandes : réessayez dans un instant.' },
            }),
          })
        : route.fallback(),
    );
    await fillTrip(scope, parisDate(3));
    await expect(scope.getByTestId('home-prices')).toContainText(
      'Trop de demandes : réessayez dans un instant.',
    );
    refuse = false;
    await scope.getByRole('button', { name: 'Réessayer' }).click();
    await expect(scope.getByTestId('home-price-total')).toHaveText(/^80,00\s€\sTTC$/);
  });

  test('a screen reader hears the prices once they are in, and not again when they have not changed', async ({
    page,
  }) => {
    const announced = await recordAnnouncements(page);
    const scope = await enhancedBox(page);
    await fillTrip(scope, parisDate(3));
    await expect(scope.getByTestId('home-price-total').first()).toHaveText(/€/);
    const prices = async () =>
      (await announced()).filter((text) => text.startsWith('Prix TTC de votre trajet'));
    await expect.poll(async () => (await prices()).length).toBeGreaterThan(0);
    const before = (await prices()).length;
    // Three passengers, then two, then three again: the same vehicles at the same prices, each change priced again.
    const passengers = scope.getByLabel('Passagers');
    for (const count of ['2', '3', '2']) {
      await passengers.selectOption(count);
      await expect(scope.getByTestId('home-price-total').first()).toHaveText(/€/);
    }
    await page.waitForTimeout(500);
    expect((await prices()).length).toBe(before);
    // « Calcul du prix… » is shown, never said.
    expect((await announced()).filter((text) => text.includes('Calcul du prix'))).toEqual([]);
    // Four passengers and more: the van only, a new outcome, said once.
    await passengers.selectOption('5');
    await expect(scope.getByTestId('home-price')).toHaveCount(1);
    await expect.poll(async () => (await prices()).length).toBe(before + 1);
    expect((await prices()).at(-1)).toMatch(/^Prix TTC de votre trajet\s: Van Premium, \d+,\d{2}\s€\sTTC$/);
  });

  test('the box loads its script only once the visitor uses it, and the focus stays in the field', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Read without booking: the plain form stays, nothing of the island was fetched or run.
    await expect(box(page).locator('form[data-enhanced]')).toHaveCount(0);
    await box(page).getByRole('textbox', { name: 'Départ' }).click();
    await expect(box(page).locator('form[data-enhanced]')).toBeVisible();
    await expect(box(page).getByRole('combobox', { name: /^Départ/ })).toBeFocused();
  });

  test('a pickup less than 24 hours ahead is refused in the box', async ({ page }) => {
    const scope = await enhancedBox(page);
    await scope.getByLabel('Date').fill(parisDate(0));
    await scope.getByLabel('Heure').fill('04:00');
    // Under the fields (the date's message: home-date-error)…
    await expect(scope.locator('#home-date-error')).toHaveText(
      "La réservation doit être effectuée au minimum 24 heures à l'avance.",
    );
    // …and said by the price zone's live region too: the date field keeps the focus, so nothing else would be heard.
    await expect(scope.getByTestId('home-prices')).toContainText(
      "La réservation doit être effectuée au minimum 24 heures à l'avance.",
    );
    // « Réserver » stays on the page and takes the visitor to the date, not to a wizard that would refuse it.
    await scope.getByRole('button', { name: 'Réservez votre VTC' }).click();
    await expect(scope.getByLabel('Date')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    // Outside the online hours: said, with the hours and the way to ask for a night ride.
    await scope.getByLabel('Date').fill(parisDate(3));
    await scope.getByLabel('Heure').fill('23:15');
    await expect(scope.locator('#home-date-error')).toHaveText(
      'Créneau non disponible. Entre 04:00 et 22:29. La nuit, sur demande par WhatsApp.',
    );
  });

  test('the address list announces the suggestion Enter would pick, from the moment it opens', async ({
    page,
  }) => {
    const scope = await enhancedBox(page);
    const field = scope.getByRole('combobox', { name: /^Départ/ });
    await field.fill('gare');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const firstId = (await options.first().getAttribute('id'))!;
    await expect(field).toHaveAttribute('aria-activedescendant', firstId);
    await field.press('Enter');
    await expect(field).toHaveValue(/Gare/);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant', /.+/);
  });

  test('a time outside the online hours: the time carries the message and the focus, and no price is shown', async ({
    page,
  }) => {
    const scope = await enhancedBox(page);
    await fillTrip(scope, parisDate(3));
    await expect(scope.getByTestId('home-price-total')).toHaveText(/^80,00\s€\sTTC$/);

    await scope.getByLabel('Heure').fill('23:00');
    const message = scope.locator('#home-date-error');
    await expect(message).toHaveText(
      'Créneau non disponible. Entre 04:00 et 22:29. La nuit, sur demande par WhatsApp.',
    );
    // A fixed price beside « Créneau non disponible » would read as a night ride bookable online at that price.
    await expect(scope.getByTestId('home-price')).toHaveCount(0);
    const time = scope.getByLabel('Heure');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAttribute('aria-describedby', (await message.getAttribute('id'))!);
    await expect(scope.getByLabel('Date')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(scope.getByLabel('Date')).not.toHaveAttribute('aria-describedby', /.+/);

    await scope.getByLabel('Date').focus();
    await scope.getByRole('button', { name: 'Réservez votre VTC' }).click();
    await expect(time).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    await time.fill('10:30');
    await expect(message).toHaveCount(0);
    await expect(scope.getByTestId('home-price-total')).toHaveText(/^80,00\s€\sTTC$/);
  });

  test('at 375 px: no axe violation, with the prices shown', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const scope = await enhancedBox(page);
    await fillTrip(scope, parisDate(3));
    await expect(scope.getByTestId('home-price-total')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('home booking box, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the plain form opens /reservation with the values in the query string', async ({ page }) => {
    await page.goto('/');
    const scope = box(page);
    await expect(scope.locator('form[data-enhanced]')).toHaveCount(0);
    const date = parisDate(4);
    await scope.getByLabel('Départ').fill('Gare de Dourdan');
    await scope.getByLabel('Destination').fill('Orly 4');
    await scope.getByLabel('Date').fill(date);
    await scope.getByLabel('Heure').fill('09:15');
    await scope.getByLabel('Passagers').selectOption('2');
    await scope.getByLabel('Bagages en soute').selectOption('1');
    await scope.getByRole('button', { name: 'Réservez votre VTC' }).click();
    await expect(page).toHaveURL(/\/reservation\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      depart: 'Gare de Dourdan',
      arrivee: 'Orly 4',
      date,
      heure: '09:15',
      passagers: '2',
      bagages: '1',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservez votre chauffeur VTC');
  });
});

test.describe('home booking box, the plain form as served', () => {
  test.use({ viewport: PHONE });

  // axe runs in the page, which needs JavaScript: the app's own script chunks are blocked instead (not its CSS), so the server's plain
  // form is what is checked (the box only: the shell without its scripts is not a state visitors see).
  test('no axe violation in the plain form at 375 px', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/[^?]*\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await expect(box(page).getByRole('button', { name: 'Réservez votre VTC' })).toBeVisible();
    await expect(box(page).locator('form[data-enhanced]')).toHaveCount(0);
    // The shell's fixed layers are kept out of the way by their scripts, blocked here.
    await page.addStyleTag({ content: '#cookie-banner, #whatsapp-floating { display: none !important; }' });
    const { violations } = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .include('[data-testid="home-box"]')
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});
