'use client';

// Step 2's prices: instant previews computed in the browser for every fitting vehicle, then the server's quote for the
// chosen vehicle (POST /api/quote with place references only). The server's quote is what counts.
import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { WizardAction, WizardState } from '@/lib/booking/wizard-state';
import { quoteBody } from '@/lib/booking/wizard-wire';
import type { BookingText } from '@/lib/i18n/booking-text';
import { translated } from '@/lib/i18n/fill';
import { MAPS_MESSAGES } from '@/lib/maps/messages';
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

interface QuoteAnswer {
  quote?: Quote;
  note: string | null;
  googleFailed: boolean;
  error?: { title?: string; message?: string };
}

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
  dispatch: React.Dispatch<WizardAction>,
  text: BookingText,
): WizardPricing & { clearNote: () => void; preselect: () => Promise<VehicleType | null> } {
  const { step, draft } = state;
  const [note, setNote] = React.useState<string | null>(null);
  const [pricer, setPricer] = React.useState<Pricer | null>(null);
  const map = text.errors;
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

  const needsQuote = step === 2 && vehicle !== null && state.quote?.vehicleType !== vehicle;
  const quoteKey = needsQuote ? JSON.stringify(quoteBody(draft, vehicle)) : null;
  React.useEffect(() => {
    if (quoteKey === null) return;
    const controller = new AbortController();
    fetch('/api/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: quoteKey,
      signal: controller.signal,
    })
      .then(async (response) => {
        const json = (await response.json()) as QuoteAnswer;
        const tr = (message: string) => translated(message, map);
        if (!response.ok || !json.quote) {
          toast({
            title: tr(json.error?.title ?? MAPS_MESSAGES.distanceFailed.title),
            description: tr(json.error?.message ?? MAPS_MESSAGES.distanceFailed.description),
            variant: 'destructive',
          });
          return;
        }
        setNote(json.note);
        if (json.googleFailed) {
          toast({
            title: tr(MAPS_MESSAGES.distanceFailed.title),
            description: tr(MAPS_MESSAGES.distanceFailed.description),
            variant: 'destructive',
          });
        }
        dispatch({ type: 'quoted', quote: json.quote });
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[wizard] devis indisponible', reason);
      });
    return () => controller.abort();
  }, [quoteKey, dispatch, map]);

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
    note: serverQuote ? note : null,
    clearNote: () => setNote(null),
    preselect,
  };
}
