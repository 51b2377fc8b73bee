// The admin on a phone (375 × 812, touch): every control of the prices, agenda, blog (its form open), a booking's
// details and a message's page is a 44 px target; a price field reached with Tab is not under the sticky save bar;
// the tab panel shows its focus; a message's page is titled by its subject and keeps its times whole; the export's
// dates show whole; the skip link takes the focus to the page. Also the blog's lang passages and alt warning, and the
// wizard's jump to the top without animation when the system asks for less motion.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_TARGETS,
  chooseAddress,
  exclusively,
  loginAsAdmin,
  parisDate,
  setReservationStatus,
  smallTargets,
  titleAfterHydration,
} from './helpers';
import { wizardDraft } from '../lib/testing/wizard-draft';

const PHONE = { width: 375, height: 812 };

/** A link or control whose own box must be 44 px both ways. */
async function expectTarget(control: Locator, name: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(Math.round(box.height), `${name}: height`).toBeGreaterThanOrEqual(44);
  expect(Math.round(box.width), `${name}: width`).toBeGreaterThanOrEqual(44);
}

/** Two frames, so a scroll the focus caused has been drawn. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * From the first price field, Tab through the general rates; after each stop on a field, the element drawn at the
 * field's centre must be the field itself (not the sticky « Sauvegarder » bar). Returns the fields found covered.
 */
async function pricesUnderTheBar(page: Page): Promise<string[]> {
  await page.goto('/admin/prices');
  const fields = page.locator('form input[inputmode="decimal"]');
  const count = await fields.count();
  expect(count).toBeGreaterThan(10);
  await fields.first().click();
  const covered: string[] = [];
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    await frames(page);
    const hit = await page.evaluate(() => {
      const a = document.activeElement as HTMLInputElement | null;
      if (!a || a.tagName !== 'INPUT') return null;
      const r = a.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === a ? null : `${a.name} (y ${Math.round(r.top)}–${Math.round(r.bottom)})`;
    });
    if (hit) covered.push(hit);
  }
  return covered;
}

