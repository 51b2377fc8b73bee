import { TermsPage, termsMetadata } from '@/components/pages/terms-page';
import { legalIdentity } from '@/lib/config/legal';

export const metadata = termsMetadata('en');

export default function Page() {
  return <TermsPage locale="en" legal={legalIdentity()} />;
}
