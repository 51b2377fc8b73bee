// Shared e2e helpers: an admin session, dates in Paris, the WhatsApp hand-off read without leaving the sandbox, and
// choosing a wizard address from its list, touch targets measured.
import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { REQUEST_MESSAGES } from '../lib/requests/messages';

/** Logs in through the API (fast, no UI); the session cookie lands in the page's context. */
export async function loginAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    data: { password: E2E_ADMIN_PASSWORD },
  });
  expect(response.status(), 'admin login').toBe(200);
}

/**
 * Sets a reservation's status from the admin list: Confirmée, Annulée and Terminée are asked for confirmation first
 * (they e-mail the customer or issue the invoice).
 */
export async function setReservationStatus(
  page: Page,
  bookingRef: string,
  label: 'En attente' | 'Confirmée' | 'Terminée' | 'Annulée',
): Promise<string> {
  await page.getByLabel(`Statut de la réservation ${bookingRef}`).selectOption({ label });
  if (label === 'En attente') return '';
  const confirm = page.getByRole('alertdialog', {
    name: `Passer ${bookingRef} à «\u00a0${label}\u00a0»\u00a0?`,
  });
  // What the confirmation said (its consequences, a refund or an early invoice to mind), for the caller to check.
  const said = await confirm.innerText();
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  return said;
}

/**
 * The toast showing `title` (components/ui/toast.tsx; Radix's or the plain fallback, both `data-slot="toast"`). Not its
 * role: the `status` element Radix announces the text with lives one second, which a busy machine's polling missed
 * (admin.spec flaked on it); the toast itself stays five.
 */
export function toastWith(page: Page, title: string): Locator {
  return page.locator('[data-slot="toast"]').filter({ hasText: title }).first();
}

/**
 * What a screen reader would be told: each new text of a live region (aria-live, role status or alert), in order,
 * from the page's first script on. Call before `goto`; the function returned reads the list so far.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const said: string[] = [];
    const last = new WeakMap<Element, string>();
    (window as unknown as { __announced: string[] }).__announced = said;
    const live = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]';
    new MutationObserver(() => {
      for (const region of document.querySelectorAll(live)) {
        // A region inside another is said by the outer one; one not rendered, hidden or switched off says nothing.
        if (region.parentElement?.closest(live)) continue;
        if (region.getAttribute('aria-live') === 'off' || region.closest('[aria-hidden="true"]')) continue;
        if (region.getClientRects().length === 0) continue;
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        const seen = last.has(region);
        const before = last.get(region) ?? '';
        last.set(region, text);
        // A polite region that arrives already holding its text is not announced; an alert is.
        if (!seen && region.getAttribute('role') !== 'alert') continue;
        if (text && text !== before) said.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __announced: string[] }).__announced]);
}

/**
 * 'yyyy-MM-dd' in Paris, `days` calendar days from today (the site's dates are Paris dates): a calendar day, not
 * 24 hours, so the night the clocks change gives the right date.
 */
export function parisDate(days: number): string {
  return DateTime.now().setZone('Europe/Paris').plus({ days }).toFormat('yyyy-MM-dd');
}

