// The English site (issue 16): every public French page has its English twin under /en, with
// reciprocal hreflang links and its own canonical; the sitemap lists both languages; no French in the English pages'
// visible text; axe clean. The French pages keep their URLs (e2e/pages.spec.ts, e2e/site-shell.spec.ts).
import { expect, test } from '@playwright/test';
import { parisDate, stubWhatsApp, titleAfterHydration } from './helpers';
import { ROUTE_PAIRS } from '../lib/i18n/routes';
import { expectNoA11yViolations } from './axe';
import {
  englishAccessibleNames,
  frenchInAccessibleNames,
  frenchWordsIn,
  visibleEnglishText,
} from './english-text';

/** Every public French page (the sitemap's pages, the legal pages and the forms reached from them). */
const PUBLIC_FR_ROUTES = [
  '/',
  '/reservation',
  '/forfaits-aeroports',
  '/forfaits-disney',
  '/forfaits-locaux',
  '/forfaits-locaux/essonne-91',
  '/forfaits-locaux/yvelines-78',
  '/forfaits-locaux/chartres',
  '/forfaits-locaux/dourdan-aeroports',
  '/a-propos',
  '/contact',
  '/offre-entreprise',
  '/mentions-legales',
  '/cgv',
  '/politique-de-confidentialite',
];

test('every public French page has an English twin', () => {
  expect(PUBLIC_FR_ROUTES.filter((fr) => !ROUTE_PAIRS.some((p) => p.fr === fr))).toEqual([]);
});

