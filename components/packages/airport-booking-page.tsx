// The Dourdan → airport/station form page (/reservation-forfait-aeroport, /en/airport-booking) in either language,
// from the package row its route loaded (lib/packages/booking-page-data.ts; prices from the row, never the URL).
import type { Locale } from '@/lib/i18n/config';
import { packageFormText, vehicleColumns, yourPriceText } from '@/lib/i18n/package-text';
import { pathFor } from '@/lib/i18n/routes';
import { formatEurosIn } from '@/lib/format/money';
import { getT } from '@/lib/i18n/translator';
import { terminalsForDestination } from '@/lib/packages/airport';
import type { AirportBookingData } from '@/lib/packages/booking-page-data';
import { routeLabel } from '@/lib/packages/price-table-model';
import { REGIONS } from '@/lib/packages/regions';
import { minPickupDate } from '@/lib/booking/dates';
import { AIRPORT_FORM_COMMUNES } from '@/lib/places';
import { AirportBookingForm } from './airport-booking-form';
import { BookingPageLayout } from './booking-page-layout';

export function AirportBookingPage({
  locale,
  data,
}: {
  locale: Locale;
  data: Extract<AirportBookingData, { status: 'ok' }>;
}) {
  const { pkg, selection, prices } = data;
  const t = getT(locale, 'PackageForm');
  const format = (cents: number | null) => (cents === null ? null : formatEurosIn(locale, cents));
  const vehicleLabel = vehicleColumns(locale)[selection.vehicle];
  return (
    <BookingPageLayout
      locale={locale}
      title={t('airportTitle')}
      intro={t('airportIntro')}
      backHref={pathFor(REGIONS['dourdan-aeroports'].path, locale)}
      backLabel={t('airportBack')}
      recap={null}
    >
      <AirportBookingForm
        packageId={pkg.id}
        vehicle={selection.vehicle}
        vehicleLabel={vehicleLabel}
        initialTrip={selection.trip}
        route={routeLabel(pkg)}
        destination={pkg.endLocation}
        prices={{ oneWay: format(prices.oneWayCents), roundTrip: format(prices.roundTripCents) }}
        roundTripComputed={prices.roundTripComputed}
        communes={AIRPORT_FORM_COMMUNES}
        terminals={terminalsForDestination(pkg.endLocation)}
        earliest={minPickupDate(new Date())}
        text={packageFormText(locale)}
        yourPrice={yourPriceText(locale, selection.vehicle)}
      />
    </BookingPageLayout>
  );
}
