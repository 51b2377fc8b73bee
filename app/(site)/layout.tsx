import type { Metadata } from 'next';
import { HtmlDocument } from '@/components/site/html-document';
import { SiteShell } from '@/components/site/site-shell';
import { site } from '@/lib/config/site';
import { shareImage } from '@/lib/seo/share-image-meta';

// The share image and the large card for a page that sets no Open Graph of its own (pageMetadata sets both).
export const metadata: Metadata = {
  openGraph: { type: 'website', locale: 'fr_FR', siteName: site.name, images: [shareImage('fr')] },
  twitter: { card: 'summary_large_image' },
};

// The static pages are made again once a day (in the background, served from the cache meanwhile): their footer
// says « © <current year> » (Footer), which a page built in December would otherwise keep until the next deployment.
export const revalidate = 86400;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <HtmlDocument lang="fr">
      <SiteShell locale="fr">{children}</SiteShell>
    </HtmlDocument>
  );
}