for (const { fr, en } of ROUTE_PAIRS) {
  test(`${en} is the English twin of ${fr}: lang, canonical, reciprocal hreflang`, async ({
    page,
    baseURL,
  }) => {
    const abs = (path: string) => new URL(path, baseURL).toString().replace(/\/$/, '');
    for (const [path, lang] of [
      [en, 'en'],
      [fr, 'fr'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const href = (selector: string) =>
        page
          .locator(selector)
          .getAttribute('href')
          .then((h) => h?.replace(/\/$/, ''));
      expect(await href('link[rel="canonical"]')).toBe(abs(path));
      expect(await href('link[rel="alternate"][hreflang="fr"]')).toBe(abs(fr));
      expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(abs(en));
      expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(abs(fr));
    }
  });

  test(`${en} has no French in its visible text or its accessible names`, async ({ page }) => {
    await page.goto(en);
    const words = frenchWordsIn(await visibleEnglishText(page));
    expect(words, `French words on ${en}`).toEqual([]);
    // aria-label, title, alt, placeholder: the floating WhatsApp button was « Contacter sur WhatsApp » here.
    const names = frenchInAccessibleNames(await englishAccessibleNames(page));
    expect(names, `French accessible names on ${en}`).toEqual([]);
  });
}

test('English pages share the English image; the English home advertises no price', async ({
  page,
  request,
}) => {
  for (const path of ['/en', '/en/airport-transfers', '/en/contact', '/en/legal-notice']) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
      'content',
      /^https?:\/\/[^/]+\/og\/en\.png$/,
    );
    await expect(page.locator('meta[property="og:image:alt"]'), path).toHaveAttribute(
      'content',
      /Private driver in Dourdan/,
    );
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  }
  const image = await request.get('/og/en.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  // Not the French image.
  expect(bytes.equals(await (await request.get('/og/fr.png')).body())).toBe(false);

  await page.goto('/en');
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(jsonLd).not.toMatch(/"(price|lowPrice|highPrice|priceSpecification)"/);
  // The English home is about the business the French home describes: the same node, by its @id.
  const webPage = JSON.parse(jsonLd) as { url: string; about: { '@id': string } };
  await page.goto('/');
  const business = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((b) => JSON.parse(b) as { '@id'?: string; '@type': unknown })
    .find((d) => Array.isArray(d['@type']) && d['@type'].includes('LocalBusiness'));
  expect(business?.['@id']).toMatch(/\/#business$/);
  expect(webPage.about['@id']).toBe(business?.['@id']);
  expect(webPage.url).toBe(new URL('/en', business!['@id']).toString());
  await page.goto('/en/legal-notice');
  await expect(page.getByRole('main')).not.toContainText('Vercel');
});

test('the package pages describe their service in the page language (JSON-LD serviceType)', async ({
  page,
}) => {
  const serviceTypes = async (path: string) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks
      .map((b) => JSON.parse(b) as Record<string, unknown>)
      .filter((d) => d['@type'] === 'Service')
      .map((d) => d.serviceType);
  };
  const english = 'Private hire passenger transport with driver (VTC)';
  expect(await serviceTypes('/en/airport-transfers')).toEqual([english]);
  expect(await serviceTypes('/en/local-rides/essonne-91')).toEqual([english]);
  expect(await serviceTypes('/forfaits-aeroports')).toEqual(['Transport de personnes avec chauffeur (VTC)']);
});

test('the language switcher goes to the same page in the other language (desktop and phone)', async ({
  page,
}) => {
  await page.goto('/forfaits-disney');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'English', exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/disneyland-transfers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disneyland Paris transfers');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Français', exact: true })
    .click();
  await expect(page).toHaveURL(/\/forfaits-disney$/);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/airport-transfers');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('link', { name: 'Français', exact: true })
    .click();
  await expect(page).toHaveURL(/\/forfaits-aeroports$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('switching language on the booking page keeps the trip and the package in the address', async ({
  page,
}) => {
  const trip = 'depart=Gare+de+Dourdan&arrivee=Orly+4&passagers=3';
  await page.goto(`/en/booking?${trip}`);
  // By role: the address list, once its code has loaded, is labelled « Suggestions: Pick-up address » too.
  await expect(page.getByRole('combobox', { name: 'Pick-up address' })).toHaveValue(/Gare de Dourdan/);
  // Until the wizard's module has written its trip, the link carries the address's query (the same trip here).
  await expect(page.locator('html')).toHaveAttribute(
    'data-switch-query',
    /depart_ref=catalogue%3Agare-de-dourdan/,
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Français', exact: true })
    .click();
  await expect(page).toHaveURL(/\/reservation\?.*depart_ref=catalogue%3Agare-de-dourdan.*&passagers=3/);
  await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toHaveValue(/Gare de Dourdan/);
  // What the visitor typed after arriving goes along too (the wizard's state, not only the address's query).
  await page.getByLabel('Bagages en soute').selectOption('2');
  await page.getByRole('combobox', { name: /Adresse de destination/ }).fill('Orly 1');
  await page
    .getByRole('option', { name: /Orly 1/ })
    .first()
    .click();
  // The wizard writes the trip for the language link once its module (loaded after the first paint) is there.
  await expect(page.locator('html')).toHaveAttribute(
    'data-switch-query',
    /arrivee_ref=catalogue%3Aorly-1.*&bagages=2/,
  );
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'English', exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/booking\?.*arrivee_ref=catalogue%3Aorly-1.*&bagages=2/);
  await expect(page.getByRole('combobox', { name: 'Drop-off address' })).toHaveValue(/Orly 1/);
  await expect(page.getByLabel('Checked bags')).toHaveValue('2');
  await expect(page.getByLabel('Passengers')).toHaveValue('3');

  await page.goto('/reservation?package=orly-disney');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'English', exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/booking\?package=orly-disney$/);
});

test('the English menu marks the blog as French; prices are in euros the English way', async ({ page }) => {
  await page.goto('/en/airport-transfers');
  const blog = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Blog \(in French\)/ });
  await expect(blog).toBeVisible();
  // …to a screen reader too, wherever the link is (menu, phone menu, footer).
  await expect(blog).toHaveAttribute('hreflang', 'fr');
  await expect(page.locator('a[href="/blog"]:not([hreflang="fr"])')).toHaveCount(0);
  const prices = await page.locator('dd').allInnerTexts();
  expect(prices.some((p) => /^€\d+\.\d{2}$/.test(p.trim()))).toBe(true);
  expect(prices.some((p) => /\d,\d{2}\s?€/.test(p))).toBe(false);
});

test('an unknown English URL answers 404 in English', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found.');
  expect(await titleAfterHydration(page)).toBe('Page not found | Harmony Move');
});

/** noindex pages: out of the sitemap in both languages. */
const NOT_IN_SITEMAP = new Set(['/mentions-legales', '/cgv', '/politique-de-confidentialite']);

test('the sitemap lists both languages with their alternates', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const { fr, en } of ROUTE_PAIRS) {
    if (NOT_IN_SITEMAP.has(fr)) {
      expect(xml).not.toContain(`${en}</loc>`);
      continue;
    }
    const abs = (path: string) => new URL(path, baseURL).toString();
    expect(xml).toContain(`<loc>${abs(en)}</loc>`);
    expect(xml).toContain(`<loc>${abs(fr)}</loc>`);
    expect(xml).toContain(`hreflang="en" href="${abs(en)}"`);
    expect(xml).toContain(`hreflang="x-default" href="${abs(fr)}"`);
  }
});

for (const path of [
  '/en',
  '/en/airport-transfers',
  '/en/disneyland-transfers',
  '/en/contact',
  '/en/business',
]) {
  test(`axe: ${path} has no serious or critical violation`, async ({ page }) => {
    await page.goto(path);
    await expectNoA11yViolations(page);
  });
}

