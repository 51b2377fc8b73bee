'use client';

// Step 2 'Choix du véhicule' (docs/product.md#capacity): the vehicles the group fits in side by side (stacked on a phone), each with
// its illustration, capacity, what the ride includes and its TTC total (vehicle-card.tsx), the cheapest preselected;
// the price summary (price-summary.tsx), the booking choice and the send buttons.
import Link from 'next/link';
import { useEffect, useEffectEvent } from 'react';
import {
  ArrowLeftIcon,
  CreditCardIcon,
  LoaderCircleIcon,
  MessageCircleIcon,
  RotateCcwIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PaymentChoice, type PaymentChoiceValue } from '@/components/payments/payment-choice';
import { payOnline } from '@/components/payments/pay-online';
import { submitAndHandOff } from '@/lib/requests/handoff';
import { concernsAirport } from '@/lib/booking';
import { fill } from '@/lib/i18n/fill';
import type { FixedPackage, PriceSettings, Quote } from '@/lib/pricing';
import { isFixedPrice } from '@/lib/pricing/format';
import { cn } from '@/lib/utils';
import { useBookingText } from './booking-text';
import { useCount } from './use-amounts';
import { FieldError } from './form-controls';
import type { WizardDraft } from '@/lib/booking/wizard-state';
import type { SendDeps } from './use-booking-wizard';
import { PriceSummary } from './price-summary';
import { useQuoteCheck } from './use-quote-check';
import { VehicleCard } from './vehicle-card';
import { formatRideDateIn } from '@/lib/format/dates';
import { type VehicleType } from '@/lib/domain/vehicles';

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
  /** The server's quote for the selected vehicle, asked here (use-quote-check.ts) when it is not there yet. */
  onQuoted: (quote: Quote, note: string | null) => void;
  vehicleError: string | null;
  onSelectVehicle: (vehicle: VehicleType) => void;
  onlinePaymentEnabled: boolean;
  paymentChoice: PaymentChoiceValue;
  onPaymentChoice: (value: PaymentChoiceValue) => void;
  submitting: boolean;
  /**
   * Sends the request; step 2 hands it the checkout hand-off, so that code comes with step 2's (which "Suivant" waits
   * for) and a click never waits for a download.
   */
  onSubmit: (deps: SendDeps) => void;
  onPrevious: () => void;
  onRestart: () => void;
}

