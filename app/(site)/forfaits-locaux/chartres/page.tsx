import { RegionPage, regionMetadata } from '@/components/packages/region-page';

export const metadata = regionMetadata('chartres');

export default function Page() {
  return <RegionPage slug="chartres" />;
}
