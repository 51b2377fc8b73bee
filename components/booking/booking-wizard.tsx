'use client';

// The /reservation wizard island: two steps, the spec's checks and state rules, the server quote, and the hand-off.
// Submitting stores the request on the server FIRST (POST /api/bookings), then WhatsApp opens prefilled: the tab is
// opened synchronously in the click (so no pop-up blocker interferes) and pointed at wa.me once the server answers;
// the success panel always offers an 'Ouvrir WhatsApp' link too. A failed request keeps every field filled.
import * as React from 'react';
import { dismissToast, toast } from '@/components/ui/toast';
import { payOnline } from '@/components/payments/pay-online';
import type { PaymentChoiceValue } from '@/components/payments/payment-choice';
import {
  canGoToStep2,
  concernsAirport,
  STEP2_MESSAGES,
  todayInParis,
  validateStep1,
  WHATSAPP_MESSAGES,
  WIZARD_MESSAGES,
} from '@/lib/booking';
import { MAPS_MESSAGES } from '@/lib/maps/messages';
import { newRequestId } from '@/lib/requests/client';
import { submitAndHandOff, type HandOffSuccess } from '@/lib/requests/handoff';
import { SEND_FAILED } from '@/lib/requests/messages';
import {
  availableVehicles,
  cheapestVehicle,
  priceKindLabel,
  computeQuote,
  getFixedPackage,
  type FixedPackageId,
  type PriceSettings,
  type Quote,
  type VehicleType,
} from '@/lib/pricing';
import { PlacesProvider } from './places-context';
import { SuccessPanel, type BookingSuccess } from './success-panel';
import { fieldId, TripStep, type InlineError } from './trip-step';
import { VehicleStep } from './vehicle-step';
import { initialWizardState, wizardReducer, type WizardDraft } from './wizard-state';

export interface BookingWizardProps {
  packageId: FixedPackageId | null;
  /** Server time at render: bounds of the date pickers without a hydration mismatch. */
  nowMs: number;
  /** Current price settings, for the instant preview only (the server's quote is what counts). */
  settings: PriceSettings;
  onlinePaymentEnabled: boolean;
}

interface QuoteAnswer {
  quote: Quote;
  note: string | null;
  googleFailed: boolean;
}

interface ErrorAnswer {
  error?: { title?: string; message?: string; field?: string };
}

const NETWORK_ERROR = SEND_FAILED;

const STEP1_FIELDS = new Set<string>([
  'tripType',
  'packageId',
  'departureAddress',
  'destinationAddress',
  'departureLat',
  'departureLng',
  'destinationLat',
  'destinationLng',
  'pickupDate',
  'pickupTime',
  'flightTrainNumber',
  'returnPickupDate',
  'returnPickupTime',
  'returnFlightTrainNumber',
  'passengers',
  'holdBags',
  'childSeatBooster',
  'contactName',
  'contactEmail',
  'contactPhone',
  'acceptTerms',
]);