/** wa.me is outside the sandbox: answer it locally (for the whole context) so a tab sent there has a URL to read. */
export async function stubWhatsApp(target: Page | BrowserContext): Promise<void> {
  const context = 'goto' in target ? target.context() : target;
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

/** The message of a WhatsApp link (`https://wa.me/…?text=…`). */
export function whatsappText(url: string): string {
  return new URL(url).searchParams.get('text') ?? '';
}

/** Types `query` in the wizard's address field `label` and chooses the first place matching `option`. */
export async function chooseAddress(page: Page, label: RegExp, query: string, option: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(query);
  await page
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
  await expect(field).toHaveValue(new RegExp(option));
}

/**
 * Types an address that is not in the list and closes the list, once the search has answered: its answer can add
 * notices under the field that move what follows (a click aimed a moment before would land where a button was).
 */
export async function typeUnlistedAddress(field: Locator, text: string): Promise<void> {
  const searched = field
    .page()
    .waitForResponse((response) => response.url().endsWith('/api/places/autocomplete'));
  await field.fill(text);
  await searched;
  await field.press('Escape');
}

/** The server's 429 (lib/requests/messages.ts, in French as the server writes it), to answer a route with. */
export const TOO_MANY_REQUESTS = {
  status: 429,
  contentType: 'application/json',
  body: JSON.stringify({ error: REQUEST_MESSAGES.throttled }),
};

/**
 * The page's title once React has hydrated the document (its root is attached, then a moment for the commit): what
 * the tab shows, where the server HTML's title may have been replaced (lib/seo/metadata.ts, notFoundMetadata).
 */
export async function titleAfterHydration(page: Page): Promise<string> {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.title();
}

/**
 * Runs `fn` while no other worker of this test run holds `name` (a directory created atomically in the temp folder,
 * named after the runner's process, the workers' common parent). For the few things every spec shares on the one
 * server, such as the operator's single calendar address, which documents.spec and notifications.spec both replace:
 * without it, one spec's replacement could kill the address the other had just created. A lock older than two minutes
 * is a crashed worker's, and is taken over.
 */
export async function exclusively<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `hm-e2e-${process.ppid}-${name}.lock`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 120_000 || Date.now() > deadline) await rmdir(lock).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}

/**
 * Gives the page's requests a client address of their own for this test and this retry (X-Forwarded-For: the main e2e
 * server plays "behind one proxy", TRUSTED_PROXY=hops:1). Browser tests otherwise share one address, and the public
 * forms' per-client limits (10 requests per 10 minutes) then refuse a spec's later submissions with « Trop de
 * demandes » once enough tests of the run have sent theirs.
 */
export async function ownClientAddress(page: Page): Promise<void> {
  const info = test.info();
  const hash = createHash('sha256').update(`${info.testId}:${info.retry}`).digest();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${hash[0]}.${hash[1]}` });
}

/** What a finger presses on the public pages: controls, table and footer links, the floating WhatsApp button. */
export const PUBLIC_TARGETS =
  'button, [data-slot="button"], input:not([type="hidden"]), select, textarea, table a, footer a, #whatsapp-floating';
/** In the admin: controls, tabs and `<summary>`. */
export const ADMIN_TARGETS =
  'button, [data-slot="button"], input:not([type="hidden"]), select, textarea, summary, [role="tab"]';

/**
 * Controls of `selector` inside `root` smaller than 44 × 44 px (inline text links are not in the selectors). A
 * checkbox or a radio, native or Radix, counts with the label that wraps it (the target a finger presses); one styled
 * by its label (sr-only input) is measured through that label.
 */
export async function smallTargets(
  page: Page,
  { root = 'body', selector = PUBLIC_TARGETS }: { root?: string; selector?: string } = {},
): Promise<string[]> {
  return page.evaluate(
    ({ root, selector }) => {
      const out: string[] = [];
      const scope = document.querySelector(root);
      if (!scope) return [`no ${root}`];
      for (const control of scope.querySelectorAll(selector)) {
        const choice = control.matches(
          'input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="radio"]',
        );
        const el = (choice && control.closest('label')) || control;
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width <= 2 || r.height <= 2 || style.visibility === 'hidden' || style.display === 'none')
          continue;
        if (el.closest('[hidden], [aria-hidden="true"]')) continue;
        if (r.width < 44 - 0.5 || r.height < 44 - 0.5) {
          const name =
            control.getAttribute('aria-label') ??
            (control as HTMLInputElement).labels?.[0]?.textContent ??
            el.textContent ??
            '';
          out.push(
            `${el.tagName.toLowerCase()} « ${name.trim().slice(0, 30)} » ${Math.round(r.width)}×${Math.round(r.height)}`,
          );
        }
      }
      return out;
    },
    { root, selector },
  );
}
