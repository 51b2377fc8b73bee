import type { Metadata } from 'next';
import { HtmlDocument } from '@/components/site/html-document';
import { SiteShell } from '@/components/site/site-shell';
import { site } from '@/lib/config/site';
import { getT } from '@/lib/i18n/translator';
import { shareImage } from '@/lib/seo/share-image-meta';

const t = getT('en', 'Meta');

export const metadata: Metadata = {
  title: { default: `${site.name} — ${t('defaultTitle')}`, template: `%s | ${site.name}` },
  description: getT('en', 'Site')('shortDescription'),
  openGraph: { type: 'website', locale: 'en_GB', siteName: site.name, images: [shareImage('en')] },
  twitter: { card: 'summary_large_image' },
};

// The static pages are made again once a day (in the background, served from the cache meanwhile): their footer
// says « © <current year> » (Footer), which a page built in December would otherwise keep until the next deployment.
export const revalidate = 86400;

// The English site: its own root-level layout, so <html lang="en"> is in the static HTML. French pages are untouched.
export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <HtmlDocument lang="en">
      <SiteShell locale="en">{children}</SiteShell>
    </HtmlDocument>
  );
}
