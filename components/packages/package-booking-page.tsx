// The local-package form page (/reservation-forfait, /en/package-booking) in either language, from the data its route
// loaded (lib/packages/booking-page-data.ts): 'Erreur de réservation' without a valid selection, otherwise the recap
// of the selection (price from the package row) and the form with its copy built here (lib/i18n/package-text.ts).
import type { Locale } from '@/lib/i18n/config';
import { packageFormText, regionText, tripNames, vehicleColumns } from '@/lib/i18n/package-text';
import { pathFor } from '@/lib/i18n/routes';
import { formatEurosIn } from '@/lib/format/money';
import { getT } from '@/lib/i18n/translator';
import type { PackageBookingData } from '@/lib/packages/booking-page-data';
import { routeLabel } from '@/lib/packages/price-table-model';
import { regionForDepartment } from '@/lib/packages/regions';
import { minPickupDate } from '@/lib/booking/dates';
import { BookingPageLayout, NoPackageSelected } from './booking-page-layout';
import { PackageBookingForm } from './package-booking-form';

export function PackageBookingPage({
  locale,
  data,
}: {
  locale: Locale;
  data: Exclude<PackageBookingData, { status: 'airport' }>;
}) {
  if (data.status === 'none') return <NoPackageSelected locale={locale} />;
  if (data.status === 'error') {
    const p = getT(locale, 'PackagePages');
    return <NoPackageSelected locale={locale} detail={`${p('error')} ${p('retryLater')}`} />;
  }
  const { pkg, selection, priceCents } = data;
  const t = getT(locale, 'PackageForm');
  const region = regionForDepartment(pkg.department);
  const regionName = regionText(region.slug, locale).name;
  const placesLang = locale === 'en' ? 'fr' : undefined;
  return (
    <BookingPageLayout
      locale={locale}
      title={t('packageTitle')}
      intro={t('packageIntro')}
      backHref={pathFor(region.path, locale)}
      backLabel={t('packageBack', { region: regionName })}
      recap={[
        { label: t('route'), value: routeLabel(pkg), lang: placesLang },
        { label: t('zone'), value: locale === 'fr' ? pkg.department : regionName },
        { label: t('vehicle'), value: vehicleColumns(locale)[selection.vehicle] },
        { label: t('tripType'), value: tripNames(locale)[selection.trip] },
        { label: t('price'), value: formatEurosIn(locale, priceCents), emphasis: true },
      ]}
    >
      <PackageBookingForm
        packageId={pkg.id}
        vehicle={selection.vehicle}
        trip={selection.trip}
        earliest={minPickupDate(new Date())}
        text={packageFormText(locale)}
      />
    </BookingPageLayout>
  );
}
