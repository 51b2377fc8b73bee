// The palette of app/globals.css against WCAG 2.2 AA, read from the file itself: text 4.5:1 (1.4.3), a control's edge
// and the focus ring 3:1 (1.4.11). axe sees only what a test renders; these pairs hold wherever the colours are used
// (« Ouvrir WhatsApp » after a request is stored, every field's border).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'globals.css'), 'utf8');
const root = css.slice(css.indexOf(':root {'));
const palette = new Map(
  [...root.slice(0, root.indexOf('}')).matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(
    ([, name, hex]) => [name, hex],
  ),
);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

function colour(name: string): string {
  const hex = palette.get(name);
  if (!hex) throw new Error(`--${name} is not a #rrggbb colour of :root`);
  return hex;
}

describe('app/globals.css palette (WCAG 2.2 AA)', () => {
  it.each([
    ['foreground', 'background', 4.5],
    ['muted-foreground', 'background', 4.5],
    ['muted-foreground', 'muted', 4.5],
    ['primary-foreground', 'primary', 4.5],
    ['success-foreground', 'success', 4.5],
    ['destructive-foreground', 'destructive', 4.5],
    ['destructive', 'background', 4.5],
    // White semibold 14 px on the WhatsApp green: « Ouvrir WhatsApp » after a request is stored.
    ['background', 'whatsapp', 4.5],
    // What tells a field from the page: its border (1.4.11), and the focus ring around any control.
    ['input', 'background', 3],
    ['ring', 'background', 3],
  ])('--%s on --%s is at least %d:1', (fg, bg, minimum) => {
    expect(contrast(colour(fg), colour(bg))).toBeGreaterThanOrEqual(minimum);
  });
});
