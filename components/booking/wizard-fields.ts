// What the wizard's field components share: element ids, the inline error, and the props every step-1 section takes.
import type { Step1Draft } from '@/lib/booking';
import type { WizardDraft } from '@/lib/booking/wizard-state';

export interface InlineError {
  field: keyof Step1Draft | 'vehicleType';
  message: string;
}

/** The id of a field's control ('wizard-pickupDate'); its error is `${id}-error`, its hint `${id}-hint`. */
export const fieldId = (field: string) => `wizard-${field}`;

export interface SectionProps {
  draft: WizardDraft;
  error: InlineError | null;
  onUpdate: (patch: Partial<WizardDraft>) => void;
}

/** The error message of one field, if the inline error is about it. */
export function errorFor(error: InlineError | null, field: InlineError['field']): string | undefined {
  return error?.field === field ? error.message : undefined;
}
