'use client';

// Step 2 'Choix du véhicule' (spec §2, §3): the vehicles the group fits in side by side, the cheapest preselected
// (a fixed route says 'Prix fixe', a per-km fare shows its rate on the admin's HT basis), the price summary (HT / TVA 10 % /
// TTC, distance, breakdown), the booking choice and the send buttons.
import Link from 'next/link';
import {
  ArrowLeftIcon,
  BriefcaseIcon,
  CheckIcon,
  CreditCardIcon,
  LoaderCircleIcon,
  MessageCircleIcon,
  RotateCcwIcon,
  UsersIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PaymentChoice, type PaymentChoiceValue } from '@/components/payments/payment-choice';
import { PAYMENT_CHOICE } from '@/lib/payments/messages';
import { VEHICLE_MESSAGES, WIZARD_MESSAGES } from '@/lib/booking';
import { countOf, NOUNS } from '@/lib/booking/plural';
import {
  formatKm,
  formatPerKmRate,
  VEHICLES,
  type FixedPackage,
  type PriceSettings,
  type Quote,
} from '@/lib/pricing';
import { cn } from '@/lib/utils';
import { FieldError } from './form-controls';
import type { WizardDraft } from './wizard-state';
import type { VehicleType } from '@/lib/domain/vehicles';
import { formatFrenchDate } from '@/lib/format/dates';
import { formatEuros } from '@/lib/format/money';

export interface VehicleStepProps {
  draft: WizardDraft;
  pkg: FixedPackage | null;
  settings: PriceSettings;
  /** The selected (or preselected) vehicle. */
  vehicle: VehicleType | null;
  /** Every vehicle the group fits in, shown side by side. */
  vehicles: readonly VehicleType[];
  /** TTC total of each fitting vehicle (the server's quote for the selected one, a browser preview for the others). */
  totals: Partial<Record<VehicleType, number>>;
  /** The server's quote, or the browser preview while it is on its way. */
  quote: Quote | null;
  quoteIsPreview: boolean;
  note: string | null;
  vehicleError: string | null;
  onSelectVehicle: (vehicle: VehicleType) => void;
  onlinePaymentEnabled: boolean;
  paymentChoice: PaymentChoiceValue;
  onPaymentChoice: (value: PaymentChoiceValue) => void;
  submitting: boolean;
  onSubmit: () => void;
  onPrevious: () => void;
  onRestart: () => void;
}

