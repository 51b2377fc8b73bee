import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';

// notFound() in the admin (an unknown notification): inside the admin's own document (app/admin/layout.tsx).
export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: false } };

export default function AdminNotFound() {
  return <NotFoundContent />;
}
