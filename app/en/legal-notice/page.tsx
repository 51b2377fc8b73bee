import { LegalNoticePage, legalNoticeMetadata } from '@/components/pages/legal-notice-page';
import { legalIdentity } from '@/lib/config/legal';

export const metadata = legalNoticeMetadata('en');

export default function Page() {
  return <LegalNoticePage locale="en" legal={legalIdentity()} />;
}
