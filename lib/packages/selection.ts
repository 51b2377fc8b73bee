// A price click carries the SELECTION in the URL (package id, vehicle, trip type) and never the price: the form page
// and the booking endpoint look the price up on the server from the package row, so a reload or a shared link keeps
// working and editing the URL cannot change what the visitor pays.
import { z } from 'zod';
import type { LocalPackage } from '@/lib/db/types';
import { TRIP_TYPES, type TripType } from '@/lib/domain/trips';
import { VEHICLE_TYPES, type VehicleType } from '@/lib/domain/vehicles';

export const PACKAGE_FORM_PATH = '/reservation-forfait';
export const AIRPORT_FORM_PATH = '/reservation-forfait-aeroport';

export interface PackageSelection {
  packageId: string;
  vehicle: VehicleType;
  trip: TripType;
}

export const packageSelectionSchema = z.object({
  packageId: z.uuid(),
  vehicle: z.enum(VEHICLE_TYPES),
  trip: z.enum(TRIP_TYPES),
});

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads `?package=…&vehicle=…&trip=…`; anything else in the URL (a `price=` for instance) is ignored. */
export function parsePackageSelection(params: SearchParams): PackageSelection | null {
  const parsed = packageSelectionSchema.safeParse({
    packageId: single(params.package),
    vehicle: single(params.vehicle),
    trip: single(params.trip) ?? 'oneWay',
  });
  return parsed.success ? parsed.data : null;
}

export function isAirportPackage(pkg: Pick<LocalPackage, 'department'>): boolean {
  return pkg.department === 'Dourdan-Aéroport';
}

/** The French form page of a selection: '/reservation-forfait-aeroport?package=…&vehicle=…&trip=…' for an airport one. */
export function selectionPath(airport: boolean, { packageId, vehicle, trip }: PackageSelection): string {
  const path = airport ? AIRPORT_FORM_PATH : PACKAGE_FORM_PATH;
  const query = new URLSearchParams({ package: packageId, vehicle, trip });
  return `${path}?${query.toString()}`;
}

export function selectionHref(
  pkg: Pick<LocalPackage, 'id' | 'department'>,
  vehicle: VehicleType,
  trip: TripType,
): string {
  return selectionPath(isAirportPackage(pkg), { packageId: pkg.id, vehicle, trip });
}

/** A bookable price is a positive amount; null, 0 or negative show 'N/A' and cannot be clicked. */
export function isBookablePrice(cents: number | null | undefined): cents is number {
  return typeof cents === 'number' && Number.isFinite(cents) && cents > 0;
}

export function packagePriceCents(
  pkg: Pick<LocalPackage, 'prices'>,
  vehicle: VehicleType,
  trip: TripType,
): number | null {
  const prices = pkg.prices[vehicle];
  const cents = trip === 'oneWay' ? prices.oneWayCents : prices.roundTripCents;
  return isBookablePrice(cents) ? cents : null;
}

export interface AirportTripPrices {
  oneWayCents: number | null;
  /** The row's round-trip price, or — when the row has none — twice the one-way price ('Tarif Aller-Retour Calculé'). */
  roundTripCents: number | null;
  roundTripComputed: boolean;
}

/** Airport form prices of one vehicle (docs/product.md#packages-airport-form, #pricing-round-trip). */
export function airportTripPrices(
  pkg: Pick<LocalPackage, 'prices'>,
  vehicle: VehicleType,
): AirportTripPrices {
  const { oneWayCents, roundTripCents } = pkg.prices[vehicle];
  const oneWay = isBookablePrice(oneWayCents) ? oneWayCents : null;
  if (isBookablePrice(roundTripCents)) {
    return { oneWayCents: oneWay, roundTripCents, roundTripComputed: false };
  }
  return {
    oneWayCents: oneWay,
    roundTripCents: oneWay === null ? null : oneWay * 2,
    roundTripComputed: oneWay !== null,
  };
}

export function airportPriceCents(
  pkg: Pick<LocalPackage, 'prices'>,
  vehicle: VehicleType,
  trip: TripType,
): number | null {
  const prices = airportTripPrices(pkg, vehicle);
  return trip === 'oneWay' ? prices.oneWayCents : prices.roundTripCents;
}
