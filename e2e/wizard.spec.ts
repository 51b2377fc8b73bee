// /reservation wizard, end to end in Chromium without a Google key: catalogue places only.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import {
  chooseAddress,
  loginAsAdmin,
  ownClientAddress,
  parisDate,
  recordAnnouncements,
  stubWhatsApp,
  toastWith,
  TOO_MANY_REQUESTS,
} from './helpers';

// Each test is its own client: the run's quotes, from one address, would meet the quote limit (60 per 10 minutes)
// near its end, and step 2 would show no total.
test.beforeEach(async ({ page }) => ownClientAddress(page));

const PHONE_WIDTH = { width: 375, height: 812 };

async function fillValidStep1(page: Page): Promise<void> {
  await chooseAddress(page, /Adresse de départ/, 'Orly 4', 'Orly 4');
  await chooseAddress(page, /Adresse de destination/, 'gare de lyon', 'Gare de Lyon');
  await page.getByLabel('Date de prise en charge').fill(parisDate(3));
  await page.getByLabel('Heure de prise en charge').fill('10:30');
  await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('AF1234');
  await page.getByLabel('Passagers').selectOption('2');
  await page.getByLabel('Bagages en soute').selectOption('1');
  await page.getByLabel('Nom complet').fill('Camille Martin');
  await page.getByLabel('E-mail').fill('camille.e2e@example.fr');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel(/J'accepte les/).check();
}

const nextButton = (page: Page) => page.getByRole('button', { name: /Suivant/ });

/** Step 2 sent with the server answering 429 'Trop de demandes' (the request refused, the form kept). */
async function sendRefusedRequest(page: Page): Promise<void> {
  await page.route('**/api/bookings', (route) => route.fulfill(TOO_MANY_REQUESTS));
  await page.goto('/reservation');
  await fillValidStep1(page);
  await nextButton(page).click();
  await page.getByText('Berline Confort', { exact: true }).click();
  await page.getByRole('button', { name: 'Demande de réservation via WhatsApp' }).click();
}

test.describe('/reservation wizard', () => {
  test('a WhatsApp tab the browser blocked is said, with the button to open it: not « Redirection vers WhatsApp »', async ({
    page,
  }) => {
    // A blocked pop-up: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/reservation');
    await fillValidStep1(page);
    await nextButton(page).click();
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toBeChecked();
    // While the request is on its way, the button says so.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/bookings', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Demande de réservation via WhatsApp' }).click();
    await expect(page.getByRole('button', { name: 'Envoi en cours…' })).toBeVisible();
    release();
    await expect(page.getByTestId('booking-ref')).toContainText(/HM-[A-Z0-9]{5}/);
    await expect(toastWith(page, 'Demande enregistrée')).toContainText(
      'Votre navigateur a bloqué l’ouverture de WhatsApp',
    );
    await expect(toastWith(page, 'Redirection vers WhatsApp')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Ouvrir WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });

  test('Orly terminal → Paris station: both steps, fixed price, stored, WhatsApp with reference and price', async ({
    page,
    context,
  }) => {
    await stubWhatsApp(context);
    await page.goto('/reservation');
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Informations de réservation' })).toBeVisible();
    // Dimmed until step 1 is complete, and described by the note that says why; never announced « indisponible »
    // (aria-disabled), since a press runs the checks and says which failed.
    await expect(nextButton(page)).toHaveAccessibleDescription(
      'Remplissez les champs obligatoires pour continuer',
    );
    await expect(nextButton(page)).not.toHaveAttribute('aria-disabled');
    await expect(nextButton(page)).toBeEnabled();

    await fillValidStep1(page);
    await expect(nextButton(page)).toHaveAccessibleDescription('');
    await expect(page.locator('#wizard-next-hint')).toHaveText(/^\W*Champs obligatoires$/);
    await nextButton(page).click();

    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choix du véhicule' })).toBeVisible();
    // Two passengers, one bag: only the berline is offered, at the Orly → Paris fixed fare.
    await expect(page.getByText('Berline Confort', { exact: true })).toBeVisible();
    await expect(page.getByText('Van Premium', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('wizard-total')).toHaveText(/^60,00\s€$/);
    await expect(page.getByText('Prix HT', { exact: true })).toBeVisible();
    await expect(page.getByText('TVA 10 %', { exact: true })).toBeVisible();

    // The only vehicle that fits is already selected; a fixed route says so and shows no per-km rate.
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toBeChecked();
    // Read as its name and total, described by its capacity and kind of price (not the whole card); the server's
    // total is said once it replaces the preview.
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toHaveAccessibleName(
      /^Berline Confort 60,00\s€\sTTC$/,
    );
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toHaveAccessibleDescription(
      /passagers.*bagages.*Prix fixe/,
    );
    await expect(page.getByTestId('wizard-total-announced')).toHaveText(/60,00\s€$/);
    await expect(page.getByTestId('vehicle-price-kind')).toHaveText('Prix fixe');
    await expect(page.getByTestId('vehicle-rate')).toHaveCount(0);

    const bookingRequest = page.waitForRequest('**/api/bookings');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Demande de réservation via WhatsApp' }).click();
    const tab = await popup;
    await tab.waitForURL(/^https:\/\/wa\.me\//);

    const refText = await page.getByTestId('booking-ref').textContent();
    const bookingRef = /HM-[A-Z0-9]{5}/.exec(refText ?? '')?.[0];
    expect(bookingRef).toBeDefined();
    const message = new URL(tab.url()).searchParams.get('text') ?? '';
    expect(message).toContain(bookingRef);
    expect(message).toMatch(/Prix fixe\s: 60,00\s€\sTTC/);
    await expect(page.getByText(/^Prix fixe\s:/)).toBeVisible();
    expect(message).toContain('Orly 4');
    expect(message).toContain('Gare de Lyon');
    await expect(toastWith(page, 'Redirection vers WhatsApp')).toBeVisible();
    await expect(page.getByRole('link', { name: /Ouvrir WhatsApp/ })).toHaveAttribute('href', tab.url());

    // The same request again (a retry with the same requestId) stores nothing new and answers the same reference.
    const body = (await bookingRequest).postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('totalPrice');
    const replay = await page.request.post('/api/bookings', { data: body });
    expect(replay.status()).toBe(200);
    expect(((await replay.json()) as { bookingRef: string }).bookingRef).toBe(bookingRef);

    // The reservation is in the database: the admin sees it, once, with the server's price.
    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('searchbox').fill(bookingRef ?? '');
    const rows = page.getByRole('row').filter({ hasText: bookingRef ?? '' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Camille Martin');
    await expect(rows.first()).toContainText(/60,00\s€/);
  });

  test('a click on "Suivant" right after typing is not lost to the cookie banner coming back under the pointer', async ({
    page,
  }) => {
    // A phone's width: the banner spans the form's column there (from the lg breakpoint it sits in the left corner).
    await page.setViewportSize(PHONE_WIDTH);
    await page.goto('/reservation');
    const banner = page.locator('#cookie-banner');
    await expect(banner).toBeVisible();
    // Typing hides the banner (the phone keyboard is up); "Suivant" sits where the banner shows.
    await page.getByLabel('Nom complet').fill('Camille Martin');
    await expect(banner).toBeHidden();
    await nextButton(page).evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const button = (await nextButton(page).boundingBox())!;
    const place = (await banner.boundingBox())!;
    // A point of the button that the banner covers when it shows.
    const x = (Math.max(button.x, place.x) + Math.min(button.x + button.width, place.x + place.width)) / 2;
    const y = (Math.max(button.y, place.y) + Math.min(button.y + button.height, place.y + place.height)) / 2;
    expect(x > button.x && x < place.x + place.width && y > button.y && y < place.y + place.height).toBe(
      true,
    );
    // A real mouse: press, a frame or two (the focus has left the field), release.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.mouse.up();
    // The press reached the button: step 1's checks ran and say what is missing.
    await expect(toastWith(page, 'Champs obligatoires')).toBeVisible();
  });

  test('keyboard and screen reader: Home and End move the caret in an address field, an invalid field shows its focus, the terms are required', async ({
    page,
  }) => {
    const announced = await recordAnnouncements(page);
    await page.goto('/reservation');
    const departure = page.getByRole('combobox', { name: /Adresse de départ/ });
    await departure.click();
    await departure.pressSequentially('rue de Paris');
    await departure.press('Home');
    await departure.pressSequentially('12 ');
    await expect(departure).toHaveValue('12 rue de Paris');
    await departure.press('End');
    await departure.pressSequentially(', Dourdan');
    await expect(departure).toHaveValue('12 rue de Paris, Dourdan');
    // Everything else right, the departure typed but not chosen from the list: « Adresses invalides ».
    await fillValidStep1(page);
    await departure.fill('12 rue de Paris, Dourdan');

    // A refused « Suivant » puts the focus on the first field to correct: its border is the focus colour, not red.
    await nextButton(page).click();
    await expect(departure).toBeFocused();
    await expect(departure).toHaveAttribute('aria-invalid', 'true');
    // The error is the first thing its description reads, before the field's standing notes (autocompletion off…).
    const error = (await page.locator('#champ-departureAddress-erreur').textContent())!.trim();
    expect(error).not.toBe('');
    const description = await departure.evaluate((el) =>
      el
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim()),
    );
    expect(description.length).toBeGreaterThan(1);
    expect(description[0]).toBe(error);
    // The toast shows the message too, but announces its title only: the field the focus is on says it.
    await expect(page.locator('[data-slot="toast"]')).toContainText(error);
    await expect
      .poll(async () => (await announced()).some((text) => text.includes('Adresses invalides')))
      .toBe(true);
    expect((await announced()).filter((text) => text.includes(error))).toEqual([]);
    await expect(departure).toHaveCSS('border-top-color', 'rgb(37, 99, 235)');
    await page.getByLabel('Nom complet').focus();
    await expect(departure).toHaveCSS('border-top-color', 'rgb(185, 28, 28)');

    await expect(page.getByLabel(/J'accepte les/)).toHaveAttribute('aria-required', 'true');
  });

  test('a refused « Suivant » focuses the failed check’s field; every other empty field is marked at the same press', async ({
    page,
  }) => {
    await page.goto('/reservation');
    await fillValidStep1(page);
    // An airport trip: its empty flight number comes before the name in the form.
    const flight = page.getByLabel('Numéro de vol ou de train', { exact: false }).first();
    await flight.fill('');
    const name = page.getByLabel('Nom complet');
    await name.fill('');
    await nextButton(page).click();
    await expect(toastWith(page, 'Coordonnées manquantes')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(flight).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#champ-flightTrainNumber-erreur')).toHaveText('Ce champ est obligatoire.');
  });

  test('a time outside the online hours is said as soon as date and time are set, « Heure de retour invalide » for the return', async ({
    page,
  }) => {
    await page.goto('/reservation');
    await page.getByLabel('Date de prise en charge').fill(parisDate(3));
    await page.getByLabel('Heure de prise en charge').fill('23:15');
    await expect(toastWith(page, 'Créneau non disponible')).toContainText(
      'Veuillez sélectionner une autre date ou heure.',
    );
    await page.getByLabel('Heure de prise en charge').fill('10:30');
    await page.getByRole('radio', { name: 'Aller-retour' }).check();
    await page.getByLabel('Date de retour').fill(parisDate(5));
    await page.getByLabel('Heure de retour').fill('03:00');
    await expect(toastWith(page, 'Heure de retour invalide')).toContainText(
      'Veuillez sélectionner une autre date ou heure.',
    );
  });

  test('the terms checkbox is described by the terms’ line on the right of withdrawal (none for a dated ride)', async ({
    page,
  }) => {
    await page.goto('/reservation');
    // Told before booking (Code de la consommation L221-5), read with the checkbox by a screen reader.
    await expect(page.getByLabel(/J'accepte les/)).toHaveAccessibleDescription(
      /^Prestation de transport à une date déterminée\s: pas de droit de rétractation \(art\. L221-28 12° du Code de la consommation\)\.$/,
    );
    await expect(page.getByText(/pas de droit de rétractation/)).toBeVisible();
  });

  test('each of the eight step-1 checks appears, as a toast and inline, when its rule is broken', async ({
    page,
  }) => {
    await page.goto('/reservation');
    await fillValidStep1(page);

    const cases: {
      title: string;
      errorOf: string;
      breakRule: () => Promise<void>;
      restore: () => Promise<void>;
    }[] = [
      {
        title: 'Champs obligatoires',
        errorOf: 'pickupTime',
        breakRule: () => page.getByLabel('Heure de prise en charge').fill(''),
        restore: () => page.getByLabel('Heure de prise en charge').fill('10:30'),
      },
      {
        title: 'Date de réservation invalide',
        errorOf: 'pickupDate',
        breakRule: () => page.getByLabel('Date de prise en charge').fill(parisDate(0)),
        restore: () => page.getByLabel('Date de prise en charge').fill(parisDate(3)),
      },
      {
        // Outside 04:00 – 22:29 (the hint under the time says so, and that the night is on request by WhatsApp).
        // The time is what fails: the message and the focus are the time field's, not the date's.
        title: 'Date de réservation invalide',
        errorOf: 'pickupTime',
        breakRule: async () => {
          await expect(
            page.getByText('Entre 04:00 et 22:29. La nuit, sur demande par WhatsApp.'),
          ).toBeVisible();
          await page.getByLabel('Heure de prise en charge').fill('23:00');
        },
        restore: async () => {
          const time = page.getByLabel('Heure de prise en charge');
          await expect(page.locator('#champ-pickupTime-erreur')).toHaveText('Créneau non disponible.');
          await expect(time).toBeFocused();
          await expect(time).toHaveAttribute('aria-invalid', 'true');
          await expect(time).toHaveAttribute('aria-describedby', /champ-pickupTime-erreur/);
          await expect(page.getByLabel('Date de prise en charge')).not.toHaveAttribute(
            'aria-invalid',
            'true',
          );
          await expect(page.locator('#champ-pickupDate-erreur')).toHaveCount(0);
          await time.fill('10:30');
        },
      },
      {
        title: 'Adresses invalides',
        errorOf: 'destinationAddress',
        breakRule: () =>
          page.getByRole('combobox', { name: /Adresse de destination/ }).fill('12 rue Inventée'),
        restore: () => chooseAddress(page, /Adresse de destination/, 'gare de lyon', 'Gare de Lyon'),
      },
      {
        title: 'Coordonnées manquantes',
        errorOf: 'contactName',
        breakRule: async () => {
          await page.getByLabel('Nom complet').fill('');
          await page.getByLabel('Téléphone').fill('');
        },
        restore: async () => {
          // The message names the three fields: the phone, empty too, is marked as well.
          await expect(page.locator('#champ-contactPhone-erreur')).toHaveText('Ce champ est obligatoire.');
          await expect(page.getByLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true');
          await page.getByLabel('Nom complet').fill('Camille Martin');
          await page.getByLabel('Téléphone').fill('06 12 34 56 78');
        },
      },
      {
        title: 'Acceptez les conditions',
        errorOf: 'acceptTerms',
        breakRule: () => page.getByLabel(/J'accepte les/).uncheck(),
        restore: () => page.getByLabel(/J'accepte les/).check(),
      },
      {
        title: 'Détails du retour incomplets',
        errorOf: 'returnPickupDate',
        breakRule: async () => {
          await page.getByRole('radio', { name: 'Aller-retour' }).check();
          await page.getByLabel('Numéro de vol ou de train du retour').fill('AF1235');
        },
        restore: async () => {
          await page.getByLabel('Date de retour').fill(parisDate(5));
          await page.getByLabel('Heure de retour').fill('18:00');
        },
      },
      {
        title: 'Date de retour invalide',
        errorOf: 'returnPickupDate',
        breakRule: () => page.getByLabel('Date de retour').fill(parisDate(2)),
        restore: () => page.getByRole('radio', { name: 'Aller simple' }).check(),
      },
      {
        title: 'Nombre de passagers invalide',
        errorOf: 'passengers',
        // The select offers 1 to 7 (and "8 ou plus"): a tampered page is the only way to send 0.
        breakRule: async () => {
          await page.getByLabel('Passagers').evaluate((select) => {
            const option = document.createElement('option');
            option.value = '0';
            option.textContent = '0';
            select.append(option);
          });
          await page.getByLabel('Passagers').selectOption('0');
        },
        restore: async () => {
          await page.getByLabel('Passagers').selectOption('2');
        },
      },
    ];

    for (const { title, errorOf, breakRule, restore } of cases) {
      await breakRule();
      // Dimmed for some rules, but pressable: the press says what is wrong.
      await nextButton(page).click();
      await expect(toastWith(page, title), title).toBeVisible();
      await expect(page.locator(`#champ-${errorOf}-erreur`), title).toBeVisible();
      await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
      await restore();
    }

    await nextButton(page).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
  });

  test('capacity: over 7 passengers warns and disables the next step; a one-way trip clears the return', async ({
    page,
  }) => {
    await page.goto('/reservation');
    await fillValidStep1(page);
    await page.getByLabel('Passagers').selectOption('8');
    await expect(page.getByText(/Au-delà de 7 passagers ou de 6 bagages/)).toBeVisible();
    await expect(nextButton(page)).toHaveAccessibleDescription(
      'Remplissez les champs obligatoires pour continuer',
    );
    await page.getByLabel('Passagers').selectOption('6');
    await expect(nextButton(page)).toHaveAccessibleDescription('');

    await page.getByRole('radio', { name: 'Aller-retour' }).check();
    await page.getByLabel('Date de retour').fill(parisDate(6));
    await page.getByRole('radio', { name: 'Aller simple' }).check();
    await page.getByRole('radio', { name: 'Aller-retour' }).check();
    await expect(page.getByLabel('Date de retour')).toHaveValue('');

    // Six passengers: the van is the only choice, at its Orly → Paris fare.
    await page.getByRole('radio', { name: 'Aller simple' }).check();
    await nextButton(page).click();
    await expect(page.getByText('Van Premium', { exact: true })).toBeVisible();
    await expect(page.getByTestId('wizard-total')).toHaveText(/^110,00\s€$/);

    // 'Recommencer': back to step 1 with the defaults, the date empty as on a first visit (today's is always refused).
    await page.getByRole('button', { name: 'Recommencer' }).click();
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await expect(page.getByLabel('Date de prise en charge')).toHaveValue('');
    await expect(page.getByLabel('Passagers')).toHaveValue('1');
    await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toHaveValue('');
  });

  test('the address combobox works with the keyboard and says autocompletion is off without a key', async ({
    page,
  }) => {
    await page.goto('/reservation');
    const field = page.getByRole('combobox', { name: /Adresse de départ/ });
    await field.fill('gare');
    await expect(page.getByText('Autocomplétion des adresses désactivée')).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    // The option cmdk selects when the list opens (what Enter would pick) is the active descendant at once.
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const first = await options.first().getAttribute('id');
    await expect(field).toHaveAttribute('aria-activedescendant', first!);
    // ArrowDown moves to the next option, announced as well.
    await field.press('ArrowDown');
    const second = await options.nth(1).getAttribute('id');
    await expect(field).toHaveAttribute('aria-activedescendant', second!);
    const active = await field.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`#${active}`)).toHaveAttribute('aria-selected', 'true');
    await field.press('ArrowDown');
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    // Opened again, the list starts on its first option, and says so: it kept the third, unannounced, and Enter took it.
    await field.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const reopenedFirst = await options.first().getAttribute('id');
    await expect(field).toHaveAttribute('aria-activedescendant', reopenedFirst!);
    const firstLabel = (await options.first().locator('span').first().textContent())!;
    await field.press('Enter');
    await expect(field).toHaveValue(new RegExp(`^${firstLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // Typed on while the list shows, the arrowed option leaves the list: the first one becomes the active one, named,
    // and Enter takes it (nothing was selected, and Enter did nothing).
    const to = page.getByRole('combobox', { name: /Adresse de destination/ });
    const list = page.getByRole('listbox');
    const selected = list.getByRole('option', { selected: true });
    await to.fill('gare');
    await expect(selected).toHaveCount(1);
    await to.press('ArrowDown');
    while (/lyon/i.test((await selected.textContent()) ?? '')) await to.press('ArrowDown');
    const arrowed = (await selected.locator('span').first().textContent())!;
    await to.pressSequentially(' de lyon');
    await expect(list.getByRole('option', { name: arrowed })).toHaveCount(0);
    await expect(selected).toHaveCount(1);
    await expect(to).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id'))!);
    const selectedLabel = (await selected.locator('span').first().textContent())!;
    expect(selectedLabel).toMatch(/Lyon/);
    await to.press('Enter');
    await expect(to).toHaveValue(new RegExp(`^${selectedLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // The Maps script is never requested without a key.
    const mapsScripts = await page.locator('script[src*="maps.googleapis.com"]').count();
    expect(mapsScripts).toBe(0);
  });

  test('?package=paris-orly preselects the package: title, Paris-only departure, Orly terminal selector', async ({
    page,
  }) => {
    await page.goto('/reservation?package=paris-orly');
    await expect(page.getByText('Forfait sélectionné :')).toBeVisible();
    await expect(page.getByText("Paris → Aéroport d'Orly").first()).toBeVisible();
    await expect(page.getByText('Paris uniquement')).toBeVisible();
    const terminal = page.getByLabel(/Terminal d'arrivée/);
    await expect(terminal).toBeVisible();
    await expect(terminal.locator('option')).toHaveText([
      'Choisissez un terminal',
      'Orly 1',
      'Orly 2',
      'Orly 3',
      'Orly 4',
    ]);
    await expect(page.locator('input[type="hidden"][name="serviceType"]')).toHaveValue('VTC Dourdan');

    // Paris only: a text without 'Paris' or a postcode gets the hint; a Paris station is accepted.
    const departure = page.getByRole('combobox', { name: /Adresse de départ/ });
    await departure.fill('rue sans code');
    await expect(
      page.getByText(
        'Aucune adresse parisienne trouvée. Essayez d\'ajouter un arrondissement (ex: "75001").',
      ),
    ).toBeVisible();
    await chooseAddress(page, /Adresse de départ/, 'gare du nord', 'Gare du Nord');
    await terminal.selectOption({ label: 'Orly 2' });
    await page.getByLabel('Date de prise en charge').fill(parisDate(4));
    await page.getByLabel('Heure de prise en charge').fill('07:15');
    await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('TO4012');
    await page.getByLabel('Nom complet').fill('Alex Paris');
    await page.getByLabel('E-mail').fill('alex.e2e@example.fr');
    await page.getByLabel('Téléphone').fill('+33 6 98 76 54 32');
    await page.getByLabel(/J'accepte les/).check();
    await nextButton(page).click();
    await expect(page.getByTestId('wizard-total')).toHaveText(/^60,00\s€$/);
  });

  test('?package=disney-paris: grouped Disney selector, free entry limited to the Disney zone', async ({
    page,
  }) => {
    await page.goto('/reservation?package=disney-paris');
    await expect(page.getByText('Zone Disney')).toBeVisible();
    const place = page.getByLabel(/Lieu de départ/);
    await expect(place.locator('optgroup')).toHaveCount(4);
    await expect(place.locator('optgroup').first()).toHaveAttribute('label', 'Parcs');
    await place.selectOption({ index: 1 });
    await expect(place).not.toHaveValue('');

    await page.getByLabel('Je ne trouve pas mon adresse dans la liste').check();
    const free = page.getByRole('combobox', { name: /Adresse de départ/ });
    await expect(free).toHaveValue('');
    // Inside the zone the catalogue suggests places; outside it offers nothing for a Disney package.
    const suggestions = page.locator('#champ-departureAddress-listbox [role="option"]');
    await free.fill('Chessy');
    await expect(suggestions.first()).toBeVisible();
    await free.fill('Gare de Lyon');
    await expect(suggestions).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /Adresse de destination/ })).toBeVisible();
    await expect(page.getByText('Paris uniquement')).toBeVisible();
  });

  test('a failed request keeps the form filled and shows the French error until it is closed', async ({
    page,
  }) => {
    await sendRefusedRequest(page);
    const refused = toastWith(page, 'Trop de demandes');
    await expect(refused).toBeVisible();
    // No field says it: a visitor who looked away for more than the toasts' 5 s still finds it.
    await page.mouse.move(5, 700);
    await page.waitForTimeout(6_500);
    await expect(refused).toBeVisible();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Martin');
    // Escape closing an address list is the list's: the failure stays (it erased it, unread).
    const departure = page.getByRole('combobox', { name: /Adresse de départ/ });
    await departure.fill('Orly');
    await expect(departure).toHaveAttribute('aria-expanded', 'true');
    await departure.press('Escape');
    await expect(departure).toHaveAttribute('aria-expanded', 'false');
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: 'Fermer' }).click();
    await expect(refused).toHaveCount(0);
  });

  test('a failure toast that stays until closed goes with its page: a client navigation closes it', async ({
    page,
  }) => {
    await sendRefusedRequest(page);
    const refused = toastWith(page, 'Trop de demandes');
    await expect(refused).toBeVisible();
    // A mark the next page keeps only if the navigation is the client's (no document load).
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'À Propos' })
      .click();
    await expect(page).toHaveURL(/\/a-propos$/);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(refused).toHaveCount(0);
  });

  test('sent with the connection lost (a train’s tunnel): the toast still shows, nothing is lost, sent once back', async ({
    page,
    context,
  }) => {
    await stubWhatsApp(context);
    await page.goto('/reservation');
    await fillValidStep1(page);
    await nextButton(page).click();
    await page.getByText('Berline Confort', { exact: true }).click();
    // No toast has been shown yet on this page: the toast's own code has never been needed.
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Demande de réservation via WhatsApp' }).click();
    await expect(toastWith(page, 'Envoi impossible')).toContainText('Vos informations sont conservées');
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toBeChecked();
    // Shown plainly (its code could not be downloaded), the toast can still be closed before its 5 s.
    await toastWith(page, 'Envoi impossible').getByRole('button', { name: 'Fermer' }).click();
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);

    await context.setOffline(false);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Demande de réservation via WhatsApp' }).click();
    await (await popup).waitForURL(/^https:\/\/wa\.me\//);
    // Back online, the next toast is the usual one again (its code is downloaded now): it has its close button.
    await expect(
      toastWith(page, 'Redirection vers WhatsApp').getByRole('button', { name: 'Fermer' }),
    ).toBeVisible();
    await expect(page.getByTestId('booking-ref')).toContainText(/HM-[A-Z0-9]{5}/);
  });

  test('a toast whose code never arrives (a stalled download) is shown plainly, held under the pointer, and can be closed', async ({
    page,
  }) => {
    test.slow(); // two toasts watched past their 5 s
    const stalled: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('Notifications ({hotkey})')) {
        stalled.push(route.request().url());
        return; // never answered
      }
      await route.fulfill({ response });
    });
    await sendRefusedRequest(page);
    const shown = toastWith(page, 'Trop de demandes');
    await expect(shown).toBeVisible({ timeout: 5_000 });
    await expect(shown.getByRole('alert')).toContainText('Veuillez réessayer dans quelques minutes.');
    expect(stalled.length).toBeGreaterThan(0);
    // A refused send (no field to show it) stays, plain as well, until it is closed with its button.
    await page.mouse.move(5, 700);
    await page.waitForTimeout(6_500);
    await expect(shown).toBeVisible();
    await shown.getByRole('button', { name: 'Fermer' }).click();
    await expect(shown).toHaveCount(0);
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    // The next toast comes plainly at once. One whose field says it (« Nom complet » emptied) is read at leisure:
    // while the pointer is on it, it stays past its 5 s; left alone, it closes by itself.
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByLabel('Nom complet').fill('');
    // « Suivant » says it is not ready (its note) but still answers a press, with the toast.
    await nextButton(page).click();
    const missing = toastWith(page, 'Coordonnées manquantes');
    await expect(missing).toBeVisible();
    await missing.hover();
    await page.waitForTimeout(6_500);
    await expect(missing).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(missing).toHaveCount(0, { timeout: 8_000 });
    await expect(page.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the browser’s Back button on step 2 returns to step 1 with everything kept; from step 1 it leaves', async ({
    page,
  }) => {
    await page.goto('/forfaits-aeroports');
    await page.goto('/reservation');
    await fillValidStep1(page);
    await nextButton(page).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await expect(page).toHaveURL(/\/reservation$/);
    await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toHaveValue(/Orly 4/);
    await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Martin');
    await expect(page.getByLabel(/J'accepte les/)).toBeChecked();
    // Step 2 again, then « Précédent »: it takes its entry off, so Back now leaves the page.
    await nextButton(page).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await expect(page.getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');
    // The entry taken off does not scroll the page back down to where « Suivant » was pressed: step 1 from its top.
    await page.waitForFunction(() => window.history.state?.wizardStep !== 2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await expect(page).toHaveURL(/\/forfaits-aeroports$/);
  });

  test('the address list arriving just as the visitor taps the field keeps the focus and what is typed next', async ({
    page,
  }) => {
    // The address list's code (cmdk) waits for the release; everything else passes.
    const held = new Set<string>();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('cmdk-')) {
        held.add(new URL(route.request().url()).pathname);
        await released;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/reservation');
    await page.locator('form[data-live]').waitFor();
    await expect.poll(() => held.size, { timeout: 10_000 }).toBeGreaterThan(0);
    // The visitor's tap as the list's code arrives: after it has run (the field not yet focused then), before React
    // has drawn the list's field in place of the plain one.
    await page.evaluate(
      (paths) => {
        for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]'))
          if (paths.includes(new URL(script.src).pathname))
            script.addEventListener('load', () => document.getElementById('champ-departureAddress')?.focus());
      },
      [...held],
    );
    release();
    await page.locator('[cmdk-root] #champ-departureAddress').waitFor();
    await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toBeFocused();
    await page.keyboard.type('Orly 4');
    await expect(page.getByRole('option').first()).toContainText('Orly 4');
    await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toHaveValue('Orly 4');
  });

  test('a price-engine download that never ends does not hold "Suivant": step 2 opens, priced by the server', async ({
    page,
  }) => {
    // The chunk of step 2's price engine (computeQuote: its breakdown labels) is never answered, as when a download
    // stalls on a phone network; every other chunk loads.
    const stalled: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('Minimum secteur Dourdan')) {
        stalled.push(route.request().url());
        return; // never answered
      }
      await route.fulfill({ response });
    });
    await page.goto('/reservation');
    await fillValidStep1(page);
    await nextButton(page).click();

    await expect(page.getByText('Étape 2 sur 2')).toBeVisible({ timeout: 10_000 });
    // The only vehicle that fits is selected and the server's fixed fare is shown without the engine.
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toBeChecked();
    await expect(page.getByTestId('wizard-total')).toHaveText(/^60,00\s€$/);
    expect(stalled.length).toBeGreaterThan(0);
  });

  test('the server’s price check lost with the connection: no endless « Vérification du prix… », « Réessayer » gets it', async ({
    page,
  }) => {
    let online = false;
    let refused = 0;
    await page.route('**/api/quote', async (route) => {
      if (online) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/reservation');
    await fillValidStep1(page);
    await nextButton(page).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();

    const summary = page.getByRole('region', { name: 'Récapitulatif du prix' });
    await expect(summary.getByRole('alert')).toHaveText(
      /Le prix n'a pas pu être vérifié\. Réessayez, ou envoyez votre demande\s: son prix est calculé à l'envoi\./,
    );
    await expect(summary.getByText('Vérification du prix…')).toHaveCount(0);
    await expect(summary).not.toHaveAttribute('aria-busy');
    // The browser's preview stays, said as nothing yet (only the server's total is announced).
    await expect(page.getByTestId('wizard-total')).toHaveText(/^60,00\s€$/);
    await expect(page.getByTestId('wizard-total-announced')).toHaveText('');
    expect(refused).toBe(1);

    // Pressed while still offline: the failure stays said, the button keeps the focus (it is not removed and put back).
    const retry = summary.getByRole('button', { name: 'Réessayer' });
    await retry.click();
    await expect.poll(() => refused).toBe(2);
    await expect(retry).not.toHaveAttribute('aria-busy');
    await expect(retry).toBeFocused();

    online = true;
    await retry.click();
    await expect(page.getByTestId('wizard-total-announced')).toHaveText(/^Total TTC 60,00\s€$/);
    await expect(summary.getByRole('alert')).toHaveCount(0);
    // The price in, the focus goes to the summary's title rather than to the page's top.
    await expect(summary.getByRole('heading', { name: 'Récapitulatif du prix' })).toBeFocused();
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toBeChecked();
  });

  // What "Suivant" needs and downloads after the first paint: step 1's check (its zod schema) and step 2's code.
  for (const [what, marker] of [
    ["step 1's check", '"$ZodType"'],
    ["step 2's code", 'vehicle-price-kind'],
  ] as const) {
    test(`"Suivant" without ${what} (connection lost): a French toast, nothing lost; pressed again, step 2 opens`, async ({
      page,
    }) => {
      // The chunk holding `marker` cannot be fetched until `online`: the idle download and the first press fail.
      let online = false;
      let refused = 0;
      await page.route('**/_next/static/chunks/**', async (route) => {
        if (online) return route.continue();
        const response = await route.fetch();
        if ((await response.text()).includes(marker)) {
          refused += 1;
          return route.abort('internetdisconnected');
        }
        return route.fulfill({ response });
      });
      await page.goto('/reservation');
      await fillValidStep1(page);
      await nextButton(page).click();

      await expect(toastWith(page, 'Connexion interrompue')).toContainText(
        'vos informations sont conservées',
      );
      await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
      await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Martin');
      expect(refused).toBeGreaterThan(0);

      online = true;
      await nextButton(page).click();
      await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
      await expect(page.getByTestId('wizard-total')).toHaveText(/^60,00\s€$/);
      await expect(toastWith(page, 'Connexion interrompue')).toHaveCount(0);
    });
  }

  test('no accessibility violations on both steps at phone width', async ({ page }) => {
    await page.setViewportSize(PHONE_WIDTH);
    await page.goto('/reservation');
    await expectNoA11yViolations(page);
    await fillValidStep1(page);
    await nextButton(page).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await expect(page.getByTestId('wizard-total')).toHaveText(/60,00/);
    await expectNoA11yViolations(page);
  });

  test('no accessibility violations at desktop width, with a package selector', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/reservation?package=disney-orly');
    await expectNoA11yViolations(page);
  });
});

test.describe('/reservation without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says at once that pricing needs JavaScript, with the ways that work without it', async ({ page }) => {
    for (const [path, title, links] of [
      [
        '/reservation',
        'JavaScript est désactivé',
        { 'Formulaire de contact': '/contact', 'Forfaits à prix fixe': '/forfaits-locaux' },
      ],
      [
        '/en/booking',
        'JavaScript is turned off',
        { 'Contact form': '/en/contact', 'Fixed-price rides': '/en/local-rides' },
      ],
    ] as const) {
      await page.goto(path);
      // Chromium lays the <noscript> out (it is seen above the form), but under Playwright's "JavaScript off" its
      // content stays text in the DOM: its box and its markup are what can be read.
      const notice = page.locator('main noscript');
      await expect(notice).toBeVisible();
      const html = await notice.innerHTML();
      expect(html).toContain(title);
      expect(html).toMatch(/<a href="https:\/\/wa\.me\/[^"]+"[^>]*>[^<]*WhatsApp<\/a>/);
      for (const [label, href] of Object.entries(links)) {
        expect(html).toMatch(new RegExp(`<a href="${href}"[^>]*>${label}</a>`));
        // The ways it names answer (and work without JavaScript: e2e/packages.spec.ts, e2e/contact-form.spec.ts).
        expect((await page.request.get(href)).status()).toBe(200);
      }
    }
  });
});

test('with JavaScript the notice for browsers without it stays out of sight', async ({ page }) => {
  await page.goto('/reservation');
  await expect(page.getByRole('button', { name: /Suivant/ })).toBeVisible();
  // In the page (what browsers without JavaScript show), out of sight.
  await expect(page.locator('main noscript')).toHaveCount(1);
  await expect(page.locator('main noscript')).toBeHidden();
});
