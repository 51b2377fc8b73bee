import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('dourdan-aeroports', 'fr');

export default async function Page() {
  return (
    <RegionPage slug="dourdan-aeroports" locale="fr" {...await loadRegionPage('dourdan-aeroports', 'fr')} />
  );
}
