import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Toaster } from '@/components/ui/toast';
import { site } from '@/lib/config/site';
import './globals.css';

// Self-hosted Inter (one variable latin file), preloaded: the top bar and the first heading use it on every page.
// `optional` instead of `swap`: a visitor whose connection does not bring the font within the first ~100 ms keeps the
// metric-matched fallback (Arial with Inter's size-adjust and ascent, `adjustFontFallback`) for that page view and gets
// Inter from the cache on the next one, so text is painted once: no late repaint that would move the Largest
// Contentful Paint, no layout shift (issue 17, point 1).
const inter = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '100 900',
  adjustFontFallback: 'Arial',
});

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  title: {
    default: `${site.name} — Chauffeur VTC à Dourdan, Paris et aéroports`,
    template: `%s | ${site.name}`,
  },
  description: site.shortDescription,
  applicationName: site.name,
  openGraph: { type: 'website', locale: 'fr_FR', siteName: site.name },
};

export const viewport: Viewport = { themeColor: '#0f2a4a', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
