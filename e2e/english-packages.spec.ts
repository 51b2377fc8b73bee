// The package side of the English site (issue 16 point 2): the region price tables (/en/local-rides/<region>) and the
// two package forms (/en/package-booking, /en/airport-booking) in English — English words and prices, French place
// names marked lang="fr", the same validation as the French forms in English, a request stored in English and the
// operator told so in French, axe clean at 375 px. The French twins are e2e/packages.spec.ts; the region pages' lang,
// canonical and hreflang are checked with every pair by e2e/english.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { parisDate, stubWhatsApp, whatsappText } from './helpers';
import { expectNoA11yViolations } from './axe';
import { frenchWordsIn, visibleEnglishText } from './english-text';
import { ETAMPES, ORLY } from '../lib/testing/package-request';

const CHARTRES_ORLY = '00000000-0000-4000-8000-000000000402';

const PACKAGE_FORM = `/en/package-booking?package=${ETAMPES}&vehicle=berline&trip=oneWay`;
const AIRPORT_FORM = `/en/airport-booking?package=${ORLY}&vehicle=berline&trip=oneWay`;

const REGION_PAGES = [
  { path: '/en/local-rides/essonne-91', title: 'Private driver rides in the Essonne (91)', row: 'Étampes' },
  {
    path: '/en/local-rides/yvelines-78',
    title: 'Private driver rides in the Yvelines (78)',
    row: 'Rambouillet',
  },
  { path: '/en/local-rides/chartres', title: 'Private driver rides around Chartres', row: 'Maintenon' },
  {
    path: '/en/local-rides/dourdan-airports',
    title: 'Dourdan – airports and stations',
    row: 'Gare du Nord (Paris)',
  },
] as const;

/** The airport form's one-way fields and contact, in English (Orly 3, flight BA2490, Roinville). */
async function fillAirportOneWay(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Pick-up town').selectOption('Roinville');
  await page.getByLabel('Address (number and street)').fill('3 rue des Écoles');
  await page.getByLabel(/Terminal/).selectOption({ label: 'Orly 3' });
  await page.getByLabel('Pick-up date').fill(parisDate(3));
  await page.getByLabel('Pick-up time').fill('06:15');
  await page.getByLabel('Outbound flight number').fill('BA2490');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone').fill('+44 7700 900123');
  await page.getByLabel('E-mail').fill(email);
}

test.describe('English price tables', () => {
  for (const { path, title, row } of REGION_PAGES) {
    test(`${path}: English words, English prices, English form links, no French`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const grid = page.getByRole('table');
      await expect(grid.getByRole('columnheader', { name: 'Saloon (1-4 passengers)' })).toBeVisible();
      await expect(grid.getByRole('columnheader', { name: 'One way' }).first()).toBeVisible();
      const line = grid.getByRole('row').filter({ hasText: row });
      await expect(line.getByRole('link').first()).toHaveText(/^€\d+\.\d{2}$/);
      await expect(line.getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/en\/(package|airport)-booking\?package=/,
      );
      expect(frenchWordsIn(await visibleEnglishText(page)), `French words on ${path}`).toEqual([]);
    });
  }

  test('the Essonne table: N/A is text, other areas and breadcrumb stay English', async ({ page }) => {
    await page.goto('/en/local-rides/essonne-91');
    const roinville = page.getByRole('row').filter({ hasText: 'Roinville' });
    await expect(roinville.getByRole('link')).toHaveCount(1);
    await expect(roinville.getByText('N/A')).toHaveCount(3);
    await page.getByRole('link', { name: 'Chartres and surroundings' }).click();
    await expect(page).toHaveURL(/\/en\/local-rides\/chartres$/);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Local rides' })
      .click();
    await expect(page).toHaveURL(/\/en\/local-rides$/);
    await page.getByRole('link', { name: /Rides in the Essonne/ }).click();
    await expect(page).toHaveURL(/\/en\/local-rides\/essonne-91$/);
  });
});

