// /offre-entreprise — same page in English: components/pages/business-page.tsx.
import { BusinessPage, businessMetadata } from '@/components/pages/business-page';

export const metadata = businessMetadata('fr');

export default function Page() {
  return <BusinessPage locale="fr" />;
}
