import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('dourdan-aeroports', 'en');

export default async function Page() {
  return (
    <RegionPage slug="dourdan-aeroports" locale="en" {...await loadRegionPage('dourdan-aeroports', 'en')} />
  );
}
