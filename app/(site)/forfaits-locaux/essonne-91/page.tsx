import { RegionPage, regionMetadata } from '@/components/packages/region-page';

export const metadata = regionMetadata('essonne-91');

export default function Page() {
  return <RegionPage slug="essonne-91" />;
}
