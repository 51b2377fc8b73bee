// The wizard's header: 'Étape n sur 2', the progress bar, the step title (focused on step change) and, in step 1,
// the selected package.
'use client';

import type * as React from 'react';
import { fill } from '@/lib/i18n/fill';
import type { FixedPackage } from '@/lib/pricing';
import { useBookingText } from './booking-text';

export interface WizardHeaderProps {
  step: 1 | 2;
  pkg: FixedPackage | null;
  headingRef: React.Ref<HTMLHeadingElement>;
}

export function WizardHeader({ step, pkg, headingRef }: WizardHeaderProps) {
  const { ui, packageTitle } = useBookingText();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:mb-8">
      <p className="text-success text-sm font-semibold" aria-live="polite">
        {step === 1 ? ui.step1Label : ui.step2Label}
      </p>
      <div className="grid grid-cols-2 gap-2" aria-hidden="true">
        <span className="bg-primary h-1.5 rounded-full" />
        <span className={step === 2 ? 'bg-primary h-1.5 rounded-full' : 'bg-muted h-1.5 rounded-full'} />
      </div>
      <h2
        id="wizard-step-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-primary text-2xl font-bold tracking-tight outline-none sm:text-3xl"
      >
        {step === 1 ? ui.step1Title : ui.step2Title}
      </h2>
      {pkg && step === 1 ? (
        <p className="bg-primary/5 border-primary/20 rounded-lg border px-4 py-3 text-sm">
          <span className="text-muted-foreground">{ui.selectedPackage}</span>
          <strong className="text-primary font-semibold">{packageTitle ?? pkg.title}</strong>
          <span className="text-muted-foreground">
            {fill(ui.packageDuration, { minutes: pkg.durationMinutes })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