function focusField(field: string) {
  requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/** The draft as sent: the coordinates are the browser's hints only (the server resolves the place references). */
function sentDraft(draft: WizardDraft): Partial<WizardDraft> {
  const sent: Partial<WizardDraft> = { ...draft };
  delete sent.departureLat;
  delete sent.departureLng;
  delete sent.destinationLat;
  delete sent.destinationLng;
  return sent;
}

/** The trip fields the quote endpoint reads: place references, never coordinates (the server resolves them). */
function quoteBody(draft: WizardDraft, vehicle: VehicleType) {
  return {
    departurePlaceRef: draft.departurePlaceRef,
    destinationPlaceRef: draft.destinationPlaceRef,
    tripType: draft.tripType,
    vehicleType: vehicle,
    passengers: draft.passengers,
    holdBags: draft.holdBags,
    contactName: draft.contactName,
  };
}

export function BookingWizard({ packageId, nowMs, settings, onlinePaymentEnabled }: BookingWizardProps) {
  const pkg = getFixedPackage(packageId) ?? null;
  const [state, dispatch] = React.useReducer(wizardReducer, packageId, initialWizardState);
  const { step, draft } = state;
  const [error, setError] = React.useState<InlineError | null>(null);
  const [honeypot, setHoneypot] = React.useState('');
  const [note, setNote] = React.useState<string | null>(null);
  const [paymentChoice, setPaymentChoice] = React.useState<PaymentChoiceValue>('whatsapp');
  const [submitting, setSubmitting] = React.useState(false);
  const [success, setSuccess] = React.useState<BookingSuccess | null>(null);
  const requestId = React.useRef<string | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);

  // The vehicles the group fits in, side by side in step 2; the cheapest is preselected when the visitor moves on.
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
  const airportTrip = concernsAirport(draft);

  // Instant previews in the browser (every fitting vehicle's total) while the server's quote is on its way; cheap,
  // pure computations the React compiler memoizes.
  const previews: Partial<Record<VehicleType, Quote>> = {};
  if (step === 2) {
    for (const v of fitting) {
      const result = computeQuote({ ...trip, vehicleType: v }, settings);
      if (result.ok) previews[v] = result.quote;
    }
  }
  const preview = vehicle === null ? null : (previews[vehicle] ?? null);
  const previewTotals = Object.fromEntries(
    Object.entries(previews).map(([v, q]) => [v, q.totalPrice]),
  ) as Partial<Record<VehicleType, number>>;

  // The server's quote for the trip and the vehicle the group fits in.
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
        const json = (await response.json()) as QuoteAnswer & ErrorAnswer;
        if (!response.ok || !json.quote) {
          toast({
            title: json.error?.title ?? 'Erreur de calcul',
            description: json.error?.message ?? MAPS_MESSAGES.distanceFailed.description,
            variant: 'destructive',
          });
          return;
        }
        setNote(json.note);
        if (json.googleFailed) {
          toast({
            title: MAPS_MESSAGES.distanceFailed.title,
            description: MAPS_MESSAGES.distanceFailed.description,
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
  }, [quoteKey]);

  // Focus the step heading when the step changes (not on first render), so screen readers hear 'Étape n sur 2'.
  React.useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step, success]);

  function update(patch: Partial<WizardDraft>) {
    requestId.current = null;
    const next = wizardReducer(state, { type: 'update', patch });
    if (next.vehicleCleared && !state.vehicleCleared) {
      toast({
        title: WIZARD_MESSAGES.vehicleCleared.title,
        description: WIZARD_MESSAGES.vehicleCleared.message,
      });
    }
    if (error && error.field in patch) setError(null);
    if ('departureLat' in patch && error?.field === 'departureAddress') setError(null);
    if ('destinationLat' in patch && error?.field === 'destinationAddress') setError(null);
    dispatch({ type: 'update', patch });
  }

  function goToStep(next: 1 | 2) {
    moved.current = true;
    dispatch(next === 2 ? { type: 'next', vehicleType: vehicle } : { type: 'previous' });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  function onNext() {
    const result = validateStep1(draft, Date.now());
    if (!result.ok) {
      setError({ field: result.field, message: result.message });
      toast({ title: result.title, description: result.message, variant: 'destructive' });
      focusField(result.field);
      return;
    }
    setError(null);
    dismissToast();
    goToStep(2);
  }

  function restart() {
    requestId.current = null;
    moved.current = true;
    setError(null);
    setNote(null);
    setSuccess(null);
    setPaymentChoice('whatsapp');
    dispatch({ type: 'reset', today: todayInParis(Date.now()) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  function showServerError(answer: ErrorAnswer) {
    const title = answer.error?.title ?? NETWORK_ERROR.title;
    const message = answer.error?.message ?? NETWORK_ERROR.message;
    toast({ title, description: message, variant: 'destructive' });
    const field = answer.error?.field;
    if (field && STEP1_FIELDS.has(field)) {
      const shown =
        field.endsWith('Lat') || field.endsWith('Lng') ? field.replace(/L(at|ng)$/, 'Address') : field;
      setError({ field: shown as InlineError['field'], message });
      goToStep(1);
      focusField(shown);
    }
  }

  async function submit() {
    if (submitting) return;
    if (!draft.vehicleType) {
      const { title, message } = STEP2_MESSAGES.vehicleRequired;
      setError({ field: 'vehicleType', message });
      toast({ title, description: message, variant: 'destructive' });
      return;
    }
    requestId.current ??= newRequestId();
    const body = { ...sentDraft(draft), requestId: requestId.current, website: honeypot };

    if (onlinePaymentEnabled && paymentChoice === 'online') {
      setSubmitting(true);
      const result = await payOnline(body);
      if (!result.ok) {
        setSubmitting(false);
        showServerError({ error: result });
      }
      return;
    }

    // Called inside the click: the helper opens the WhatsApp tab before its first await (no pop-up blocking).
    const pending = submitAndHandOff<HandOffSuccess & { quote?: Quote }>('/api/bookings', body);
    setSubmitting(true);
    const result = await pending;
    setSubmitting(false);
    if (!result.ok) {
      showServerError({ error: result.error ?? undefined });
      return;
    }
    moved.current = true;
    setSuccess({
      bookingRef: result.data.bookingRef,
      whatsappUrl: result.data.whatsappUrl,
      totalPrice: result.data.quote?.totalPrice ?? null,
      priceKind: priceKindLabel(result.data.quote ?? { fixedRoute: null }),
    });
    toast({
      title: WHATSAPP_MESSAGES.redirect.title,
      description: WHATSAPP_MESSAGES.redirect.message,
      variant: 'success',
    });
  }

  const serverQuote = state.quote?.vehicleType === vehicle ? state.quote : null;
  const shownQuote = serverQuote ?? preview;
  const stepTitle = step === 1 ? WIZARD_MESSAGES.step1Title : WIZARD_MESSAGES.step2Title;

  return (
    <PlacesProvider>
      <div className="bg-card relative rounded-2xl border shadow-sm">
        {success ? (
          <SuccessPanel success={success} headingRef={headingRef} onRestart={restart} />
        ) : (
          <form
            noValidate
            onSubmit={(event) => event.preventDefault()}
            aria-labelledby="wizard-step-title"
            className="p-4 sm:p-8"
          >
            <div className="mb-6 flex flex-col gap-3 sm:mb-8">
              <p className="text-success text-sm font-semibold" aria-live="polite">
                {WIZARD_MESSAGES.stepLabel(step)}
              </p>
              <div className="grid grid-cols-2 gap-2" aria-hidden="true">
                <span className="bg-primary h-1.5 rounded-full" />
                <span
                  className={step === 2 ? 'bg-primary h-1.5 rounded-full' : 'bg-muted h-1.5 rounded-full'}
                />
              </div>
              <h2
                id="wizard-step-title"
                ref={headingRef}
                tabIndex={-1}
                className="text-primary text-2xl font-bold tracking-tight outline-none sm:text-3xl"
              >
                {stepTitle}
              </h2>
              {pkg && step === 1 ? (
                <p className="bg-primary/5 border-primary/20 rounded-lg border px-4 py-3 text-sm">
                  <span className="text-muted-foreground">Forfait sélectionné : </span>
                  <strong className="text-primary font-semibold">{pkg.title}</strong>
                  <span className="text-muted-foreground"> · environ {pkg.durationMinutes} min</span>
                </p>
              ) : null}
            </div>
            {step === 1 ? (
              <TripStep
                draft={draft}
                pkg={pkg}
                nowMs={nowMs}
                airportTrip={airportTrip}
                canContinue={canGoToStep2(draft)}
                error={error}
                onUpdate={update}
                onNext={onNext}
                honeypot={honeypot}
                onHoneypot={setHoneypot}
              />
            ) : (
              <VehicleStep
                draft={draft}
                pkg={pkg}
                settings={settings}
                vehicle={vehicle}
                vehicles={fitting}
                totals={{
                  ...previewTotals,
                  ...(shownQuote ? { [shownQuote.vehicleType]: shownQuote.totalPrice } : {}),
                }}
                quote={shownQuote}
                quoteIsPreview={serverQuote === null}
                note={serverQuote ? note : null}
                vehicleError={error?.field === 'vehicleType' ? error.message : null}
                onSelectVehicle={(v) => {
                  if (error?.field === 'vehicleType') setError(null);
                  dispatch({ type: 'selectVehicle', vehicleType: v });
                }}
                onlinePaymentEnabled={onlinePaymentEnabled}
                paymentChoice={paymentChoice}
                onPaymentChoice={setPaymentChoice}
                submitting={submitting}
                onSubmit={() => void submit()}
                onPrevious={() => goToStep(1)}
                onRestart={restart}
              />
            )}
          </form>
        )}
      </div>
    </PlacesProvider>
  );
}
