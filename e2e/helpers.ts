// Shared e2e helpers. `loginAsAdmin(page)` opens an admin session in the page's browser context.
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

/** Logs in through the API (fast, no UI); the session cookie lands in the page's context. */
export async function loginAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    data: { password: E2E_ADMIN_PASSWORD },
  });
  expect(response.status(), 'admin login').toBe(200);
}
