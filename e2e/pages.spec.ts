import { expect, test } from '@playwright/test';
import { stubWhatsApp, titleAfterHydration } from './helpers';
import { expectNoA11yViolations } from './axe';
import { E2E_LEGAL_IDENTITY } from '../playwright.config';

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const PAGES = [
  { path: '/', heading: 'Chauffeur VTC à Dourdan, Paris et Aéroports' },
  { path: '/a-propos', heading: 'Harmony Move, le VTC de confiance du sud de l’Essonne' },
  { path: '/contact', heading: 'Contactez-nous' },
  { path: '/offre-entreprise', heading: 'Un chauffeur VTC dédié à votre entreprise' },
  { path: '/mentions-legales', heading: 'Mentions légales' },
  { path: '/cgv', heading: 'Conditions générales de vente' },
  { path: '/politique-de-confidentialite', heading: 'Politique de confidentialité' },
] as const;

const LEGAL = new Set(['/mentions-legales', '/cgv', '/politique-de-confidentialite']);

for (const { path, heading } of PAGES) {
  test(`${path} answers 200 with its heading, canonical and description`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/?' : path}$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Harmony Move/);
    const robots = page.locator('meta[name="robots"]');
    if (LEGAL.has(path)) await expect(robots).toHaveAttribute('content', /noindex/);
    else await expect(robots).toHaveCount(0);
  });
}

test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups! Page non trouvée.');
  // The tab says so too, after hydration (it showed the home page's title); an unknown blog post as well.
  expect(await titleAfterHydration(page)).toBe('Page non trouvée | Harmony Move');
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.goto('/blog/cet-article-n-existe-pas'))?.status()).toBe(404);
  expect(await titleAfterHydration(page)).toBe('Page non trouvée | Harmony Move');
});

test('an address typed with capitals opens its page (one 308 hop, query kept); a missing one still 404s', async ({
  request,
}) => {
  const typedAddresses: [string, string][] = [
    ['/Reservation?type=airport', '/reservation?type=airport'],
    ['/Forfaits-Locaux/Dourdan-Aeroports', '/forfaits-locaux/dourdan-aeroports'],
    ['/EN/Airport-Transfers', '/en/airport-transfers'],
    ['/en/Booking', '/en/booking'],
    ['/blog/Avantages-VTC-Transferts-Aeroport', '/blog/avantages-vtc-transferts-aeroport'],
  ];
  for (const [typed, page] of typedAddresses) {
    const hop = await request.get(typed, { maxRedirects: 0 });
    expect(hop.status(), typed).toBe(308);
    const location = new URL(hop.headers()['location'] ?? '', 'http://x');
    expect(`${location.pathname}${location.search}`, typed).toBe(page);
    expect((await request.get(typed)).status(), `${typed} followed`).toBe(200);
  }
  expect((await request.get('/Cette-Page-N-Existe-Pas')).status()).toBe(404);
});

test('the home page carries LocalBusiness and FAQPage structured data', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
  const business = data.find((d) => Array.isArray(d['@type']) && d['@type'].includes('TaxiService'));
  expect(business).toMatchObject({
    priceRange: expect.any(String),
    address: { postalCode: '91410', addressLocality: 'Dourdan' },
    geo: { latitude: 48.529, longitude: 2.011 },
    openingHoursSpecification: [{ opens: '00:00', closes: '23:59' }],
    // The channel the business answers: WhatsApp, in French and English — no phone line (calls are not taken).
    contactPoint: {
      '@type': 'ContactPoint',
      url: expect.stringMatching(/^https:\/\/wa\.me\//),
      availableLanguage: ['fr', 'en'],
    },
  });
  expect(business).not.toHaveProperty('telephone');
  const faq = data.find((d) => d['@type'] === 'FAQPage');
  expect((faq?.mainEntity as unknown[]).length).toBe(5);
  // The site's name in search results, published by the business above.
  expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({
    name: 'Harmony Move',
    publisher: { '@id': business?.['@id'] },
  });
});

