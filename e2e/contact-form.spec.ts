// The contact and business forms as served: the plain server form first, the client island (react-hook-form + the
// zod resolver on the server's schema) swapped in after the first paint with what was typed; French errors on the
// fields, the request stored, the WhatsApp hand-off; and without JavaScript, the plain form posts to the API, which
// sends the browser on to WhatsApp (or shows a French page saying what to fix).
import { expect, test, type Page } from '@playwright/test';
import { ownClientAddress, recordAnnouncements, stubWhatsApp, toastWith } from './helpers';

// Each test sends its requests from an address of its own: the forms' per-client limits never refuse a later test.
test.beforeEach(async ({ page }) => ownClientAddress(page));

const island = (page: Page) => page.getByTestId('request-form-island');

test('the island takes over the plain form, keeping what was typed and the focus', async ({ page }) => {
  await page.goto('/contact');
  // Typed at once: into the plain form or the island, whichever is there; nothing is lost either way.
  const name = page.getByRole('textbox', { name: 'Nom', exact: true });
  await name.fill('Camille Martin');
  await expect(island(page)).toBeVisible();
  await expect(page.getByTestId('request-form-plain')).toHaveCount(0);
  await expect(name).toHaveValue('Camille Martin');
  await expect(page.locator('#champ-name')).toBeFocused();
});

test('a field focused and typed in before the page hydrates keeps its focus and text when the island takes over', async ({
  page,
}) => {
  // Every script waits until the visitor has tapped the name field and typed (a slow phone network).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.locator('#champ-name').focus();
  await page.keyboard.type('Camille Martin');
  release();
  await expect(island(page)).toBeVisible();
  await expect(page.getByTestId('request-form-plain')).toHaveCount(0);
  await expect(page.locator('#champ-name')).toHaveValue('Camille Martin');
  await expect(page.locator('#champ-name')).toBeFocused();
});

test('after the island loads: French errors on the fields, then stored and handed off to WhatsApp', async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  await page.goto('/contact');
  await expect(island(page)).toBeVisible();
  await page.locator('#champ-email').fill('pas-un-email');
  await page.locator('#champ-phone').fill('12');
  await page.getByRole('button', { name: 'Envoyer via WhatsApp' }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Champs obligatoires');
  await expect(page.locator('#champ-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#champ-name-erreur')).toHaveText('Ce champ est obligatoire.');
  await expect(page.locator('#champ-email-erreur')).toHaveText('Adresse e-mail invalide.');
  await expect(page.locator('#champ-phone-erreur')).toHaveText('Numéro de téléphone invalide.');
  await expect(page.locator('#champ-message-erreur')).toHaveText('Ce champ est obligatoire.');
  await expect(page.locator('#champ-name')).toBeFocused();

  // Fields re-check as they change (react-hook-form after a submit).
  await page.locator('#champ-email').fill('camille@example.fr');
  await expect(page.locator('#champ-email-erreur')).toHaveCount(0);
  await page.locator('#champ-name').fill('Camille Martin');
  await page.locator('#champ-phone').fill('06 12 34 56 78');
  const message = `Navette Orly dimanche (${Date.now()}).`;
  await page.locator('#champ-message').fill(message);
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Envoyer via WhatsApp' }).click();
  expect((await stored).status()).toBe(201);
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  expect(text).toContain(message);
  expect(text).toContain('Téléphone\u00a0: 06 12 34 56 78');
  await expect(page.getByRole('group', { name: /^Demande enregistrée/ })).toContainText(/HM-[A-Z0-9]{5}/);
});

test('sent from the keyboard: the focus stays on the button while pending or after a failure, then moves to the result', async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  const announced = await recordAnnouncements(page);
  // The first send fails (network), the second waits until released: the pending state can be seen.
  let attempt = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    attempt += 1;
    if (attempt === 1) return route.abort();
    await released;
    await route.continue();
  });
  await page.goto('/contact');
  await expect(island(page)).toBeVisible();
  await page.locator('#champ-name').fill('Camille Clavier');
  await page.locator('#champ-email').fill('camille@example.fr');
  await page.locator('#champ-message').fill(`Envoyé au clavier (${Date.now()}).`);
  await page.locator('#champ-message').press('Tab');
  await expect(page.getByRole('button', { name: 'Envoyer via WhatsApp' })).toBeFocused();
  const send = island(page).locator('button[type="submit"]');

  await page.keyboard.press('Enter');
  await expect(page.locator('[data-slot="toast"]').first()).toBeVisible();
  await expect(send).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(send).toHaveText('Envoi en cours…');
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await expect(send).toBeFocused();
  // A second Enter while pending sends nothing more.
  await page.keyboard.press('Enter');
  release();
  const result = page.getByRole('group', { name: /^Demande enregistrée/ });
  await expect(result).toContainText(/HM-[A-Z0-9]{5}/);
  await expect(result).toBeFocused();
  await expect(send).not.toHaveAttribute('aria-disabled', 'true');
  expect(attempt).toBe(2);
  // Said once: the focus reads the answer and its reference; no live region repeats it, and the toast announces its
  // title only (« Veuillez confirmer… » is on screen, not said a third time).
  await expect(toastWith(page, 'Redirection vers WhatsApp')).toContainText('Veuillez confirmer l’envoi');
  await expect
    .poll(async () => (await announced()).filter((text) => text.includes('Redirection vers WhatsApp')))
    .toHaveLength(1);
  const said = await announced();
  expect(said.filter((text) => /HM-[A-Z0-9]{5}/.test(text))).toEqual([]);
  expect(said.filter((text) => text.includes('Veuillez confirmer'))).toEqual([]);
  expect(said.filter((text) => text.includes('Envoi impossible'))).toHaveLength(1);
});

