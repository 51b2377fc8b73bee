// /forfaits-locaux — same page in English: components/pages/local-rides-hub.tsx.
import { serverEnv } from '@/lib/env';
import { LocalRidesHub, localRidesMetadata } from '@/components/pages/local-rides-hub';

export const metadata = localRidesMetadata('fr');

export default function LocalPackagesHubPage() {
  return <LocalRidesHub locale="fr" siteUrl={serverEnv().SITE_URL} />;
}