// The package pages' visible breadcrumb is also structured data (BreadcrumbList): the same names in the same order,
// each link's absolute URL, the page itself last by its name.
for (const path of [
  '/forfaits-aeroports',
  '/forfaits-locaux',
  '/forfaits-locaux/essonne-91',
  '/en/local-rides/chartres',
]) {
  test(`${path}: its breadcrumb as BreadcrumbList structured data`, async ({ page, baseURL }) => {
    await page.goto(path);
    const trail = page.getByRole('navigation', { name: /Fil d'Ariane|Breadcrumb/ }).getByRole('listitem');
    const names = (await trail.allTextContents()).map((name) => name.trim());
    const links = await trail
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
    expect(names.length).toBeGreaterThan(1);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const lists = blocks
      .map((b) => JSON.parse(b) as { '@type': string; itemListElement?: Record<string, unknown>[] })
      .filter((d) => d['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.itemListElement).toEqual(
      names.map((name, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name,
        ...(i < links.length ? { item: links[i] } : {}),
      })),
    );
    expect(links.every((href) => href.startsWith(baseURL!))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.at(-1)!);
  });
}

// The airports of the service area (on every page) lead to the Dourdan ⇄ airports fares, as its towns lead to their
// tables: the page that answers « VTC Dourdan Orly » is one click from anywhere, in both languages.
for (const [path, area, fares] of [
  ['/a-propos', "Notre zone d'intervention principale", '/forfaits-locaux/dourdan-aeroports'],
  ['/en/about', 'Where we mainly operate', '/en/local-rides/dourdan-airports'],
] as const) {
  test(`${path}: the service area's airports link to the Dourdan ⇄ airports fares`, async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole('region', { name: area });
    for (const airport of ['Orly', 'Roissy-CDG', 'Beauvais']) {
      await expect(section.getByRole('link', { name: airport, exact: true })).toHaveAttribute('href', fares);
    }
    await section.getByRole('link', { name: 'Orly', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${fares}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the home JSON-LD: no price (the page shows none), the legal address, the configured profiles only', async ({
  page,
}) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks.find((b) => b.includes('TaxiService'))!;
  // A price in structured data must be the page's live price: the static home page advertises services only.
  expect(business).not.toMatch(/"(price|lowPrice|highPrice|priceSpecification|priceCurrency)"/);
  const data = JSON.parse(business) as Record<string, unknown>;
  expect((data.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement.length).toBeGreaterThan(0);
  // The registered office of the legal identity (LEGAL_ADDRESS, printed by /mentions-legales), not a placeholder.
  expect(E2E_LEGAL_IDENTITY.LEGAL_ADDRESS).toBe('12 rue de Chartres, 91410 Dourdan');
  expect(data.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: '12 rue de Chartres',
    postalCode: '91410',
    addressLocality: 'Dourdan',
    addressCountry: 'FR',
  });
  // Only the configured profile (e2e/legal-identity.json sets SOCIAL_FACEBOOK_URL alone): in sameAs and as the one
  // social icon of the footer; never a network's home page.
  expect(data.sameAs).toEqual([E2E_LEGAL_IDENTITY.SOCIAL_FACEBOOK_URL]);
  const social = page
    .getByRole('contentinfo')
    .locator('a[href*="facebook.com"], a[href*="instagram.com"], a[href*="linkedin.com"]');
  await expect(social).toHaveCount(1);
  await expect(social).toHaveAttribute('href', E2E_LEGAL_IDENTITY.SOCIAL_FACEBOOK_URL);
  await expect(social).toHaveAccessibleName(/^Facebook/);
});

test("the legal notice names the configured host (LEGAL_HOST), not the placeholder's", async ({ page }) => {
  await page.goto('/mentions-legales');
  const main = page.getByRole('main');
  await expect(main).toContainText(E2E_LEGAL_IDENTITY.LEGAL_HOST);
  await expect(main).toContainText(E2E_LEGAL_IDENTITY.LEGAL_HOST_ADDRESS);
  await expect(main).not.toContainText('Vercel');
});

test('shared links show a large image: og:image and twitter:image on every public page, a 1200 × 630 PNG', async ({
  page,
  request,
}) => {
  for (const path of [
    ...PAGES.map((p) => p.path),
    '/forfaits-aeroports',
    '/forfaits-locaux/essonne-91',
    '/blog',
  ]) {
    await page.goto(path);
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og, path).toMatch(/^https?:\/\/[^/]+\/og\/fr\.png$/);
    await expect(page.locator('meta[property="og:image:width"]'), path).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]'), path).toHaveAttribute('content', '630');
    await expect(page.locator('meta[property="og:image:alt"]'), path).toHaveAttribute(
      'content',
      /Chauffeur VTC à Dourdan/,
    );
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(page.locator('meta[name="twitter:image"]'), path).toHaveAttribute(
      'content',
      /\/og\/fr\.png$/,
    );
  }
  const image = await request.get('/og/fr.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
});

test('the terms of sale: no right of withdrawal for a dated ride (L221-28 12°), prices with 10 % VAT', async ({
  page,
}) => {
  await page.goto('/cgv');
  await expect(
    page.getByText(
      'Conformément à l’article L221-28 12° du Code de la consommation, le droit de rétractation ne s’applique pas aux prestations de transport de personnes fournies à une date déterminée.',
    ),
  ).toBeVisible();
  // The e2e identity has a VAT number (e2e/legal-identity.json): 10 % included, not the exemption's mention.
  const prices = page.getByText(/^Tous les prix sont indiqués en euros/);
  await expect(prices).toContainText(
    /TVA de 10\s% incluse\. Le prix communiqué lors de la réservation est fixe/,
  );
  await expect(page.getByRole('main')).not.toContainText('293 B');
  await page.goto('/en/terms');
  await expect(
    page.getByText(
      'In accordance with article L221-28 12° of the French Consumer Code (Code de la consommation), the right of withdrawal does not apply to passenger transport services provided on a set date.',
    ),
  ).toBeVisible();
});

test('favicon.ico and the Apple touch icon are served (not 404)', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  // iOS asks for /apple-touch-icon.png at the root by itself.
  const icon = await request.get('/apple-touch-icon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  expect(pngSize(await icon.body())).toEqual({ width: 180, height: 180 });
});

test('the FAQ keeps one answer open at a time and can be collapsed', async ({ page }) => {
  await page.goto('/');
  const items = page.locator('details[name="faq"]');
  await expect(items).toHaveCount(5);
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).not.toHaveAttribute('open', '');
});

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api');
  // The admin may be fetched, so that its own noindex is read (a disallowed page linked from every footer can be
  // listed as a bare address).
  expect(robots).not.toContain('Disallow: /admin');
  expect(robots).not.toContain('Host:');
  const login = await request.get('/admin/login');
  expect(login.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/a-propos</loc>');
  expect(sitemap).not.toContain('/cgv</loc>');
});

