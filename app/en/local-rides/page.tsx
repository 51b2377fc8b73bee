import { serverEnv } from '@/lib/env';
import { LocalRidesHub, localRidesMetadata } from '@/components/pages/local-rides-hub';

export const metadata = localRidesMetadata('en');

export default function Page() {
  return <LocalRidesHub locale="en" siteUrl={serverEnv().SITE_URL} />;
}
