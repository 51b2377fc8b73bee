import { chromium } from '@playwright/test';
const [base, password] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const r = await page.request.post(`${base}/api/admin/login`, { data: { password } });
  console.log('login', r.status());
  await page.goto(`${base}/admin/notifications`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/outbox-shots/list-${width}.png`, fullPage: false });
  const link = page.getByRole('link', { name: 'Lire le message' }).first();
  await link.click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/outbox-shots/detail-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
