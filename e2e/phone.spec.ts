// What a visitor sees on a phone (375 × 812): nothing covers what they need, the cookie banner is the first tab stop
// and never hides the focused element, every control is a 44 px target, no axe violation; and step 2 of the wizard
// shows the choice already made with a price that says how it was made.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { chooseAddress, loginAsAdmin, parisDate, smallTargets, toastWith } from './helpers';
import { ETAMPES, ORLY } from '../lib/testing/package-request';
import { wizardDraft } from '../lib/testing/wizard-draft';

const PHONE = { width: 375, height: 812 };

const PUBLIC_PAGES = [
  '/',
  '/reservation',
  '/forfaits-aeroports',
  '/forfaits-disney',
  '/forfaits-locaux',
  '/forfaits-locaux/dourdan-aeroports',
  '/a-propos',
  '/contact',
  '/offre-entreprise',
  '/mentions-legales',
  '/cgv',
  '/politique-de-confidentialite',
  '/blog',
  `/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`,
  '/reservation-forfait-aeroport',
  '/en',
  '/en/booking',
  '/en/contact',
];

/**
 * Scrolls each element that must stay usable (primary buttons, fields, price links, first table rows, open
 * suggestion lists, the focused element) to the bottom edge of the screen — the floating button's corner — and lists
 * those the visible floating button then overlaps.
 */
async function coveredByFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const button = document.getElementById('whatsapp-floating');
    if (!button) return ['no floating button'];
    const targets = new Set<Element>([
      ...document.querySelectorAll(
        'main button, main [data-slot="button"], main input:not([type="hidden"]), main select, main textarea, main table a, [role="listbox"]',
      ),
      ...[...document.querySelectorAll<HTMLTableSectionElement>('main table tbody')]
        .map((b) => b.rows[0])
        .filter(Boolean),
    ] as Element[]);
    if (document.activeElement && document.activeElement !== document.body)
      targets.add(document.activeElement);
    const out: string[] = [];
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || getComputedStyle(el).visibility === 'hidden') continue;
      el.scrollIntoView({ block: 'end', inline: 'nearest' });
      await frame();
      const r = el.getBoundingClientRect();
      const b = button.getBoundingClientRect();
      const visible = getComputedStyle(button).visibility !== 'hidden';
      const overlap = r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      if (visible && overlap)
        out.push(`${el.tagName.toLowerCase()} « ${(el.textContent ?? '').trim().slice(0, 40)} »`);
    }
    window.scrollTo(0, 0);
    return out;
  });
}

/** Tabs `stops` times; after each stop the visible cookie banner must not overlap the focused element. */
async function tabUnderBanner(page: Page, stops: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const banner = document.getElementById('cookie-banner');
              const a = document.activeElement;
              if (!banner || !a || a === document.body || banner.contains(a)) return resolve(null);
              // Not drawn (hidden, or hidden by the guard while a field has focus). `offsetParent` is always null for
              // a fixed element, so it cannot tell: the rectangles can.
              if (getComputedStyle(banner).visibility === 'hidden' || banner.getClientRects().length === 0)
                return resolve(null);
              const r = a.getBoundingClientRect();
              const b = banner.getBoundingClientRect();
              const overlap = r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
              resolve(
                overlap
                  ? `${a.tagName.toLowerCase()} « ${(a.textContent ?? '').trim().slice(0, 30)} »`
                  : null,
              );
            }),
          ),
        ),
    );
    if (hit) out.push(hit);
  }
  return out;
}

/** Scrolled to the very end of the page: the controls the visible cookie banner still covers (none may be). */
async function bottomUnderBanner(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const banner = document.getElementById('cookie-banner');
            if (!banner || banner.getClientRects().length === 0) return resolve(['no visible cookie banner']);
            const b = banner.getBoundingClientRect();
            const out: string[] = [];
            for (const el of document.querySelectorAll<HTMLElement>(
              'a[href], button, input, select, textarea, summary',
            )) {
              if (banner.contains(el) || el.closest('#whatsapp-floating') || el.getClientRects().length === 0)
                continue;
              if (getComputedStyle(el).visibility === 'hidden') continue;
              const r = el.getBoundingClientRect();
              if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
                out.push(`${el.tagName.toLowerCase()} « ${(el.textContent ?? '').trim().slice(0, 30)} »`);
            }
            resolve(out);
          }),
        ),
      ),
  );
}

