import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('dourdan-aeroports');

export default async function Page() {
  return <RegionPage slug="dourdan-aeroports" {...await loadRegionPage('dourdan-aeroports')} />;
}
