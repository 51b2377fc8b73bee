'use client';

// The /reservation wizard island: two steps on one state hook (use-booking-wizard), the success panel after the
// hand-off. Step 1 may arrive filled from the query string (lib/booking/prefill.ts), already in the server's HTML.
import * as React from 'react';
import { useEarlyInput } from '@/components/forms/early-input';
import { Form } from '@/components/ui/form';
import { concernsAirport } from '@/lib/booking/airport';
import { canGoToStep2 } from '@/lib/booking/step1-ready';
import type { BookingPrefill } from '@/lib/booking/prefill';
import type { BookingText } from '@/lib/i18n/booking-text';
import { getFixedPackage, type FixedPackageId } from '@/lib/pricing/packages';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import type { PriceSettings } from '@/lib/pricing/settings';
import { BookingTextProvider } from './booking-text';
import { PlacesProvider } from './places-context';
import { TripStep } from './trip-step';
import { useBookingWizard } from './use-booking-wizard';
import { loadStep1Schema } from './use-step1-form';
import { WizardHeader } from './wizard-header';

// Step 2 is never in the server's HTML: its code loads after the first paint (fetched once the page is idle), so it
// is not part of /reservation's first-load JavaScript.
// React.lazy rather than next/dynamic: the same lazy component (what next/dynamic makes of a client-only render),
// without next/dynamic's ≈ 1.1 KB gz of code in the page's first load (docs/performance.md).
const loadVehicleStep = () => import('./vehicle-step').then((m) => m.VehicleStep);
const VehicleStep = React.lazy(() => loadVehicleStep().then((c) => ({ default: c })));
// The same for what shows after the hand-off.
const loadSuccessPanel = () => import('./success-panel').then((m) => m.SuccessPanel);
const SuccessPanel = React.lazy(() => loadSuccessPanel().then((c) => ({ default: c })));
/**
 * Everything past step 1 (its check, step 2, the success panel): fetched when the page is idle, and awaited by
 * "Suivant", so step 2 opens only with its code here (a failed download is said, and nothing of step 1 is lost).
 */
const loadNextSteps = () => Promise.all([loadStep1Schema(), loadVehicleStep(), loadSuccessPanel()]);

export interface BookingWizardProps {
  packageId: FixedPackageId | null;
  /** Server time at render: bounds of the date pickers without a hydration mismatch. */
  nowMs: number;
  /** Current price settings, for the instant preview only (the server's quote is what counts). */
  settings: PriceSettings;
  /** The local price tables' active rows, for the same preview. */
  localRoutes: readonly LocalRoute[];
  onlinePaymentEnabled: boolean;
  /** Step 1 values from the query string, checked and resolved on the server. */
  prefill?: BookingPrefill | null;
  /** Every sentence, in the page's language (lib/i18n/booking-text.ts). */
  text: BookingText;
}

export function BookingWizard({
  packageId,
  nowMs,
  settings,
  localRoutes,
  onlinePaymentEnabled,
  prefill = null,
  text,
}: BookingWizardProps) {
  const pkg = getFixedPackage(packageId) ?? null;
  const wizard = useBookingWizard({
    packageId,
    settings,
    localRoutes,
    onlinePaymentEnabled,
    prefill,
    text,
    loadNextSteps,
  });
  const { step, draft, pricing } = wizard;
  // What was typed while the page's code was on its way becomes the draft's.
  const formRef = useEarlyInput();
  React.useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(loadNextSteps); // what fails here, "Suivant" downloads again
  }, []);
  // The language link takes the trip typed so far to the other language's wizard (lib/booking/switch-query.ts, not
  // in the page's first load: the visitor has typed nothing before it arrives).
  React.useEffect(() => {
    let live = true;
    let attribute: string | null = null;
    void import('@/lib/booking/switch-query').then(({ SWITCH_QUERY_ATTRIBUTE, tripQuery, withTrip }) => {
      if (!live) return;
      attribute = SWITCH_QUERY_ATTRIBUTE;
      document.documentElement.setAttribute(attribute, withTrip(window.location.search, tripQuery(draft)));
    });
    return () => {
      live = false;
      if (attribute) document.documentElement.removeAttribute(attribute);
    };
  }, [draft]);

  return (
    <BookingTextProvider value={text}>
      <PlacesProvider>
        <div className="bg-card relative rounded-2xl border shadow-sm">
          {wizard.success ? (
            <SuccessPanel
              success={wizard.success}
              headingRef={wizard.headingRef}
              onRestart={wizard.restart}
            />
          ) : (
            <Form {...wizard.form}>
              <form
                ref={formRef}
                noValidate
                onSubmit={(event) => event.preventDefault()}
                aria-labelledby="wizard-step-title"
                className="p-4 sm:p-8"
              >
                <WizardHeader step={step} pkg={pkg} headingRef={wizard.headingRef} />
                {step === 1 ? (
                  <TripStep
                    draft={draft}
                    pkg={pkg}
                    nowMs={nowMs}
                    airportTrip={concernsAirport(draft)}
                    canContinue={canGoToStep2(draft)}
                    onUpdate={wizard.update}
                    onNext={wizard.next}
                  />
                ) : (
                  <VehicleStep
                    draft={draft}
                    pkg={pkg}
                    settings={settings}
                    vehicle={pricing.vehicle}
                    vehicles={pricing.fitting}
                    totals={pricing.totals}
                    quote={pricing.shownQuote}
                    quoteIsPreview={pricing.serverQuote === null}
                    note={pricing.note}
                    onQuoted={wizard.quoted}
                    vehicleError={wizard.vehicleError}
                    onSelectVehicle={wizard.selectVehicle}
                    onlinePaymentEnabled={onlinePaymentEnabled}
                    paymentChoice={wizard.paymentChoice}
                    onPaymentChoice={wizard.setPaymentChoice}
                    submitting={wizard.submitting}
                    onSubmit={wizard.submit}
                    onPrevious={wizard.previous}
                    onRestart={wizard.restart}
                  />
                )}
              </form>
            </Form>
          )}
        </div>
      </PlacesProvider>
    </BookingTextProvider>
  );
}
