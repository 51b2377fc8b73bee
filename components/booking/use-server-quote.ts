'use client';

// Step 2's prices: instant previews computed in the browser for every fitting vehicle, and the server's quote for the
// chosen vehicle once step 2 has asked for it (use-quote-check.ts, with step 2's code). The server's quote is what counts.
import * as React from 'react';
import type { WizardState } from '@/lib/booking/wizard-state';
import type { BookingText } from '@/lib/i18n/booking-text';
import type { PriceSettings, Quote } from '@/lib/pricing';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import { availableVehicles } from '@/lib/pricing/vehicles';
import { type VehicleType } from '@/lib/domain/vehicles';

/**
 * Step 2's price engine (the instant previews and the preselection of the cheapest vehicle): loaded when the browser
 * is idle after the first paint, or when the visitor presses "Suivant", so it is not part of /reservation's first load
 * (e2e/build-output.spec.ts). Step 1 needs no price.
 */
const loadPricer = () =>
  Promise.all([import('@/lib/pricing/quote'), import('@/lib/pricing/choice')]).then(([quote, choice]) => ({
    computeQuote: quote.computeQuote,
    cheapestVehicle: choice.cheapestVehicle,
  }));
type Pricer = Awaited<ReturnType<typeof loadPricer>>;

/**
 * How long "Suivant" waits for the engine before opening step 2 without it. The idle load has usually brought it long
 * before; a download stalled on a phone network must not leave the button dead (the server's quote needs no engine).
 */
const ENGINE_WAIT_MS = 3_000;

export interface WizardPricing {
  /** The vehicles the group fits in, side by side in step 2. */
  fitting: VehicleType[];
  /** The chosen vehicle, or the cheapest that fits (preselected when the visitor moves on). */
  vehicle: VehicleType | null;
  serverQuote: Quote | null;
  /** The server's quote, or the browser's preview while it is on its way. */
  shownQuote: Quote | null;
  totals: Partial<Record<VehicleType, number>>;
  note: string | null;
}

export function useServerQuote(
  state: WizardState,
  { settings, localRoutes }: { settings: PriceSettings; localRoutes: readonly LocalRoute[] },
  text: BookingText,
): WizardPricing & { preselect: () => Promise<VehicleType | null> } {
  const { step, draft } = state;
  const [pricer, setPricer] = React.useState<Pricer | null>(null);
  const fitting = availableVehicles(Number(draft.passengers), Number(draft.holdBags));
  const trip = {
    departure: { address: draft.departureAddress, lat: draft.departureLat, lng: draft.departureLng },
    destination: { address: draft.destinationAddress, lat: draft.destinationLat, lng: draft.destinationLng },
    tripType: draft.tripType,
  };
  const chosen = draft.vehicleType && fitting.includes(draft.vehicleType) ? draft.vehicleType : null;
  const vehicle = chosen ?? pricer?.cheapestVehicle(trip, fitting, settings, { localRoutes }) ?? null;

  React.useEffect(() => {
    let live = true;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => {
      loadPricer()
        .then((loaded) => {
          if (live) setPricer(loaded);
        })
        .catch(() => {}); // "Suivant" loads it again (preselect) and falls back to the first vehicle that fits
    });
    return () => {
      live = false;
    };
  }, []);

  /**
   * The vehicle step 2 opens with: the visitor's, or the cheapest that fits (the engine loaded first if need be). When
   * the engine fails or takes longer than ENGINE_WAIT_MS, the first vehicle that fits; the previews follow if it comes.
   */
  function preselect(): Promise<VehicleType | null> {
    if (chosen) return Promise.resolve(chosen);
    const fallback = fitting[0] ?? null;
    // Not cleared: once the race is settled, the timer resolves a promise nobody waits for.
    const late = new Promise<VehicleType | null>((resolve) => setTimeout(resolve, ENGINE_WAIT_MS, fallback));
    const cheapest = loadPricer()
      .then((loaded) => {
        setPricer(loaded);
        return loaded.cheapestVehicle(trip, fitting, settings, { localRoutes });
      })
      .catch(() => fallback);
    return Promise.race([cheapest, late]);
  }

  // Cheap, pure computations the React compiler memoizes.
  const previews: Partial<Record<VehicleType, Quote>> = {};
  if (step === 2 && pricer) {
    for (const v of fitting) {
      const result = pricer.computeQuote({ ...trip, vehicleType: v }, settings, {
        localRoutes,
        vatExempt: text.vatExempt,
      });
      if (result.ok) previews[v] = result.quote;
    }
  }

  const serverQuote = state.quote?.vehicleType === vehicle ? state.quote : null;
  const shownQuote = serverQuote ?? (vehicle === null ? null : (previews[vehicle] ?? null));
  const totals: Partial<Record<VehicleType, number>> = {};
  for (const [v, q] of Object.entries(previews)) totals[v as VehicleType] = q.totalPrice;
  if (shownQuote) totals[shownQuote.vehicleType] = shownQuote.totalPrice;
  return {
    fitting,
    vehicle,
    serverQuote,
    shownQuote,
    totals,
    note: serverQuote ? (state.note ?? null) : null,
    preselect,
  };
}
