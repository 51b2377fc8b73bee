import { RegionPage } from '@/components/packages/region-page';
import { loadRegionPage, regionMetadata } from '@/lib/packages/region-page-data';

export const metadata = regionMetadata('yvelines-78', 'fr');

export default async function Page() {
  return <RegionPage slug="yvelines-78" locale="fr" {...await loadRegionPage('yvelines-78', 'fr')} />;
}
