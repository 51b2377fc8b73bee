import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';

// notFound() inside a public page: the (site) layout already provides the shell.
export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: true } };

export default function SiteNotFound() {
  return <NotFoundContent />;
}
