import { TermsPage, termsMetadata } from '@/components/pages/terms-page';
import { legalIdentity } from '@/lib/config/legal';

export const metadata = termsMetadata('fr');

export default function Page() {
  return <TermsPage locale="fr" legal={legalIdentity()} />;
}
