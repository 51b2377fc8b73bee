import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('chartres', 'fr');

export default async function Page() {
  return <RegionPage slug="chartres" locale="fr" {...await loadRegionPage('chartres', 'fr')} />;
}
