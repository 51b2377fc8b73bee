import { LegalNoticePage, legalNoticeMetadata } from '@/components/pages/legal-notice-page';
import { legalIdentity } from '@/lib/config/legal';

export const metadata = legalNoticeMetadata('fr');

export default function Page() {
  return <LegalNoticePage locale="fr" legal={legalIdentity()} />;
}