function Recap({ draft }: { draft: WizardDraft }) {
  const rows: [string, string][] = [
    ['Départ', draft.departureAddress],
    ['Destination', draft.destinationAddress],
    ['Aller', `${formatFrenchDate(draft.pickupDate)} à ${draft.pickupTime}`],
  ];
  if (draft.tripType === 'roundTrip') {
    rows.push(['Retour', `${formatFrenchDate(draft.returnPickupDate)} à ${draft.returnPickupTime}`]);
  }
  rows.push([
    'Passagers',
    `${countOf(Number(draft.passengers), NOUNS.passenger)} · ${countOf(Number(draft.holdBags), NOUNS.holdBag)}`,
  ]);
  return (
    <dl className="bg-muted/60 grid gap-2 rounded-lg border p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground font-medium">{term}</dt>
          <dd className="min-w-0 break-words">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function PriceSummary({ quote, preview, note }: { quote: Quote; preview: boolean; note: string | null }) {
  return (
    <section
      aria-labelledby="wizard-price-title"
      aria-busy={preview || undefined}
      className="rounded-xl border p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="wizard-price-title" className="text-primary text-base font-semibold">
          Récapitulatif du prix
        </h3>
        {preview ? (
          <span className="text-muted-foreground inline-flex items-center gap-1.5 text-xs">
            <LoaderCircleIcon aria-hidden="true" className="size-3.5 animate-spin" />
            Vérification du prix…
          </span>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt className="text-muted-foreground">Prix HT</dt>
        <dd className="text-right tabular-nums">{formatEuros(quote.estimatedPrice)}</dd>
        <dt className="text-muted-foreground">TVA 10 %</dt>
        <dd className="text-right tabular-nums">{formatEuros(quote.vatAmount)}</dd>
        <dt className="text-muted-foreground">Distance</dt>
        <dd className="text-right tabular-nums">{formatKm(quote.estimatedDistance)}</dd>
        <dt className="border-t pt-3 text-base font-semibold">Total TTC</dt>
        <dd
          className="text-primary border-t pt-3 text-right text-2xl font-bold tabular-nums"
          data-testid="wizard-total"
        >
          {formatEuros(quote.totalPrice)}
        </dd>
      </dl>
      {note ? <p className="mt-3 text-xs font-medium text-amber-800">{note}</p> : null}
      <details className="group mt-4 text-sm">
        <summary className="text-primary cursor-pointer font-medium underline-offset-4 hover:underline">
          Détail du calcul
        </summary>
        <ul className="text-muted-foreground mt-2 flex flex-col gap-1">
          {quote.breakdown.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function VehicleCard({
  type,
  settings,
  selected,
  price,
  fixed,
  onSelect,
  invalid,
}: {
  type: VehicleType;
  settings: PriceSettings;
  selected: boolean;
  price: number | null;
  /** A fixed-route fare: 'Prix fixe', and no per-km line. */
  fixed: boolean;
  onSelect: () => void;
  invalid: boolean;
}) {
  const v = VEHICLES[type];
  const rates = settings.vehicles[type];
  return (
    <label
      className={cn(
        'has-focus-visible:ring-ring relative flex cursor-pointer flex-col gap-3 rounded-xl border-2 p-4 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-offset-2 sm:p-5',
        selected ? 'border-primary bg-primary/5' : 'border-border hover:border-primary/50',
        invalid && !selected && 'border-destructive',
      )}
    >
      <input
        type="radio"
        name="vehicleType"
        value={type}
        checked={selected}
        onChange={onSelect}
        aria-describedby={invalid ? 'wizard-vehicleType-error' : undefined}
        className="sr-only"
      />
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-primary text-lg font-semibold">{v.name}</p>
          <p className="text-muted-foreground mt-1 text-sm">{v.description}</p>
        </div>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
            selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
          )}
        >
          {selected ? <CheckIcon className="size-4" /> : null}
        </span>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <li className="flex items-center gap-1.5">
          <UsersIcon aria-hidden="true" className="text-primary size-4" />
          {v.capacityPassengers} passagers
        </li>
        <li className="flex items-center gap-1.5">
          <BriefcaseIcon aria-hidden="true" className="text-primary size-4" />
          {v.capacityHoldBags} bagages
        </li>
      </ul>
      <div className="flex flex-wrap items-end justify-between gap-2 border-t pt-3">
        {fixed ? (
          <p className="text-success text-sm font-semibold" data-testid="vehicle-price-kind">
            Prix fixe
          </p>
        ) : (
          <p className="text-muted-foreground text-xs" data-testid="vehicle-rate">
            {formatPerKmRate(rates)}
          </p>
        )}
        {price !== null ? (
          <p className="text-primary text-xl font-bold tabular-nums" data-testid="vehicle-total">
            {formatEuros(price)} TTC
          </p>
        ) : null}
      </div>
      <span className="sr-only">{selected ? 'Véhicule sélectionné' : 'Choisir ce véhicule'}</span>
    </label>
  );
}

export function VehicleStep({
  draft,
  pkg,
  settings,
  vehicle,
  vehicles,
  totals,
  quote,
  quoteIsPreview,
  note,
  vehicleError,
  onSelectVehicle,
  onlinePaymentEnabled,
  paymentChoice,
  onPaymentChoice,
  submitting,
  onSubmit,
  onPrevious,
  onRestart,
}: VehicleStepProps) {
  const online = onlinePaymentEnabled && paymentChoice === 'online';
  return (
    <div className="flex flex-col gap-6">
      {pkg ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Forfait : </span>
          <span className="font-semibold">{pkg.title}</span>
        </p>
      ) : null}
      <Recap draft={draft} />

      {vehicle === null ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-semibold">{VEHICLE_MESSAGES.noneAvailable}</p>
          <p className="mt-1">
            {VEHICLE_MESSAGES.overCapacity}{' '}
            <Link href="/contact" className="font-semibold underline underline-offset-4">
              Nous contacter
            </Link>
          </p>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="text-primary mb-3 text-base font-semibold">
            {vehicles.length > 1 ? 'Votre véhicule (le moins cher est choisi)' : 'Votre véhicule'}
          </legend>
          <div className={cn('grid gap-3', vehicles.length > 1 && 'sm:grid-cols-2')}>
            {vehicles.map((type) => (
              <VehicleCard
                key={type}
                type={type}
                settings={settings}
                selected={draft.vehicleType === type}
                price={totals[type] ?? null}
                fixed={quote?.fixedRoute != null}
                onSelect={() => onSelectVehicle(type)}
                invalid={vehicleError !== null}
              />
            ))}
          </div>
          {vehicleError ? <FieldError id="wizard-vehicleType-error">{vehicleError}</FieldError> : null}
        </fieldset>
      )}

      {quote && vehicle !== null ? <PriceSummary quote={quote} preview={quoteIsPreview} note={note} /> : null}

      {vehicle !== null ? (
        <PaymentChoice
          onlineEnabled={onlinePaymentEnabled}
          value={paymentChoice}
          onChange={onPaymentChoice}
          disabled={submitting}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <Button type="button" variant="outline" onClick={onPrevious} className="flex-1 sm:flex-none">
            <ArrowLeftIcon aria-hidden="true" />
            Précédent
          </Button>
          <Button type="button" variant="ghost" onClick={onRestart} className="flex-1 sm:flex-none">
            <RotateCcwIcon aria-hidden="true" />
            {WIZARD_MESSAGES.restart}
          </Button>
        </div>
        {vehicle !== null ? (
          <Button
            type="button"
            size="lg"
            variant={online ? 'default' : 'success'}
            onClick={onSubmit}
            aria-disabled={submitting || undefined}
            className="h-auto min-h-12 w-full py-3 text-center whitespace-normal sm:w-auto"
          >
            {submitting ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
            ) : online ? (
              <CreditCardIcon aria-hidden="true" />
            ) : (
              <MessageCircleIcon aria-hidden="true" />
            )}
            {online ? PAYMENT_CHOICE.payButton : PAYMENT_CHOICE.whatsapp}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
