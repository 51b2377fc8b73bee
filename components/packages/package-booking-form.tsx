'use client';

// /reservation-forfait form (spec §3 "Package booking request fields", §5 "Other forms"). The package, vehicle, trip
// and price come from the server; this component only collects the trip details and contact.
import { HONEYPOT_FIELD } from '@/lib/requests/honeypot';
import type { TripType } from '@/lib/db/types';
import type { VehicleType } from '@/lib/pricing/settings';
import { ContactFields, PassengerFields, ScheduleFields, SubmitFooter } from './booking-form-sections';
import { controlClass, Field, HoneypotField } from './form-fields';
import { checkPackageForm } from '@/lib/requests/package-form';
import { formValues, useBookingSubmit } from './use-booking-submit';

export interface PackageBookingFormProps {
  packageId: string;
  vehicle: VehicleType;
  trip: TripType;
  /** Today in Paris (YYYY-MM-DD), the minimum of the date inputs. */
  today: string;
}

export function PackageBookingForm({ packageId, vehicle, trip, today }: PackageBookingFormProps) {
  const { submit, errors, pending, result } = useBookingSubmit();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const check = checkPackageForm(values, { vehicle, trip }, new Date());
    void submit(form, { kind: 'package', packageId, vehicle, trip, ...check.data }, check);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-8" aria-busy={pending}>
      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">Trajet</legend>
        <Field name="departure_street" label="Adresse de départ" error={errors.departure_street}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="street-address"
              maxLength={200}
              placeholder="N°, rue et ville"
              className={controlClass}
            />
          )}
        </Field>
        <Field name="arrival_street" label="Adresse d'arrivée" error={errors.arrival_street}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              placeholder="N°, rue et ville"
              className={controlClass}
            />
          )}
        </Field>
      </fieldset>

      <ScheduleFields trip={trip} today={today} errors={errors} />
      <PassengerFields vehicle={vehicle} errors={errors} />
      <ContactFields errors={errors} />
      <HoneypotField name={HONEYPOT_FIELD} />

      <SubmitFooter pending={pending} result={result} />
    </form>
  );
}
