'use client';

// The wizard's state and actions: the pure reducer (lib/booking/wizard-state), the inline error, the step-1 checks,
// the server quote (use-server-quote) and the hand-off. Submitting stores the request on the server FIRST
// (POST /api/bookings), then WhatsApp opens prefilled: the tab is opened synchronously in the click (no pop-up
// blocker) and pointed at wa.me once the server answers. A failed request keeps every field filled.
import * as React from 'react';
import type { PaymentChoiceValue } from '@/components/payments/payment-choice';
import type { payOnline as PayOnline } from '@/components/payments/pay-online';
import { honeypotValue } from '@/components/ui/honeypot';
import { dismissToast, toast } from '@/components/ui/toast';
import type { BookingPrefill } from '@/lib/booking/prefill';
import { step1Values, STEP1_FORM_FIELDS } from '@/lib/booking/step1-form';
import { initialWizardState, wizardReducer, type WizardDraft } from '@/lib/booking/wizard-state';
import { newUuid, sentDraft, step1FieldOf } from '@/lib/booking/wizard-wire';
import type { BookingText } from '@/lib/i18n/booking-text';
import { translated } from '@/lib/i18n/fill';
import type { FixedPackageId, PriceSettings, Quote } from '@/lib/pricing';
import { isFixedPrice } from '@/lib/pricing/format';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import type { submitAndHandOff, HandOffSuccess } from '@/lib/requests/handoff';
import type { BookingSuccess } from './success-panel';
import { useServerQuote } from './use-server-quote';
import { loadStep1Schema, useStep1Form } from './use-step1-form';
import { fieldId } from './wizard-fields';

/** What sending needs from step 2's code (vehicle-step.tsx). */
export interface SendDeps {
  payOnline: typeof PayOnline;
  handOff: typeof submitAndHandOff;
}

interface ServerError {
  title?: string;
  message?: string;
  field?: string;
}

