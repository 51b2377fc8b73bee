// What the wizard's step-1 sections share: the control ids (the forms' one scheme, `champ-<name>`, from
// components/ui/form; the error is `${id}-erreur`) and the props every section takes.
import type { WizardDraft } from '@/lib/booking/wizard-state';

export { fieldId } from '@/components/ui/field-id';

export interface SectionProps {
  draft: WizardDraft;
  onUpdate: (patch: Partial<WizardDraft>) => void;
}
