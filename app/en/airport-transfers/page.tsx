import { FixedPackagesPage, fixedPackagesMetadata } from '@/components/packages/fixed-packages-page';

export const metadata = fixedPackagesMetadata('airport', 'en');

export default function AirportTransfersPage() {
  return <FixedPackagesPage kind="airport" locale="en" />;
}
