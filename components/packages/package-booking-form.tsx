'use client';

// /reservation-forfait form (docs/product.md#fields, #packages-form). The package, vehicle, trip
// and price come from the server; this component only collects the trip details and contact, on react-hook-form with
// the server's own schema (lib/requests/package-form.ts) and the shared WhatsApp submit pipeline. Its copy (`text`)
// and the schema's messages in the page's language come from the server (lib/i18n/package-text.ts).
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWhatsAppSubmit } from '@/components/forms/use-whatsapp-submit';
import { Field } from '@/components/ui/form';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import type { PackageFormText } from '@/lib/i18n/package-text';
import { localizedResolver, localizedVerdict } from '@/lib/i18n/localize-form';
import { checkPackageForm, packageFieldsSchema } from '@/lib/requests/package-form';
import {
  ContactFields,
  EMPTY_SCHEDULE_VALUES,
  PACKAGE_BOOKINGS_ENDPOINT,
  PackageFormFrame,
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
  /** The earliest selectable date (tomorrow in Paris). */
  earliest: string;
  text: PackageFormText;
}

interface PackageFormValues extends ScheduleValues {
  departure_street: string;
  arrival_street: string;
}

export function PackageBookingForm({ packageId, vehicle, trip, earliest, text }: PackageBookingFormProps) {
  const form = useForm<PackageFormValues>({
    defaultValues: { departure_street: '', arrival_street: '', ...EMPTY_SCHEDULE_VALUES },
    // The schema parses text into numbers: the form keeps the text, the server gets it and parses again.
    resolver: localizedResolver(
      zodResolver(packageFieldsSchema(vehicle)) as unknown as Resolver<PackageFormValues>,
      text.messages,
    ),
  });
  const meta = { kind: 'package', packageId, vehicle, trip, locale: text.locale } as const;
  const { onSubmit, pending, result } = useWhatsAppSubmit({
    form,
    endpoint: PACKAGE_BOOKINGS_ENDPOINT,
    check: (values) =>
      localizedVerdict(
        checkPackageForm({ ...values }, { vehicle, trip }, new Date()),
        text.messages,
        text.invalidTitle,
      ),
    payload: (values) => ({ ...meta, ...tripValues(values, trip) }),
    sent: text.sent,
    popupBlocked: { title: text.popupBlockedTitle, description: text.popupBlocked },
    failed: text.failed,
  });

  return (
    <PackageFormFrame form={form} meta={meta} onSubmit={onSubmit} pending={pending}>
      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">{text.route}</legend>
        <Field name="departure_street" label={text.departureAddress}>
          {(field) => (
            <Input
              {...field}
              type="text"
              autoComplete="street-address"
              maxLength={200}
              placeholder={text.addressPlaceholder}
            />
          )}
        </Field>
        <Field name="arrival_street" label={text.arrivalAddress}>
          {(field) => <Input {...field} type="text" maxLength={200} placeholder={text.addressPlaceholder} />}
        </Field>
      </fieldset>

      <ScheduleFields text={text} trip={trip} earliest={earliest} />
      <PassengerFields text={text} vehicle={vehicle} />
      <ContactFields text={text} />
      <Honeypot locale={text.locale} />

      <SubmitFooter text={text} pending={pending} result={result} />
    </PackageFormFrame>
  );
}
