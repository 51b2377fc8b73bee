// /en/airport-booking — booking form of a Dourdan → airport/station package. Missing or invalid package, vehicle or price: back to
// the Dourdan-airport table (replace). Prices are read on the server from the package row.
import { redirect, RedirectType } from 'next/navigation';
import { AirportBookingPage } from '@/components/packages/airport-booking-page';
import { pathFor } from '@/lib/i18n/routes';
import { loadAirportBooking, packageFormMetadata } from '@/lib/packages/booking-page-data';
import { REGIONS } from '@/lib/packages/regions';

export const metadata = packageFormMetadata('airport', 'en');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const data = await loadAirportBooking(await searchParams);
  if (data.status !== 'ok') redirect(pathFor(REGIONS['dourdan-aeroports'].path, 'en'), RedirectType.replace);
  return <AirportBookingPage locale="en" data={data} />;
}
