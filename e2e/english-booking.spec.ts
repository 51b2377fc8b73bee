// The booking wizard in English (issue 16): /en → /en/booking → an airport trip priced in English → the request
// stored with locale 'en' (the admin shows the customer's language) → the success panel in English; the French
// wizard's step-1 checks in English; no French words in the visible text; axe clean at phone width.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import {
  englishAccessibleNames,
  frenchInAccessibleNames,
  frenchWordsIn,
  visibleEnglishText,
} from './english-text';
import { chooseAddress, loginAsAdmin, ownClientAddress, parisDate, stubWhatsApp } from './helpers';

// Each test is its own client: the run's quotes, from one address, would meet the quote limit (60 per 10 minutes).
test.beforeEach(async ({ page }) => ownClientAddress(page));

/** Dourdan town centre → Orly 4, two passengers and a bag, in three days. */
async function fillValidStep1(page: Page): Promise<void> {
  await chooseAddress(page, /Pick-up address/, 'Dourdan', 'Centre-ville de Dourdan');
  await chooseAddress(page, /Drop-off address/, 'Orly 4', 'Orly 4');
  await page.getByLabel('Pick-up date').fill(parisDate(3));
  await page.getByLabel('Pick-up time').fill('10:30');
  await page.getByLabel('Flight or train number', { exact: false }).first().fill('BA304');
  await page.getByLabel('Passengers').selectOption('2');
  await page.getByLabel('Checked bags').selectOption('1');
  await page.getByLabel('Full name').fill('Jane Smith');
  await page.getByLabel('E-mail').fill('jane.e2e@example.com');
  await page.getByLabel('Phone').fill('+44 7700 900123');
  await page.getByLabel(/I accept the/).check();
}

const nextButton = (page: Page) => page.getByRole('button', { name: /Next/ });
const toastWith = (page: Page, title: string) =>
  page.locator('[data-slot="toast"]').filter({ hasText: title });

/** The places the visitor chose: their names are French proper names. */
const withoutChosenPlaces = (text: string) =>
  text
    .replaceAll(/Centre-ville de Dourdan|Place du Général de Gaulle, 91410 Dourdan/g, '')
    .replaceAll(/Aéroport de Paris-Orly, Terminal 4, 94390 Orly|Orly 4/g, '');

/** The page's visible text without the places the visitor chose. */
async function visibleCopy(page: Page): Promise<string> {
  return withoutChosenPlaces(await visibleEnglishText(page));
}

