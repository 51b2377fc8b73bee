import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('chartres');

export default async function Page() {
  return <RegionPage slug="chartres" {...await loadRegionPage('chartres')} />;
}
