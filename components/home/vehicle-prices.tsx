'use client';

// The box's price zone: a hint until the trip is known, then each fitting vehicle with its TTC total and how the
// price was made ('Prix fixe' / 'Prix estimé'), or the server's error with a retry; in the page's language (the box's
// copy, lib/i18n/home-box-text.ts: names, counted nouns and euros the page's way).
import * as React from 'react';
import { LoaderCircleIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/fill';
import { labelled } from '@/lib/format/typography';
import type { HomeBoxText } from '@/lib/i18n/home-box-text';
import { isFixedPrice } from '@/lib/pricing/format';
import type { Quote } from '@/lib/pricing/quote';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { cn } from '@/lib/utils';
import { priceZoneClass } from './box-fields';
import { formatEurosIn } from '@/lib/format/money';
import { type VehicleType } from '@/lib/domain/vehicles';

export type PriceState =
  | { status: 'idle' }
  /** The date or time is refused (said under them): no price. */
  | { status: 'blocked' }
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; items: { vehicle: VehicleType; quote: Quote }[] }
  | { status: 'error'; message: string };

export function VehiclePrices({
  text,
  state,
  onRetry,
  refusal,
}: {
  text: HomeBoxText;
  state: PriceState;
  onRetry: () => void;
  /**
   * A refused date or time, shown under the fields: said here too, as a price would be, else a screen reader hears
   * nothing while the visitor types (the field keeps the focus; a refused place is said by its combobox).
   */
  refusal: string | null;
}) {
  const { ui } = text;
  const rules = new Intl.PluralRules(text.intl);
  const count = (n: number, one: string, other: string) =>
    `${n}\u00a0${rules.select(n) === 'one' ? one : other}`;
  const total = (quote: Quote) => fill(ui.withVat, { amount: formatEurosIn(text.locale, quote.totalPrice) });
  // What a screen reader hears: the zone's outcome once settled, and only when it changed. The zone itself was the
  // live region, and each press of an arrow on « Passagers » said « Calcul du prix… » then the whole zone again,
  // the same price included, twice a press (2026-11-29 keyboard audit). Nothing is said while a price is on its way.
  let outcome: string | null = null;
  if (refusal) outcome = refusal;
  else if (state.status === 'ready')
    outcome = labelled(
      ui.pricesTitle,
      new Intl.ListFormat(text.intl).format(
        state.items.map(({ vehicle, quote }) => `${ui[`${vehicle}Name`]}, ${total(quote)}`),
      ),
      text.locale,
    );
  else if (state.status === 'error') outcome = state.message;
  else if (state.status === 'none') outcome = ui.noneAvailable;
  const [said, setSaid] = React.useState('');
  if (outcome !== null && outcome !== said) setSaid(outcome);
  // Kept while a price is on its way (nothing to say yet); emptied while the trip is incomplete, so that reading the
  // page does not find a price the zone no longer shows.
  const shown = outcome === null && state.status !== 'loading' ? '' : said;
  return (
    <div className={priceZoneClass} data-testid="home-prices">
      <p aria-live="polite" className="sr-only" data-testid="home-prices-announced">
        {shown}
      </p>
      {state.status === 'idle' ? <p className="text-muted-foreground">{ui.askPrice}</p> : null}
      {state.status === 'none' ? <p className="font-medium text-amber-800">{ui.noneAvailable}</p> : null}
      {state.status === 'loading' ? (
        <p className="text-muted-foreground inline-flex items-center gap-2">
          <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
          {ui.pricing}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-destructive font-medium">{state.message}</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {ui.retry}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <h3 className="sr-only">{ui.pricesTitle}</h3>
          <ul className={cn('grid gap-2', state.items.length > 1 && 'sm:grid-cols-2')}>
            {state.items.map(({ vehicle, quote }) => {
              const v = VEHICLES[vehicle];
              return (
                <li
                  key={vehicle}
                  className="bg-primary/5 flex items-center justify-between gap-3 rounded-lg border p-3"
                  data-testid="home-price"
                >
                  <div className="min-w-0">
                    <p className="text-primary font-semibold">{ui[`${vehicle}Name`]}</p>
                    <p className="text-muted-foreground text-xs">
                      {count(v.capacityPassengers, ui.passengerOne, ui.passengerOther)} ·{' '}
                      {count(v.capacityHoldBags, ui.bagOne, ui.bagOther)}
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p
                      className={cn(
                        'text-xs font-semibold',
                        isFixedPrice(quote) ? 'text-success' : 'text-muted-foreground',
                      )}
                      data-testid="home-price-kind"
                    >
                      {isFixedPrice(quote) ? ui.fixedPrice : ui.estimatedPrice}
                    </p>
                    <p className="text-primary text-lg font-bold tabular-nums" data-testid="home-price-total">
                      {total(quote)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
