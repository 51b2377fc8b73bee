import { HtmlDocument } from '@/components/site/html-document';
import { SiteShell } from '@/components/site/site-shell';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <HtmlDocument lang="fr">
      <SiteShell locale="fr">{children}</SiteShell>
    </HtmlDocument>
  );
}
