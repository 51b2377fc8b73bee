// The home booking box in English (issue 16): /en shows the French home's box with the catalogue's English copy;
// catalogue places, a date, a time and the group give each fitting vehicle's price the English way (€80.00), 'Book'
// opens /en/booking with step 1 filled and step 2 shows the same price; the box's checks and the server's refusals
// come in English; without JavaScript the plain form lands on /en/booking with the query string; no French words in
// the box; axe clean at phone width. The French box: e2e/home-box.spec.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ownClientAddress, parisDate, TOO_MANY_REQUESTS, typeUnlistedAddress } from './helpers';
import { expectNoA11yViolations } from './axe';
import { frenchWordsIn } from './english-text';

// Each test is its own client: the run's quotes, from one address, would meet the quote limit (60 per 10 minutes).
test.beforeEach(async ({ page }) => ownClientAddress(page));

const PHONE = { width: 375, height: 812 };

const box = (page: Page) => page.getByTestId('home-box');

/** The client island has replaced the plain form (it loads when the visitor first focuses or presses the box). */
async function enhancedBox(page: Page): Promise<Locator> {
  await page.goto('/en');
  await box(page).getByRole('textbox', { name: 'From' }).focus();
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
  await choosePlace(scope, /^From/, 'Gare de Dourdan');
  await choosePlace(scope, /^To/, 'Orly 4');
  await scope.getByLabel('Date').fill(date);
  await scope.getByLabel('Time').fill('10:30');
  await scope.getByLabel('Passengers').selectOption('3');
  await scope.getByLabel('Checked bags').selectOption('2');
}

/** The box's visible text (field values and the closed suggestion list are not part of it). */
async function boxWords(scope: Locator): Promise<string[]> {
  return frenchWordsIn(await scope.innerText());
}

test.describe('English home booking box, with JavaScript', () => {
  test('/en → places → English prices → Book opens /en/booking with step 1 filled → step 2 same price', async ({
    page,
  }) => {
    const date = parisDate(3);
    const scope = await enhancedBox(page);
    await expect(scope.getByRole('heading', { name: 'Your price in a few seconds' })).toBeVisible();
    expect(await boxWords(scope), 'French words in the box').toEqual([]);
    await fillTrip(scope, date);

    // 3 passengers and 2 bags fit the saloon only; Dourdan → Orly is a fixed route.
    const prices = scope.getByTestId('home-price');
    await expect(prices).toHaveCount(1);
    await expect(prices).toContainText('Comfort Saloon');
    await expect(prices).toContainText('4\u00a0passengers · 3\u00a0bags');
    await expect(prices.getByTestId('home-price-kind')).toHaveText('Fixed price');
    const total = prices.getByTestId('home-price-total');
    await expect(total).toHaveText('€80.00 incl. VAT');
    expect(await boxWords(scope), 'French words in the priced box').toEqual([]);

    await scope.getByRole('button', { name: 'Book' }).click();
    await expect(page).toHaveURL(/\/en\/booking\?/);
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
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Pick-up address/ })).toHaveValue(/Gare de Dourdan/);
    await expect(page.getByRole('combobox', { name: /Drop-off address/ })).toHaveValue(/Orly 4/);
    await expect(page.getByLabel('Pick-up date')).toHaveValue(date);
    await expect(page.getByLabel('Pick-up time')).toHaveValue('10:30');
    await expect(page.getByLabel('Passengers')).toHaveValue('3');
    await expect(page.getByLabel('Checked bags')).toHaveValue('2');
    await page.getByLabel('Flight or train number', { exact: false }).first().fill('BA304');
    await page.getByLabel('Full name').fill('Jane Smith');
    await page.getByLabel('E-mail').fill('jane.home@example.com');
    await page.getByLabel('Phone').fill('+44 7700 900123');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Comfort Saloon/ })).toBeChecked();
    await expect(page.getByTestId('vehicle-price-kind')).toHaveText('Fixed price');
    await expect(page.getByTestId('wizard-total')).toHaveText('€80.00');
  });

  test('the checks and a refused quote in English; the refusal can be retried', async ({ page }) => {
    const scope = await enhancedBox(page);
    const from = scope.getByRole('combobox', { name: /^From/ });
    await typeUnlistedAddress(from, '12 unknown street');
    await scope.getByRole('button', { name: 'Book' }).click();
    await expect(scope.getByText('Choose an address from the list.')).toBeVisible();
    await expect(from).toBeFocused();
    await expect(page).toHaveURL(/\/en$/);

    // A refusal in French (a server that did not localize) is translated at display.
    let refuse = true;
    await page.route('**/api/quote', (route) =>
      refuse ? route.fulfill(TOO_MANY_REQUESTS) : route.fallback(),
    );
    await fillTrip(scope, parisDate(3));
    await expect(scope.getByTestId('home-prices')).toContainText(
      'Too many requests. Please try again in a few minutes.',
    );
    expect(await boxWords(scope), 'French words with the refusal').toEqual([]);
    refuse = false;
    await scope.getByRole('button', { name: 'Try again' }).click();
    await expect(scope.getByTestId('home-price-total')).toHaveText('€80.00 incl. VAT');
  });

  test('a pickup less than 24 hours ahead is refused in English', async ({ page }) => {
    const scope = await enhancedBox(page);
    await scope.getByLabel('Date').fill(parisDate(0));
    await scope.getByLabel('Time').fill('04:00');
    await expect(scope.locator('#home-date-error')).toHaveText(
      'Bookings must be made at least 24 hours in advance.',
    );
    await expect(scope.getByTestId('home-prices')).toContainText(
      'Bookings must be made at least 24 hours in advance.',
    );
  });

  test('at 375 px: no axe violation, with the prices shown', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const scope = await enhancedBox(page);
    await fillTrip(scope, parisDate(3));
    await expect(scope.getByTestId('home-price-total')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('English home booking box, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the plain form opens /en/booking with the values in the query string', async ({ page }) => {
    await page.goto('/en');
    const scope = box(page);
    await expect(scope.locator('form[data-enhanced]')).toHaveCount(0);
    expect(await boxWords(scope), 'French words in the plain form').toEqual([]);
    const date = parisDate(4);
    await scope.getByLabel('From').fill('Gare de Dourdan');
    await scope.getByLabel('To').fill('Orly 4');
    await scope.getByLabel('Date').fill(date);
    await scope.getByLabel('Time').fill('09:15');
    await scope.getByLabel('Passengers').selectOption('2');
    await scope.getByLabel('Checked bags').selectOption('1');
    await scope.getByRole('button', { name: 'Book' }).click();
    await expect(page).toHaveURL(/\/en\/booking\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      depart: 'Gare de Dourdan',
      arrivee: 'Orly 4',
      date,
      heure: '09:15',
      passagers: '2',
      bagages: '1',
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
