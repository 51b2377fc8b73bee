import { NotFoundContent } from '@/components/site/not-found-content';
import { notFoundMetadata } from '@/lib/seo/metadata';

// notFound() inside a public page: the (site) layout already provides the shell.
export const metadata = notFoundMetadata('fr');

export default function SiteNotFound() {
  return <NotFoundContent />;
}
