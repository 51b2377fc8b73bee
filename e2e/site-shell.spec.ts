import { expect, test } from '@playwright/test';
import { homeFaq } from '../lib/config/faq';
import { E2E_LEGAL_IDENTITY } from '../playwright.config';

const CONSENT_KEY = 'hm-cookie-consent';

test.describe('public shell — desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('top bar links reach their pages and the active link is marked', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Réservation Classique' })).toHaveAttribute(
      'href',
      '/reservation',
    );

    await nav.getByRole('link', { name: 'À Propos' }).click();
    await expect(page).toHaveURL(/\/a-propos$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Harmony Move');
    await expect(nav.getByRole('link', { name: 'À Propos' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Offre Entreprise' }).click();
    await expect(page).toHaveURL(/\/offre-entreprise$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Un chauffeur VTC dédié à votre entreprise',
    );

    await nav.getByRole('link', { name: 'Accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Chauffeur VTC à Dourdan, Paris et Aéroports',
    );

    const blog = nav.getByRole('link', { name: /Blog/ });
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toHaveAttribute('rel', /noopener/);
  });

  test('the Forfaits dropdown opens and is navigable with the keyboard', async ({ page }) => {
    await page.goto('/a-propos');
    const trigger = page.getByRole('button', { name: 'Forfaits' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('list').nth(1);
    await expect(items.getByRole('link')).toHaveText([
      'Forfaits Locaux',
      'Forfaits Aéroports',
      'Forfaits Disney',
    ]);
    await page.keyboard.press('ArrowDown');
    await expect(items.getByRole('link', { name: 'Forfaits Locaux' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.getByRole('link', { name: 'Forfaits Aéroports' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(items).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(items.getByRole('link', { name: 'Forfaits Locaux' })).toBeFocused();
    await expect(items.getByRole('link', { name: 'Forfaits Disney' })).toHaveAttribute(
      'href',
      '/forfaits-disney',
    );
  });

  test('the top bar turns translucent after 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('backdrop-filter', /blur/);
  });

  test('the floating WhatsApp button opens a chat with the business number in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Contacter sur WhatsApp' });
    await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}$/);
    await expect(button).toHaveAttribute('target', '_blank');
  });

  test('footer has its columns, current year and the administration link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'Votre partenaire de confiance pour des déplacements sereins au départ de Dourdan et sa région.',
    );
    await expect(footer.getByRole('heading', { name: 'Navigation' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Légal & Contact' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Contact Direct' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Harmony Move`);
    await expect(footer.getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    await expect(footer.getByRole('link', { name: /Disponible sur WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(footer.getByRole('link', { name: /^Facebook/ })).toBeVisible();
    const zone = page.getByRole('region', { name: "Notre zone d'intervention principale" });
    await expect(zone.getByRole('link', { name: 'Disneyland Paris' })).toHaveAttribute(
      'href',
      '/forfaits-disney',
    );
    await expect(zone).toContainText('Parc Astérix');
    await expect(zone).toContainText('Gare de Dourdan');
  });

  test('the business number is shown, never offered as a call: calls and SMS are not taken', async ({
    page,
  }) => {
    // One number and one e-mail: the legal identity's, on the pages, in the WhatsApp links and on the documents
    // (next.config.ts writes LEGAL_PHONE / LEGAL_EMAIL into the build; the placeholders never show).
    const { LEGAL_PHONE: phone, LEGAL_EMAIL: email } = E2E_LEGAL_IDENTITY;
    for (const path of ['/', '/contact', '/en/contact', '/mentions-legales']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toContainText(phone);
      await expect(page.locator('body')).not.toContainText('12 34 56 78');
      await expect(page.locator('a[href^="tel:"], a[href^="sms:"]'), path).toHaveCount(0);
      await expect(page.locator('meta[name="format-detection"]')).toHaveAttribute('content', 'telephone=no');
      for (const href of await page
        .locator('a[href*="wa.me/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        expect(href, path).toMatch(/^https:\/\/wa\.me\/33698765432(\?|$)/);
    }
    await page.goto('/contact');
    await expect(page.getByRole('main')).toContainText(phone);
    await expect(page.getByRole('main')).toContainText(email);
  });
});

test.describe('public shell — phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the burger opens the panel and choosing a link closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await burger.click();
    const panel = page.getByRole('navigation', { name: 'Navigation mobile' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Forfaits', { exact: true })).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Forfaits' }).getByRole('link')).toHaveText([
      'Forfaits Locaux',
      'Forfaits Aéroports',
      'Forfaits Disney',
    ]);
    await expect(panel.getByRole('link', { name: 'Forfaits Aéroports' })).toBeVisible();
    const cta = panel.getByRole('link', { name: 'Réserver un VTC' });
    await expect(cta).toHaveAttribute('href', '/reservation');
    const [ctaBox, panelBox] = [await cta.boundingBox(), await panel.boundingBox()];
    expect(ctaBox!.width).toBeGreaterThan(panelBox!.width - 40);

    await panel.getByRole('link', { name: 'À Propos' }).click();
    await expect(page).toHaveURL(/\/a-propos$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

// The phone menu is a disclosure, not a modal (docs/architecture.md, "Content pages, shell, SEO"): like Forfaits it
// closes when the focus leaves it, and Escape gives the focus back to its button. Before, Tab past its last link left
// it open over the page's fields that took the focus, and Escape dropped the focus on BODY.
test.describe('public shell — the phone menu and the keyboard (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Tab past the last link closes the panel; Shift+Tab back to the burger keeps it open', async ({
    page,
  }) => {
    await page.goto('/reservation');
    const burger = page.locator('[data-burger]');
    const panel = page.getByRole('navigation', { name: 'Navigation mobile' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    // Shift+Tab from the first link lands on the burger: still the menu, still open.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Accueil' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');

    await panel.getByRole('link', { name: 'Réserver un VTC' }).focus();
    await page.keyboard.press('Tab');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toHaveAttribute('aria-label', 'Ouvrir le menu');
    await expect(panel).toBeHidden();
    // The focus went on into the page, and what has it is visible (no panel over it).
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
    expect(await focused.evaluate((el) => !!el.closest('#contenu'))).toBe(true);
  });

  test('Escape on a link of the panel closes it and gives the focus back to the burger', async ({ page }) => {
    await page.goto('/');
    const burger = page.locator('[data-burger]');
    await burger.click();
    const panel = page.getByRole('navigation', { name: 'Navigation mobile' });
    await panel.getByRole('link', { name: 'Offre Entreprise' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toHaveAttribute('aria-label', 'Ouvrir le menu');
  });
});

// The desktop menu shows from lg (1024 px): from md, between 768 and ~1000 px (a phone in landscape, tablets) its
// labels and « Harmony Move » wrapped onto two lines and the current page's highlight broke into two pills.
test.describe('the top bar never wraps or overflows', () => {
  for (const path of ['/a-propos', '/en/about']) {
    test(`${path} at 768, 844, 932, 1024 and 1280 px`, async ({ page }) => {
      const [mainNav, openMenu] = path.startsWith('/en')
        ? ['Main navigation', 'Open the menu']
        : ['Navigation principale', 'Ouvrir le menu'];
      for (const width of [768, 844, 932, 1024, 1280]) {
        await page.setViewportSize({ width, height: width < 1024 ? 390 : 800 });
        await page.goto(path);
        const desktop = width >= 1024;
        await expect(page.getByRole('navigation', { name: mainNav }), `${width} px`).toBeVisible({
          visible: desktop,
        });
        await expect(page.getByRole('button', { name: openMenu }), `${width} px`).toBeVisible({
          visible: !desktop,
        });
        // Every piece of text of the bar on one line (a wrapped text node has one box per line), inside the screen.
        const problems = await page.locator('header').evaluate((header) => {
          const out: string[] = [];
          const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim();
            if (!text || node.parentElement?.closest('.sr-only')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
            if (boxes.length > 1) out.push(`« ${text} » on ${boxes.length} lines`);
            for (const r of boxes) if (r.right > window.innerWidth) out.push(`« ${text} » past the edge`);
          }
          return out;
        });
        expect(problems, `${width} px`).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${width} px`,
        ).toBeLessThanOrEqual(width);
      }
    });
  }

  test('a phone menu left open when the screen widens to lg closes', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 600 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible();
    await page.setViewportSize({ width: 1180, height: 820 });
    await expect(page.locator('[data-burger]')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-burger-panel]')).toHaveAttribute('hidden', '');
    // The floating guard no longer sees an open menu: the banner is back.
    await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible();
  });
});

