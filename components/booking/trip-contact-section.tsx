// Step 1, 'Vos coordonnées' and the acceptance of the terms.
import Link from 'next/link';
import { FieldError, FormSection, RequiredMark } from './form-controls';
import { TextField } from './text-field';
import { errorFor, fieldId, type SectionProps } from './wizard-fields';

function NewTabLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} target="_blank" className="text-primary font-semibold underline underline-offset-4">
      {children}
      <span className="sr-only"> (nouvel onglet)</span>
    </Link>
  );
}

export function TripContactSection({ draft, error, onUpdate }: SectionProps) {
  const termsError = errorFor(error, 'acceptTerms');
  const termsId = fieldId('acceptTerms');
  return (
    <>
      <FormSection title="Vos coordonnées">
        <TextField
          field="contactName"
          label="Nom complet"
          required
          autoComplete="name"
          maxLength={100}
          value={draft.contactName}
          onChange={(v) => onUpdate({ contactName: v })}
          error={error}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field="contactEmail"
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={draft.contactEmail}
            onChange={(v) => onUpdate({ contactEmail: v })}
            error={error}
          />
          <TextField
            field="contactPhone"
            label="Téléphone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            value={draft.contactPhone}
            onChange={(v) => onUpdate({ contactPhone: v })}
            error={error}
          />
        </div>
      </FormSection>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            id={termsId}
            checked={draft.acceptTerms}
            onChange={(event) => onUpdate({ acceptTerms: event.target.checked })}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            className="accent-primary mt-0.5 size-5 shrink-0"
          />
          <label htmlFor={termsId} className="leading-relaxed">
            J&apos;accepte les <NewTabLink href="/cgv">conditions générales de vente (CGV)</NewTabLink> et la{' '}
            <NewTabLink href="/politique-de-confidentialite">politique de confidentialité</NewTabLink>{' '}
            <RequiredMark />
          </label>
        </div>
        {termsError ? <FieldError id={`${termsId}-error`}>{termsError}</FieldError> : null}
      </div>
    </>
  );
}
