import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { HtmlDocument } from '@/components/site/html-document';
import { SiteShell } from '@/components/site/site-shell';

// Unmatched URLs render here, outside the (site) group, so the document and the shell are added explicitly.
export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <HtmlDocument lang="fr">
      <SiteShell locale="fr">
        <NotFoundContent />
      </SiteShell>
    </HtmlDocument>
  );
}
