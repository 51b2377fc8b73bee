import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('essonne-91', 'en');

export default async function Page() {
  return <RegionPage slug="essonne-91" locale="en" {...await loadRegionPage('essonne-91', 'en')} />;
}