test.describe('English package forms', () => {
  test('the form pages answer in English, noindex, without a canonical naming their bare path', async ({
    page,
  }) => {
    for (const path of [PACKAGE_FORM, AIRPORT_FORM]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The page is what its query makes it: the bare path is an error or a redirect, so neither a canonical nor an
      // og:url may name it (a shared link would lead there).
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(frenchWordsIn(await visibleEnglishText(page)), `French words on ${path}`).toEqual([]);
    }
    // A Chartres row to the airport: the French place name is marked, the page stays English.
    await page.goto(`/en/package-booking?package=${CHARTRES_ORLY}&vehicle=berline&trip=roundTrip`);
    const recap = page.getByRole('region', { name: 'Your ride' });
    await expect(recap).toContainText('Chartres and surroundings');
    await expect(recap).toContainText('Return');
    await expect(recap).toContainText('€210.00');
    await expect(recap.locator('dd[lang="fr"]')).toHaveText("Chartres → Aéroport d'Orly");
    expect(frenchWordsIn(await visibleEnglishText(page))).toEqual([]);
  });

  test('without a package: the English error page, and the airport form goes back to the English table', async ({
    page,
  }) => {
    await page.goto('/en/package-booking');
    await expect(page.getByRole('heading', { name: 'Booking error' })).toBeVisible();
    await expect(page.getByText('No ride was selected. Please go back to the prices page.')).toBeVisible();
    await page.getByRole('link', { name: 'See the prices' }).click();
    await expect(page).toHaveURL(/\/en\/local-rides$/);
    await page.goto('/en/airport-booking');
    await expect(page).toHaveURL(/\/en\/local-rides\/dourdan-airports$/);
    // An airport row opened with the local form goes to the English airport form.
    await page.goto(`/en/package-booking?package=${ORLY}&vehicle=berline&trip=oneWay`);
    await expect(page).toHaveURL(/\/en\/airport-booking\?package=/);
  });

  test('the language switcher lands on the twin form with the selection, opened directly or from a table', async ({
    page,
  }) => {
    const query = `package=${ETAMPES}&vehicle=berline&trip=roundTrip`;
    await page.goto(`/en/package-booking?${query}`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Français', exact: true })
      .click();
    await expect(page).toHaveURL(`/reservation-forfait?${query}`);
    await expect(page.getByRole('region', { name: 'Votre forfait' })).toContainText('Dourdan → Étampes');

    // Reached by a price click (a client navigation from the table): the switcher follows, to the English form.
    await page.goto('/forfaits-locaux/essonne-91');
    await page.getByRole('row').filter({ hasText: 'Étampes' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(`/reservation-forfait?${query}`);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'English', exact: true })
      .click();
    await expect(page).toHaveURL(`/en/package-booking?${query}`);
    await expect(page.getByRole('region', { name: 'Your ride' })).toContainText('Return');

    // The airport form, and a page without a twin: the other language's home, without the query.
    await page.goto(AIRPORT_FORM);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Français', exact: true })
      .click();
    await expect(page).toHaveURL(`/reservation-forfait-aeroport?${AIRPORT_FORM.split('?')[1]}`);
    // A client navigation to a page without a twin (the shell script's hook, as NavCurrent calls it): the other
    // language's home, not the twin of the page left.
    const frenchNav = page.getByRole('navigation', { name: 'Navigation principale' });
    await page.goto('/forfaits-disney');
    await expect(frenchNav.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
      'href',
      '/en/disneyland-transfers',
    );
    await page.evaluate(() => (window as unknown as { __hmNav: (path: string) => void }).__hmNav('/blog'));
    await expect(frenchNav.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  test('the package form: the French form’s validation, in English', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/package-bookings') && r.method() === 'POST') posts += 1;
    });
    await page.goto(PACKAGE_FORM);
    const send = page.getByRole('button', { name: 'Send my request via WhatsApp' });
    await send.click();
    await expect(page.locator('[data-slot="toast"]')).toContainText('Required fields');
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(page.getByLabel('Pick-up address')).toBeFocused();
    expect(posts).toBe(0);

    await page.getByLabel('Pick-up address').fill('5 rue de Chartres, 91410 Dourdan');
    await page.getByLabel('Drop-off address').fill('12 rue Saint-Jacques, 91150 Étampes');
    await page.getByLabel('Pick-up date').fill('2020-01-15');
    await page.getByLabel('Pick-up time').fill('10:30');
    await page.getByLabel('Full name').fill('Jane Doe');
    await page.getByLabel('Phone').fill('not a phone');
    await page.getByLabel('E-mail').fill('jane@');
    await send.click();
    await expect(page.getByText('Invalid phone number.')).toBeVisible();
    await expect(page.getByText('Invalid e-mail address.')).toBeVisible();
    await page.getByLabel('Phone').fill('+44 7700 900123');
    await page.getByLabel('E-mail').fill('jane@example.com');
    await send.click();
    await expect(page.getByText('Bookings must be made at least 24 hours in advance.')).toBeVisible();
    await expect(
      page.locator('[data-slot="toast"]').filter({ hasText: 'Time slot unavailable' }),
    ).toBeVisible();
    await page.getByLabel('Pick-up time').fill('23:30');
    await page.getByLabel('Pick-up date').fill(parisDate(4));
    await send.click();
    await expect(page.getByText('Time slot unavailable.', { exact: true })).toBeVisible();
    expect(posts).toBe(0);
    expect(frenchWordsIn(await visibleEnglishText(page))).toEqual([]);
  });

  test('the API refuses an English package request in English', async ({ request }) => {
    const response = await request.post('/api/package-bookings', {
      data: {
        kind: 'airport',
        locale: 'en',
        requestId: crypto.randomUUID(),
        packageId: ORLY,
        vehicle: 'berline',
        trip: 'oneWay',
        trip_type: 'oneWay',
        departure_city: 'Paris',
        departure_street: '3 rue des Écoles',
        destination_terminal: 'orly-3',
        flight_number: '',
        date: parisDate(5),
        time: '10:00',
        passengers: '1',
        hold_bags: '0',
        boosters: '0',
        name: 'Jane Doe',
        phone: '+44 7700 900123',
        email: 'jane@example.com',
      },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).error).toMatchObject({
      title: 'Incomplete form',
      fields: {
        departure_city: 'Please choose a pick-up town from the list.',
        flight_number: 'The flight number is required.',
      },
    });
  });

  test('an English airport booking from /en/airport-transfers: sent, stored in English, confirmed in English', async ({
    page,
  }) => {
    await stubWhatsApp(page);
    await page.goto('/en/airport-transfers');
    await page.getByRole('link', { name: 'Local rides: Dourdan – airports and stations' }).click();
    await expect(page).toHaveURL(/\/en\/local-rides\/dourdan-airports$/);
    await page.getByRole('row').filter({ hasText: "Aéroport d'Orly" }).getByRole('link').first().click();
    await expect(page).toHaveURL(`/en/airport-booking?package=${ORLY}&vehicle=berline&trip=oneWay`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('prix-forfait').filter({ visible: true })).toHaveText('€80.00');
    await page.getByRole('group', { name: 'Trip type' }).getByText('Return', { exact: true }).click();
    await expect(page.getByTestId('prix-forfait').filter({ visible: true })).toHaveText('€150.00');
    await page.getByRole('button', { name: 'Return price details' }).click();
    const detail = page.getByRole('dialog', { name: 'Return price' });
    await expect(detail).toContainText('€150.00');
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    const send = page.getByRole('button', { name: 'Send my request via WhatsApp' });
    await send.click();
    await expect(page.getByText('Please choose a pick-up town from the list.')).toBeVisible();
    await expect(page.getByText('Please choose a terminal.')).toBeVisible();
    await expect(page.getByText('The flight number is required.')).toBeVisible();

    await fillAirportOneWay(page, 'Jane Doe', 'jane.doe@example.com');
    await page.getByLabel('Return date').fill(parisDate(10));
    await page.getByLabel('Return time').fill('18:45');
    await page.getByLabel('Return flight number (optional)').fill('BA2491');
    await page.getByLabel('Passengers').selectOption('2');
    await expect(page.getByLabel('Checked bags').locator('option').first()).toHaveText('0 bags');
    const popupPromise = page.waitForEvent('popup');
    const sent = page.waitForRequest('**/api/package-bookings');
    await send.click();
    const popup = await popupPromise;
    await popup.waitForURL(/wa\.me/);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.locale).toBe('en');
    const text = whatsappText(popup.url());
    const ref = /HM-[A-Z0-9]{5}/.exec(text)?.[0];
    expect(ref).toBeTruthy();
    expect(text).toContain('BA2490');
    expect(text).toContain('Orly 3');
    // The operator's message stays French and says the customer booked in English (the stored locale is 'en',
    // checked against the database in lib/requests/package-booking.test.ts).
    expect(text).toContain('Langue du client\u00a0: anglais');
    await expect(page.getByText('Redirecting to WhatsApp', { exact: true })).toBeVisible();
    const status = page.getByRole('group', { name: /^Request recorded/ });
    await expect(status).toContainText(`Request recorded (reference ${ref}). Confirm it in WhatsApp`);
    await expect(page.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute('href', /wa\.me/);
    expect(frenchWordsIn(await visibleEnglishText(page))).toEqual([]);

    // Stored: the same request again is answered from the stored row.
    const replay = await page.request.post('/api/package-bookings', { data: body });
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toMatchObject({ bookingRef: ref });
  });
});

for (const path of ['/en/local-rides/dourdan-airports', PACKAGE_FORM, AIRPORT_FORM]) {
  test(`axe at 375 px: ${path.split('?')[0]} has no serious or critical violation`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await expectNoA11yViolations(page);
  });
}

