import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteShell } from '@/components/site/site-shell';

// Unmatched URLs render here, outside the (site) group, so the shell is added explicitly.
export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
