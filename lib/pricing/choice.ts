// Step 2's preselection: of the vehicles a group fits in, the one with the lowest total. The spec's capacity rule
// (lib/pricing/vehicles.ts) offers one vehicle per group today; the choice stays right if it ever offers several.
import { computeQuote, type QuoteOptions, type QuoteRequest } from './quote';
import type { PriceSettings } from './settings';
import { availableVehicles } from './vehicles';
import type { VehicleType } from '@/lib/domain/vehicles';

/**
 * The cheapest of `candidates` for this trip (ties: the first, i.e. the smaller vehicle). A vehicle that cannot be
 * priced yet (trip unknown) ranks after every priced one; null when there is no candidate.
 */
export function cheapestVehicle(
  trip: Omit<QuoteRequest, 'vehicleType'>,
  candidates: readonly VehicleType[],
  settings: PriceSettings,
  options: QuoteOptions = {},
): VehicleType | null {
  let best: { vehicle: VehicleType; total: number } | null = null;
  for (const vehicle of candidates) {
    const result = computeQuote({ ...trip, vehicleType: vehicle }, settings, options);
    const total = result.ok ? result.quote.totalPrice : Number.POSITIVE_INFINITY;
    if (best === null || total < best.total) best = { vehicle, total };
  }
  return best?.vehicle ?? null;
}

/** The cheapest vehicle that fits `passengers` and `bags` (availableVehicles) for this trip; null when none fits. */
export function cheapestFittingVehicle(
  trip: Omit<QuoteRequest, 'vehicleType'>,
  passengers: number,
  bags: number,
  settings: PriceSettings,
  options: QuoteOptions = {},
): VehicleType | null {
  return cheapestVehicle(trip, availableVehicles(passengers, bags), settings, options);
}
