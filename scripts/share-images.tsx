// Draws the site's share images and Apple touch icon (scripts/share-image-drawing.tsx) into public/, where Next serves them
// as plain files:
//   public/og/fr.png, public/og/en.png   share image of the French / English pages (1200 × 630; lib/seo/share-image-meta.ts)
//   public/apple-touch-icon.png          the address iOS asks for (180 × 180)
// Plain files in public/, not Next's opengraph-image / apple-icon files in app/: a metadata file beside app/icon.svg
// splits the root layout's first-load chunk (+0.2 KB gz on every page, over e2e/build-output.spec.ts's budgets).
// Run after changing the drawing or its text: `npx tsx scripts/share-images.tsx`, look at the images, commit them.
// Offline (fonts from node_modules).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderAppleIcon, renderShareImage } from './share-image-drawing';
import { shareImage } from '../lib/seo/share-image-meta';
import type { Locale } from '../lib/i18n/config';

const root = path.resolve(__dirname, '..');

async function write(file: string, response: Response) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, Buffer.from(await response.arrayBuffer()));
  console.log(file);
}

async function main() {
  for (const locale of ['fr', 'en'] as Locale[]) {
    await write(path.join('public', shareImage(locale).url), await renderShareImage(locale));
  }
  await write('public/apple-touch-icon.png', renderAppleIcon());
}

void main();
