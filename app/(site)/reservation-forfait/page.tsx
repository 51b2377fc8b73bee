// /reservation-forfait — booking form of a local package. The URL carries the selection (package, vehicle, trip);
// the package row and its price are read here, on the server: a `price=` in the URL is ignored.
import { redirect, unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { BookingPageLayout, NoPackageSelected } from '@/components/packages/booking-page-layout';
import { PackageBookingForm } from '@/components/packages/package-booking-form';
import { TRIP_LABELS } from '@/lib/domain/trips';
import { routeLabel, VEHICLE_COLUMNS } from '@/lib/packages/price-table-model';
import { regionForDepartment, PACKAGE_PAGE_MESSAGES } from '@/lib/packages/regions';
import { findSelectedPackage, type SelectedPackage } from '@/lib/packages/selected-package';
import { todayInParis } from '@/lib/packages/schedule';
import { AIRPORT_FORM_PATH, parsePackageSelection } from '@/lib/packages/selection';
import { getStore } from '@/lib/db';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatEuros } from '@/lib/format/money';

export const metadata = pageMetadata({
  title: 'Réserver un forfait',
  description: 'Complétez votre demande de réservation de forfait VTC à prix fixe au départ de Dourdan.',
  path: '/reservation-forfait',
  noindex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PackageBookingPage({ searchParams }: Props) {
  await connection();
  const selection = parsePackageSelection(await searchParams);
  if (!selection) return <NoPackageSelected />;

  let found: SelectedPackage;
  try {
    found = await findSelectedPackage(await getStore(), selection);
  } catch (error) {
    unstable_rethrow(error);
    console.error('[forfaits] lecture du forfait impossible', error);
    return (
      <NoPackageSelected detail={`${PACKAGE_PAGE_MESSAGES.error} ${PACKAGE_PAGE_MESSAGES.retryLater}`} />
    );
  }
  if (found.status !== 'ok') return <NoPackageSelected />;
  if (found.airport) {
    const query = new URLSearchParams({
      package: selection.packageId,
      vehicle: selection.vehicle,
      trip: selection.trip,
    });
    redirect(`${AIRPORT_FORM_PATH}?${query.toString()}`);
  }

  const { pkg } = found;
  const region = regionForDepartment(pkg.department);
  return (
    <BookingPageLayout
      title="Réservation de votre forfait"
      intro="Indiquez vos adresses, la date et vos coordonnées\u00a0: votre demande est enregistrée puis confirmée avec le chauffeur sur WhatsApp."
      backHref={region.path}
      backLabel={`Retour aux forfaits ${region.name}`}
      recap={[
        { label: 'Trajet', value: routeLabel(pkg) },
        { label: 'Zone', value: pkg.department },
        { label: 'Véhicule', value: VEHICLE_COLUMNS[selection.vehicle] },
        { label: 'Type de trajet', value: TRIP_LABELS[selection.trip] },
        { label: 'Prix TTC', value: formatEuros(found.priceCents), emphasis: true },
      ]}
    >
      <PackageBookingForm
        packageId={pkg.id}
        vehicle={selection.vehicle}
        trip={selection.trip}
        today={todayInParis(new Date())}
      />
    </BookingPageLayout>
  );
}
