import type { Metadata, Viewport } from 'next';
import { Toaster } from '@/components/ui/toast';
import { site } from '@/lib/config/site';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  title: {
    default: `${site.name} — Chauffeur VTC à Dourdan, Paris et aéroports`,
    template: `%s | ${site.name}`,
  },
  description: site.shortDescription,
  applicationName: site.name,
  openGraph: { type: 'website', locale: 'fr_FR', siteName: site.name },
  // The business number is shown, not offered for calls (not taken): no automatic call link on iOS either.
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#0f2a4a', width: 'device-width', initialScale: 1 };

// The <html> element (and its lang) comes from each language's layout (components/site/html-document.tsx, which also
// imports the stylesheet: a stylesheet imported here would be attributed to app/global-error too, and Next inlines a
// second copy of it into every page's RSC payload for that boundary): French in app/(site), app/admin and app/bon, English in app/en. This root adds only the
// Toaster (it stays here, as before, so the French pages' JavaScript is chunked exactly as before): it renders nothing
// until the first toast, whose viewport then portals into <body> (components/ui/toast-viewport.tsx).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
