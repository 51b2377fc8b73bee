// /en/package-booking — booking form of a local package. The URL carries the selection (package, vehicle, trip); the package row and
// its price are read on the server (lib/packages/booking-page-data.ts): a `price=` in the URL is ignored.
import { redirect } from 'next/navigation';
import { PackageBookingPage } from '@/components/packages/package-booking-page';
import { loadPackageBooking, packageFormMetadata } from '@/lib/packages/booking-page-data';

export const metadata = packageFormMetadata('package', 'en');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const data = await loadPackageBooking(await searchParams, 'en');
  if (data.status === 'airport') redirect(data.href);
  return <PackageBookingPage locale="en" data={data} />;
}