// The French package form without JavaScript: e2e/packages.spec.ts.
test.describe('English airport form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a round trip shows its return fields; refused in English, Back keeps everything, then it is sent', async ({
    page,
  }) => {
    await stubWhatsApp(page);
    const send = page.getByRole('button', { name: 'Send my request via WhatsApp' });
    await page.goto(AIRPORT_FORM);
    await expect(page.getByLabel('Return date')).toBeHidden();
    await page.getByRole('group', { name: 'Trip type' }).getByText('Return', { exact: true }).click();
    await expect(page.getByLabel('Return date')).toBeVisible();
    await fillAirportOneWay(page, 'Ann Nojs', 'ann.nojs@example.com');
    await send.click();

    // Refused in English: the return date is missing; the way back is the round trip's form.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('listitem').filter({ hasText: 'Return date' })).toHaveText(
      'Return date: This field is required.',
    );
    await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute(
      'href',
      AIRPORT_FORM.replace('trip=oneWay', 'trip=roundTrip'),
    );
    // The browser's Back button, as the page says: the round trip and what was typed are still there.
    await page.goBack();
    await expect(page.getByRole('radio', { name: /Return/ })).toBeChecked();
    await expect(page.getByLabel('Full name')).toHaveValue('Ann Nojs');
    await page.getByLabel('Return date').fill(parisDate(9));
    await page.getByLabel('Return time').fill('18:45');
    await send.click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const text = whatsappText(page.url());
    expect(text).toContain('BA2490');
    expect(text).toContain('3 rue des Écoles, Roinville');
    expect(text).toContain('150,00\u00a0€');
    expect(text).toContain('Langue du client\u00a0: anglais');
  });
});