test('the English business form, sent from the keyboard, moves the focus to the result', async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  await page.goto('/en/business');
  await expect(island(page)).toBeVisible();
  await page.locator('#champ-company').fill('Keyboard Hotel');
  await page.locator('#champ-contact').fill('Jane Keys');
  await page.locator('#champ-email').fill('jane@keyboard-hotel.example');
  await page.locator('#champ-phone').fill('06 12 34 56 78');
  await page.locator('#champ-needs').fill(`Airport shuttles (${Date.now()}).`);
  await page.locator('#champ-needs').press('Tab');
  const send = island(page).locator('button[type="submit"]');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  const result = island(page).getByRole('group', { name: /^Request recorded/ });
  await expect(result).toContainText(/HM-[A-Z0-9]{5}/);
  await expect(result).toBeFocused();
});

test('a press held while the island’s code stalls (a phone in a tunnel) goes as the plain form’s post after 3 s', async ({
  page,
}) => {
  // The island's chunk is held; every other script loads, so the press is held by the loader.
  let releaseIsland: () => void = () => undefined;
  const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
  const stalled: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('request-form-island')) {
      stalled.push(route.request().url());
      await islandHeld;
    }
    await route.fulfill({ response });
  });
  // The plain post is slow too: the island's code arrives while it is on its way.
  let releasePost: () => void = () => undefined;
  const postHeld = new Promise<void>((resolve) => (releasePost = resolve));
  let posts = 0;
  await page.route('**/api/contact', async (route) => {
    posts += 1;
    await postHeld;
    await route.continue();
  });
  // Seen from inside the page: while the post's navigation is pending, Playwright's locators and evaluate wait for it.
  let islandShown = false;
  await page.exposeFunction('islandShown', () => {
    islandShown = true;
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="request-form-island"]')) {
        (window as unknown as { islandShown: () => void }).islandShown();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/contact');
  const message = `Tunnel avant Dourdan (${Date.now()}).`;
  await page.locator('#champ-name').fill('Noé Tunnel');
  await page.locator('#champ-email').fill('noe.tunnel@example.fr');
  await page.locator('#champ-message').fill(message);
  await page.getByRole('button', { name: 'Envoyer via WhatsApp' }).click();
  await expect.poll(() => posts, { timeout: 10_000 }).toBe(1);

  // Once the plain form has posted, the island no longer takes over: a second press there would store it twice.
  const islandServed = page.waitForResponse((response) => stalled.includes(response.url()));
  releaseIsland();
  await islandServed;
  await page.waitForTimeout(1_000); // the island's module evaluated and React's commit, if it were to happen
  expect(islandShown).toBe(false);

  // The post is answered by a redirect to WhatsApp (with the chunks routed on the page, Playwright's context stub does
  // not see that navigation: its request is what is checked).
  const handedOff = page.waitForRequest(/^https:\/\/wa\.me\//, { timeout: 15_000 });
  releasePost();
  expect(new URL((await handedOff).url()).searchParams.get('text') ?? '').toContain(message);
  expect(posts).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain contact form stores the request and opens WhatsApp with the message', async ({
    page,
    context,
  }) => {
    await stubWhatsApp(context);
    await page.goto('/contact');
    await expect(page.getByTestId('request-form-plain')).toBeVisible();
    const message = `Sans JavaScript, transfert Roissy (${Date.now()}).`;
    await page.locator('#champ-name').fill('Noé Sansjs');
    await page.locator('#champ-email').fill('noe@example.fr');
    await page.locator('#champ-message').fill(message);
    await page.getByRole('button', { name: 'Envoyer via WhatsApp' }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(page.url()).searchParams.get('text') ?? '';
    expect(text).toContain(message);
    expect(text).toMatch(/réf\. HM-[A-Z0-9]{5}/);
  });

  test('the plain business form refused by the server shows a French page', async ({ page }) => {
    await page.goto('/offre-entreprise');
    await page.locator('#champ-company').fill('Hôtel du Château');
    await page.locator('#champ-contact').fill('Jeanne Dupont');
    await page.locator('#champ-email').fill('jeanne@hotel-chateau.fr');
    await page.locator('#champ-phone').fill('12');
    await page.locator('#champ-needs').fill('Navettes Orly.');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/business'));
    await page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
    expect((await response).status()).toBe(422);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Données invalides');
    await expect(page.getByRole('listitem')).toHaveText('Téléphone : Numéro de téléphone invalide.');
    await expect(page.getByRole('link', { name: 'Retour au formulaire' })).toHaveAttribute(
      'href',
      '/offre-entreprise',
    );
  });
});
