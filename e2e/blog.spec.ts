// Blog: public list and articles (server-rendered, SEO), 404s, and the admin editor end to end.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { loginAsAdmin } from './helpers';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

const AIRPORT = {
  slug: 'avantages-vtc-transferts-aeroport',
  title: "Les avantages d'un VTC pour vos transferts vers l'aéroport",
  date: '4 juillet 2025',
};
const QUALITY = {
  slug: 'engagements-qualite-vtc-premium-harmony-move',
  title: 'Nos engagements qualité\u00a0: un service VTC premium signé Harmony Move',
  date: '20 juin 2025',
};
const SEED_DRAFT_SLUG = 'voyager-avec-enfants-vtc-conseils';
const NOT_FOUND = 'Oups! Page non trouvée.';

function cardTitles(page: Page) {
  return page
    .getByRole('list', { name: 'Articles du blog' })
    .getByRole('heading', { level: 2 })
    .allTextContents();
}

async function blogPostingJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'BlogPosting');
  expect(found, 'BlogPosting JSON-LD').toBeTruthy();
  return found!;
}

test.describe('public blog', () => {
  test('/blog lists the seed articles newest first, linking to their pages', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    const titles = await cardTitles(page);
    expect(titles).toContain(AIRPORT.title);
    expect(titles).toContain(QUALITY.title);
    expect(titles.indexOf(AIRPORT.title)).toBeLessThan(titles.indexOf(QUALITY.title));

    for (const post of [AIRPORT, QUALITY]) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: post.title }) });
      await expect(card.getByText(post.date)).toBeVisible();
      const link = card.getByRole('link', { name: /^Lire la suite/ });
      await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(link).not.toHaveAttribute('target', /.*/);
    }
    // the seed's unpublished draft is not listed
    expect(titles.some((t) => t.startsWith('Voyager avec de jeunes enfants'))).toBe(false);

    await page.getByRole('link', { name: `Lire la suite : ${AIRPORT.title}` }).click();
    await expect(page).toHaveURL(`/blog/${AIRPORT.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AIRPORT.title);
  });

  test('an article shows title, French date, body, calls to action and its SEO data', async ({ page }) => {
    const response = await page.goto(`/blog/${AIRPORT.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AIRPORT.title);
    await expect(page.getByText(`Publié le ${AIRPORT.date}`)).toBeVisible();
    const body = page.locator('.blog-prose');
    await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Dourdan – Orly / Roissy points at the Dourdan fares, not at the Paris and Disney airport packages.
    for (const href of [
      '/forfaits-locaux/dourdan-aeroports',
      '/forfaits-aeroports',
      '/forfaits-disney',
      '/reservation',
    ]) {
      await expect(body.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(page.getByRole('link', { name: 'Retour au blog' }).first()).toHaveAttribute('href', '/blog');

    await expect(page).toHaveTitle(`${AIRPORT.title} | Harmony Move`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${AIRPORT.slug}$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Prix fixe, suivi de vol/,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', AIRPORT.title);

    const ld = await blogPostingJsonLd(page);
    expect(ld.headline).toBe(AIRPORT.title);
    expect(String(ld.datePublished)).toMatch(/^2025-07-0[34]T/);
    expect(ld.dateModified).toBeTruthy();
    expect(ld.author).toMatchObject({ '@type': 'Organization', name: 'Harmony Move' });
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: 'Harmony Move' });
  });

  test('unknown slugs, odd slugs and drafts answer 404 with the not-found page', async ({ page }) => {
    for (const path of ['/blog/cet-article-n-existe-pas', `/blog/${SEED_DRAFT_SLUG}`, '/blog/%3Cscript%3E']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    }
  });

  test('without JavaScript the article body is in the HTML', async ({ browser, request }) => {
    const html = await (await request.get(`/blog/${QUALITY.slug}`)).text();
    expect(html).toContain('<h2>1. La ponctualité avant tout</h2>');
    expect(html).toContain('"@type":"BlogPosting"');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${QUALITY.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUALITY.title);
    await expect(page.getByRole('heading', { name: '1. La ponctualité avant tout' })).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: AIRPORT.title })).toBeVisible();
    await context.close();
  });

  test('sitemap lists /blog and every published article, not drafts', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>[^<]*\/blog<\/loc>/);
    expect(xml).toContain(`/blog/${AIRPORT.slug}</loc>`);
    expect(xml).toContain(`/blog/${QUALITY.slug}</loc>`);
    expect(xml).not.toContain(SEED_DRAFT_SLUG);
  });

  for (const width of [375, 1280]) {
    test(`axe: /blog and an article have no violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      await expectNoA11yViolations(page);
      await page.goto(`/blog/${AIRPORT.slug}`);
      await expectNoA11yViolations(page);
    });
  }
});

test.describe('admin blog access', () => {
  test('anonymous visitors are sent to the login page', async ({ page }) => {
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test.describe('admin blog editor', () => {
  test.describe.configure({ mode: 'serial' });

  const stamp = Date.now().toString(36);
  const title = `Été à Orly ${stamp}`;
  const slug = `ete-a-orly-${stamp}`;
  const editedTitle = `Été à Orly ${stamp} : mise à jour`;

  async function openEditor(page: Page) {
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    return page.getByRole('dialog', { name: 'Nouvel article' });
  }

  test('create → listed on /blog and in the sitemap → edit → delete with confirmation → 404', async ({
    page,
  }) => {
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.dismiss();
    });
    await loginAsAdmin(page);

    // create, with hostile markup in the body
    const dialog = await openEditor(page);
    await dialog.getByLabel('Titre *').fill(title);
    await expect(dialog.getByText(`/blog/${slug}`)).toBeVisible();
    await dialog.getByLabel('Description courte *').fill('Nos conseils pour rejoindre Orly en été.');
    await dialog.getByLabel("URL de l'image").fill('https://images.example.com/orly.jpg');
    await dialog
      .getByLabel('Contenu (HTML)')
      .fill(
        '<h2>Partir serein</h2><p>Réservez <strong>tôt</strong>.</p><img src=x onerror=alert(1)>' +
          '<p><a href="javascript:alert(2)">piège</a></p><script>alert(3)</script>',
      );
    const preview = dialog.getByTestId('post-preview');
    await expect(preview.getByRole('heading', { name: 'Partir serein' })).toBeVisible();
    expect(await preview.innerHTML()).not.toMatch(/onerror|javascript:|<script/i);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Article sauvegardé avec succès.').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const grid = page.getByRole('list', { name: 'Articles' });
    await expect(grid.getByRole('heading', { level: 2 }).first()).toHaveText(title);

    // public list (newest first) and sitemap
    await page.goto('/blog');
    expect((await cardTitles(page))[0]).toBe(title);
    await expect(page.getByRole('link', { name: `Lire la suite : ${title}` })).toHaveAttribute(
      'href',
      `/blog/${slug}`,
    );
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);

    // the article renders the safe part of the body only
    const html = await (await page.request.get(`/blog/${slug}`)).text();
    expect(html).not.toMatch(/onerror|javascript:alert|alert\(3\)/);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Partir serein' })).toBeVisible();
    await expect(page.locator('.blog-prose img')).toHaveCount(0);
    // header image: optimized srcset, Open Graph image
    await expect(page.locator('main img').first()).toHaveAttribute(
      'srcset',
      /\/_next\/image\?url=https%3A%2F%2Fimages\.example\.com%2Forly\.jpg/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://images.example.com/orly.jpg',
    );
    await expect(page.locator('[onerror]')).toHaveCount(0);

    // edit: the title changes, the address of a published article stays
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: `Modifier : ${title}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'article" });
    await expect(edit.getByLabel('Titre *')).toHaveValue(title);
    await edit.getByLabel('Titre *').fill(editedTitle);
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Article sauvegardé avec succès.').first()).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(editedTitle);

    // delete: cancel first, then confirm
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: `Supprimer : ${editedTitle}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
    await expect(confirm).toContainText(
      "Cette action est irréversible et supprimera définitivement l'article.",
    );
    await expect(confirm).toContainText(`« ${editedTitle} »`);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: `Supprimer : ${editedTitle}` }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText("L'article a été supprimé avec succès.").first()).toBeVisible();
    await expect(page.getByRole('heading', { name: editedTitle })).toHaveCount(0);

    const gone = await page.goto(`/blog/${slug}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await page.goto('/blog');
    expect(await cardTitles(page)).not.toContain(editedTitle);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/blog/${slug}<`);
    expect(alerts).toEqual([]);
  });

  test('an empty post is refused; external-link posts open in a new tab; drafts stay hidden', async ({
    page,
  }) => {
    await loginAsAdmin(page);

    let dialog = await openEditor(page);
    await dialog.getByLabel('Titre *').fill(`Lien externe ${stamp}`);
    await dialog.getByLabel('Description courte *').fill('Un article publié ailleurs.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // Neither body nor external URL: the form says so in French under the field (not the browser's bubble)…
    const urlRequired = dialog.getByText("L'URL externe est requise lorsque l'article n'a pas de contenu");
    await expect(urlRequired).toBeVisible();
    await expect(dialog.getByLabel('URL externe *')).toBeFocused();
    const refused = page
      .locator('[data-slot="toast"]')
      .filter({ hasText: "Échec de la sauvegarde de l'article." });
    await refused.getByRole('button', { name: 'Fermer' }).click();
    await expect(refused).toHaveCount(0);
    // …and the server too, for a body the browser thinks is there but that sanitizing empties.
    await dialog.getByLabel('Contenu (HTML)').fill('<script>alert(4)</script>');
    await expect(urlRequired).toBeHidden();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(refused).toBeVisible();
    await expect(urlRequired).toBeVisible();
    await dialog.getByLabel('Contenu (HTML)').fill('');
    await expect(urlRequired).toBeVisible();
    await dialog.getByLabel('URL externe *').fill('https://exemple.fr/article-vtc');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openEditor(page);
    await dialog.getByLabel('Titre *').fill(`Brouillon ${stamp}`);
    await dialog.getByLabel('Description courte *').fill('Pas encore prêt.');
    await dialog.getByLabel('Contenu (HTML)').fill('<p>En cours</p>');
    await dialog.getByLabel("Publier l'article sur le blog").click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: `Brouillon ${stamp}` })
        .getByText('Brouillon', { exact: true }),
    ).toBeVisible();

    await page.goto('/blog');
    const external = page.getByRole('link', {
      name: new RegExp(`^Voir sur le blog : Lien externe ${stamp}`),
    });
    await expect(external).toHaveAttribute('href', 'https://exemple.fr/article-vtc');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await cardTitles(page)).not.toContain(`Brouillon ${stamp}`);
    expect((await page.goto(`/blog/brouillon-${stamp}`))?.status()).toBe(404);
  });

  test('a session that ends while an article is written: signed in again in place, nothing typed is lost', async ({
    page,
  }) => {
    const draftTitle = `Écrit pendant une session expirée ${stamp}`;
    // Signing in from an admin address comes back to it (proxy.ts keeps it in ?next=).
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fblog$/);
    await page.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);

    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    const editor = page.getByRole('dialog', { name: 'Nouvel article' });
    await editor.getByLabel('Titre *').fill(draftTitle);
    await editor.getByLabel('Description courte *').fill('Écrit pendant que la session expirait.');
    await editor.getByLabel('Contenu (HTML)').fill('<p>Trois paragraphes soigneusement rédigés.</p>');
    await editor.getByLabel("Publier l'article sur le blog").click();
    // The live preview has asked the server (400 ms after typing): the session ends after it, not during its request.
    await expect(editor.getByTestId('post-preview')).toContainText('Trois paragraphes');

    // The session ends elsewhere (another tab, the 8-hour limit): the save asks for the password in place.
    const logout = async () => expect((await page.request.post('/api/admin/logout')).status()).toBe(200);
    await logout();
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    const reauth = page.getByRole('dialog', { name: 'Session expirée' });
    await expect(reauth).toBeVisible();
    // Closed without signing in: nothing is sent, the admin is told, the article is still there.
    await page.keyboard.press('Escape');
    await expect(reauth).toBeHidden();
    await expect(page.getByText('Rien n’a été fait').first()).toBeVisible();
    await expect(editor.getByLabel('Titre *')).toHaveValue(draftTitle);
    await expect(page).toHaveURL(/\/admin\/blog$/);

    // Saved again: the password in the window, then the same save goes through.
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await reauth.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
    await reauth.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Article sauvegardé avec succès.').first()).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: draftTitle })).toBeVisible();

    await page.getByRole('button', { name: `Supprimer : ${draftTitle}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('heading', { name: draftTitle })).toHaveCount(0);
  });

  test('a draft published later is dated, listed and declared by its publication; edits refresh dateModified and the sitemap', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    const draftTitle = `Publié plus tard ${stamp}`;
    const draftSlug = `publie-plus-tard-${stamp}`;
    const laterTitle = `Créé après le brouillon ${stamp}`;
    const write = async (name: string, publish: boolean) => {
      const dialog = await openEditor(page);
      await dialog.getByLabel('Titre *').fill(name);
      await dialog.getByLabel('Description courte *').fill('Un article daté de sa publication.');
      await dialog.getByLabel('Contenu (HTML)').fill('<p>Texte de l’article.</p>');
      if (!publish) await dialog.getByLabel("Publier l'article sur le blog").click();
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(dialog).toBeHidden();
    };
    const publishedState = async (publish: boolean, title = draftTitle) => {
      await page.goto('/admin/blog');
      await page.getByRole('button', { name: `Modifier : ${title}` }).click();
      const edit = page.getByRole('dialog', { name: "Modifier l'article" });
      const box = edit.getByLabel("Publier l'article sur le blog");
      if ((await box.isChecked()) !== publish) await box.click();
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(edit).toBeHidden();
    };
    const seo = async () => {
      await page.goto(`/blog/${draftSlug}`);
      const ld = await blogPostingJsonLd(page);
      const ogPublished = await page
        .locator('meta[property="article:published_time"]')
        .getAttribute('content');
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      const lastmod = new RegExp(`/blog/${draftSlug}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
      return {
        published: Date.parse(String(ld.datePublished)),
        modified: Date.parse(String(ld.dateModified)),
        ogPublished: Date.parse(String(ogPublished)),
        lastmod: Date.parse(String(lastmod)),
      };
    };

    // The draft is written first, another post after it; the draft is published last.
    await write(draftTitle, false);
    await write(laterTitle, true);
    expect((await page.goto(`/blog/${draftSlug}`))?.status()).toBe(404);
    await publishedState(true);

    // Newest publication first on /blog, above the post created after it.
    await page.goto('/blog');
    const titles = await cardTitles(page);
    expect(titles.indexOf(draftTitle)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(draftTitle)).toBeLessThan(titles.indexOf(laterTitle));
    await page.goto(`/blog/cree-apres-le-brouillon-${stamp}`);
    const laterPublished = Date.parse(String((await blogPostingJsonLd(page)).datePublished));

    const first = await seo();
    expect(first.published).toBeGreaterThan(laterPublished);
    expect(first.ogPublished).toBe(first.published);
    expect(first.lastmod).toBe(first.modified);
    await expect(page.locator('main time').first()).toHaveAttribute(
      'datetime',
      new Date(first.published).toISOString(),
    );

    // An edit, then unpublish / republish: the publication date stays, dateModified and the sitemap's lastmod move.
    await publishedState(false);
    await publishedState(true);
    const again = await seo();
    expect(again.published).toBe(first.published);
    expect(again.ogPublished).toBe(first.published);
    expect(again.modified).toBeGreaterThan(first.modified);
    expect(again.lastmod).toBe(again.modified);

    for (const name of [draftTitle, laterTitle]) {
      await page.goto('/admin/blog');
      await page.getByRole('button', { name: `Supprimer : ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByRole('heading', { name })).toHaveCount(0);
    }
  });

  test('closing the editor with unsaved changes asks first; an untouched one closes at once', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    // Untouched: Escape closes without a question.
    let dialog = await openEditor(page);
    await expect(dialog.getByLabel('Titre *')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const ask = page.getByRole('alertdialog', { name: 'Abandonner les modifications\u00a0?' });
    await expect(ask).toHaveCount(0);

    dialog = await openEditor(page);
    await dialog.getByLabel('Titre *').fill(`Jamais enregistré ${stamp}`);
    await dialog.getByLabel('Contenu (HTML)').fill('<p>Un long texte.</p>');
    // Escape: asked; « Continuer la saisie » keeps everything typed.
    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('il sera perdu');
    await ask.getByRole('button', { name: 'Continuer la saisie' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByLabel('Titre *')).toHaveValue(`Jamais enregistré ${stamp}`);
    // A click outside and « Annuler » ask too; « Abandonner » closes.
    await page.mouse.click(5, 5);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Continuer la saisie' }).click();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Abandonner' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: `Jamais enregistré ${stamp}` })).toHaveCount(0);

    // Reloading or closing the tab with an article typed: the browser's own question (nothing asked once closed).
    const asked: string[] = [];
    page.on('dialog', (question) => {
      asked.push(question.type());
      void question.dismiss();
    });
    dialog = await openEditor(page);
    await dialog.getByLabel('Titre *').fill(`Presque perdu ${stamp}`);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload']);
  });

  test('Server Actions refuse a caller without a session (401) and change nothing', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await loginAsAdmin(page);
    const attackTitle = `Intrus ${stamp}`;

    // Capture a genuine save request, then replay it from a client that has no session cookie.
    const dialog = await openEditor(page);
    await dialog.getByLabel('Titre *').fill(`Capturé ${stamp}`);
    await dialog.getByLabel('Description courte *').fill('Requête capturée.');
    await dialog.getByLabel('Contenu (HTML)').fill('<p>x</p>');
    const [saveRequest] = await Promise.all([
      page.waitForRequest(
        (r) =>
          r.method() === 'POST' &&
          r.headers()['next-action'] !== undefined &&
          (r.postData() ?? '').includes(`Capturé ${stamp}`),
      ),
      dialog.getByRole('button', { name: 'Enregistrer' }).click(),
    ]);
    const headers = saveRequest.headers();
    const anonymous = await playwright.request.newContext({ baseURL });
    const replay = await anonymous.post('/admin/blog', {
      headers: {
        'next-action': headers['next-action']!,
        'content-type': headers['content-type'] ?? 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
      data: (saveRequest.postData() ?? '').replace(`Capturé ${stamp}`, attackTitle),
      maxRedirects: 0,
    });
    // proxy.ts lets action POSTs through: the refusal comes from the action's own guard
    expect(replay.status()).toBe(401);
    await anonymous.dispose();

    await page.goto('/blog');
    expect(await cardTitles(page)).not.toContain(attackTitle);
  });

  test('two windows: a save from the one that read the article before the other unpublished it is refused', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    const title = `Deux fenêtres ${stamp}`;
    const dialog = await openEditor(page);
    await dialog.getByLabel('Titre *').fill(title);
    await dialog.getByLabel('Description courte *').fill('Lu dans deux fenêtres.');
    await dialog.getByLabel('Contenu (HTML)').fill('<p>x</p>');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();

    // The laptop's list stays open; the phone unpublishes the article.
    const phone = await page.context().newPage();
    await phone.goto('/admin/blog');
    await phone.getByRole('button', { name: `Modifier : ${title}` }).click();
    const phoneEdit = phone.getByRole('dialog', { name: "Modifier l'article" });
    await phoneEdit.getByLabel("Publier l'article sur le blog").uncheck();
    await phoneEdit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(phoneEdit).toBeHidden();

    await page.getByRole('button', { name: `Modifier : ${title}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'article" });
    await expect(edit.getByLabel("Publier l'article sur le blog")).toBeChecked(); // what this window read
    await edit.getByLabel('Titre *').fill(`${title} corrigé`);
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByText(/^Échec de la sauvegarde de l'article\. Cet article a changé entre-temps/),
    ).toBeVisible();
    await expect(edit.getByLabel('Titre *')).toHaveValue(`${title} corrigé`);
    // Still unpublished: the stale window changed nothing.
    await page.goto('/blog');
    expect(await cardTitles(page)).not.toContain(title);
    expect(await cardTitles(page)).not.toContain(`${title} corrigé`);
  });

  test('a page left open across a release: saving says the site was updated and keeps what was typed', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    const dialog = await openEditor(page);
    await dialog.getByLabel('Titre *').fill(`Avant la mise à jour ${stamp}`);
    await dialog.getByLabel('Description courte *').fill('Écrit avant le déploiement.');
    await dialog.getByLabel('Contenu (HTML)').fill('<p>x</p>');
    // The new release knows other action ids: the server itself answers that it does not know this one.
    await page.route('**/admin/blog', (route) => {
      const headers = route.request().headers();
      if (!headers['next-action']) return route.continue();
      return route.continue({ headers: { ...headers, 'next-action': 'ff'.repeat(21) } });
    });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le site a été mis à jour', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Titre *')).toHaveValue(`Avant la mise à jour ${stamp}`);
    await page.unrouteAll();
    await page.goto('/blog');
    expect(await cardTitles(page)).not.toContain(`Avant la mise à jour ${stamp}`);
  });

  test('axe: /admin/blog and its editor have no violations', async ({ page }) => {
    await loginAsAdmin(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/blog');
      await expectNoA11yViolations(page);
      // long slugs and URLs in the cards never widen the page
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    const dialog = await openEditor(page);
    await dialog.getByLabel('Contenu (HTML)').fill('<h2>Aperçu</h2><p>Texte</p>');
    await expect(dialog.getByTestId('post-preview')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