async function checkPhonePage(page: Page, label: string, freshLoad = true): Promise<void> {
  await expect(page.locator('#cookie-banner'), `${label}: banner visible`).toBeVisible();
  if (freshLoad) {
    // The cookie banner is the first stop of the tab order.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.getElementById('cookie-banner')?.contains(document.activeElement)),
      `${label}: first Tab stop is in the cookie banner`,
    ).toBe(true);
  }
  expect(await tabUnderBanner(page, 25), `${label}: focused elements under the cookie banner`).toEqual([]);
  // The page is padded by the banner's height while it shows: the last links can be scrolled out from under it.
  expect(
    await bottomUnderBanner(page),
    `${label}: controls under the cookie banner at the end of the page`,
  ).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await coveredByFloatingButton(page), `${label}: under the floating button`).toEqual([]);
  expect(await smallTargets(page), `${label}: touch targets under 44 px`).toEqual([]);
  await expectNoA11yViolations(page);
}

async function fillStep1(
  page: Page,
  from: [string, string],
  to: [string, string],
  passengers = '3',
  bags = '2',
) {
  await chooseAddress(page, /Adresse de départ/, ...from);
  await chooseAddress(page, /Adresse de destination/, ...to);
  await page.getByLabel('Date de prise en charge').fill(parisDate(3));
  await page.getByLabel('Heure de prise en charge').fill('10:30');
  const flight = page.getByLabel('Numéro de vol ou de train', { exact: false }).first();
  if (await flight.isVisible()) await flight.fill('AF1234');
  await page.getByLabel('Passagers').selectOption(passengers);
  await page.getByLabel('Bagages en soute').selectOption(bags);
  await page.getByLabel('Nom complet').fill('Camille Martin');
  await page.getByLabel('E-mail').fill('camille.e2e@example.fr');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel(/J'accepte les/).check();
}

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: PHONE });

  for (const path of PUBLIC_PAGES) {
    test(`${path}: banner first, nothing covered, 44 px targets, no axe violation`, async ({ page }) => {
      await page.goto(path);
      await checkPhonePage(page, path);
    });
  }

  // The home page's first screen is the booking box: the unanswered banner may cover its lower fields (it hides as
  // soon as one has focus), never its first, and it keeps to a fifth of the screen.
  for (const [path, first] of [
    ['/', 'Départ'],
    ['/en', 'From'],
  ] as const) {
    test(`${path}: the banner leaves the booking box's first field in view`, async ({ page }) => {
      await page.goto(path);
      const banner = page.locator('#cookie-banner');
      await expect(banner).toBeVisible();
      const b = (await banner.boundingBox())!;
      expect(b.height, 'banner height').toBeLessThanOrEqual(PHONE.height / 5);
      // On arrival the box is its plain server form (the island replaces it on the first focus).
      const field = (await page.getByTestId('home-box').getByRole('textbox', { name: first }).boundingBox())!;
      expect(field.y + field.height, 'first field above the banner').toBeLessThanOrEqual(b.y);
    });
  }

  test('the open menu and the address suggestions are never under the banner or the floating button', async ({
    page,
  }) => {
    await page.goto('/reservation');
    const field = page.getByRole('combobox', { name: /Adresse de départ/ });
    await field.fill('gare');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await expect(page.locator('#whatsapp-floating')).toBeHidden();
    await field.press('Escape');
    await field.blur();
    await expect(page.locator('#cookie-banner')).toBeVisible();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await expect(page.locator('#whatsapp-floating')).toBeHidden();
  });

  test('the open menu is never under the banner in English either', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('#cookie-banner')).toBeVisible();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeVisible();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await expect(page.locator('#whatsapp-floating')).toBeHidden();
    await page.getByRole('button', { name: 'Close the menu' }).click();
    await expect(page.locator('#cookie-banner')).toBeVisible();
  });

  // The banner only moves the page for a keyboard focus move: a tap on a button half under it must land where it was
  // pressed, and scrolling a focused control under it by hand must not be undone.
  test('the banner never moves the page under a tap or against the visitor’s own scrolling', async ({
    page,
  }) => {
    await page.goto('/reservation');
    const banner = page.locator('#cookie-banner');
    await expect(banner).toBeVisible();
    const next = page.getByRole('button', { name: /Suivant/ });
    const bannerTop = (await banner.boundingBox())!.y;
    const placeHalfUnder = async () => {
      // The button's centre just above the banner, its lower half under it.
      await next.evaluate((el, top) => {
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.top + r.height / 2 - (top - 6));
      }, bannerTop);
      const box = (await next.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThan(bannerTop);
      expect(box.y + box.height / 2).toBeLessThan(bannerTop);
      return box;
    };
    const settled = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          ),
      );

    // Pressed: the button takes the focus; the page must not move before the finger is lifted, or the tap is lost.
    const box = await placeHalfUnder();
    const before = await settled();
    await page.evaluate(() => {
      const taps: string[] = [];
      (window as unknown as { __taps: string[] }).__taps = taps;
      document.addEventListener(
        'click',
        (event) => taps.push((event.target as Element).closest('button')?.textContent?.trim() ?? ''),
        true,
      );
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(next).toBeFocused();
    expect(await settled()).toBe(before);
    await page.mouse.up();
    const taps = await page.evaluate(() => (window as unknown as { __taps: string[] }).__taps);
    expect(taps).toHaveLength(1);
    expect(taps[0]).toMatch(/^Suivant/);

    // A keyboard move onto a control under the banner still brings it into view (tabUnderBanner checks every page).
    await next.focus(); // back from wherever the refused "Suivant" sent the focus
    await placeHalfUnder();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await settled();
    expect((await next.boundingBox())!.y + (await next.boundingBox())!.height).toBeLessThanOrEqual(bannerTop);

    // That control, focused by the keyboard (:focus-visible), then scrolled under the banner by hand: it stays where
    // the visitor put it (only a focus move, never a scroll, makes the guard move the page).
    // Read right after the visitor's scroll, before any frame: a guard answering the scroll would move it after.
    const byHand = await next.evaluate((el, top) => {
      window.scrollBy(0, el.getBoundingClientRect().top - top + 10);
      return window.scrollY;
    }, bannerTop);
    await page.waitForTimeout(300);
    expect(await settled()).toBe(byHand);
  });

  test('each wizard step: nothing covered; one fitting vehicle is selected, a fixed route says "Prix fixe"', async ({
    page,
  }) => {
    // Two full-page checks (axe, targets, covering) and a whole step 1: about half the default timeout on a quiet
    // machine, and it ran out once under a busy CI.
    test.slow();
    await page.goto('/reservation');
    await checkPhonePage(page, 'étape 1');
    await fillStep1(page, ['Gare de Dourdan', 'Gare de Dourdan'], ['Orly 4', 'Orly 4']);
    expect(await coveredByFloatingButton(page), 'étape 1 remplie').toEqual([]);
    await page.getByRole('button', { name: /Suivant/ }).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    // 3 passengers, 2 bags: only the berline fits, and it is already chosen.
    await expect(page.getByRole('radio', { name: /Berline Confort/ })).toBeChecked();
    await expect(page.getByTestId('vehicle-price-kind')).toHaveText('Prix fixe');
    await expect(page.getByTestId('vehicle-rate')).toHaveCount(0);
    await expect(page.getByTestId('wizard-total')).toHaveText(/^80,00\s€$/);
    // The card shows the vehicle, its capacity and what an airport ride includes.
    await expect(page.getByRole('img', { name: 'Berline Confort noire' })).toBeVisible();
    const included = page.getByTestId('vehicle-included');
    await expect(included).toContainText('Suivi de votre vol en temps réel');
    await expect(included).toContainText('Accueil personnalisé avec pancarte nominative');
    await expect(included).toContainText("1 heure d'attente incluse dans les aéroports");
    // The address is written once, the bags with a real plural.
    await expect(page.getByText('Gare de Dourdan, 91410 Dourdan', { exact: true })).toBeVisible();
    await expect(page.getByText(/3\spassagers · 2\sbagages en soute/)).toBeVisible();
    await expect(page.getByText('bagage(s)')).toHaveCount(0);
    await checkPhonePage(page, 'étape 2', false);
  });

  test('a refused field comes into view with its label, below the top bar and clear of the toast', async ({
    page,
  }) => {
    await page.goto('/reservation');
    await fillStep1(page, ['Gare de Dourdan', 'Gare de Dourdan'], ['Étampes', 'Étampes']);
    const name = page.getByLabel('Nom complet');
    await name.fill('');
    // The field half under the sticky bar, « Suivant » in sight below it: the browser brings the refused field just
    // far enough into view — to the top edge, where the bar, then the toast, hid its label and the field itself.
    await name.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 40));
    const next = page.getByRole('button', { name: /Suivant/ });
    await expect(next).toBeInViewport();
    // Dimmed while a field is empty, but pressable: the press says what is missing.
    await next.click();
    await expect(name).toBeFocused();
    const toast = toastWith(page, 'Coordonnées manquantes');
    await expect(toast).toBeVisible();
    // Once the page has stopped scrolling: the label under the sticky bar's bottom, the field under the toast's.
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const y = window.scrollY;
          setTimeout(() => resolve(window.scrollY === y), 250);
        }),
    );
    const bar = (await page.locator('header').first().boundingBox())!;
    const label = (await page.locator('label', { hasText: 'Nom complet' }).boundingBox())!;
    const field = (await name.boundingBox())!;
    const shown = (await toast.boundingBox())!;
    expect(label.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(field.y).toBeGreaterThanOrEqual(shown.y + shown.height);
    expect(field.y + field.height).toBeLessThanOrEqual(PHONE.height);
  });

  test('a per-km trip shows its rate on the admin’s basis (HT), and the admin inputs show French decimals', async ({
    page,
  }) => {
    await page.goto('/reservation');
    await fillStep1(
      page,
      ['Gare de Dourdan', 'Gare de Dourdan'],
      ['Château de Dourdan', 'Château de Dourdan'],
      '6',
    );
    await page.getByRole('button', { name: /Suivant/ }).click();
    // 6 passengers: only the van fits, and it is selected without a click.
    await expect(page.getByRole('radio', { name: /Van Premium/ })).toBeChecked();
    await expect(page.getByTestId('vehicle-price-kind')).toHaveCount(0);
    await expect(page.getByTestId('vehicle-rate')).toHaveText(
      /^2,88\s€\sHT \/ km · prise en charge 10,00\s€\sHT$/,
    );
    // No airport on this trip: no flight tracking nor airport waiting promised.
    await expect(page.getByRole('img', { name: 'Van Premium noir' })).toBeVisible();
    await expect(page.getByTestId('vehicle-included')).toContainText('Accueil personnalisé');
    await expect(page.getByTestId('vehicle-included')).not.toContainText('vol');

    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    await expect(page.getByText(/Montants HT\s: prise en charge/)).toBeVisible();
    const vanPerKm = page.locator('input[name="vehicles.van.pricePerKmCents"]');
    await expect(vanPerKm).toHaveValue('2,88');
  });

  test('admin list on a phone: type labels, what matters per type, filters in the URL narrowing the list', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    const row = (ref: string) => page.getByTestId('reservation-row').filter({ hasText: ref });
    // The list starts on the first screen: a two-row header, and the four selectors folded behind « Filtres ».
    const firstRow = await page.getByTestId('reservation-row').first().boundingBox();
    expect(firstRow!.y, 'first reservation on the first screen').toBeLessThan(PHONE.height - 120);
    const header = await page.locator('header').first().boundingBox();
    expect(header!.height, 'admin header: two rows').toBeLessThanOrEqual(120);
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeInViewport();
    // The links scroll sideways; the current page's is always in the row, whole.
    const nav = page.getByRole('navigation', { name: 'Administration' });
    await page.goto('/admin/notifications');
    await expect(nav.getByRole('link', { name: 'Notifications' })).toBeInViewport({ ratio: 1 });
    // Back by the row itself (a client navigation: the row keeps its scroll), the first link comes back whole. A DOM
    // click: Playwright's own would scroll the link into view first, and the row's effect would not be tested.
    await nav.getByRole('link', { name: 'Réservations' }).evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(nav.getByRole('link', { name: 'Réservations' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel('Type')).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filtres', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A trip keeps its route, time and price on a phone; a business request says what it is and shows its message.
    await expect(row('HM-7K2QD').getByTestId('reservation-type')).toHaveText('Trajet');
    await expect(row('HM-7K2QD').getByText('12 rue de Chartres, 91410 Dourdan')).toBeVisible();
    await expect(row('HM-7K2QD').getByText(/Prise en charge 18\/12\/2026/)).toBeVisible();
    await expect(row('HM-7K2QD').getByText(/^80,00\s€$/)).toBeVisible();
    await expect(row('HM-R4T9M').getByTestId('reservation-type')).toHaveText('Aéroport');
    await expect(row('HM-B8N3X').getByTestId('reservation-type')).toHaveText('Forfait');
    await expect(row('HM-Q6W1E').getByTestId('reservation-type')).toHaveText('Entreprise');
    await expect(row('HM-Q6W1E').getByText('Atelier Hurepoix SARL')).toBeVisible();
    await expect(row('HM-Q6W1E')).not.toContainText('—');
    expect(await smallTargets(page), 'admin touch targets').toEqual([]);

    const all = await page.getByTestId('reservation-row').count();
    await page.getByLabel('Type').selectOption('business');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/type=business/);
    const types = page.getByTestId('reservation-type');
    await expect(types.first()).toHaveText('Entreprise');
    expect(new Set(await types.allTextContents())).toEqual(new Set(['Entreprise']));
    expect(await types.count()).toBeLessThan(all);

    // A filter in the URL opens the panel and says how many are set.
    await expect(page.getByRole('button', { name: 'Filtres (1)' })).toHaveAttribute('aria-expanded', 'true');
    await page.goto('/admin/dashboard?statut=paid');
    await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
    await expect(page.getByLabel('Statut', { exact: true })).toHaveValue('paid');
    const statuses = page.locator('[data-testid="reservation-row"] select');
    await expect(statuses.first()).toHaveValue('paid');
    for (const value of await statuses.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value)))
      expect(value).toBe('paid');

    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    await page.getByLabel('Prise en charge du').fill('2026-12-01');
    await page.getByLabel('au', { exact: true }).fill('2026-12-31');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/du=2026-12-01&au=2026-12-31/);
    await expect(row('HM-7K2QD')).toHaveCount(1);
    await expect(row('HM-B8N3X')).toHaveCount(0);
    // The search stays with the filters (server side).
    await page.getByLabel('Rechercher une réservation').fill('Camille');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/q=Camille/);
    await expect(page).toHaveURL(/du=2026-12-01/);
    await expect(row('HM-7K2QD')).toHaveCount(1);
    await expect(row('HM-R4T9M')).toHaveCount(0);
  });

  test('a booking’s details fit the phone: the quote scrolls in its own box, every button within reach', async ({
    page,
    request,
  }) => {
    // A wizard booking carries the server's quote, whose JSON lines are wider than a phone.
    const created = await request.post('/api/bookings', {
      data: wizardDraft({ contactName: 'Camille Détail' }),
      headers: { origin: String(test.info().project.use.baseURL), 'x-forwarded-for': '192.0.2.131' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { bookingRef } = (await created.json()) as { bookingRef: string };
    await loginAsAdmin(page);
    await page.goto(`/admin/dashboard?q=${bookingRef}`);
    await page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
    const dialog = page.getByRole('dialog', { name: `Réservation ${bookingRef}` });
    // The title is whole on the screen (it was cut at the right edge).
    await expect(dialog.getByRole('heading', { name: `Réservation ${bookingRef}` })).toBeInViewport({
      ratio: 1,
    });
    // The quote sits in « Détails techniques », folded at the end of the details: opened, it scrolls in its own box.
    await dialog.getByText('Détails techniques', { exact: true }).click();
    await expect(dialog.getByLabel('Détail du devis')).toContainText('"computedAt"');
    expect(
      await dialog.evaluate((el) => el.scrollWidth - el.clientWidth),
      'the dialog does not scroll sideways',
    ).toBeLessThanOrEqual(0);
    for (const name of ['Anonymiser ce client', 'Fermer']) {
      const button = dialog.getByRole('button', { name, exact: true }).last();
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${name} inside the screen`).toBeLessThanOrEqual(PHONE.width);
    }
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('admin price inputs accept and show French decimals; the toast leaves the save bar free', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    const fare = page.locator('input[name="fixedFares.disneyCdg.van"]');
    await expect(fare).toHaveValue('115,00');
    // Each section's title sits inside its card, not across the card's top border as a fieldset legend does.
    for (const section of await page.locator('fieldset:has(> legend)').all()) {
      const [card, title] = await Promise.all([
        section.boundingBox(),
        section.locator('> legend').boundingBox(),
      ]);
      expect(title!.y - card!.y, 'section title inside its card').toBeGreaterThanOrEqual(8);
    }
    await fare.fill('115,50');
    const save = page.getByRole('button', { name: 'Sauvegarder' });
    await save.click();
    const saved = page.locator('[data-slot="toast"]').filter({ hasText: 'Prix sauvegardés' });
    await expect(saved).toBeVisible();
    // The sticky bar stays usable while the toast is up: nothing lies over its buttons.
    for (const name of ['Sauvegarder', 'Réinitialiser']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeInViewport();
      const box = (await button.boundingBox())!;
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop, `${name} under the toast`).toBe(name);
    }
    await page.reload();
    await expect(fare).toHaveValue('115,50');
    await fare.fill('115');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(
      page.locator('[data-slot="toast"]').filter({ hasText: 'Prix sauvegardés' }).first(),
    ).toBeVisible();
    await page.reload();
    await expect(fare).toHaveValue('115,00');
  });

  test('a local price table is a card per package: every price and both buttons without sideways scrolling', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    await page.getByRole('tab', { name: 'Essonne (91)' }).click();
    const rows = page.getByRole('tabpanel').getByTestId('package-row');
    await expect(rows.first()).toBeVisible();
    const table = page.getByRole('tabpanel').locator('[data-slot="table-container"]');
    expect(
      await table.evaluate((el) => el.scrollWidth - el.clientWidth),
      'the table scrolls sideways',
    ).toBeLessThanOrEqual(0);
    const les = rows.filter({ hasText: 'Les Ulis' });
    for (const [label, price] of [
      ['Berline (AS)', '50,00'],
      ['Berline (AR)', '95,00'],
      ['Van (AS)', '75,00'],
      ['Van (AR)', '140,00'],
    ] as const) {
      const cell = les.getByRole('cell').filter({ hasText: label });
      await expect(cell).toHaveText(new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s*${price}\\s€`));
    }
    const edit = les.getByRole('button', { name: /Modifier le forfait Dourdan – Les Ulis/ });
    await edit.scrollIntoViewIfNeeded();
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width, 'edit button inside the screen').toBeLessThanOrEqual(PHONE.width);
    // Edited in place, each input named by a visible label.
    await edit.click();
    const editing = page.locator('[data-editing="true"]');
    await expect(editing.getByText('Berline (AR) (€)')).toBeVisible();
    await expect(editing.getByLabel('Berline (AR) (€)')).toHaveValue('95,00');
    await expect(editing.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await editing.getByRole('button', { name: 'Annuler' }).click();
    await expect(editing).toHaveCount(0);
  });
});

