'use client';

// Step 1 'Informations de réservation' (docs/product.md#wizard-step1): trip, dates, group, contact, terms. A view: the wizard hook
// owns the state and the checks; each section renders its fields and their inline errors.
import { ArrowRightIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/variants';
import { cx } from '@/components/ui/control-class';
import { Honeypot } from '@/components/ui/honeypot';
import type { FixedPackage } from '@/lib/pricing';
import { useBookingText } from './booking-text';
import { RequiredMark } from './form-controls';
import { TripContactSection } from './trip-contact-section';
import { TripGroupSection } from './trip-group-section';
import { TripRouteSection } from './trip-route-section';
import { TripScheduleSection } from './trip-schedule-section';
import type { SectionProps } from './wizard-fields';

export interface TripStepProps extends SectionProps {
  pkg: FixedPackage | null;
  nowMs: number;
  airportTrip: boolean;
  canContinue: boolean;
  onNext: () => void;
}

export function TripStep({ pkg, nowMs, airportTrip, canContinue, onNext, ...section }: TripStepProps) {
  const { ui, locale } = useBookingText();
  return (
    <div className="flex flex-col gap-8">
      <input type="hidden" name="serviceType" value="VTC Dourdan" />
      <Honeypot locale={locale} />
      <TripRouteSection {...section} pkg={pkg} />
      <TripScheduleSection {...section} nowMs={nowMs} airportTrip={airportTrip} />
      <TripGroupSection {...section} />
      <TripContactSection {...section} />
      <div className="flex flex-col gap-2 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        {/* Until step 1 is complete the note says what the dimmed button waits for, and describes it. The button is
            never disabled, not even aria-disabled: a press runs the ordered checks and says which failed, on its
            field, where a button announced « indisponible » was never pressed by a screen reader's user. */}
        <p id="wizard-next-hint" className="text-muted-foreground text-xs">
          <RequiredMark /> {canContinue ? ui.requiredNote : ui.nextHint}
        </p>
        {/* A plain button with the button's classes: step 1 stays free of tailwind-merge (components/ui/variants.ts). */}
        <button
          type="button"
          data-slot="button"
          onClick={onNext}
          aria-describedby={canContinue ? undefined : 'wizard-next-hint'}
          className={cx(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto', !canContinue && 'opacity-70')}
        >
          {ui.next}
          <ArrowRightIcon aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