test.describe('contact form', () => {
  test('empty submit shows "Champs obligatoires" and inline errors', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Envoyer via WhatsApp' }).click();
    await expect(page.locator('[data-slot="toast"]')).toContainText('Champs obligatoires');
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel(/Téléphone/)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(3);
  });

  test('a filled form opens WhatsApp with the message in a new tab', async ({ page, context }) => {
    await stubWhatsApp(page);
    await page.goto('/contact');
    // The hand-off from the island (a press before it has loaded is held and replayed, e2e/contact-form.spec.ts):
    // a replay that comes more than Chromium's 5 s of user activation after the press may not open a tab, which
    // this test, written for the tab, must not depend on when the machine is loaded.
    await expect(page.getByTestId('request-form-island')).toBeVisible();
    const message = `Bonjour, je voudrais un transfert vers Orly samedi à 6 h (${Date.now()}).`;
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Camille Martin');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('camille@example.fr');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Envoyer via WhatsApp' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(popup.url());
    expect(url.pathname).toMatch(/^\/\d+$/);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(message);
    expect(text).toContain('Camille Martin');
    // The form's own answer, a group named by its sentence (the focus reads it; it is not a live region).
    const confirmation = page.getByRole('group', { name: /^Demande enregistrée/ });
    await expect(confirmation).toContainText(/HM-[A-Z0-9]{5}/);
    await expect(page.getByRole('link', { name: 'Ouvrir WhatsApp' })).toHaveAttribute('href', popup.url());
  });

  test('the API rejects bad input with a French 422 and bots with 429', async ({ request }) => {
    const bad = await request.post('/api/contact', {
      data: { requestId: crypto.randomUUID(), name: 'A', email: 'pas-un-email', message: 'x' },
    });
    expect(bad.status()).toBe(422);
    expect((await bad.json()).error).toMatchObject({
      fields: { email: expect.any(String) },
      message: expect.any(String),
    });
    const bot = await request.post('/api/contact', {
      data: {
        requestId: crypto.randomUUID(),
        name: 'Bot',
        email: 'bot@example.com',
        message: 'spam',
        website: 'http://spam.example',
      },
    });
    expect(bot.status()).toBe(429);
    const notJson = await request.post('/api/contact', {
      data: Buffer.from('{pas du json'),
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status()).toBe(400);
  });

  test('the same requestId stores one request and answers the same reference', async ({ request }) => {
    const payload = {
      requestId: crypto.randomUUID(),
      name: 'Idem Potent',
      email: 'idem@example.fr',
      phone: '',
      message: 'Double clic',
    };
    const first = await request.post('/api/contact', { data: payload });
    const second = await request.post('/api/contact', { data: payload });
    expect(first.status()).toBe(201);
    expect(second.status()).toBe(200);
    expect((await second.json()).bookingRef).toBe((await first.json()).bookingRef);
  });
});

test('the business form requires every field then opens WhatsApp with the needs', async ({
  page,
  context,
}) => {
  await stubWhatsApp(page);
  await page.goto('/offre-entreprise');
  await page.getByLabel('Nom de l’entreprise').fill('Hôtel du Château');
  await page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Champs obligatoires');
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(4);

  await page.getByLabel('Nom et prénom du contact').fill('Jeanne Dupont');
  await page.getByLabel('E-mail professionnel').fill('jeanne@hotel-chateau.fr');
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await page.getByLabel('Besoins spécifiques').fill('Navettes Orly pour nos clients, 10 trajets par mois.');
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  expect(text).toContain('Hôtel du Château');
  expect(text).toContain('10 trajets par mois');
  await expect(page.getByRole('link', { name: 'Offre Entreprise' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les forfaits aéroports' })).toHaveAttribute(
    'href',
    '/forfaits-aeroports',
  );
});

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path } of [...PAGES, { path: '/page-inconnue' }]) {
      test(`axe finds no WCAG 2.2 A/AA violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }
  });
}