// Next 16 does not server-render the page of a notFound() (vercel/next.js#62228): the browser builds it, and React
// never runs the inline scripts it renders. The shell's behaviour comes from /site-shell.js there
// (components/site/shell-behaviour.tsx); before it, the burger opened nothing on a 404 and the banner never showed.
test.describe('404 pages, rendered by the browser, keep a working shell (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const [path, heading, openMenu, panelName, bannerName] of [
    [
      '/page-inexistante',
      'Oups! Page non trouvée.',
      'Ouvrir le menu',
      'Navigation mobile',
      'Gestion des cookies',
    ],
    [
      '/blog/article-inexistant',
      'Oups! Page non trouvée.',
      'Ouvrir le menu',
      'Navigation mobile',
      'Gestion des cookies',
    ],
    ['/en/page-missing', 'Oops! Page not found.', 'Open the menu', 'Mobile navigation', 'Cookie settings'],
  ] as const) {
    test(`${path}: the burger opens the menu, the cookie banner asks`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('region', { name: bannerName })).toBeVisible();
      await page.getByRole('button', { name: openMenu }).click();
      await expect(page.getByRole('navigation', { name: panelName })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: panelName })).toBeHidden();
    });
  }

  test('a client navigation to a 404 does not install the shell twice: the burger still toggles once', async ({
    page,
  }) => {
    await page.goto('/a-propos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What a <Link> to a missing page does: the router renders the 404 in the page, the shell stays.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/page-inexistante',
      ),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups! Page non trouvée.');
    await expect(page.locator('script[src="/site-shell.js"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible();
  });
});

