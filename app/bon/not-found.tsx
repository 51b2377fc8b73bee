import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';

// An unknown or expired voucher link: inside the voucher's own document (app/bon/layout.tsx).
export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: false } };

export default function VoucherNotFound() {
  return <NotFoundContent />;
}
