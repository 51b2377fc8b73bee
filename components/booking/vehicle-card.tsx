// One vehicle of step 2, as a radio card: illustration, capacity, what the ride includes, and the TTC total — with
// 'Prix fixe' for a fixed-route fare (no per-km line) or the per-km rate on the admin's basis (formatPerKmRate).
import { BriefcaseIcon, CheckIcon, UsersIcon } from 'lucide-react';
import { fill } from '@/lib/i18n/fill';
import type { PriceSettings } from '@/lib/pricing/settings';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { cn } from '@/lib/utils';
import { useBookingText } from './booking-text';
import { useCount, useEuros } from './use-amounts';
import { VehicleIllustration } from './vehicle-illustration';
import { type VehicleType } from '@/lib/domain/vehicles';

export interface VehicleCardProps {
  type: VehicleType;
  settings: PriceSettings;
  selected: boolean;
  /** TTC total in cents, null while unknown. */
  price: number | null;
  /** A fixed-route fare: 'Prix fixe', and no per-km line. */
  fixed: boolean;
  /** What the ride includes (lib/booking/included.ts). */
  included: readonly string[];
  onSelect: () => void;
  invalid: boolean;
}

export function VehicleCard({
  type,
  settings,
  selected,
  price,
  fixed,
  included,
  onSelect,
  invalid,
}: VehicleCardProps) {
  const v = VEHICLES[type];
  const { ui } = useBookingText();
  const count = useCount();
  const euros = useEuros();
  const rates = settings.vehicles[type];
  const ids = `wizard-vehicle-${type}`;
  return (
    <label
      className={cn(
        'has-focus-visible:ring-ring relative flex cursor-pointer flex-col gap-3 rounded-xl border-2 bg-white p-4 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-offset-2 sm:p-5',
        selected ? 'border-primary bg-primary/5' : 'border-border hover:border-primary/50',
        invalid && !selected && 'border-destructive',
      )}
      data-testid="vehicle-card"
    >
      {/* Named by the vehicle and its total, described by its capacity and its kind of price: the whole card as the
          radio's name read 50 – 60 words at each arrow press, the vehicle twice. */}
      <input
        type="radio"
        name="vehicleType"
        value={type}
        checked={selected}
        onChange={onSelect}
        aria-labelledby={price !== null ? `${ids}-name ${ids}-total` : `${ids}-name`}
        aria-describedby={[
          `${ids}-passengers`,
          `${ids}-bags`,
          `${ids}-kind`,
          invalid && 'wizard-vehicleType-error',
        ]
          .filter(Boolean)
          .join(' ')}
        className="sr-only"
      />
      <div className="flex items-center gap-4">
        <div className="w-28 shrink-0 rounded-lg bg-slate-100 px-2 py-3 sm:w-32">
          <VehicleIllustration type={type} label={ui[`${type}ImageAlt`]} />
        </div>
        <div className="min-w-0 flex-1">
          <p id={`${ids}-name`} className="text-primary text-lg font-semibold">
            {ui[`${type}Name`]}
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={ui.capacity}>
            <li id={`${ids}-passengers`} className="flex items-center gap-1.5">
              <UsersIcon aria-hidden="true" className="text-primary size-4" />
              {count(v.capacityPassengers, 'passenger')}
            </li>
            <li id={`${ids}-bags`} className="flex items-center gap-1.5">
              <BriefcaseIcon aria-hidden="true" className="text-primary size-4" />
              {count(v.capacityHoldBags, 'bag')}
            </li>
          </ul>
        </div>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-6 shrink-0 items-center justify-center self-start rounded-full border-2',
            selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
          )}
        >
          {selected ? <CheckIcon className="size-4" /> : null}
        </span>
      </div>
      <p className="text-muted-foreground text-sm">{ui[`${type}Description`]}</p>
      {included.length > 0 ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{ui.included}</p>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm" data-testid="vehicle-included">
            {included.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <CheckIcon aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-2 border-t pt-3">
        {fixed ? (
          <p
            id={`${ids}-kind`}
            className="text-success text-sm font-semibold"
            data-testid="vehicle-price-kind"
          >
            {ui.fixedPrice}
          </p>
        ) : (
          <p id={`${ids}-kind`} className="text-muted-foreground text-xs" data-testid="vehicle-rate">
            {fill(ui.perKmRate, { perKm: euros(rates.pricePerKmCents), base: euros(rates.basePriceCents) })}
          </p>
        )}
        {price !== null ? (
          <p
            id={`${ids}-total`}
            className="text-primary text-xl font-bold tabular-nums"
            data-testid="vehicle-total"
          >
            {fill(ui.withVat, { amount: euros(price) })}
          </p>
        ) : null}
      </div>
    </label>
  );
}
