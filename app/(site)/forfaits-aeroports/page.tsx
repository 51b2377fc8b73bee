// /forfaits-aeroports — fixed airport packages, priced from the current settings (request time: the settings live in the database,
// read through the tag-cached getter). Same page in English: components/packages/fixed-packages-page.tsx.
import { FixedPackagesPage, fixedPackagesMetadata } from '@/components/packages/fixed-packages-page';

export const metadata = fixedPackagesMetadata('airport', 'fr');

export default function AirportPackagesPage() {
  return <FixedPackagesPage kind="airport" locale="fr" />;
}
