// Step 1, 'Passagers et bagages': the two counts (native selects, best on phones), the over-capacity notice and the
// child seat.
import Link from 'next/link';
import { TriangleAlertIcon } from 'lucide-react';
import { VEHICLE_MESSAGES, WIZARD_MESSAGES } from '@/lib/booking';
import { exceedsCapacity } from '@/lib/pricing';
import { FieldError, FormSection, NativeSelect } from './form-controls';
import { errorFor, fieldId, type SectionProps } from './wizard-fields';

const PASSENGER_OPTIONS = ['1', '2', '3', '4', '5', '6', '7'];
const BAG_OPTIONS = ['0', '1', '2', '3', '4', '5', '6'];

export function TripGroupSection({ draft, error, onUpdate }: SectionProps) {
  const overCapacity = exceedsCapacity(Number(draft.passengers), Number(draft.holdBags));
  const passengersError = errorFor(error, 'passengers');
  return (
    <FormSection title="Passagers et bagages">
      <div className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId('passengers')} className="text-sm font-medium">
            Passagers
          </label>
          <NativeSelect
            id={fieldId('passengers')}
            value={draft.passengers}
            aria-invalid={passengersError ? true : undefined}
            aria-describedby={passengersError ? `${fieldId('passengers')}-error` : undefined}
            onChange={(event) => onUpdate({ passengers: event.target.value })}
          >
            {PASSENGER_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
            <option value="8">8 ou plus</option>
          </NativeSelect>
          {passengersError ? (
            <FieldError id={`${fieldId('passengers')}-error`}>{passengersError}</FieldError>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId('holdBags')} className="text-sm font-medium">
            Bagages en soute
          </label>
          <NativeSelect
            id={fieldId('holdBags')}
            value={draft.holdBags}
            aria-invalid={errorFor(error, 'holdBags') ? true : undefined}
            onChange={(event) => onUpdate({ holdBags: event.target.value })}
          >
            {BAG_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
            <option value="7">7 ou plus</option>
          </NativeSelect>
        </div>
      </div>
      {overCapacity ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">{VEHICLE_MESSAGES.noneAvailable}.</strong>{' '}
            {VEHICLE_MESSAGES.overCapacity}{' '}
            <Link href="/contact" className="font-semibold underline underline-offset-4">
              Nous contacter
            </Link>
          </p>
        </div>
      ) : null}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          id={fieldId('childSeatBooster')}
          checked={draft.childSeatBooster}
          onChange={(event) => onUpdate({ childSeatBooster: event.target.checked })}
          className="accent-primary size-5 shrink-0"
        />
        {WIZARD_MESSAGES.childSeatLabel}
      </label>
    </FormSection>
  );
}
