import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';

// An unknown or expired voucher link: inside the voucher's own document (./layout.tsx, French for such a link).
export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: false } };

export default function VoucherNotFound() {
  return <NotFoundContent />;
}
