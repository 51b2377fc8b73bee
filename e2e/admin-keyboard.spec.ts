// The admin from the keyboard and on a phone: after each add, save, deletion or failed sign-in the focus is on
// something that makes sense (never <body>, the top of the page); toasts never take Escape from a dialog nor lie on
// its header; a status browsed with the arrow keys is confirmed once chosen, not at each press.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAsAdmin, ownClientAddress, toastWith } from './helpers';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

const stamp = randomUUID().slice(0, 8);

/** Presses a key on an element from the keyboard, as a keyboard user reaches it (focus, then the key). */
async function press(target: Locator, key: string) {
  await target.focus();
  await target.press(key);
}

/** What has the focus: never <body> in these tests. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`
      : '';
  });
}

async function createPost(page: Page, title: string) {
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
  await dialog.getByLabel('Titre *').fill(title);
  await dialog.getByLabel('Description courte *').fill('Un article écrit pour le test du clavier.');
  await dialog.getByLabel('Contenu (HTML)').fill('<p>Texte.</p>');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

test.describe('admin from the keyboard', () => {
  test('package editor: the add form, a refused save, the new row and a deletion keep the focus', async ({
    page,
  }) => {
    const destination = `E2E Clavier ${stamp}`;
    await loginAsAdmin(page);
    await page.goto('/admin/prices');
    await page.getByRole('tab', { name: 'Essonne (91)' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Essonne (91)' });
    const add = panel.getByRole('button', { name: 'Ajouter un forfait' });

    await press(add, 'Enter');
    const addForm = panel.getByRole('form', { name: /^Nouveau forfait/ });
    await expect(addForm.getByLabel('Départ')).toBeFocused();

    // Refused by the server (no arrival): the focus on the field to correct, which says why.
    await press(addForm.getByRole('button', { name: 'Ajouter', exact: true }), 'Enter');
    const arrival = addForm.getByLabel('Arrivée');
    await expect(arrival).toHaveAttribute('aria-invalid', 'true');
    await expect(arrival).toBeFocused();

    await arrival.fill(destination);
    await addForm.getByLabel('Berline (AS) (€)').fill('27');
    await press(addForm.getByRole('button', { name: 'Ajouter', exact: true }), 'Enter');
    await expect(toastWith(page, 'Nouveau forfait ajouté.')).toBeVisible();
    const editNew = panel.getByRole('button', { name: `Modifier le forfait Dourdan – ${destination}` });
    await expect(editNew, await focusedName(page)).toBeFocused();

    await press(
      panel.getByRole('button', { name: `Supprimer le forfait Dourdan – ${destination}` }),
      'Enter',
    );
    const confirm = page.getByRole('alertdialog');
    await press(confirm.getByRole('button', { name: 'Supprimer' }), 'Enter');
    await expect(toastWith(page, 'Forfait supprimé.')).toBeVisible();
    await expect(panel.getByTestId('package-row').filter({ hasText: destination })).toHaveCount(0);
    await expect(add, await focusedName(page)).toBeFocused();
  });

  test('blog: a deleted post leaves the focus on « Ajouter un article »', async ({ page }) => {
    const title = `Clavier ${stamp}`;
    await loginAsAdmin(page);
    await createPost(page, title);

    await press(page.getByRole('button', { name: `Supprimer : ${title}` }), 'Enter');
    const confirm = page.getByRole('alertdialog');
    await press(confirm.getByRole('button', { name: 'Supprimer' }), 'Enter');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await expect(confirm).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Ajouter un article' }),
      await focusedName(page),
    ).toBeFocused();
  });

  test('a wrong password stays under the field, which it marks invalid and focuses', async ({ page }) => {
    await ownClientAddress(page);
    await page.goto('/admin/login');
    const password = page.getByLabel('Mot de passe');
    await password.fill('pas-le-bon-mot-de-passe');
    await password.press('Enter');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    const describedBy = await password.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const message = page.locator(`[id="${describedBy}"]`);
    await expect(message).toHaveText('Le mot de passe est incorrect.');
    // Still there once the toast has gone.
    await expect(toastWith(page, 'Échec de la connexion')).toBeHidden({ timeout: 15_000 });
    await expect(message).toBeVisible();
    // Typing again clears it.
    await password.fill('autre');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('signed in again in place: the details it let through give the focus back to their button', async ({
    page,
  }) => {
    await ownClientAddress(page);
    await loginAsAdmin(page);
    await page.goto('/admin/dashboard?q=HM-R4T9M');
    const details = page.getByRole('button', { name: 'Détails de la réservation HM-R4T9M' });
    await expect(details).toBeVisible();
    // The session ends elsewhere (another tab, the 8-hour limit).
    expect((await page.request.post('/api/admin/logout')).status()).toBe(200);

    await press(details, 'Enter');
    const reauth = page.getByRole('dialog', { name: 'Session expirée' });
    const password = reauth.getByLabel('Mot de passe');
    await expect(password).toBeFocused();
    // A wrong password in the window: said under its field too.
    await password.fill('pas-le-bon-mot-de-passe');
    await password.press('Enter');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(reauth).toContainText('Le mot de passe est incorrect.');
    await expect(password).toBeFocused();

    await password.fill(E2E_ADMIN_PASSWORD);
    await password.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Réservation HM-R4T9M' });
    await expect(dialog).toBeVisible();
    await expect(reauth).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details, await focusedName(page)).toBeFocused();
  });

  test('status select: arrows browse the statuses, Enter (or leaving it) asks to confirm the one chosen', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/contact', {
      data: {
        requestId: randomUUID(),
        name: `Client Clavier ${stamp}`,
        email: `clavier-${stamp}@example.fr`,
        phone: '06 12 34 56 78',
        message: `Message clavier ${stamp}`,
      },
      headers: { 'x-forwarded-for': `192.0.2.${100 + test.info().retry}` },
    });
    expect(created.status()).toBe(201);
    const bookingRef = ((await created.json()) as { bookingRef: string }).bookingRef;
    await loginAsAdmin(page);
    await page.goto(`/admin/dashboard?q=${bookingRef}`);
    const status = page.getByLabel(`Statut de la réservation ${bookingRef}`);
    const asked = page.getByRole('alertdialog');

    await status.focus();
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('completed');
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('cancelled');
    await expect(asked).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(asked).toHaveAccessibleName(`Passer ${bookingRef} à «\u00a0Annulée\u00a0»\u00a0?`);
    await asked.getByRole('button', { name: 'Ne rien changer' }).click();
    await expect(status).toHaveValue('pending');
    await expect(status).toBeFocused();

    // Escape puts the saved status back; Tab away from a browsed one asks too.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(status).toHaveValue('pending');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(asked).toHaveAccessibleName(`Passer ${bookingRef} à «\u00a0Traitée\u00a0»\u00a0?`);
    await asked.getByRole('button', { name: 'Ne rien changer' }).click();
    await expect(status).toHaveValue('pending');

    // A choice made with the pointer (or a phone's picker) still asks at once.
    await status.selectOption({ label: 'Annulée' });
    await expect(asked).toBeVisible();
    await asked.getByRole('button', { name: 'Ne rien changer' }).click();

    await page.getByRole('button', { name: `Supprimer la réservation ${bookingRef}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByTestId('reservation-row').filter({ hasText: bookingRef })).toHaveCount(0);
  });
});

test.describe('admin toasts on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('an error toast leaves a dialog’s title and × free, and its own × is a 44 px target', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const shown = toastWith(page, 'Erreur');
    await expect(shown).toBeVisible();
    // Wherever the dialog scrolled to show the refused field: its header at its top edge.
    await dialog.evaluate((el) => el.scrollTo(0, 0));

    const toastBox = (await shown.boundingBox())!;
    const close = dialog.locator('[data-slot="dialog-close"]');
    for (const part of [dialog.getByRole('heading', { name: 'Nouvel article' }), close]) {
      const box = (await part.boundingBox())!;
      const overlap =
        box.x < toastBox.x + toastBox.width &&
        box.x + box.width > toastBox.x &&
        box.y < toastBox.y + toastBox.height &&
        box.y + box.height > toastBox.y;
      expect(overlap, `${String(part)} under the toast`).toBe(false);
    }
    // A tap on the dialog's × reaches it.
    const x = (await close.boundingBox())!;
    const hit = await page.evaluate(
      ({ cx, cy }) => !!document.elementFromPoint(cx, cy)?.closest('[data-slot="dialog-close"]'),
      { cx: x.x + x.width / 2, cy: x.y + x.height / 2 },
    );
    expect(hit, 'the dialog’s × under a tap').toBe(true);

    const toastClose = (await shown.getByRole('button', { name: 'Fermer' }).boundingBox())!;
    expect(toastClose.width).toBeGreaterThanOrEqual(44);
    expect(toastClose.height).toBeGreaterThanOrEqual(44);
  });
});