test.describe('on a 360 × 740 phone (the most common Android width)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('an address list that would open below the screen brings its field up: its places are in sight', async ({
    page,
  }) => {
    await page.goto('/reservation');
    await chooseAddress(page, /Adresse de départ/, 'Orly 1', 'Orly 1');
    const field = page.getByRole('combobox', { name: /Adresse de destination/ });
    // The field at the screen's bottom edge (where the departure's notices push it at this width): its list opened
    // below, out of sight, and without Google only a place chosen from it is accepted.
    await field.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await field.focus();
    await page.keyboard.type('Gare');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.nth(2)).toBeVisible();
    await expect(field).toBeInViewport({ ratio: 1 });
    for (const index of [0, 1, 2]) await expect(options.nth(index)).toBeInViewport({ ratio: 1 });
    // Its label stays in sight above it, under the top bar.
    await expect(page.locator('label[for="champ-destinationAddress"]')).toBeInViewport();
  });

  test('the package form’s send button, on two lines, keeps its text clear of its edges', async ({
    page,
  }) => {
    await page.goto(`/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`);
    const send = page.getByRole('button', { name: 'Envoyer ma demande sur WhatsApp' });
    const box = await send.evaluate((el) => {
      const outer = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      return {
        lines: Math.round(text.height / parseFloat(getComputedStyle(el).lineHeight)),
        top: text.top - outer.top,
        bottom: outer.bottom - text.bottom,
      };
    });
    expect(box.lines, 'the label wraps at this width').toBe(2);
    expect(box.top, 'space above the text').toBeGreaterThanOrEqual(8);
    expect(box.bottom, 'space below the text').toBeGreaterThanOrEqual(8);
  });
});

