// The operator's general rates (docs/product.md#capacity, #pricing-fixed-routes, #pricing-round-trip, #pricing-per-km). Money is integer cents everywhere in the app.
// One set of fixed fares: the public package catalogue (§3) for its routes, §9 for Dourdan–Orly / Dourdan–CDG.
import type { VehicleType } from '@/lib/domain/vehicles';

export const FIXED_ROUTE_KEYS = [
  'parisOrly',
  'orlyParis',
  'parisCdg',
  'cdgParis',
  'dourdanOrly',
  'dourdanCdg',
  'parisDisney',
  'disneyParis',
  'cdgDisney',
  'disneyCdg',
  'orlyDisney',
  'disneyOrly',
] as const;
export type FixedRouteKey = (typeof FIXED_ROUTE_KEYS)[number];

export const DISCOUNT_KEYS = ['orly', 'cdg', 'disney'] as const;
export type DiscountKey = (typeof DISCOUNT_KEYS)[number];

export const MINIMUM_KEYS = ['dourdanArea', 'paris', 'local'] as const;
export type MinimumKey = (typeof MINIMUM_KEYS)[number];

/** A per-vehicle amount in cents. `null` on a fixed fare means "no fixed fare: use the per-km fare". */
export type PerVehicle<T = number> = Record<VehicleType, T>;

export interface PriceSettings {
  vehicles: PerVehicle<{ pricePerKmCents: number; basePriceCents: number }>;
  fixedFares: Record<FixedRouteKey, PerVehicle<number | null>>;
  roundTripDiscounts: Record<DiscountKey, PerVehicle>;
  minimums: Record<MinimumKey, PerVehicle>;
}

const eur = (euros: number) => Math.round(euros * 100);
const pair = (berline: number, van: number) => ({ berline: eur(berline), van: eur(van) });

export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  vehicles: {
    berline: { pricePerKmCents: eur(2), basePriceCents: eur(5) },
    van: { pricePerKmCents: eur(2.88), basePriceCents: eur(10) },
  },
  fixedFares: {
    parisOrly: pair(60, 90),
    orlyParis: pair(60, 110),
    parisCdg: pair(90, 110),
    cdgParis: pair(70, 130),
    dourdanOrly: pair(80, 110),
    dourdanCdg: pair(120, 160),
    parisDisney: pair(95, 125),
    disneyParis: pair(95, 125),
    cdgDisney: pair(85, 115),
    disneyCdg: pair(85, 115),
    orlyDisney: pair(80, 110),
    disneyOrly: pair(80, 110),
  },
  roundTripDiscounts: { orly: pair(10, 10), cdg: pair(10, 15), disney: pair(10, 15) },
  minimums: { dourdanArea: pair(11, 15), paris: pair(35, 50), local: pair(20, 40) },
};

/** Upper bound for any single amount the admin may type (10 000 €): catches a misplaced decimal point. */
export const MAX_AMOUNT_CENTS = 1_000_000;
