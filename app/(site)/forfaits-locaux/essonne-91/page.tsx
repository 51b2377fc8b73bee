import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('essonne-91', 'fr');

export default async function Page() {
  return <RegionPage slug="essonne-91" locale="fr" {...await loadRegionPage('essonne-91', 'fr')} />;
}