test.describe('on a small laptop (1024 × 768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('an edited package shows each field whole, named, with the focus in it and back on its button after', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    await page.getByRole('tab', { name: 'Essonne (91)' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Essonne (91)' });
    const edit = panel.getByRole('button', { name: /Modifier le forfait Dourdan – Les Ulis/ });
    await edit.click();
    const editing = panel.locator('[data-editing="true"]');
    const departure = editing.getByLabel('Départ');
    await expect(departure).toBeFocused();
    for (const label of [
      'Départ',
      'Arrivée',
      'Berline (AS) (€)',
      'Berline (AR) (€)',
      'Van (AS) (€)',
      'Van (AR) (€)',
    ]) {
      await expect(editing.getByText(label, { exact: true })).toBeVisible();
      const field = editing.getByLabel(label, { exact: true });
      const { width, hidden } = await field.evaluate((input: HTMLInputElement) => ({
        width: input.clientWidth,
        hidden: input.scrollWidth - input.clientWidth,
      }));
      expect(width, `${label} wide enough to read`).toBeGreaterThanOrEqual(120);
      expect(hidden, `${label} shows its whole value`).toBeLessThanOrEqual(0);
    }
    await expect(editing.getByLabel('Arrivée', { exact: true })).toHaveValue('Les Ulis');
    const table = panel.locator('[data-slot="table-container"]');
    expect(
      await table.evaluate((el) => el.scrollWidth - el.clientWidth),
      'no sideways scrolling',
    ).toBeLessThanOrEqual(0);
    await editing.getByRole('button', { name: 'Annuler' }).click();
    await expect(editing).toHaveCount(0);
    await expect(edit).toBeFocused();
  });
});

