// Admin journey: login → reservations (search, status, details, delete) → general rate → public quote →
// package add/edit/deactivate → public table → logout. Plus: no public shell, axe on every admin screen.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { loginAsAdmin, parisDate, setReservationStatus, toastWith } from './helpers';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { ETAMPES } from '../lib/testing/package-request';

const suffix = randomUUID().slice(0, 8);

/** Stores a contact request through the public API (its own client address) and gives its reference. */
async function contactRequest(
  request: APIRequestContext,
  { ip, ...fields }: { name: string; email: string; phone: string; message: string; ip: string },
): Promise<string> {
  const created = await request.post('/api/contact', {
    data: { requestId: randomUUID(), ...fields },
    headers: { 'x-forwarded-for': ip },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { bookingRef: string }).bookingRef;
}

/**
 * Stores a package ride (Dourdan → Étampes, in two days: it is in 'À venir') through the public API and gives its
 * reference. The client address changes with each retry of the test, so a retry is never throttled.
 */
async function packageRide(
  request: APIRequestContext,
  { name, address, ip }: { name: string; address: string; ip: number },
): Promise<string> {
  const created = await request.post('/api/package-bookings', {
    data: {
      kind: 'package',
      requestId: randomUUID(),
      packageId: ETAMPES,
      vehicle: 'berline',
      trip: 'oneWay',
      departure_street: '7 rue Saint-Pierre, 91410 Dourdan',
      arrival_street: address,
      date: parisDate(2),
      time: '10:30',
      passengers: '2',
      hold_bags: '1',
      boosters: '0',
      name,
      phone: '06 55 44 33 21',
      email: `trajet-${suffix}@example.fr`,
    },
    headers: { 'x-forwarded-for': `198.51.100.${ip + test.info().retry}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { bookingRef: string }).bookingRef;
}

/**
 * Clears what a test created, whatever step it stopped at: a ride still Confirmée or Terminée is cancelled first (a ride
 * the customer expects is never deleted in silence); one that has an invoice is then kept with its invoice and the
 * credit note that cancels it (docs/product.md#reservations), the others are deleted.
 */
async function removeBooking(page: Page, bookingRef: string) {
  await page.goto(`/admin/dashboard?q=${bookingRef}`);
  const status = page.getByLabel(`Statut de la réservation ${bookingRef}`);
  if ((await status.count()) === 0) return;
  const value = await status.inputValue();
  const invoiced = value === 'completed' || (await status.getAttribute('aria-disabled')) === 'true';
  if (value === 'paid' || value === 'completed') {
    await setReservationStatus(page, bookingRef, 'Annulée');
    await expect(status).toHaveValue('cancelled');
  }
  if (invoiced) return;
  await page.getByRole('button', { name: `Supprimer la réservation ${bookingRef}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByTestId('reservation-row').filter({ hasText: bookingRef })).toHaveCount(0);
}

/** Nothing runs past the right edge of the screen: the page has no sideways scroll. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(clientWidth);
}

/** The element lies within the screen's width where it is drawn (not pushed right, out of the table's view). */
async function expectWithinWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  expect(box!.x, String(locator)).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, String(locator)).toBeLessThanOrEqual(width);
}

async function expectToast(page: Page, title: string) {
  await expect(toastWith(page, title)).toBeVisible();
}

async function expectNoPublicShell(page: Page) {
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Réserver/ })).toHaveCount(0);
}