test.describe('the admin on a phone (375 × 812, touch)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('prices: 44 px tabs, back link and « Actif » box; the tab panel shows its focus', async ({ page }) => {
    await page.goto('/admin/prices');
    await expectTarget(page.getByRole('link', { name: 'Retour au tableau de bord' }), 'back link');
    for (const tab of await page.getByRole('tab').all())
      await expectTarget(tab, `tab ${await tab.innerText()}`);
    expect(await smallTargets(page, { root: 'main', selector: ADMIN_TARGETS }), 'general rates').toEqual([]);

    await page.getByRole('tab', { name: 'Essonne (91)' }).click();
    await page.getByRole('button', { name: 'Ajouter un forfait' }).click();
    const adding = page.getByRole('form', { name: 'Nouveau forfait Essonne (91)' });
    const active = adding.getByRole('checkbox', { name: 'Actif' });
    await expect(active).toBeVisible();
    expect(
      await smallTargets(page, { root: 'main', selector: ADMIN_TARGETS }),
      'Essonne, adding a package',
    ).toEqual([]);
    // The label is part of the target: a tap on the word sets the box.
    const before = await active.isChecked();
    await adding.getByText('Actif', { exact: true }).click();
    expect(await active.isChecked()).toBe(!before);

    // Radix makes the panel a tab stop: the focus there must show.
    await page.getByRole('tab', { name: 'Tarifs généraux' }).click();
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel', { name: 'Tarifs généraux' });
    const focus = await panel.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        focused: document.activeElement === el,
        tabbable: el.tabIndex >= 0,
        shown:
          style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0),
      };
    });
    expect(focus.tabbable, 'Radix makes the panel a tab stop').toBe(true);
    expect(focus.focused, 'the panel is the stop after its tab').toBe(true);
    expect(focus.shown, 'the focused panel shows a focus indicator').toBe(true);
  });

  test('prices: a field reached with Tab is never under the sticky save bar', async ({ page }) => {
    expect(await pricesUnderTheBar(page)).toEqual([]);
  });

  test('agenda: « S’abonner » is a 44 px target, the export dates show whole at 375 and 360 px', async ({
    page,
  }) => {
    await page.goto('/admin/agenda');
    const wholeDates = async (width: number) => {
      for (const id of ['export-from', 'export-to']) {
        const field = page.locator(`#${id}`);
        await expect(field).toBeVisible();
        const { scroll, client } = await field.evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
        }));
        expect(scroll, `${id} at ${width} px: ${scroll} > ${client}`).toBeLessThanOrEqual(client);
      }
    };
    await wholeDates(375);
    await page.setViewportSize({ width: 360, height: 740 });
    await wholeDates(360);
    await page.setViewportSize(PHONE);

    await exclusively('calendar', async () => {
      await page.reload();
      const create = page.getByRole('button', {
        name: /Créer (l’adresse du calendrier|une nouvelle adresse)/,
      });
      const replacing = (await create.innerText()).includes('nouvelle');
      await create.click();
      if (replacing) {
        await page
          .getByRole('alertdialog', { name: 'Remplacer l’adresse du calendrier\u00a0?' })
          .getByRole('button', { name: 'Créer une nouvelle adresse' })
          .click();
      }
      await expectTarget(page.getByRole('link', { name: 'S’abonner' }), '« S’abonner »');
    });
    expect(await smallTargets(page, { root: 'main', selector: ADMIN_TARGETS }), 'agenda').toEqual([]);
  });

  test('blog: the form’s × and « Publier » box are 44 px targets; lang kept, an image without alt is flagged', async ({
    page,
  }) => {
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectTarget(dialog.locator(':scope > [data-slot="dialog-close"]'), '×');
    expect(
      await smallTargets(page, { root: '[role="dialog"]', selector: ADMIN_TARGETS }),
      'post form',
    ).toEqual([]);
    const publish = dialog.getByRole('checkbox', { name: "Publier l'article sur le blog" });
    const before = await publish.isChecked();
    await dialog.getByText("Publier l'article sur le blog", { exact: true }).click();
    expect(await publish.isChecked()).toBe(!before);

    const content = dialog.getByLabel('Contenu (HTML)');
    await content.fill(
      '<p lang="en">Meet and greet</p><img src="https://images.example.com/orly.jpg"><p lang="n\'importe">x</p>',
    );
    const warning = dialog.getByTestId('missing-alt');
    await expect(warning).toContainText('Une image n’a pas d’attribut alt');
    await expect(dialog.getByTestId('post-preview').locator('p[lang="en"]')).toHaveText('Meet and greet');
    await expect(dialog.getByTestId('post-preview').locator('p[lang]')).toHaveCount(1);
    await content.fill('<img src="https://images.example.com/orly.jpg" alt="">');
    await expect(warning).toHaveCount(0);
  });

  test('a booking’s details: × and « Détails techniques » are 44 px targets', async ({ page }) => {
    await page.goto('/admin/dashboard?q=HM-7K2QD');
    await page.getByRole('button', { name: 'Détails de la réservation HM-7K2QD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Réservation HM-7K2QD' });
    await expect(dialog).toBeVisible();
    await expectTarget(dialog.locator('summary'), '« Détails techniques »');
    await expectTarget(dialog.locator(':scope > [data-slot="dialog-close"]'), '×');
    expect(
      await smallTargets(page, { root: '[role="dialog"]', selector: ADMIN_TARGETS }),
      'booking details',
    ).toEqual([]);
  });

  test('a message’s page: titled by its subject, times whole, 44 px link and attachments', async ({
    page,
  }) => {
    const created = await page.request.post('/api/bookings', {
      data: wizardDraft({ contactName: 'Camille Téléphone' }),
      headers: { origin: String(test.info().project.use.baseURL), 'x-forwarded-for': '192.0.2.141' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { bookingRef } = (await created.json()) as { bookingRef: string };
    await page.goto(`/admin/dashboard?q=${bookingRef}`);
    await setReservationStatus(page, bookingRef, 'Confirmée');
    await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('paid');

    await page.goto('/admin/notifications');
    const subject = `Réservation confirmée · ${bookingRef} · Harmony Move`;
    const card = page.getByTestId('notification').filter({ hasText: subject });
    await card.getByRole('link', { name: 'Lire le message' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    expect(await titleAfterHydration(page)).toBe(`${subject} | Administration`);

    await expectTarget(page.getByRole('link', { name: 'Toutes les notifications' }), 'back link');
    const attachment = page.locator('details summary').first();
    await expect(attachment).toContainText(`reservation-${bookingRef}.ics`);
    await expectTarget(attachment, 'attachment');
    expect(await smallTargets(page, { root: 'main', selector: ADMIN_TARGETS }), 'message page').toEqual([]);

    // « créée le 28/11/2026 20:57 » never breaks inside the date or the time, whatever the phone's width.
    for (let width = 320; width <= 430; width += 5) {
      await page.setViewportSize({ width, height: PHONE.height });
      const lines = await page.evaluate(() => {
        const line = [...document.querySelectorAll('main p')].find((p) =>
          p.textContent?.includes('créée le'),
        );
        if (!line) return -1;
        // The lines each date and time spans (creation, and sending once sent): the most of them.
        let most = 0;
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set<number>();
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
            most = Math.max(most, tops.size);
          }
        }
        return most;
      });
      expect(lines, `the date and time on one line at ${width} px`).toBe(1);
    }
  });

  test('an unknown message is titled as the page not found', async ({ page }) => {
    const response = await page.goto('/admin/notifications/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    expect(await titleAfterHydration(page)).toMatch(/^Page non trouvée \|/);
  });

  test('the skip link is the first stop and takes the focus to the page’s content', async ({ page }) => {
    for (const path of ['/admin/prices', '/admin/agenda']) {
      await page.goto(path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Aller au contenu' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#contenu')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('main')),
        `${path}: the next stop is in the page`,
      ).toBe(true);
    }
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a price field reached with Tab is never under the sticky save bar', async ({ page }) => {
    await loginAsAdmin(page);
    expect(await pricesUnderTheBar(page)).toEqual([]);
  });

  test('the export dates show whole in the agenda’s side column', async ({ page }) => {
    await loginAsAdmin(page);
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin/agenda');
      for (const id of ['export-from', 'export-to']) {
        const overflow = await page.locator(`#${id}`).evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, `${id} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});

test.describe('the booking wizard with reduced motion', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('« Suivant » jumps to the top without a smooth scroll', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
      const original = window.scrollTo.bind(window);
      window.scrollTo = function (this: Window, ...args: unknown[]) {
        calls.push(args[0]);
        return Reflect.apply(original, this, args) as void;
      } as typeof window.scrollTo;
    });
    await page.goto('/reservation');
    await chooseAddress(page, /Adresse de départ/, 'Gare de Dourdan', 'Gare de Dourdan');
    await chooseAddress(page, /Adresse de destination/, 'Château de Dourdan', 'Château de Dourdan');
    await page.getByLabel('Date de prise en charge').fill(parisDate(3));
    await page.getByLabel('Heure de prise en charge').fill('10:30');
    await page.getByLabel('Passagers').selectOption('2');
    await page.getByLabel('Bagages en soute').selectOption('1');
    await page.getByLabel('Nom complet').fill('Camille Martin');
    await page.getByLabel('E-mail').fill('camille.motion@example.fr');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole('button', { name: /Suivant/ }).click();
    await expect(page.getByRole('radio', { name: /Berline/ }).first()).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
    const toTop = calls.filter(
      (c): c is ScrollToOptions => typeof c === 'object' && c !== null && (c as ScrollToOptions).top === 0,
    );
    expect(toTop.length, 'scrolled to the top').toBeGreaterThan(0);
    expect(toTop.map((c) => c.behavior)).not.toContain('smooth');
  });
});
