import { FixedPackagesPage, fixedPackagesMetadata } from '@/components/packages/fixed-packages-page';

export const metadata = fixedPackagesMetadata('disney', 'en');

export default function DisneylandTransfersPage() {
  return <FixedPackagesPage kind="disney" locale="en" />;
}