test.describe('admin journey', () => {
  test('login screen: submitting state, wrong password, then success to the dashboard', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Accès Administrateur' })).toBeVisible();
    await expectNoPublicShell(page);

    // Hold the request so the submitting state is observable.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const submitting = page.getByRole('button', { name: 'Connexion...' });
    // Said unavailable while it waits, and keeping the focus (a disabled button dropped it to the page).
    await expect(submitting).toHaveAttribute('aria-disabled', 'true');
    await expect(submitting).toBeFocused();
    release();
    await expectToast(page, 'Échec de la connexion');
    await expect(page.getByText('Le mot de passe est incorrect.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await page.unroute('**/api/admin/login');

    // A proxy's error page instead of the login route's answer: the service is said unavailable, the password is not
    // said wrong (the admin would type a right one again).
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    );
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(
      page.locator('[data-slot="toast"]').filter({ hasText: 'Le service est momentanément indisponible.' }),
    ).toBeVisible();
    await expect(page.getByText('Le mot de passe est incorrect.', { exact: true })).toHaveCount(0);
    // The focus is back in the field, to send again with Enter.
    await expect(page.getByLabel('Mot de passe')).toBeFocused();
    await page.unroute('**/api/admin/login');

    await page.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectToast(page, 'Connexion réussie !');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  });

  test('anonymising a customer erases them from the list at once, not after a reload', async ({
    page,
    request,
  }) => {
    const name = `Client Effacé ${suffix}`;
    const bookingRef = await contactRequest(request, {
      name,
      email: `efface-${suffix}@example.fr`,
      phone: '06 99 88 77 66',
      message: `Message à effacer ${suffix}`,
      ip: '192.0.2.91',
    });
    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    const row = page.getByTestId('reservation-row').filter({ hasText: bookingRef });
    await expect(row).toContainText(name);
    await page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
    const dialog = page.getByRole('dialog', { name: `Réservation ${bookingRef}` });
    await dialog.getByRole('button', { name: 'Anonymiser ce client' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Anonymiser' }).click();
    await expectToast(page, '1 réservation anonymisée');
    await expect(dialog).not.toContainText(name);
    // The record is long on a phone: a close button at its end too (the × at the top scrolled away).
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText(name);
    await expect(row).not.toContainText(`Message à effacer ${suffix}`);
  });

  test('reservations: list, search, status, details, delete with confirmation', async ({ page, request }) => {
    const name = `Client Admin ${suffix}`;
    const bookingRef = await contactRequest(request, {
      name,
      email: `admin-${suffix}@example.fr`,
      phone: '06 11 22 33 44',
      message: `Message e2e admin ${suffix}`,
      ip: '192.0.2.90',
    });

    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expectNoPublicShell(page);
    const rows = page.getByTestId('reservation-row');
    // Seed reservations, newest first.
    const refs = (await rows.getByTestId('reservation-ref').allTextContents()).map((t) => t.trim());
    for (const ref of ['HM-3C7VA', 'HM-7K2QD', 'HM-R4T9M', 'HM-B8N3X']) expect(refs).toContain(ref);
    expect(refs.indexOf('HM-3C7VA')).toBeLessThan(refs.indexOf('HM-7K2QD'));
    expect(refs.indexOf('HM-7K2QD')).toBeLessThan(refs.indexOf('HM-B8N3X'));
    expect(refs).toContain(bookingRef);

    // Search narrows (by name, then by phone typed differently, then by e-mail).
    const search = page.getByLabel('Rechercher une réservation');
    await search.fill(`admin ${suffix}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(bookingRef);
    await search.fill('camille.martin@example');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('HM-7K2QD');
    // A number pasted from WhatsApp, in its international form, finds the one typed as 06….
    await search.fill('+33 6 11 22 33 44');
    await expect(rows.filter({ hasText: bookingRef })).toHaveCount(1);
    // A company's name, a flight number typed with a space: the live filter finds what the server's search finds.
    await search.fill('atelier hurepoix');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('HM-Q6W1E');
    await search.fill('AF 0084');
    await expect(rows.filter({ hasText: 'HM-R4T9M' })).toHaveCount(1);
    await page.goto('/admin/dashboard?q=Atelier');
    await expect(rows.filter({ hasText: 'HM-Q6W1E' })).toHaveCount(1);
    await page.goto('/admin/dashboard');
    await search.fill(bookingRef.toLowerCase());
    await expect(rows).toHaveCount(1);

    // A contact message is not a booking: its menu has no « Confirmée », its « Terminée » reads « Traitée », and the
    // window says that nothing reaches the customer. Asked first all the same: cancelling the window keeps the status;
    // confirming saves it, and it is kept after a reload.
    const status = page.getByLabel(`Statut de la réservation ${bookingRef}`);
    await expect(status).toHaveValue('pending');
    await expect(status.locator('option')).toHaveText(['En attente', 'Traitée', 'Annulée']);
    await status.focus(); // chosen from the keyboard
    await status.selectOption({ label: 'Annulée' });
    const ask = page.getByRole('alertdialog', {
      name: `Passer ${bookingRef} à «\u00a0Annulée\u00a0»\u00a0?`,
    });
    await expect(ask).toContainText('Le client n’est pas averti par e-mail.');
    await ask.getByRole('button', { name: 'Ne rien changer' }).click();
    await expect(status).toHaveValue('pending');
    // The keyboard focus comes back to the status, not to the top of the page.
    await expect(status).toBeFocused();
    await status.selectOption({ label: 'Traitée' });
    const handled = page.getByRole('alertdialog', {
      name: `Passer ${bookingRef} à «\u00a0Traitée\u00a0»\u00a0?`,
    });
    await expect(handled).toContainText('Le client n’est pas averti par e-mail et aucun document n’est émis');
    await expect(handled).not.toContainText('facture');
    await handled.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page, 'Statut mis à jour');
    await page.reload();
    await page.getByLabel('Rechercher une réservation').fill(bookingRef);
    await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('completed');

    // Details, opened from the keyboard: the window takes the focus (not the quote's JSON at its end); every field,
    // including channel and message; closed, the focus is back on the button. A handled message has no voucher, no
    // invoice.
    const detailsButton = page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` });
    await detailsButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Réservation ${bookingRef}` });
    await expect(dialog).toBeFocused();
    await expect(dialog).toContainText('Formulaire de contact');
    await expect(dialog).toContainText(`Message e2e admin ${suffix}`);
    await expect(dialog).toContainText('Traitée');
    await expect(dialog).toContainText('À bord');
    await expect(dialog).toContainText('Session Stripe');
    await expect(dialog.getByRole('link', { name: /Bon de réservation|Facture/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(detailsButton).toBeFocused();

    // Delete only after confirming; cancelling keeps the row.
    await page.getByRole('button', { name: `Supprimer la réservation ${bookingRef}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();
    await expect(rows).toHaveCount(1);
    // The deletion held on its way (a slow phone network): its button says it is busy and a press does nothing.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/dashboard**', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const deleteButton = page.getByRole('button', { name: `Supprimer la réservation ${bookingRef}` });
    await deleteButton.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(deleteButton).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await deleteButton.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    release();
    await expectToast(page, 'Réservation supprimée');
    await expect(rows).toHaveCount(0);
    await expect(page.getByLabel('Rechercher une réservation')).toBeFocused();
    await page.unroute('**/admin/dashboard**');
    await page.reload();
    await page.getByLabel('Rechercher une réservation').fill(bookingRef);
    await expect(page.getByText('Aucune réservation ne correspond à la recherche.')).toBeVisible();
  });

  test('filters that empty the list say why: a period upside down, a page past the last', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/dashboard?du=2026-12-10&au=2026-12-01');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Période à l’envers\u00a0: la date «\u00a0du\u00a0» est après la date «\u00a0au\u00a0».',
    );
    await page.goto('/admin/dashboard?page=999');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Cette page n’existe pas');
    // The list has bookings (the count above says how many): the page past the last does not say there are none.
    await expect(page.getByTestId('reservations-count')).toContainText(/^\d+ réservations/);
    await expect(page.getByText('Aucune réservation pour le moment.')).toHaveCount(0);
    await expect(page.getByText('Aucune réservation ne correspond à la recherche.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Revenir à la première page' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('reservation-row').first()).toBeVisible();
  });

  test('a name and an address typed as one long word wrap: the list and the agenda stay within the screen', async ({
    page,
    request,
  }) => {
    // 120 characters without a space (the longest name a form takes), and an address of 250.
    const name = `Nom${suffix}`.padEnd(120, 'Sansespace');
    const address = `12${'Résidencedesgrandschênes'.repeat(10)}Étampes`;
    const bookingRef = await packageRide(request, { name, address, ip: 10 });
    await loginAsAdmin(page);
    try {
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/admin/dashboard');
        const row = page.getByTestId('reservation-row').filter({ hasText: bookingRef });
        // Whole, not cut: every character of the name and the address is on the page.
        await expect(row).toContainText(name);
        if (width === 1280) await expect(row).toContainText(address);
        await expectNoSidewaysScroll(page, `dashboard at ${width} px`);
        // The table does not scroll sideways either: its last columns are on screen, on every row.
        expect(
          await page
            .locator('[data-slot="table-container"]')
            .evaluate((el) => el.scrollWidth <= el.clientWidth),
          `table at ${width} px`,
        ).toBe(true);
        await expectWithinWidth(page.getByLabel(`Statut de la réservation ${bookingRef}`), width);
        await expectWithinWidth(
          page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }),
          width,
        );
        await expectWithinWidth(
          page.getByRole('button', { name: `Supprimer la réservation ${bookingRef}` }),
          width,
        );
        // The details window too: its buttons at its end within the screen.
        await page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
        const dialog = page.getByRole('dialog', { name: `Réservation ${bookingRef}` });
        await expect(dialog).toContainText(name);
        await expectWithinWidth(dialog, width);
        const close = dialog.getByRole('button', { name: 'Fermer' }).last();
        await close.scrollIntoViewIfNeeded();
        await expectWithinWidth(close, width);
        await close.click();
        await expect(dialog).toBeHidden();

        await page.goto('/admin/agenda');
        const card = page.getByRole('listitem').filter({ hasText: bookingRef });
        await expect(card).toContainText(name);
        await expect(card).toContainText(address);
        await expectNoSidewaysScroll(page, `agenda at ${width} px`);
        await expectWithinWidth(card, width);
        // The export form beside (or under) the rides can be used.
        for (const control of [
          page.getByLabel('Du', { exact: true }),
          page.getByLabel('Au', { exact: true }),
          page.getByRole('button', { name: 'Réservations (CSV)' }),
          page.getByRole('button', { name: 'Journal des ventes (CSV)' }),
        ]) {
          await control.scrollIntoViewIfNeeded();
          await expectWithinWidth(control, width);
          await control.click({ trial: true });
        }
      }
    } finally {
      await removeBooking(page, bookingRef);
    }
  });

  test('a booking whose invoice a credit note cancelled offers no other status and says why; the server refuses one', async ({
    page,
    request,
  }) => {
    const bookingRef = await packageRide(request, {
      name: `Client Avoir ${suffix}`,
      address: '2 place de l’Hôtel de Ville, 91150 Étampes',
      ip: 20,
    });
    await loginAsAdmin(page);
    const other = await page.context().newPage();
    try {
      await page.goto(`/admin/dashboard?q=${bookingRef}`);
      await setReservationStatus(page, bookingRef, 'Terminée');
      await expectToast(page, 'Statut mis à jour');
      // A second window, loaded before the cancellation: it still offers every status.
      await other.goto(`/admin/dashboard?q=${bookingRef}`);
      await expect(other.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('completed');

      expect(await setReservationStatus(page, bookingRef, 'Annulée')).toContain(
        'Sa facture est annulée par un avoir',
      );
      const reason =
        /La facture de cette réservation est annulée par l’avoir A-\d{4}-\d{4}\s: elle reste annulée\. Pour ce trajet, créez une nouvelle réservation\./;
      // Said at once, and after a reload (from the server), on a desktop and on a phone: Annulée is the one status
      // offered, the product's reason beside it.
      for (const reload of [false, true]) {
        if (reload) await page.reload();
        const status = page.getByLabel(`Statut de la réservation ${bookingRef}`);
        await expect(status).toHaveValue('cancelled');
        await expect(status).toHaveAttribute('aria-disabled', 'true');
        await expect(status).toHaveAccessibleDescription(reason);
        for (const label of ['En attente', 'Confirmée', 'Terminée']) {
          await expect(status.locator('option', { hasText: label })).toHaveJSProperty('disabled', true);
        }
        await expect(status.locator('option', { hasText: 'Annulée' })).toHaveJSProperty('disabled', false);
        await expect(page.getByText(reason)).toBeVisible();
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByText(reason)).toBeVisible();
      await expectNoSidewaysScroll(page, 'credited booking at 390 px');

      // The window loaded before: the server refuses, and the toast gives its reason, not a bare failure.
      await setReservationStatus(other, bookingRef, 'Confirmée');
      await expect(
        toastWith(other, 'La facture de cette réservation est annulée par l’avoir A-'),
      ).toBeVisible();
      await expect(toastWith(other, 'La mise à jour du statut a échoué')).toHaveCount(0);
      await other.reload();
      await expect(other.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('cancelled');
    } finally {
      await other.close();
      await removeBooking(page, bookingRef);
    }
  });

  test('a list left open: a status chosen on a booking changed since is refused, and changes nothing', async ({
    page,
    request,
  }) => {
    const bookingRef = await packageRide(request, {
      name: `Client Fenêtre ${suffix}`,
      address: '2 place de l’Hôtel de Ville, 91150 Étampes',
      ip: 30,
    });
    await loginAsAdmin(page);
    const other = await page.context().newPage();
    try {
      // Two windows show the request « En attente »; the first confirms it.
      await other.goto(`/admin/dashboard?q=${bookingRef}`);
      await expect(other.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('pending');
      await page.goto(`/admin/dashboard?q=${bookingRef}`);
      await setReservationStatus(page, bookingRef, 'Confirmée');
      await expectToast(page, 'Statut mis à jour');
      // The second, still showing « En attente », declines it: refused with the reason, the booking unchanged.
      await setReservationStatus(other, bookingRef, 'Annulée');
      await expect(toastWith(other, 'Cette réservation a changé entre-temps')).toBeVisible();
      await expect(toastWith(other, 'Statut mis à jour')).toHaveCount(0);
      await other.reload();
      await expect(other.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('paid');
      // Reloaded, the list shows it as it is, and the change applies.
      await setReservationStatus(other, bookingRef, 'Annulée');
      await expectToast(other, 'Statut mis à jour');
      await expect(other.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('cancelled');
    } finally {
      await other.close();
      await removeBooking(page, bookingRef);
    }
  });

  test('a booking’s documents come first in its details; the technical fields are folded at the end', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // HM-R4T9M (demo data): paid online, so it has a voucher, and a Stripe session and a quote for support.
    await page.goto('/admin/dashboard?q=HM-R4T9M');
    await page.getByRole('button', { name: 'Détails de la réservation HM-R4T9M' }).click();
    const dialog = page.getByRole('dialog', { name: 'Réservation HM-R4T9M' });
    const documents = dialog.getByRole('navigation', { name: 'Documents' });
    const voucher = documents.getByRole('link', { name: 'Bon de réservation (PDF)' });
    // On the phone's first screen, without scrolling, above the booking's fields.
    await expect(voucher).toBeInViewport();
    const [voucherBox, refBox] = await Promise.all([
      voucher.boundingBox(),
      dialog.getByText('Référence', { exact: true }).boundingBox(),
    ]);
    expect(voucherBox!.y).toBeLessThan(refBox!.y);
    // Developer data: folded under « Détails techniques », after the fields, opened on demand.
    const session = dialog.getByText('cs_test_seed_R4T9M');
    await expect(session).toBeHidden();
    await expect(dialog.getByLabel('Détail du devis')).toBeHidden();
    await dialog.getByText('Détails techniques', { exact: true }).click();
    await expect(session).toBeVisible();
    await expect(dialog.getByText('Identifiant de demande')).toBeVisible();
    await expect(dialog.getByLabel('Détail du devis')).toContainText('dourdanCdg');
    const [sessionBox, updatedBox] = await Promise.all([
      session.boundingBox(),
      dialog.getByText('Mise à jour le', { exact: true }).boundingBox(),
    ]);
    expect(sessionBox!.y).toBeGreaterThan(updatedBox!.y);
  });

  test('leaving the price page with a price not saved asks first: the admin menu, closing the tab', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    const perKm = page.getByLabel('Prix au km — Berline (€)');
    await expect(perKm).toHaveValue('2,00');
    const asked: string[] = [];
    let answer: 'accept' | 'dismiss' = 'dismiss';
    page.on('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (answer === 'accept' || dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
    });
    const menu = page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Blog', exact: true });
    // Untouched: the menu leaves at once.
    await menu.click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    expect(asked).toEqual([]);

    await page.goto('/admin/prices');
    await perKm.fill('2,50');
    // Changed: the menu asks; « Annuler » stays with the typed price.
    await menu.click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe(
      'confirm: Des modifications ne sont pas enregistrées et seront perdues. Quitter la page\u00a0?',
    );
    await expect(page).toHaveURL(/\/admin\/prices$/);
    await expect(perKm).toHaveValue('2,50');
    // « OK » leaves, nothing saved.
    answer = 'accept';
    await menu.click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    expect(asked).toHaveLength(2);
    await page.goto('/admin/prices');
    await expect(perKm).toHaveValue('2,00');

    // Closing the tab (or reloading) with a change: the browser's own question.
    await perKm.fill('2,75');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked.length).toBe(3);
    expect(asked[2]).toMatch(/^beforeunload:/);
  });

  test('a save that gets no answer says so until it is closed, the typed price kept; back online it saves', async ({
    page,
    context,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    const perKm = page.getByLabel('Prix au km — Berline (€)');
    await expect(perKm).toHaveValue('2,00');
    await perKm.fill('2,40');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    const lost = toastWith(page, 'Le serveur n’a pas répondu');
    await expect(lost).toContainText('Ce que vous avez saisi reste affiché.');
    // Nothing else on the page says it: it is still there after the toasts' 5 s.
    await page.mouse.move(5, 5);
    await page.waitForTimeout(6_500);
    await expect(lost).toBeVisible();
    await expect(perKm).toHaveValue('2,40');

    await context.setOffline(false);
    await perKm.fill('2,00');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    // The next toast replaces it.
    await expectToast(page, 'Prix sauvegardés !');
    await expect(lost).toHaveCount(0);

    // Shown again, it goes with its page: the admin's menu leaves for another page, where nothing was typed.
    await perKm.fill('2,40');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(lost).toBeVisible();
    await context.setOffline(false);
    await perKm.fill('2,00');
    page.once('dialog', (dialog) => void dialog.accept()); // nothing was saved: leaving asks first
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(lost).toHaveCount(0);
  });

  test('a general rate change applies to the next public quote at once; reset restores it', async ({
    page,
    request,
  }) => {
    // Dourdan → Limours: no fixed route and no price-table row, so the per-km fare applies.
    const trip = {
      departurePlaceRef: 'catalogue:dourdan',
      destinationPlaceRef: 'catalogue:limours',
      vehicleType: 'berline',
    };
    const quote = async () => {
      const response = await request.post('/api/quote', { data: trip });
      expect(response.status()).toBe(200);
      type Quote = { totalPrice: number; estimatedPrice: number; estimatedDistance: number };
      return ((await response.json()) as { quote: Quote }).quote;
    };
    const before = await quote();

    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    await expect(page.getByRole('heading', { name: "Panneau d'Administration des Prix" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    for (const tab of ['Tarifs généraux', 'Dourdan-Aéroport', 'Essonne (91)', 'Yvelines (78)', 'Chartres']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    const perKm = page.getByLabel('Prix au km — Berline (€)');
    await expect(perKm).toHaveValue('2,00');

    // Server-side validation: a negative amount is refused with a message on the field.
    await perKm.fill('-3');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expectToast(page, 'Erreur de sauvegarde');
    await expect(page.getByText('Le montant ne peut pas être négatif.')).toBeVisible();
    expect((await quote()).totalPrice).toBe(before.totalPrice);

    await perKm.fill('3');
    const save = page.getByRole('button', { name: 'Sauvegarder' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Prix sauvegardés !');
    // Saved from the keyboard, the focus is still on the button (a disabled one dropped it to the page's top).
    await expect(save).toBeFocused();
    const after = await quote();
    // One more euro (ex-VAT) per km on the same distance; the displayed distance is rounded to 0.1 km.
    expect(after.estimatedDistance).toBe(before.estimatedDistance);
    const delta = after.estimatedPrice - before.estimatedPrice;
    expect(Math.abs(delta - before.estimatedDistance * 100)).toBeLessThanOrEqual(6);
    expect(after.totalPrice).toBeGreaterThan(before.totalPrice);

    const resetButton = page.getByRole('button', { name: 'Réinitialiser' });
    await resetButton.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Réinitialiser' }).click();
    await expectToast(page, 'Prix réinitialisés');
    await expect(perKm).toHaveValue('2,00');
    // The window gave the focus back to its button, which kept it while the reset waited.
    await expect(resetButton).toBeFocused();
    expect((await quote()).totalPrice).toBe(before.totalPrice);
  });

  test('Dourdan → CDG has one price: its fixed fare, shown by its row in the Dourdan-Aéroport table everywhere', async ({
    page,
    context,
    request,
  }) => {
    // The van fare only: no other test prices Dourdan → CDG by van (the per-km and Orly fares stay untouched).
    const quote = async () => {
      const response = await request.post('/api/quote', {
        data: {
          departurePlaceRef: 'catalogue:gare-de-dourdan',
          destinationPlaceRef: 'catalogue:cdg-2e',
          vehicleType: 'van',
          tripType: 'roundTrip',
        },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { quote: { totalPrice: number } }).quote.totalPrice;
    };
    const publicRow = async () => {
      const table = await context.newPage();
      await table.goto('/forfaits-locaux/dourdan-aeroports');
      const row = table.getByRole('row').filter({ hasText: 'Charles de Gaulle' });
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      await table.close();
      return text;
    };
    expect(await quote()).toBe(30500);
    expect(await publicRow()).toMatch(/160,00 €.*305,00 €/);

    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    // A second device with the prices open before the change: its own save later keeps this one.
    const other = await context.newPage();
    await other.goto('/admin/prices');
    await page.locator('input[name="fixedFares.dourdanCdg.van"]').fill('170');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expectToast(page, 'Prix sauvegardés !');
    await other.locator('input[name="fixedFares.dourdanCdg.berline"]').fill('125');
    await other.getByRole('button', { name: 'Sauvegarder' }).click();
    await expectToast(other, 'Prix sauvegardés !');
    await expect(other.locator('input[name="fixedFares.dourdanCdg.van"]')).toHaveValue('170,00');
    await other.close();

    // The row in the Dourdan-Aéroport tab follows, says where it is edited, and changes « Actif » only.
    await page.getByRole('tab', { name: 'Dourdan-Aéroport' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Dourdan-Aéroport' });
    const cdg = panel.getByTestId('package-row').filter({ hasText: 'Charles de Gaulle' });
    await expect(cdg).toContainText('170,00');
    await expect(cdg).toContainText('325,00'); // 2 × 170 € less the CDG round-trip discount (15 €)
    await expect(cdg).toContainText('ses prix se modifient dans l’onglet « Tarifs généraux »');
    await cdg.getByRole('button', { name: /Modifier le forfait/ }).click();
    const editing = panel.locator('[data-editing="true"]');
    await expect(editing.getByRole('checkbox', { name: 'Actif' })).toBeChecked();
    await expect(editing.getByRole('textbox')).toHaveCount(0);
    await expect(editing).toContainText('170,00');
    await editing.getByRole('button', { name: 'Annuler' }).click();

    // The public table and the wizard's quote say the same price; both devices' changes are there.
    expect(await publicRow()).toMatch(/125,00 €.*240,00 €.*170,00 €.*325,00 €/);
    expect(await quote()).toBe(32500);

    await page.getByRole('tab', { name: 'Tarifs généraux' }).click();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Réinitialiser' }).click();
    await expectToast(page, 'Prix réinitialisés');
    expect(await publicRow()).toMatch(/160,00 €.*305,00 €/);
    expect(await quote()).toBe(30500);
  });

  test('packages: add, edit, deactivate — the public table shows then hides it; delete', async ({
    page,
    context,
  }) => {
    const destination = `E2E Ville ${suffix}`;
    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    await page.getByRole('tab', { name: 'Essonne (91)' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Essonne (91)' });
    for (const column of [
      'Départ',
      'Arrivée',
      'Département',
      'Berline (AS)',
      'Berline (AR)',
      'Van (AS)',
      'Van (AR)',
      'Actif',
      'Actions',
    ]) {
      await expect(panel.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }

    await panel.getByRole('button', { name: 'Ajouter un forfait' }).click();
    // While adding, editing and deleting other rows is disabled.
    await expect(panel.getByRole('button', { name: /^Modifier le forfait/ }).first()).toBeDisabled();
    await panel.getByLabel('Arrivée').fill(destination);
    await panel.getByLabel('Berline (AS) (€)').fill('33');
    await panel.getByLabel('Van (AS) (€)').fill('44');
    await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expectToast(page, 'Nouveau forfait ajouté.');
    const row = panel.getByTestId('package-row').filter({ hasText: destination });
    await expect(row).toContainText('Essonne (91)');

    const publicPage = await context.newPage();
    const publicRow = publicPage.getByRole('row').filter({ hasText: destination });
    await publicPage.goto('/forfaits-locaux/essonne-91');
    await expect(publicRow).toContainText(/33,00/);

    // Inline edit: one row at a time.
    await row.getByRole('button', { name: `Modifier le forfait Dourdan – ${destination}` }).click();
    await expect(panel.getByRole('button', { name: 'Ajouter un forfait' })).toBeDisabled();
    const editing = panel.locator('[data-editing="true"]');
    await editing.getByLabel('Berline (AS) (€)').fill('35.5');
    await editing.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Forfait mis à jour.');
    await publicPage.reload();
    await expect(publicRow).toContainText(/35,50/);

    // Deactivate: faded in the admin, gone from the public table.
    await row.getByRole('button', { name: `Modifier le forfait Dourdan – ${destination}` }).click();
    await editing.getByLabel('Actif').uncheck();
    await editing.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Forfait mis à jour.');
    await expect(row).toHaveAttribute('data-active', 'false');
    await publicPage.reload();
    await expect(publicPage.getByRole('table').first()).toBeVisible();
    await expect(publicRow).toHaveCount(0);

    await row.getByRole('button', { name: `Supprimer le forfait Dourdan – ${destination}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Êtes-vous sûr ?' })).toBeVisible();
    await expect(confirm).toContainText(
      `Cette action est irréversible et supprimera définitivement le forfait pour ${destination}.`,
    );
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page, 'Forfait supprimé.');
    await expect(row).toHaveCount(0);
  });

  test('a row the operator adds prices the instant quote both ways; deleted, the ride is per km again', async ({
    page,
    request,
  }) => {
    // docs/product.md#pricing-local-packages. Dourdan ↔ Saint-Cyr-sous-Dourdan is in no table and in no other test.
    const quote = async (
      from: string,
      to: string,
      vehicleType: 'berline' | 'van' = 'berline',
      tripType: 'oneWay' | 'roundTrip' = 'oneWay',
    ) => {
      const response = await request.post('/api/quote', {
        data: {
          departurePlaceRef: `catalogue:${from}`,
          destinationPlaceRef: `catalogue:${to}`,
          vehicleType,
          tripType,
        },
      });
      expect(response.status()).toBe(200);
      return (
        (await response.json()) as {
          quote: { totalPrice: number; localPackage: { label: string } | null };
        }
      ).quote;
    };
    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    await page.getByRole('tab', { name: 'Essonne (91)' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Essonne (91)' });
    const row = panel.getByTestId('package-row').filter({ hasText: 'Saint-Cyr-sous-Dourdan' });
    const deleteRow = async () => {
      await row
        .getByRole('button', { name: 'Supprimer le forfait Dourdan – Saint-Cyr-sous-Dourdan' })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
      await expectToast(page, 'Forfait supprimé.');
      await expect(row).toHaveCount(0);
    };
    // A first attempt of this test that failed halfway (retried) left its row: start without it.
    if ((await row.count()) > 0) await deleteRow();

    const perKm = await quote('gare-de-dourdan', 'saint-cyr-sous-dourdan');
    expect(perKm.localPackage).toBeNull();
    expect(perKm.totalPrice).not.toBe(1900);
    // The editor says where its prices apply.
    await expect(panel).toContainText(
      'Ces prix valent aussi pour le devis instantané (accueil et réservation)',
    );
    await panel.getByRole('button', { name: 'Ajouter un forfait' }).click();
    await panel.getByLabel('Arrivée').fill('Saint-Cyr-sous-Dourdan');
    await panel.getByLabel('Berline (AS) (€)').fill('19');
    await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expectToast(page, 'Nouveau forfait ajouté.');

    expect(await quote('gare-de-dourdan', 'saint-cyr-sous-dourdan')).toMatchObject({
      totalPrice: 1900,
      localPackage: { label: 'Dourdan → Saint-Cyr-sous-Dourdan' },
    });
    expect(await quote('saint-cyr-sous-dourdan', 'dourdan-centre-ville')).toMatchObject({
      totalPrice: 1900,
      localPackage: { label: 'Saint-Cyr-sous-Dourdan → Dourdan' },
    });
    // The van cell says N/A: that ride stays per km. So does the round trip the row has no price for: outside the
    // Dourdan-Aéroport table, a table does not sell twice its one-way price.
    expect((await quote('gare-de-dourdan', 'saint-cyr-sous-dourdan', 'van')).localPackage).toBeNull();
    const roundTrip = await quote('gare-de-dourdan', 'saint-cyr-sous-dourdan', 'berline', 'roundTrip');
    expect(roundTrip.localPackage).toBeNull();
    expect(roundTrip.totalPrice).not.toBe(3800);

    await deleteRow();
    expect(await quote('gare-de-dourdan', 'saint-cyr-sous-dourdan')).toEqual(perKm);
  });

  test('logout ends the session: the dashboard then redirects to the login page', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expectToast(page, 'Déconnexion réussie');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('public pages load no admin code', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    for (const path of ['/', '/forfaits-locaux/essonne-91', '/reservation', '/blog']) {
      await page.goto(path, { waitUntil: 'networkidle' });
    }
    const code = (await Promise.all(scripts)).join('\n');
    expect(code.length).toBeGreaterThan(0);
    for (const marker of [
      'Statut de la réservation',
      'Ajouter un forfait',
      'Connexion réussie',
      'Supprimer la réservation',
    ]) {
      expect(code, marker).not.toContain(marker);
    }
  });

  for (const width of [375, 1280]) {
    test(`axe: login, dashboard and prices have no violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/login');
      await expectNoA11yViolations(page);
      await loginAsAdmin(page);
      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('reservation-row').first()).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto('/admin/prices');
      await expectNoA11yViolations(page);
      await page.getByRole('tab', { name: 'Essonne (91)' }).click();
      await expectNoA11yViolations(page);
    });
  }
});
