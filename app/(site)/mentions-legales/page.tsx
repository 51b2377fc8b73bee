import { LegalNoticePage, legalNoticeMetadata } from '@/components/pages/legal-notice-page';

export const metadata = legalNoticeMetadata('fr');

export default function Page() {
  return <LegalNoticePage locale="fr" />;
}
