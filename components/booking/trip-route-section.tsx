// Step 1, 'Détails du trajet': both ends of the trip (address combobox or the package's selectors) and the trip type.
import type { Step1FormValues } from '@/lib/booking/step1-form';
import type { WizardDraft } from '@/lib/booking/wizard-state';
import type { FixedPackage } from '@/lib/pricing';
import { cx } from '@/components/ui/control-class';
import type { AddressValue } from './address-search';
import { useBookingText } from './booking-text';
import { FormSection } from './form-controls';
import { TripEndField } from './trip-end-field';
import { fieldId, type SectionProps } from './wizard-fields';
import { useFormState } from 'react-hook-form';

type End = 'departure' | 'destination';

function addressValue(draft: WizardDraft, end: End): AddressValue {
  return {
    address: draft[`${end}Address`],
    lat: draft[`${end}Lat`],
    lng: draft[`${end}Lng`],
    placeRef: draft[`${end}PlaceRef`],
  };
}

function addressPatch(end: End, value: AddressValue): Partial<WizardDraft> {
  return {
    [`${end}Address`]: value.address,
    [`${end}Lat`]: value.lat,
    [`${end}Lng`]: value.lng,
    [`${end}PlaceRef`]: value.placeRef ?? null,
  };
}

const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;

export function TripRouteSection({ draft, onUpdate, pkg }: SectionProps & { pkg: FixedPackage | null }) {
  const { errors } = useFormState<Step1FormValues>({ name: ['departureAddress', 'destinationAddress'] });
  const { ui } = useBookingText();
  return (
    <FormSection title={ui.routeTitle}>
      {(['departure', 'destination'] as const).map((end) => (
        <TripEndField
          key={end}
          id={fieldId(`${end}Address`)}
          end={end}
          location={(end === 'departure' ? pkg?.departureLocation : pkg?.destinationLocation) ?? null}
          value={addressValue(draft, end)}
          onChange={(v) => onUpdate(addressPatch(end, v))}
          error={errors[`${end}Address`]?.message}
        />
      ))}
      <div role="radiogroup" aria-labelledby="wizard-trip-type-label" className="flex flex-col gap-2">
        <span id="wizard-trip-type-label" className="text-sm font-medium">
          {ui.tripType}
        </span>
        <div className="grid grid-cols-2 gap-3">
          {TRIP_TYPES.map((value) => (
            <label
              key={value}
              className={cx(
                'has-focus-visible:ring-ring flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-offset-2',
                draft.tripType === value ? 'border-primary bg-primary/5' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name="tripType"
                value={value}
                checked={draft.tripType === value}
                onChange={() => onUpdate({ tripType: value })}
                className="accent-primary size-4"
              />
              {ui[value]}
            </label>
          ))}
        </div>
      </div>
    </FormSection>
  );
}
