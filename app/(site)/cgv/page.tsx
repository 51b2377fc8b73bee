import { TermsPage, termsMetadata } from '@/components/pages/terms-page';

export const metadata = termsMetadata('fr');

export default function Page() {
  return <TermsPage locale="fr" />;
}
