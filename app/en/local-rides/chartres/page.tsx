import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('chartres', 'en');

export default async function Page() {
  return <RegionPage slug="chartres" locale="en" {...await loadRegionPage('chartres', 'en')} />;
}
