import { RegionPage, regionMetadata } from '@/components/packages/region-page';

export const metadata = regionMetadata('yvelines-78');

export default function Page() {
  return <RegionPage slug="yvelines-78" />;
}
