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
import {
  availableVehicles,
  cheapestVehicle,
  computeQuote,
  type PriceSettings,
  type Quote,
} from '@/lib/pricing';
import { type VehicleType } from '@/lib/domain/vehicles';

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
  settings: PriceSettings,
  dispatch: React.Dispatch<WizardAction>,
  text: BookingText,
): WizardPricing & { clearNote: () => void } {
  const { step, draft } = state;
  const [note, setNote] = React.useState<string | null>(null);
  const map = text.errors;
  const fitting = availableVehicles(Number(draft.passengers), Number(draft.holdBags));
  const trip = {
    departure: { address: draft.departureAddress, lat: draft.departureLat, lng: draft.departureLng },
    destination: { address: draft.destinationAddress, lat: draft.destinationLat, lng: draft.destinationLng },
    tripType: draft.tripType,
  };
  const vehicle =
    draft.vehicleType && fitting.includes(draft.vehicleType)
      ? draft.vehicleType
      : cheapestVehicle(trip, fitting, settings);

  // Cheap, pure computations the React compiler memoizes.
  const previews: Partial<Record<VehicleType, Quote>> = {};
  if (step === 2) {
    for (const v of fitting) {
      const result = computeQuote({ ...trip, vehicleType: v }, settings);
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
  };
}
