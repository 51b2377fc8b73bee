// Screenshot a page in headless Chromium: node scripts/screenshot.mjs <url> <out.png> [width=375] [fullPage=1]
import { chromium } from '@playwright/test';

const [url, out, width = '375', full = '1'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [fullPage 0|1]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'fr-FR' });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: full === '1' });
await browser.close();
console.log(out);
