// /reservation-forfait-aeroport — booking form of a Dourdan → airport/station package. Missing or invalid package,
// vehicle or price: back to the Dourdan-airport table (replace). Prices are read here from the package row.
import { redirect, RedirectType, unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { AirportBookingForm } from '@/components/packages/airport-booking-form';
import { terminalsForDestination } from '@/lib/packages/airport';
import { BookingPageLayout } from '@/components/packages/booking-page-layout';
import { routeLabel, VEHICLE_COLUMNS } from '@/lib/packages/price-table-model';
import { REGIONS } from '@/lib/packages/regions';
import {
  airportTripPrices,
  findSelectedPackage,
  type SelectedPackage,
} from '@/lib/packages/selected-package';
import { todayInParis } from '@/lib/packages/schedule';
import { parsePackageSelection } from '@/lib/packages/selection';
import { getStore } from '@/lib/db';
import { AIRPORT_FORM_COMMUNES } from '@/lib/places';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatEuros } from '@/lib/format/money';

export const metadata = pageMetadata({
  title: 'Réserver un transfert Dourdan – aéroport',
  description:
    'Complétez votre demande de transfert VTC à prix fixe de Dourdan (91410) vers Orly, Roissy-CDG, Beauvais ou une gare parisienne.',
  path: '/reservation-forfait-aeroport',
  noindex: true,
});

const TABLE = REGIONS['dourdan-aeroports'];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AirportBookingPage({ searchParams }: Props) {
  await connection();
  const selection = parsePackageSelection(await searchParams);
  if (!selection) redirect(TABLE.path, RedirectType.replace);

  let found: SelectedPackage;
  try {
    found = await findSelectedPackage(await getStore(), selection);
  } catch (error) {
    unstable_rethrow(error);
    console.error('[forfaits] lecture du forfait impossible', error);
    found = { status: 'missing' };
  }
  if (found.status !== 'ok' || !found.airport) redirect(TABLE.path, RedirectType.replace);

  const { pkg } = found;
  const prices = airportTripPrices(pkg, selection.vehicle);
  const format = (cents: number | null) => (cents === null ? null : formatEuros(cents));
  const route = routeLabel(pkg);
  const vehicleLabel = VEHICLE_COLUMNS[selection.vehicle];
  return (
    <BookingPageLayout
      title="Réservation de votre transfert"
      intro="Départ de Dourdan et des communes voisines (91410). Votre demande est enregistrée puis confirmée avec le chauffeur sur WhatsApp."
      backHref={TABLE.path}
      backLabel="Retour aux forfaits Dourdan – Aéroports"
      recap={null}
    >
      <AirportBookingForm
        packageId={pkg.id}
        vehicle={selection.vehicle}
        vehicleLabel={vehicleLabel}
        initialTrip={selection.trip}
        route={route}
        destination={pkg.endLocation}
        prices={{ oneWay: format(prices.oneWayCents), roundTrip: format(prices.roundTripCents) }}
        roundTripComputed={prices.roundTripComputed}
        communes={AIRPORT_FORM_COMMUNES}
        terminals={terminalsForDestination(pkg.endLocation)}
        today={todayInParis(new Date())}
      />
    </BookingPageLayout>
  );
}
