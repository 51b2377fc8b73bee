// What the two package form pages show (/reservation-forfait, /reservation-forfait-aeroport and their English twins
// /en/package-booking, /en/airport-booking): the selection in the URL (package, vehicle, trip) and the package row and
// price read here, on the server (a `price=` in the URL is ignored), plus each page's metadata in its language.
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { getStore } from '@/lib/db';
import type { LocalPackage } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/config';
import { getT } from '@/lib/i18n/translator';
import { formPathFor } from '@/lib/i18n/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { airportTripPrices, findSelectedPackage, type SelectedPackage } from './selected-package';
import {
  AIRPORT_FORM_PATH,
  PACKAGE_FORM_PATH,
  parsePackageSelection,
  type PackageSelection,
} from './selection';

type SearchParams = Record<string, string | string[] | undefined>;

export function packageFormMetadata(form: 'package' | 'airport', locale: Locale) {
  const t = getT(locale, 'PackageForm');
  return pageMetadata({
    title: form === 'package' ? t('packageMetaTitle') : t('airportMetaTitle'),
    description: form === 'package' ? t('packageMetaDescription') : t('airportMetaDescription'),
    path: formPathFor(form === 'package' ? PACKAGE_FORM_PATH : AIRPORT_FORM_PATH, locale),
    noindex: true,
    byQuery: true,
    locale,
  });
}

async function find(selection: PackageSelection): Promise<SelectedPackage | 'error'> {
  try {
    return await findSelectedPackage(await getStore(), selection);
  } catch (error) {
    unstable_rethrow(error);
    console.error('[forfaits] lecture du forfait impossible', error);
    return 'error';
  }
}

export type PackageBookingData =
  | { status: 'none' }
  | { status: 'error' }
  /** An airport row: its form, same selection (path in the page's language). */
  | { status: 'airport'; href: string }
  | { status: 'ok'; pkg: LocalPackage; selection: PackageSelection; priceCents: number };

/** /reservation-forfait: no valid selection → 'Erreur de réservation'; an airport row → the airport form. */
export async function loadPackageBooking(params: SearchParams, locale: Locale): Promise<PackageBookingData> {
  await connection();
  const selection = parsePackageSelection(params);
  if (!selection) return { status: 'none' };
  const found = await find(selection);
  if (found === 'error') return { status: 'error' };
  if (found.status !== 'ok') return { status: 'none' };
  if (found.airport) {
    const query = new URLSearchParams({
      package: selection.packageId,
      vehicle: selection.vehicle,
      trip: selection.trip,
    });
    return { status: 'airport', href: formPathFor(`${AIRPORT_FORM_PATH}?${query.toString()}`, locale) };
  }
  return { status: 'ok', pkg: found.pkg, selection, priceCents: found.priceCents };
}

export type AirportBookingData =
  | { status: 'back' }
  | {
      status: 'ok';
      pkg: LocalPackage;
      selection: PackageSelection;
      prices: ReturnType<typeof airportTripPrices>;
    };

/** /reservation-forfait-aeroport: missing or invalid package, vehicle or price → back to the Dourdan-airport table. */
export async function loadAirportBooking(params: SearchParams): Promise<AirportBookingData> {
  await connection();
  const selection = parsePackageSelection(params);
  if (!selection) return { status: 'back' };
  const found = await find(selection);
  if (found === 'error' || found.status !== 'ok' || !found.airport) return { status: 'back' };
  return { status: 'ok', pkg: found.pkg, selection, prices: airportTripPrices(found.pkg, selection.vehicle) };
}