function Recap({ draft }: { draft: WizardDraft }) {
  const { ui, locale } = useBookingText();
  const count = useCount();
  const when = (date: string, time: string) =>
    fill(ui.dateAt, { date: formatRideDateIn(locale, date), time });
  const rows: [string, string][] = [
    [ui.recapDeparture, draft.departureAddress],
    [ui.recapDestination, draft.destinationAddress],
    [ui.recapOutbound, when(draft.pickupDate, draft.pickupTime)],
  ];
  if (draft.tripType === 'roundTrip') {
    rows.push([ui.recapReturn, when(draft.returnPickupDate, draft.returnPickupTime)]);
  }
  rows.push([
    ui.recapGroup,
    `${count(Number(draft.passengers), 'passenger')} · ${count(Number(draft.holdBags), 'holdBag')}`,
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

/** The taking-off of step 2's entry, one task later: a remount in that time (React's StrictMode in development) keeps it. */
let pendingBack: ReturnType<typeof setTimeout> | undefined;

/**
 * Step 2 is a history entry of its own (same address): the phone's Back button returns to step 1 with everything
 * kept, instead of leaving the page. Leaving step 2 another way (« Précédent », a refused request, the sent panel)
 * takes the entry off again, so Back then leaves the page as expected. Neither entry restores a scroll position of its
 * own while this lasts: each step scrolls to its own top (use-booking-wizard's goToStep), the sent panel and a refused
 * field keep their focus. Here, in step 2's own code, so that the wizard's first load does not carry it.
 */
function useStep2HistoryEntry(onBack: () => void) {
  const back = useEffectEvent(onBack);
  useEffect(() => {
    clearTimeout(pendingBack);
    if (window.history.state?.wizardStep !== 2) {
      // Copied to the new entry by pushState. Next.js keeps its own router state on the entry (its pushState adds it).
      window.history.scrollRestoration = 'manual';
      window.history.pushState({ wizardStep: 2 }, '');
    }
    const onPopState = (event: PopStateEvent) => {
      if (event.state?.wizardStep === 2) return;
      window.history.scrollRestoration = 'auto';
      back();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      pendingBack = setTimeout(() => {
        if (window.history.state?.wizardStep !== 2) return;
        window.addEventListener('popstate', () => (window.history.scrollRestoration = 'auto'), {
          once: true,
        });
        window.history.back();
      });
    };
  }, []);
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
  onQuoted,
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
  useStep2HistoryEntry(onPrevious);
  const check = useQuoteCheck(draft, vehicle, !quoteIsPreview, onQuoted);
  const text = useBookingText();
  const { ui } = text;
  const included = concernsAirport(draft) ? text.included.airport : text.included.other;
  return (
    <div className="flex flex-col gap-6">
      {pkg ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{ui.packageLabel}</span>
          <span className="font-semibold">{text.packageTitle ?? pkg.title}</span>
        </p>
      ) : null}
      <Recap draft={draft} />

      {vehicle === null ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-semibold">{ui.noneAvailable}</p>
          <p className="mt-1">
            {ui.overCapacity}{' '}
            <Link href={text.links.contact} className="font-semibold underline underline-offset-4">
              {ui.contactUs}
            </Link>
          </p>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="text-primary mb-3 text-base font-semibold">
            {vehicles.length > 1 ? ui.vehicleLegendMany : ui.vehicleLegend}
          </legend>
          <div className={cn('grid gap-3', vehicles.length > 1 && 'sm:grid-cols-2')}>
            {vehicles.map((type) => (
              <VehicleCard
                key={type}
                type={type}
                settings={settings}
                selected={draft.vehicleType === type}
                price={totals[type] ?? null}
                fixed={quote != null && isFixedPrice(quote)}
                included={included}
                onSelect={() => onSelectVehicle(type)}
                invalid={vehicleError !== null}
              />
            ))}
          </div>
          {vehicleError ? <FieldError id="wizard-vehicleType-error">{vehicleError}</FieldError> : null}
        </fieldset>
      )}

      {vehicle !== null && (quote || check.failed) ? (
        <PriceSummary
          quote={quote}
          preview={quoteIsPreview}
          failed={check.failed}
          retrying={check.retrying}
          onRetry={check.retry}
          note={note}
        />
      ) : null}

      {vehicle !== null ? (
        <PaymentChoice
          onlineEnabled={onlinePaymentEnabled}
          value={paymentChoice}
          onChange={onPaymentChoice}
          disabled={submitting}
          text={{
            legend: ui.paymentLegend,
            whatsapp: ui.payWhatsApp,
            whatsappHint: ui.payWhatsAppHint,
            online: ui.payOnline,
            onlineHint: ui.payOnlineHint,
          }}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <Button type="button" variant="outline" onClick={onPrevious} className="flex-1 sm:flex-none">
            <ArrowLeftIcon aria-hidden="true" />
            {ui.previous}
          </Button>
          <Button type="button" variant="ghost" onClick={onRestart} className="flex-1 sm:flex-none">
            <RotateCcwIcon aria-hidden="true" />
            {ui.restart}
          </Button>
        </div>
        {vehicle !== null ? (
          <Button
            type="button"
            size="lg"
            variant={online ? 'default' : 'success'}
            onClick={() => onSubmit({ payOnline, handOff: submitAndHandOff })}
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
            {/* While the request is on its way (up to 45 s on a bad network), the button says so. */}
            {submitting ? ui.sending : online ? ui.payButton : ui.payWhatsApp}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
