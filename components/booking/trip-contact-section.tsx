// Step 1, 'Vos coordonnées' and the acceptance of the terms.
import Link from 'next/link';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormMessage,
  useFormField,
} from '@/components/ui/form';
import { useBookingText } from './booking-text';
import { FormSection, RequiredMark } from './form-controls';
import { TextField } from './text-field';
import type { SectionProps } from './wizard-fields';

function NewTabLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { ui } = useBookingText();
  return (
    <Link href={href} target="_blank" className="text-primary font-semibold underline underline-offset-4">
      {children}
      <span className="sr-only">{ui.newTab}</span>
    </Link>
  );
}

/** The whole row is the checkbox's label (at least 44 px high, a phone's touch target); its links open the terms. */
function TermsLabel({ children }: { children: React.ReactNode }) {
  const { formItemId } = useFormField();
  const { ui, links } = useBookingText();
  return (
    <label htmlFor={formItemId} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
      {children}
      <span className="leading-relaxed">
        {ui.termsBefore}
        <NewTabLink href={links.terms}>{ui.termsLink}</NewTabLink>
        {ui.termsBetween}
        <NewTabLink href={links.privacy}>{ui.privacyLink}</NewTabLink> <RequiredMark />
      </span>
    </label>
  );
}

export function TripContactSection({ draft, onUpdate }: SectionProps) {
  const { ui } = useBookingText();
  return (
    <>
      <FormSection title={ui.contactTitle}>
        <TextField
          field="contactName"
          label={ui.name}
          required
          autoComplete="name"
          maxLength={100}
          value={draft.contactName}
          onChange={(v) => onUpdate({ contactName: v })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field="contactEmail"
            label={ui.email}
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={draft.contactEmail}
            onChange={(v) => onUpdate({ contactEmail: v })}
          />
          <TextField
            field="contactPhone"
            label={ui.phone}
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            value={draft.contactPhone}
            onChange={(v) => onUpdate({ contactPhone: v })}
          />
        </div>
      </FormSection>

      <FormField
        name="acceptTerms"
        render={({ field }) => (
          <FormItem className="flex flex-col gap-2">
            <TermsLabel>
              <FormControl>
                <input
                  type="checkbox"
                  ref={field.ref}
                  checked={draft.acceptTerms}
                  onChange={(event) => onUpdate({ acceptTerms: event.target.checked })}
                  aria-required="true"
                  className="accent-primary mt-0.5 size-5 shrink-0"
                />
              </FormControl>
            </TermsLabel>
            {/* Told before booking, read with the checkbox (Code de la consommation L221-5): no withdrawal right. */}
            <FormDescription className="pl-8">{ui.withdrawalNotice}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