test('the English contact form: English errors, then the request is sent in English', async ({
  page,
  context,
}) => {
  await stubWhatsApp(page);
  await page.goto('/en/contact');
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Required fields');
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  const message = `Hello, I need a ride to Orly on Saturday at 6 a.m. (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jane Doe');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  // Only a badly written field: the toast said « Formulaire incomplet », its close button « Fermer ».
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jane@');
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Incomplete form' });
  await expect(toast).toContainText('Invalid e-mail address.');
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jane@example.com');
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  expect(text).toContain(message);
  // The operator's message stays French and says the visitor is on the English site (locale stored: 'en').
  expect(text).toContain('Langue du client\u00a0: anglais');
  const confirmation = page.getByRole('group', { name: /^Request recorded/ });
  await expect(confirmation).toContainText(/HM-[A-Z0-9]{5}/);
  await expect(page.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute('href', popup.url());
});

test('the English business form asks for every field in English', async ({ page }) => {
  await page.goto('/en/business');
  await page.getByLabel('Company name').fill('Grand Hotel');
  await page.getByRole('button', { name: 'Send my quote request' }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Required fields');
  await expect(page.getByText('This field is required.')).toHaveCount(4);
});

test('the request API answers in the language of the request', async ({ request }) => {
  const bad = { requestId: crypto.randomUUID(), name: 'A', email: 'not-an-email', message: 'x' };
  const english = await request.post('/api/contact', { data: { ...bad, locale: 'en' } });
  expect(english.status()).toBe(422);
  expect((await english.json()).error).toEqual({
    title: 'Invalid details',
    message: 'Invalid e-mail address.',
    fields: { email: 'Invalid e-mail address.' },
  });
  const french = await request.post('/api/contact', { data: { ...bad, requestId: crypto.randomUUID() } });
  expect((await french.json()).error.title).toBe('Données invalides');
});

test('an English visitor finds places by their English names and gets a price; one place twice is refused', async ({
  page,
}) => {
  // The home box, on the server without Google (catalogue places only), as in the audit.
  await page.goto('/en');
  const box = page.getByTestId('home-box');
  await box.getByRole('textbox', { name: 'From' }).focus();
  await expect(box.locator('form[data-enhanced]')).toBeVisible();
  const from = box.getByRole('combobox', { name: /^From/ });
  const to = box.getByRole('combobox', { name: /^To/ });
  // A place the catalogue does not hold: the field says so, with places to try.
  await to.fill('Big Ben');
  await expect(box.getByText('No address found: try “Orly”, “CDG”, “Dourdan station”…')).toBeVisible();
  // The field's own example finds the station.
  await from.fill('Dourdan station');
  await page.getByRole('option', { name: /^Gare de Dourdan/ }).click();
  await expect(from).toHaveValue(/^Gare de Dourdan/);
  await box.getByLabel('Date').fill(parisDate(3));
  await box.getByLabel('Time').fill('10:30');
  // The same station as drop-off: refused on the field, no price.
  await to.fill('Dourdan train station');
  await page.getByRole('option', { name: /^Gare de Dourdan/ }).click();
  const samePlace = box.getByText('Pick-up and drop-off must be two different places.');
  await expect(samePlace).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(box.getByTestId('home-price')).toHaveCount(0);
  await to.fill('Orly airport');
  await page.getByRole('option', { name: /^Orly 4/ }).click();
  await expect(samePlace).toHaveCount(0);
  const saloon = box.getByTestId('home-price').filter({ hasText: 'Comfort Saloon' });
  await expect(saloon.getByTestId('home-price-total')).toHaveText('€80.00 incl. VAT');

  // The wizard refuses the same place too (Next: the address check, on the drop-off field).
  const station = { text: 'Gare de Dourdan', ref: 'catalogue:gare-de-dourdan' };
  const trip = new URLSearchParams({
    depart: station.text,
    depart_ref: station.ref,
    arrivee: station.text,
    arrivee_ref: station.ref,
    date: parisDate(3),
    heure: '10:30',
  });
  await page.goto(`/en/booking?${trip}`);
  await expect(page.getByRole('combobox', { name: /Drop-off address/ })).toHaveValue(/Gare de Dourdan/);
  // Dimmed (contact details missing), described by « Fill in the required fields to continue », but pressable: its
  // checks say what fails first.
  const next = page.getByRole('button', { name: /Next/ });
  await expect(next).toHaveAccessibleDescription('Fill in the required fields to continue');
  await next.click();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Invalid addresses');
  await expect(page.getByText('Pick-up and drop-off must be two different places.').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Drop-off address/ })).toBeFocused();
});
