// /forfaits-disney — fixed disney packages, priced from the current settings (request time: the settings live in the database,
// read through the tag-cached getter). Same page in English: components/packages/fixed-packages-page.tsx.
import { FixedPackagesPage, fixedPackagesMetadata } from '@/components/packages/fixed-packages-page';

export const metadata = fixedPackagesMetadata('disney', 'fr');

export default function DisneyPackagesPage() {
  return <FixedPackagesPage kind="disney" locale="fr" />;
}
