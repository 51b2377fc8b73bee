import localFont from 'next/font/local';
import type { Locale } from '@/lib/i18n/config';

// Self-hosted Inter (one variable latin file), preloaded: the top bar and the first heading use it on every page.
// `optional` instead of `swap`: a visitor whose connection does not bring the font within the first ~100 ms keeps the
// metric-matched fallback (Arial with Inter's size-adjust and ascent, `adjustFontFallback`) for that page view and gets
// Inter from the cache on the next one, so text is painted once: no late repaint that would move the Largest
// Contentful Paint, no layout shift (issue 17, point 1).
const inter = localFont({
  src: '../../app/fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '100 900',
  adjustFontFallback: 'Arial',
});

/**
 * The document of every page. Each language has its own root-level layout rendering this (app/(site), app/admin,
 * app/bon: French; app/en: English), so `<html lang>` is right in the static HTML. The root layout (app/layout.tsx)
 * adds only the <Toaster />, which renders nothing until the first toast and then portals into <body>.
 */
export function HtmlDocument({ lang, children }: { lang: Locale; children: React.ReactNode }) {
  return (
    <html lang={lang} className={inter.variable}>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
