'use client';

// The airport form's "Votre forfait" box: route and vehicle, the trip-type choice with the chosen vehicle's price of
// each trip (prices come from the server; the endpoint looks them up again) and the round-trip price detail. Words from
// `text` (the page's language, built on the server).
import { CalculatorIcon as Calculator } from '@/components/ui/form-icons';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { RadioGroup, RadioOption } from '@/components/ui/radio-group';
import type { PackageFormText } from '@/lib/i18n/package-text';
import { type TripType } from '@/lib/domain/trips';
import { CLOSE_LABEL } from '@/lib/i18n/ui-labels';
import { SHOWN_FOR_TRIP } from './booking-form-sections';

export interface AirportTripSummaryProps {
  route: string;
  vehicleLabel: string;
  /** Formatted prices of the chosen vehicle; null when the row has none for that trip. */
  prices: Record<TripType, string | null>;
  roundTripComputed: boolean;
  trip: TripType;
  text: PackageFormText;
  yourPrice: Record<TripType, string>;
  onTripChange: (trip: TripType) => void;
}

export function AirportTripSummary({
  route,
  vehicleLabel,
  prices,
  roundTripComputed,
  trip,
  text,
  yourPrice,
  onTripChange,
}: AirportTripSummaryProps) {
  return (
    <section aria-labelledby="recapitulatif" className="bg-card space-y-4 rounded-xl border p-5 shadow-sm">
      <div>
        <h2 id="recapitulatif" className="text-primary text-lg font-semibold">
          {text.recapTitle}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground text-xs tracking-wide uppercase">{text.route}</dt>
            <dd lang={text.locale === 'en' ? 'fr' : undefined} className="font-medium">
              {route}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs tracking-wide uppercase">{text.vehicle}</dt>
            <dd className="font-medium">{vehicleLabel}</dd>
          </div>
        </dl>
      </div>
      <RadioGroup legend={text.tripType} className="bg-muted/60 space-y-4 rounded-lg p-3 sm:p-4">
        <div className="grid grid-cols-2 gap-2">
          {(['oneWay', 'roundTrip'] as const).map((option) => {
            const price = prices[option];
            return (
              <RadioOption
                key={option}
                name="trip_type"
                value={option}
                checked={trip === option}
                selected={trip === option}
                disabled={!price}
                onChange={() => onTripChange(option)}
                className="has-checked:border-primary flex flex-col items-center gap-0.5 rounded-lg border-2 border-transparent bg-white p-3 text-center transition-colors"
              >
                <span className="text-sm font-medium">{text.trips[option]}</span>
                <span className="text-primary text-lg font-bold tabular-nums">
                  {price ?? text.notAvailable}
                </span>
              </RadioOption>
            );
          })}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* The chosen trip's line, by CSS (the radio's own name already says its price to a screen reader). */}
          <p className="text-sm">
            {(['oneWay', 'roundTrip'] as const).map(
              (option) =>
                prices[option] && (
                  <span key={option} className={SHOWN_FOR_TRIP[option]}>
                    {yourPrice[option]}{' '}
                    <strong className="text-primary tabular-nums" data-testid="prix-forfait">
                      {prices[option]}
                    </strong>
                  </span>
                ),
            )}
          </p>
          <Dialog>
            <DialogTrigger asChild>
              <Button type="button" variant="outline" size="sm">
                <Calculator aria-hidden="true" />
                {text.detail}
              </Button>
            </DialogTrigger>
            <DialogContent closeLabel={CLOSE_LABEL[text.locale]}>
              <DialogHeader>
                <DialogTitle>{text.roundTripModalTitle}</DialogTitle>
                <DialogDescription>
                  {route} — {vehicleLabel}
                </DialogDescription>
              </DialogHeader>
              <dl className="divide-y rounded-lg border text-sm">
                <div className="flex justify-between gap-4 p-3">
                  <dt>{text.trips.oneWay}</dt>
                  <dd className="font-semibold tabular-nums">{prices.oneWay ?? text.notAvailable}</dd>
                </div>
                <div className="flex justify-between gap-4 p-3">
                  <dt>{text.trips.roundTrip}</dt>
                  <dd className="text-primary font-bold tabular-nums">
                    {prices.roundTrip ?? text.notAvailable}
                  </dd>
                </div>
              </dl>
              <p className="text-muted-foreground text-sm">
                {roundTripComputed ? text.computed : text.fixed} {text.priceNote}
              </p>
            </DialogContent>
          </Dialog>
        </div>
      </RadioGroup>
    </section>
  );
}
