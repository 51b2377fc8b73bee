import localFont from 'next/font/local';
import type { Locale } from '@/lib/i18n/config';

const inter = localFont({
  src: '../../app/fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
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
