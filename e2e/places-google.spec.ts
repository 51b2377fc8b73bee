// The wizard with Google Maps Platform (issue 13), on the server that has GOOGLE_MAPS_SERVER_KEY and talks to the
// fake of e2e/fake-google: Google suggestions come through /api/places/*, the chosen place is resolved and priced on
// the server, and the booking stores the server's address. With Google down the catalogue still works, the visitor
// reads a French message, and nothing answers 500.
import { expect, test, type Page, type Response } from '@playwright/test';
import { chooseAddress, parisDate } from './helpers';
import { E2E_ADMIN_PASSWORD, E2E_FAKE_GOOGLE_URL, E2E_GOOGLE_URL } from '../playwright.config';

async function setGoogleMode(mode: 'ok' | 'timeout' | '403' | '500'): Promise<void> {
  const response = await fetch(`${E2E_FAKE_GOOGLE_URL}/__control/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.ok).toBe(true);
}

async function googleCalls(): Promise<{ autocomplete: number; details: number; routes: number }> {
  return (await (await fetch(`${E2E_FAKE_GOOGLE_URL}/__control/calls`)).json()) as {
    autocomplete: number;
    details: number;
    routes: number;
  };
}

async function fillRest(page: Page): Promise<void> {
  await page.getByLabel('Date de prise en charge').fill(parisDate(3));
  await page.getByLabel('Heure de prise en charge').fill('10:30');
  await page.getByLabel('Passagers').selectOption('1');
  await page.getByLabel('Nom complet').fill('Claire Google');
  await page.getByLabel('E-mail').fill('claire.google@example.fr');
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await page.getByLabel(/J'accepte les/).check();
}

/** Every answer of the app server, to check that none is a 500. */
function watchStatuses(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response: Response) => {
    if (response.url().startsWith(E2E_GOOGLE_URL)) statuses.push(response.status());
  });
  return statuses;
}

test.describe('wizard with Google Maps Platform (fake)', () => {
  test.afterEach(async () => {
    await setGoogleMode('ok');
  });

  test('autocomplete → details → quote → booking stored with the address Google resolved', async ({
    page,
    context,
  }) => {
    // Two steps, a booking and the admin check on a shared, busy machine.
    test.setTimeout(120_000);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const statuses = watchStatuses(page);
    const before = await googleCalls();
    await page.goto(`${E2E_GOOGLE_URL}/reservation`);

    // A Google suggestion (through the server: the browser never talks to Google, nor loads the Maps script).
    await chooseAddress(page, /Adresse de départ/, 'rue de chartres dourdan', '12 Rue de Chartres');
    const departure = page.getByRole('combobox', { name: /Adresse de départ/ });
    await expect(departure).toHaveValue('12 Rue de Chartres, 91410 Dourdan, France');
    await expect(page.getByText('Autocomplétion des adresses désactivée')).toHaveCount(0);
    // And a catalogue place for the other end (in no price table: Dourdan → Gare de Lyon has its table price).
    await chooseAddress(page, /Adresse de destination/, 'paris centre', 'Paris Centre');
    await fillRest(page);
    // Step 2 asks the server's quote for the vehicle the group fits in.
    const quoteAnswer = page.waitForResponse((r) => r.url().endsWith('/api/quote'));
    await page.getByRole('button', { name: /Suivant/ }).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await page.getByText('Berline Confort', { exact: true }).click();
    const quote = (await (await quoteAnswer).json()) as {
      quote: { totalPrice: number; isEstimate: boolean; breakdown: string[] };
      distance: { source: string };
    };
    // Per-km fare on the Routes distance of the resolved places (not a straight-line estimate).
    expect(quote.distance.source).toBe('google');
    expect(quote.quote.isEstimate).toBe(false);
    expect(quote.quote.breakdown[0]).toMatch(/^Tarif au kilomètre/);

    const bookingRequest = page.waitForRequest('**/api/bookings');
    const bookingAnswer = page.waitForResponse('**/api/bookings');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Demande de réservation via WhatsApp' }).click();
    await (await popup).waitForURL(/^https:\/\/wa\.me\//);

    // The browser sent place references, never coordinates.
    const body = (await bookingRequest).postDataJSON() as Record<string, unknown>;
    expect(body.departurePlaceRef).toBe('google:ChIJfake_Dourdan_Chartres');
    expect(body.destinationPlaceRef).toBe('catalogue:paris-centre');
    expect(body).not.toHaveProperty('departureLat');
    const booking = (await (await bookingAnswer).json()) as {
      bookingRef: string;
      quote: { totalPrice: number };
    };
    expect(booking.quote.totalPrice).toBe(quote.quote.totalPrice);

    const calls = await googleCalls();
    expect(calls.autocomplete).toBeGreaterThan(before.autocomplete);
    // One Place Details for the chosen place: the quote and the booking read the database cache.
    expect(calls.details - before.details).toBe(1);
    expect(await page.locator('script[src*="maps.googleapis.com"]').count()).toBe(0);

    // The operator sees the reservation with the server's address.
    const login = await page.request.post(`${E2E_GOOGLE_URL}/api/admin/login`, {
      data: { password: E2E_ADMIN_PASSWORD },
      headers: { origin: E2E_GOOGLE_URL },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${E2E_GOOGLE_URL}/admin/dashboard`);
    await page.getByRole('searchbox').fill(booking.bookingRef);
    const row = page.getByRole('row').filter({ hasText: booking.bookingRef });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('12 Rue de Chartres, 91410 Dourdan, France');
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
  });

  test('a Google place resolved after the visitor chose another one does not replace it', async ({
    page,
  }) => {
    // The place's details are slow to come (a phone network); meanwhile the visitor picks a catalogue place.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = 0;
    await page.route('**/api/places/resolve', async (route) => {
      await held;
      const response = await route.fetch();
      await route.fulfill({ response });
      answered += 1;
    });
    await page.goto(`${E2E_GOOGLE_URL}/reservation`);
    const departure = page.getByRole('combobox', { name: /Adresse de départ/ });
    await departure.fill('rue de chartres dourdan');
    await page
      .getByRole('option', { name: /12 Rue de Chartres/ })
      .first()
      .click();
    await expect(departure).toHaveAttribute('aria-busy', 'true');

    await chooseAddress(page, /Adresse de départ/, 'orly 4', 'Orly 4');
    const chosen = await departure.inputValue();
    expect(chosen).toMatch(/Orly/);
    // The field is no longer busy with the place it no longer holds.
    await expect(departure).not.toHaveAttribute('aria-busy', 'true');
    release();
    await expect.poll(() => answered).toBe(1);
    await expect(departure).not.toHaveAttribute('aria-busy', 'true');
    await expect(departure).toHaveValue(chosen);
  });

  test('a pasted address longer than Google is asked for still gets suggestions, never « indisponible »', async ({
    page,
  }) => {
    await page.goto(`${E2E_GOOGLE_URL}/reservation`);
    // 143 characters (a residence, its building and staircase after the street): the field asks with the first 120.
    const long = 'rue de chartres dourdan '.repeat(6).trim();
    await page.getByRole('combobox', { name: /Adresse de départ/ }).fill(long);
    await expect(page.getByRole('option', { name: /12 Rue de Chartres/ })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText("Le service d'adresses est momentanément indisponible", { exact: false }),
    ).toHaveCount(0);
  });

  for (const mode of ['500', '403', 'timeout'] as const) {
    test(`Google ${mode}: a French message, the catalogue still books, never a 500`, async ({ page }) => {
      const statuses = watchStatuses(page);
      await setGoogleMode(mode);
      await page.goto(`${E2E_GOOGLE_URL}/reservation`);
      await page.getByRole('combobox', { name: /Adresse de départ/ }).fill('rue de chartres dourdan');
      await expect(
        page.getByText("Le service d'adresses est momentanément indisponible", { exact: false }).first(),
      ).toBeVisible({ timeout: 15_000 });

      await chooseAddress(page, /Adresse de départ/, 'Orly 4', 'Orly 4');
      await chooseAddress(page, /Adresse de destination/, 'gare de lyon', 'Gare de Lyon');
      await fillRest(page);
      await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('AF1234');
      await page.getByRole('button', { name: /Suivant/ }).click();
      await page.getByText('Berline Confort', { exact: true }).click();
      await expect(page.getByTestId('wizard-total')).toHaveText(/^60,00\s€$/);
      expect(statuses).not.toContain(500);
    });
  }
});