test.describe('cookie banner', () => {
  for (const [button, stored] of [
    ['Refuser', 'declined'],
    ['Accepter', 'accepted'],
  ] as const) {
    test(`'${button}' hides it for good and stores '${stored}'`, async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Gestion des cookies' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link')).toHaveAttribute('href', '/politique-de-confidentialite#cookies');
      await banner.getByRole('button', { name: button }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe(stored);
      await page.reload();
      // Once the Forfaits menu reacts, the page is hydrated and the banner's effect has run.
      const forfaits = page.getByRole('button', { name: 'Forfaits' });
      await forfaits.click();
      await expect(forfaits).toHaveAttribute('aria-expanded', 'true');
      await expect(banner).toBeHidden();
    });
  }

  // Hiding the focused button dropped the focus on BODY: a keyboard visitor started again from the top of the page.
  for (const [button, key] of [
    ['Accepter', 'Enter'],
    ['Refuser', 'Space'],
  ] as const) {
    test(`'${button}' from the keyboard (${key}) leaves the focus on the content, where the page was`, async ({
      page,
    }) => {
      await page.goto('/a-propos');
      const banner = page.getByRole('region', { name: 'Gestion des cookies' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: button }).focus();
      const scrollY = await page.evaluate(() => window.scrollY);
      await page.keyboard.press(key);
      await expect(banner).toBeHidden();
      await expect(page.locator('#contenu')).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      // The next Tab goes on into the page's content.
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').evaluate((el) => !!el.closest('#contenu'))).toBe(true);
    });
  }

  test('a returning visitor never sees it; a new one sees it once the page is parsed', async ({ page }) => {
    await page.addInitScript((key) => {
      if (location.search.includes('returning')) localStorage.setItem(key, 'accepted');
      else localStorage.removeItem(key);
      // Every state the banner is in from the moment it is parsed: it must never be displayed for a returning visitor.
      const seen: string[] = [];
      (window as unknown as { __bannerStates: string[] }).__bannerStates = seen;
      new MutationObserver(() => {
        const banner = document.getElementById('cookie-banner');
        if (banner) seen.push(getComputedStyle(banner).display);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    }, CONSENT_KEY);
    await page.goto('/a-propos?returning');
    const banner = page.getByRole('region', { name: 'Gestion des cookies' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    const states = await page.evaluate(
      () => (window as unknown as { __bannerStates: string[] }).__bannerStates,
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((display) => display === 'none')).toBe(true);

    await page.goto('/a-propos');
    await expect(banner).toBeVisible();
  });

  test('on a wide screen it sits in the bottom-left corner, clear of the home page’s booking box', async ({
    page,
  }) => {
    for (const width of [1024, 1280, 1536]) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Gestion des cookies' });
      await expect(banner).toBeVisible();
      const b = (await banner.boundingBox())!;
      const box = (await page.getByTestId('home-box').boundingBox())!;
      expect(b.x + b.width, `${width} px`).toBeLessThanOrEqual(box.x);
      expect(b.y + b.height, `${width} px`).toBeLessThanOrEqual(768);
    }
  });

  test('both choices are equally prominent', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Gestion des cookies' });
    const accept = banner.getByRole('button', { name: 'Accepter' });
    const refuse = banner.getByRole('button', { name: 'Refuser' });
    const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
    expect(Math.abs(a!.width - r!.width)).toBeLessThan(2);
    expect(Math.abs(a!.height - r!.height)).toBeLessThan(2);
    expect(await accept.getAttribute('class')).toBe(await refuse.getAttribute('class'));
  });
});

