import { LegalNoticePage, legalNoticeMetadata } from '@/components/pages/legal-notice-page';

export const metadata = legalNoticeMetadata('en');

export default function Page() {
  return <LegalNoticePage locale="en" />;
}
