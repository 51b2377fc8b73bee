import { RegionPage, regionMetadata } from '@/components/packages/region-page';

export const metadata = regionMetadata('dourdan-aeroports');

export default function Page() {
  return <RegionPage slug="dourdan-aeroports" />;
}