test('a path under /admin renders without the public shell', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('body')).not.toContainText("Notre zone d'intervention principale");
  await expect(page.getByRole('link', { name: 'Contacter sur WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still carries the hero, the five FAQ answers and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Chauffeur VTC à Dourdan, Paris et Aéroports',
    );
    // The e2e server charges VAT (no LEGAL_VAT_EXEMPT): « prix TTC ».
    const faq = homeFaq(false);
    expect(faq).toHaveLength(5);
    for (const { question, answer } of faq) {
      await expect(page.getByText(question, { exact: true })).toHaveCount(1);
      await expect(page.locator('details', { hasText: question })).toContainText(answer);
    }
    await expect(page.getByRole('contentinfo')).toContainText('Mentions Légales');
    // The cookie banner needs the shell script: without it its buttons would do nothing, and nothing sets a cookie.
    await expect(page.locator('#cookie-banner')).toBeHidden();
  });
});

// The document itself (docs/performance.md, "What holds the paint"): with experimental.inlineCss the stylesheet is
// in the <head> and once more in the RSC payload (for client navigations). Next also serializes the root-level
// boundaries (app/not-found, app/unauthorized, app/global-error) into every payload, each with its own copy of any
// stylesheet attributed to it and whatever it renders: they were two more copies of the stylesheet and a second
// header, menu and footer, a third of the document.
test.describe('every public page is one document, not three', () => {
  for (const path of ['/', '/a-propos', '/forfaits-aeroports', '/reservation', '/en/airport-transfers']) {
    test(`${path} carries its stylesheet twice (head and payload) and its shell once`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const count = (needle: string) => html.split(needle).length - 1;
      // The first rule of Tailwind's output, in the <style> of the head and in the RSC payload.
      expect(count('@layer properties{')).toBe(2);
      // The desktop navigation's label, in the HTML and in the payload: once each.
      const label = path.startsWith('/en') ? 'Main navigation' : 'Navigation principale';
      expect(count(label)).toBe(2);
    });
  }

  // Content in the first frame (docs/performance.md): an inline script in the body stops the parser, and the page's
  // text then waits for it — and for what the browser does in between (the cookie check read localStorage there, and
  // Chromium painted the banner alone, the text one frame later). JSON-LD blocks do not execute.
  test('public pages run no script before their content; the cookie banner is hidden server HTML', async ({
    request,
  }) => {
    for (const path of ['/', '/a-propos', '/forfaits-aeroports', '/blog', '/reservation', '/en/about']) {
      const html = await (await request.get(path)).text();
      const beforeContent = html.slice(html.indexOf('<body'), html.indexOf('</main>'));
      expect(beforeContent, path).toContain('<main');
      expect(beforeContent.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g), path).toBeNull();
      expect(html, path).toMatch(/<section id="cookie-banner" hidden=""/);
    }
  });

  test('an unknown URL still gets the French 404 inside the shell', async ({ page }) => {
    const response = await page.goto('/nulle-part/ici');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups! Page non trouvée.');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
