'use client';

// /reservation-forfait form (docs/product.md#fields, #packages-form). The package, vehicle, trip
// and price come from the server; this component only collects the trip details and contact, on react-hook-form with
// the server's own schema (lib/requests/package-form.ts) and the shared WhatsApp submit pipeline.
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWhatsAppSubmit } from '@/components/forms/use-whatsapp-submit';
import { Field, Form } from '@/components/ui/form';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import { checkPackageForm, packageFieldsSchema } from '@/lib/requests/package-form';
import { PACKAGE_FORM_MESSAGES } from '@/lib/packages/messages';
import {
  ContactFields,
  EMPTY_SCHEDULE_VALUES,
  PassengerFields,
  ScheduleFields,
  SubmitFooter,
  tripValues,
  type ScheduleValues,
} from './booking-form-sections';
import { type TripType } from '@/lib/domain/trips';
import { type VehicleType } from '@/lib/domain/vehicles';

export interface PackageBookingFormProps {
  packageId: string;
  vehicle: VehicleType;
  trip: TripType;
  /** Today in Paris (YYYY-MM-DD), the minimum of the date inputs. */
  today: string;
}

interface PackageFormValues extends ScheduleValues {
  departure_street: string;
  arrival_street: string;
}

export function PackageBookingForm({ packageId, vehicle, trip, today }: PackageBookingFormProps) {
  const form = useForm<PackageFormValues>({
    defaultValues: { departure_street: '', arrival_street: '', ...EMPTY_SCHEDULE_VALUES },
    // The schema parses text into numbers: the form keeps the text, the server gets it and parses again.
    resolver: zodResolver(packageFieldsSchema(vehicle)) as unknown as Resolver<PackageFormValues>,
  });
  const { onSubmit, pending, result } = useWhatsAppSubmit({
    form,
    endpoint: '/api/package-bookings',
    check: (values) => checkPackageForm({ ...values }, { vehicle, trip }, new Date()),
    payload: (values) => ({ kind: 'package', packageId, vehicle, trip, ...tripValues(values, trip) }),
    sent: PACKAGE_FORM_MESSAGES.redirect,
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="relative space-y-8" aria-busy={pending}>
        <fieldset className="space-y-4">
          <legend className="text-primary mb-2 text-lg font-semibold">Trajet</legend>
          <Field name="departure_street" label="Adresse de départ">
            {(field) => (
              <Input
                {...field}
                type="text"
                autoComplete="street-address"
                maxLength={200}
                placeholder="N°, rue et ville"
              />
            )}
          </Field>
          <Field name="arrival_street" label="Adresse d'arrivée">
            {(field) => <Input {...field} type="text" maxLength={200} placeholder="N°, rue et ville" />}
          </Field>
        </fieldset>

        <ScheduleFields trip={trip} today={today} />
        <PassengerFields vehicle={vehicle} />
        <ContactFields />
        <Honeypot />

        <SubmitFooter pending={pending} result={result} />
      </form>
    </Form>
  );
}