test.describe('/en/booking wizard', () => {
  test('/en → booking → Dourdan → Orly priced in English → stored in English → success in English', async ({
    page,
    context,
  }) => {
    await stubWhatsApp(context);
    await page.goto('/en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Book a ride' })
      .click();
    await expect(page).toHaveURL(/\/en\/booking$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Booking details' })).toBeVisible();
    expect(frenchWordsIn(await visibleEnglishText(page)), 'French words on step 1').toEqual([]);

    await fillValidStep1(page);
    await nextButton(page).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your vehicle' })).toBeVisible();
    await expect(page.getByText('Comfort Saloon', { exact: true })).toBeVisible();
    // Dourdan → Orly is a fixed route: €80.00 for the saloon, the English way.
    await expect(page.getByTestId('wizard-total')).toHaveText('€80.00');
    await expect(page.getByTestId('vehicle-total')).toHaveText('€80.00 incl. VAT');
    await expect(page.getByTestId('vehicle-price-kind')).toHaveText('Fixed price');
    await expect(page.getByText('Price excl. VAT', { exact: true })).toBeVisible();
    await expect(page.getByText('VAT 10%', { exact: true })).toBeVisible();
    await page.getByText('How the price is calculated').click();
    await expect(page.getByText('Fixed price per trip: €80.00 incl. VAT')).toBeVisible();
    expect(frenchWordsIn(await visibleCopy(page)), 'French words on step 2').toEqual([]);
    // The vehicle pictures' names were « Berline Confort noire », « Van Premium noir » here.
    await expect(page.getByRole('img', { name: 'Black Comfort Saloon' })).toBeVisible();
    const names = withoutChosenPlaces(await englishAccessibleNames(page));
    expect(frenchInAccessibleNames(names), 'French accessible names on step 2').toEqual([]);

    const bookingRequest = page.waitForRequest('**/api/bookings');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Booking request via WhatsApp' }).click();
    const tab = await popup;
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    expect(((await bookingRequest).postDataJSON() as { locale?: string }).locale).toBe('en');

    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
    const refText = (await page.getByTestId('booking-ref').textContent()) ?? '';
    expect(refText).toMatch(/^Booking reference:/);
    const bookingRef = /HM-[A-Z0-9]{5}/.exec(refText)?.[0] ?? '';
    expect(bookingRef).not.toBe('');
    await expect(page.getByText(/^Fixed price:/)).toContainText('€80.00 incl. VAT');
    await expect(toastWith(page, 'Opening WhatsApp')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open WhatsApp/ })).toHaveAttribute('href', tab.url());
    expect(frenchWordsIn(await visibleCopy(page)), 'French words on the success panel').toEqual([]);

    // The operator's message stays French and names the customer's language; the visitor, who sends it, reads an
    // English first line.
    const message = new URL(tab.url()).searchParams.get('text') ?? '';
    expect(message).toMatch(/^Hello Harmony Move, I am writing from your English website\./);
    expect(message).toContain(bookingRef);
    expect(message).toMatch(/Prix fixe\s: 80,00\s€\sTTC/);
    expect(message).toMatch(/Langue du client\s: anglais/);

    // Stored with locale 'en': the admin shows the customer's language.
    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByLabel('Rechercher une réservation').fill(bookingRef);
    await page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
    const dialog = page.getByRole('dialog', { name: `Réservation ${bookingRef}` });
    await expect(dialog).toContainText('Langue du client');
    await expect(dialog).toContainText('anglais');
    await expect(dialog).toContainText('Jane Smith');
  });

  test('the terms checkbox is described by the terms’ line on the right of withdrawal, in English', async ({
    page,
  }) => {
    await page.goto('/en/booking');
    await expect(page.getByLabel(/I accept the/)).toHaveAccessibleDescription(
      'Transport service on a set date: no right of withdrawal (article L221-28 12° of the French Consumer Code).',
    );
  });

  test('the step-1 checks, in English, as a toast and inline', async ({ page }) => {
    await page.goto('/en/booking');
    await fillValidStep1(page);
    const cases: {
      title: string;
      message?: string;
      errorOf: string;
      breakRule: () => Promise<unknown>;
      restore: () => Promise<unknown>;
    }[] = [
      {
        title: 'Required fields',
        errorOf: 'pickupTime',
        breakRule: () => page.getByLabel('Pick-up time').fill(''),
        restore: () => page.getByLabel('Pick-up time').fill('10:30'),
      },
      {
        title: 'Invalid booking date',
        message: 'Bookings must be made at least 24 hours in advance.',
        errorOf: 'pickupDate',
        breakRule: () => page.getByLabel('Pick-up date').fill(parisDate(0)),
        restore: () => page.getByLabel('Pick-up date').fill(parisDate(3)),
      },
      {
        title: 'Invalid booking date',
        message: 'Bookings must be made at least 24 hours in advance.',
        errorOf: 'pickupDate',
        breakRule: () => page.getByLabel('Pick-up date').fill(parisDate(-2)),
        restore: () => page.getByLabel('Pick-up date').fill(parisDate(3)),
      },
      {
        title: 'Invalid addresses',
        errorOf: 'destinationAddress',
        breakRule: () => page.getByRole('combobox', { name: /Drop-off address/ }).fill('12 Invented Street'),
        restore: () => chooseAddress(page, /Drop-off address/, 'Orly 4', 'Orly 4'),
      },
      {
        title: 'Missing contact details',
        message: 'Please enter your name, your e-mail and your phone number.',
        errorOf: 'contactName',
        breakRule: () => page.getByLabel('Full name').fill(''),
        restore: () => page.getByLabel('Full name').fill('Jane Smith'),
      },
      {
        title: 'Missing contact details',
        message: 'Invalid phone number.',
        errorOf: 'contactPhone',
        breakRule: () => page.getByLabel('Phone').fill('12'),
        restore: () => page.getByLabel('Phone').fill('+44 7700 900123'),
      },
      {
        title: 'Missing contact details',
        message: 'Invalid e-mail address.',
        errorOf: 'contactEmail',
        breakRule: () => page.getByLabel('E-mail').fill('jane@'),
        restore: () => page.getByLabel('E-mail').fill('jane.e2e@example.com'),
      },
      {
        title: 'Accept the terms',
        errorOf: 'acceptTerms',
        breakRule: () => page.getByLabel(/I accept the/).uncheck(),
        restore: () => page.getByLabel(/I accept the/).check(),
      },
      {
        title: 'Return details incomplete',
        errorOf: 'returnPickupDate',
        breakRule: async () => {
          await page.getByRole('radio', { name: 'Return trip' }).check();
          await page.getByLabel('Return flight or train number').fill('BA305');
        },
        restore: async () => {
          await page.getByLabel('Return date').fill(parisDate(5));
          await page.getByLabel('Return time').fill('18:00');
        },
      },
      {
        title: 'Invalid return date',
        message: 'The return must be after the outbound trip.',
        errorOf: 'returnPickupDate',
        breakRule: () => page.getByLabel('Return date').fill(parisDate(2)),
        restore: () => page.getByRole('radio', { name: 'One way' }).check(),
      },
      {
        title: 'Invalid number of passengers',
        errorOf: 'passengers',
        breakRule: async () => {
          await page.getByLabel('Passengers').evaluate((select) => {
            const option = document.createElement('option');
            option.value = '0';
            option.textContent = '0';
            select.append(option);
          });
          await page.getByLabel('Passengers').selectOption('0');
        },
        restore: () => page.getByLabel('Passengers').selectOption('2'),
      },
    ];

    for (const { title, message, errorOf, breakRule, restore } of cases) {
      await breakRule();
      await nextButton(page).click();
      await expect(toastWith(page, title), title).toBeVisible();
      const inline = page.locator(`#champ-${errorOf}-erreur`);
      await expect(inline, title).toBeVisible();
      if (message) await expect(inline, title).toHaveText(message);
      expect(frenchWordsIn(await inline.innerText()), title).toEqual([]);
      await expect(page.getByText('Step 1 of 2')).toBeVisible();
      await restore();
    }
    await nextButton(page).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
  });

  test('over capacity, and a server refusal, in English', async ({ page }) => {
    await page.goto('/en/booking');
    await fillValidStep1(page);
    await page.getByLabel('Passengers').selectOption('8');
    await expect(page.getByText(/For more than 7 passengers or 6 bags/)).toBeVisible();
    await expect(page.getByRole('option', { name: '8 or more' })).toBeAttached();
    await page.getByLabel('Passengers').selectOption('2');

    // The server answers in the request's language (the body says locale 'en').
    await page.route('**/api/bookings', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      const response = await route.fetch({ postData: JSON.stringify({ ...body, contactPhone: '12' }) });
      await route.fulfill({ response });
    });
    await nextButton(page).click();
    await page.getByRole('button', { name: 'Booking request via WhatsApp' }).click();
    await expect(toastWith(page, 'Invalid details')).toContainText('Invalid phone number.');
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(page.locator('#champ-contactPhone-erreur')).toHaveText('Invalid phone number.');
  });

  test('the query string still prefills step 1', async ({ page }) => {
    await page.goto(`/en/booking?depart_ref=catalogue:orly-4&date=${parisDate(4)}&heure=09:15&passagers=3`);
    await expect(page.getByRole('combobox', { name: /Pick-up address/ })).toHaveValue(/Orly 4/);
    await expect(page.getByLabel('Pick-up time')).toHaveValue('09:15');
    await expect(page.getByLabel('Passengers')).toHaveValue('3');
  });

  test('no serious accessibility violations at phone width, and the page at 375 and 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/en/booking');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: 'test-results/en-booking-375.png', fullPage: true });
    await fillValidStep1(page);
    await nextButton(page).click();
    await expect(page.getByTestId('wizard-total')).toHaveText('€80.00');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: 'test-results/en-booking-375-step2.png', fullPage: true });
  });

  test('no serious accessibility violations at desktop width, with a package', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/booking?package=orly-paris');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book the Orly Airport → Paris package');
    await expect(page.getByLabel('Pick-up terminal — Orly Airport')).toBeVisible();
    expect(frenchWordsIn(await visibleEnglishText(page)), 'French words with a package').toEqual([]);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: 'test-results/en-booking-1280.png', fullPage: true });
  });

  test('a Disney package: the grouped selector in English', async ({ page }) => {
    await page.goto('/en/booking?package=disney-orly');
    await expect(page.getByLabel(/Pick-up place — Disneyland Paris/)).toBeVisible();
    await expect(page.locator('optgroup[label="Disney hotels"]')).toBeAttached();
    await expect(page.locator('optgroup[label="Hôtels Disney"]')).toHaveCount(0);
    await expect(page.getByText('My address is not in the list')).toBeVisible();
  });
});