function focusField(field: string) {
  requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/** Back to the top of the wizard: a jump, not a glide, for a visitor whose system asks for less motion (WCAG 2.3.3). */
function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export interface UseBookingWizardOptions {
  packageId: FixedPackageId | null;
  settings: PriceSettings;
  localRoutes: readonly LocalRoute[];
  onlinePaymentEnabled: boolean;
  prefill: BookingPrefill | null;
  text: BookingText;
  /** The code past step 1, awaited by "Suivant" (booking-wizard.tsx). */
  loadNextSteps: () => Promise<unknown>;
}

export function useBookingWizard({
  packageId,
  settings,
  localRoutes,
  onlinePaymentEnabled,
  prefill,
  text,
  loadNextSteps,
}: UseBookingWizardOptions) {
  const { ui } = text;
  const tr = (message: string) => translated(message, text.errors);
  const [state, dispatch] = React.useReducer(wizardReducer, null, () =>
    initialWizardState(packageId, prefill),
  );
  const { step, draft } = state;
  const form = useStep1Form(draft, text.errors);
  const [vehicleError, setVehicleError] = React.useState<string | null>(null);
  const [paymentChoice, setPaymentChoice] = React.useState<PaymentChoiceValue>('whatsapp');
  const [submitting, setSubmitting] = React.useState(false);
  const [success, setSuccess] = React.useState<BookingSuccess | null>(null);
  const requestId = React.useRef<string | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);
  const slotCheck = React.useRef<{ timer?: number; touched: Set<string>; draft: WizardDraft }>({
    touched: new Set(),
    draft,
  });
  const pricing = useServerQuote(state, { settings, localRoutes }, text);

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
        title: ui.vehicleClearedTitle,
        description: ui.vehicleCleared,
      });
    }
    // The slot check (docs/product.md#dates), in step 1's checks' module (loaded after the first paint), once the
    // typing pauses: a time typed digit by digit passes through other times (08:00 → 10:00 reads 01:00 on the way).
    const slot = slotCheck.current;
    slot.draft = next.draft;
    if (/ickup(Date|Time)\b/.test(Object.keys(patch).join(' '))) {
      for (const key of Object.keys(patch)) slot.touched.add(key);
      window.clearTimeout(slot.timer);
      slot.timer = window.setTimeout(() => {
        const touched = [...slot.touched];
        slot.touched.clear();
        void loadStep1Schema().then(({ slotOutsideHours }) => {
          const pair = slotOutsideHours(slot.draft, touched);
          if (pair)
            toast({
              title: pair === 'return' ? ui.returnTimeTitle : ui.slotTitle,
              description: ui.slot,
              variant: 'destructive',
            });
        });
      }, 700);
    }
    // Editing a field clears its error (choosing a place clears the address's).
    const touched = Object.keys(patch) as (keyof WizardDraft)[];
    const cleared = STEP1_FORM_FIELDS.filter((f) => touched.includes(f) && form.getFieldState(f).error);
    if (cleared.length > 0) form.clearErrors(cleared);
    dispatch({ type: 'update', patch });
  }

  function goToStep(next: 1 | 2, vehicleType: WizardDraft['vehicleType'] = null) {
    moved.current = true;
    dispatch(next === 2 ? { type: 'next', vehicleType } : { type: 'previous' });
    scrollToTop();
  }

  // "Suivant": the zod resolver runs the step-1 schema; the first failure is toasted, shown inline and focused. When
  // the schema or step 2's code cannot be downloaded (connection lost), say so and stay: the next press tries again.
  function next() {
    void form
      .handleSubmit(
        async () => {
          goToStep(2, (await Promise.all([pricing.preselect(), loadNextSteps()]))[0]);
          dismissToast();
        },
        async (errors) => {
          // The press says what is wrong: the live slot check still pending would replace its toast with its own.
          window.clearTimeout(slotCheck.current.timer);
          slotCheck.current.touched.clear();
          // The schema's module (loaded: the resolver has just run) names the failed check and its field; the
          // first invalid field when only the shared field rules refused.
          const failure = (await loadStep1Schema()).step1Failure(step1Values(draft), Date.now());
          const field =
            STEP1_FORM_FIELDS.find((f) => f === failure.field && errors[f]) ??
            STEP1_FORM_FIELDS.find((f) => errors[f]);
          const message = field ? errors[field]?.message : undefined;
          if (!field || !message) return;
          // The field the focus goes to says the message: the toast announces its title only.
          toast({
            title: tr(failure.title),
            description: message,
            variant: 'destructive',
            announce: 'title',
          });
          focusField(field.replace(/L(at|ng)$/, 'Address'));
        },
      )()
      .catch(() => toast({ title: ui.offlineTitle, description: ui.offline, variant: 'destructive' }));
  }

  function restart() {
    requestId.current = null;
    moved.current = true;
    form.clearErrors();
    setVehicleError(null);
    setSuccess(null);
    setPaymentChoice('whatsapp');
    dispatch({ type: 'reset' });
    scrollToTop();
  }

  function showServerError(answer: ServerError | undefined) {
    const title = tr(answer?.title ?? ui.networkTitle);
    const message = tr(answer?.message ?? ui.network);
    const shown = step1FieldOf(answer?.field);
    // Shown on its field, or else kept on screen until closed (`persistent`, components/ui/toast-store.ts).
    toast({ title, description: message, variant: 'destructive', persistent: !shown });
    if (shown) {
      form.setError(shown as (typeof STEP1_FORM_FIELDS)[number], { type: 'server', message });
      goToStep(1);
      focusField(shown);
    }
  }

  function selectVehicle(vehicleType: NonNullable<WizardDraft['vehicleType']>) {
    setVehicleError(null);
    dispatch({ type: 'selectVehicle', vehicleType });
  }

  /**
   * `payOnline` and `handOff` come with step 2's code (vehicle-step.tsx): the click never waits for a download, and the
   * wizard's first load carries neither.
   */
  async function submit({ payOnline, handOff }: SendDeps) {
    if (submitting) return;
    if (!draft.vehicleType) {
      setVehicleError(ui.vehicleRequired);
      toast({ title: ui.vehicleRequiredTitle, description: ui.vehicleRequired, variant: 'destructive' });
      return;
    }
    requestId.current ??= newUuid();
    const website = honeypotValue(headingRef.current);
    const body = { ...sentDraft(draft), requestId: requestId.current, website, locale: text.locale };

    if (onlinePaymentEnabled && paymentChoice === 'online') {
      setSubmitting(true);
      const result = await payOnline(body);
      if (!result.ok) {
        setSubmitting(false);
        showServerError(result);
      }
      return;
    }

    // Called inside the click: the helper opens the WhatsApp tab before its first await (no pop-up blocking).
    const pending = handOff<HandOffSuccess & { quote?: Quote }>('/api/bookings', body);
    setSubmitting(true);
    const result = await pending;
    setSubmitting(false);
    if (!result.ok) {
      showServerError(result.error ?? undefined);
      return;
    }
    moved.current = true;
    setSuccess({
      bookingRef: result.data.bookingRef,
      whatsappUrl: result.data.whatsappUrl,
      totalPrice: result.data.quote?.totalPrice ?? null,
      priceKind: result.data.quote && isFixedPrice(result.data.quote) ? ui.fixedPrice : ui.estimatedPrice,
    });
    // « Redirection vers WhatsApp » only when its tab opened; a blocked one is said, with the panel's button to use.
    toast(
      result.tabOpened
        ? { title: ui.redirectTitle, description: ui.redirect, variant: 'success', announce: 'title' }
        : { title: ui.popupBlockedTitle, description: ui.popupBlocked },
    );
  }

  return {
    step,
    draft,
    form,
    vehicleError,
    paymentChoice,
    setPaymentChoice,
    submitting,
    success,
    headingRef,
    pricing,
    update,
    next,
    previous: () => goToStep(1),
    restart,
    selectVehicle,
    quoted: (quote: Quote, note: string | null) => dispatch({ type: 'quoted', quote, note }),
    submit: (deps: SendDeps) => void submit(deps),
  };
}
