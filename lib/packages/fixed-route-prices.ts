// A local package row that shows a fixed route (Dourdan → Orly / CDG, `fixedRoute`) is priced by the settings' fixed
// fares — one way the fare, round trip two legs less the route's discount, as the wizard's quote — never by its own
// price columns: one price per ride (docs/architecture.md, "Pricing"). Every reader of local packages that shows or
// charges a price goes through here: the region tables, the package forms and the booking endpoint, the admin list.
import 'server-only';
import { getPriceSettingsCached } from '@/lib/db/cached';
import type { LocalPackage } from '@/lib/db/types';
import { VEHICLE_TYPES } from '@/lib/domain/vehicles';
import { fixedFarePrice, fixedRoundTripPrice } from '@/lib/pricing/packages';
import type { PriceSettings } from '@/lib/pricing/settings';

/**
 * The row with its fixed route's prices (unchanged when it shows none). Without the settings (unreadable), such a row
 * has no price rather than its own, unread columns.
 */
export function withFixedRoutePrices(pkg: LocalPackage, settings: PriceSettings | null): LocalPackage {
  const route = pkg.fixedRoute;
  if (!route) return pkg;
  const prices = { ...pkg.prices };
  for (const vehicle of VEHICLE_TYPES) {
    prices[vehicle] = {
      oneWayCents: settings && fixedFarePrice(route, vehicle, settings),
      roundTripCents: settings && fixedRoundTripPrice(route, vehicle, settings),
    };
  }
  return { ...pkg, prices };
}

/** The rows with their fixed routes' prices; the settings are read (memoised) only when a row shows a fixed route. */
export async function priceFixedRoutes(packages: LocalPackage[]): Promise<LocalPackage[]> {
  if (!packages.some((p) => p.fixedRoute)) return packages;
  const settings = await getPriceSettingsCached();
  return packages.map((p) => withFixedRoutePrices(p, settings));
}

/** One row (or none) with its fixed route's prices. */
export async function priceFixedRoute<T extends LocalPackage | null>(pkg: T): Promise<T> {
  return pkg?.fixedRoute ? (withFixedRoutePrices(pkg, await getPriceSettingsCached()) as T) : pkg;
}