test.describe('on a phone in landscape (844 × 390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  // iOS Safari zooms the page on the focus of a field whose text is under 16 px: a phone in landscape is wider than
  // Tailwind's `md`, where shadcn's fields used to drop to 14 px.
  test('every form field is 16 px or more, public and admin', async ({ page }) => {
    await loginAsAdmin(page);
    for (const path of [
      '/',
      '/reservation',
      '/contact',
      `/reservation-forfait-aeroport?package=${ORLY}&vehicle=berline&trip=oneWay`,
      `/reservation-forfait?package=${ETAMPES}&vehicle=berline&trip=oneWay`,
      '/admin/dashboard',
    ]) {
      await page.goto(path);
      await expect(page.locator('input, select, textarea').first()).toBeAttached();
      const small = await page.locator('input, select, textarea').evaluateAll((fields) =>
        fields
          .filter((f) => !['hidden', 'checkbox', 'radio'].includes((f as HTMLInputElement).type))
          .filter((f) => f.getClientRects().length > 0 && parseFloat(getComputedStyle(f).fontSize) < 16)
          .map(
            (f) =>
              `${f.tagName.toLowerCase()}#${f.id || f.getAttribute('name') || f.getAttribute('aria-label')}: ${getComputedStyle(f).fontSize}`,
          ),
      );
      expect(small, path).toEqual([]);
    }
  });
});
