'use client';

// What the package and airport forms share: the form element itself (PackageFormFrame), and the sections inside it:
// dates, passengers, contact, and the result after sending. Every field is a shared <Field> (components/ui/form.tsx)
// on the form's react-hook-form state; every word comes from `text`, the forms' copy in the page's language built on the server (lib/i18n/package-text.ts).
import * as React from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { EarlyForm } from '@/components/forms/early-form';
import { SendIcon as Send } from '@/components/ui/form-icons';
import { StoredRequest } from '@/components/forms/stored-request';
import { Button } from '@/components/ui/button';
import { Field, Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { PackageFormText } from '@/lib/i18n/package-text';
import type { HandOffSuccess } from '@/lib/requests/handoff';
import type { PackageRequestMeta } from '@/lib/requests/package-booking';
import { VEHICLE_LIMITS } from '@/lib/requests/package-form';
import { type TripType } from '@/lib/domain/trips';
import { type VehicleType } from '@/lib/domain/vehicles';

/** Where both package forms send their request: as JSON from the form's handler, as a plain post without JavaScript. */
export const PACKAGE_BOOKINGS_ENDPOINT = '/api/package-bookings';

/**
 * The form element of both package forms on their react-hook-form state: an EarlyForm (components/forms/early-form.tsx)
 * keeps what was typed and pressed before hydration. Without JavaScript it posts its fields and `meta` (hidden inputs)
 * to the booking route, which stores the request and sends the browser on to WhatsApp (lib/requests/form-post.ts).
 */
export function PackageFormFrame<TValues extends FieldValues>({
  form,
  meta,
  onSubmit,
  pending,
  children,
}: {
  form: UseFormReturn<TValues>;
  meta: PackageRequestMeta;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form {...form}>
      <EarlyForm
        action={PACKAGE_BOOKINGS_ENDPOINT}
        noValidate
        onSubmit={onSubmit}
        className="relative space-y-8"
        aria-busy={pending}
      >
        {Object.entries(meta).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
      </EarlyForm>
    </Form>
  );
}

/** The text values both package forms hold (selects and dates are strings until the schema parses them). */
export interface ScheduleValues {
  date: string;
  time: string;
  return_date: string;
  return_time: string;
  passengers: string;
  hold_bags: string;
  boosters: string;
  name: string;
  phone: string;
  email: string;
}

export const EMPTY_SCHEDULE_VALUES: ScheduleValues = {
  date: '',
  time: '',
  return_date: '',
  return_time: '',
  passengers: '1',
  hold_bags: '0',
  boosters: '0',
  name: '',
  phone: '',
  email: '',
};

const RETURN_FIELDS = ['return_date', 'return_time', 'return_flight_number'];

/** The values sent for `trip`: a one-way request carries no return fields (they are not on the page). */
export function tripValues<T extends object>(values: T, trip: TripType): Record<string, unknown> {
  const entries = Object.entries(values);
  return Object.fromEntries(
    trip === 'roundTrip' ? entries : entries.filter(([key]) => !RETURN_FIELDS.includes(key)),
  );
}

/**
 * What the airport form shows for each trip while that trip's radio is checked, by CSS alone, so that it follows the
 * radio with or without JavaScript (the trip type radio is the form's only checkable control with these values).
 */
export const SHOWN_FOR_TRIP: Record<TripType, string> = {
  oneWay: '[form:has(input[value=roundTrip]:checked)_&]:hidden',
  roundTrip: 'hidden [form:has(input[value=roundTrip]:checked)_&]:block',
};

export function ScheduleFields({
  text,
  trip,
  tripInForm = false,
  earliest,
  outboundExtra,
  returnExtra,
}: {
  text: PackageFormText;
  trip: TripType;
  /**
   * The trip is the form's own radio group (`trip_type`, the airport form): the return fields are always rendered and
   * shown by CSS while the round trip is checked, so that a visitor without JavaScript gets them too.
   */
  tripInForm?: boolean;
  /** The earliest selectable date, 'yyyy-MM-dd': tomorrow in Paris (docs/product.md#dates). */
  earliest: string;
  outboundExtra?: React.ReactNode;
  returnExtra?: React.ReactNode;
}) {
  // Return minimum: the outbound date once chosen, otherwise the earliest date (docs/product.md#packages-form).
  const outboundDate = useWatch({ name: 'date' }) as string | undefined;
  const returnMin = outboundDate && outboundDate > earliest ? outboundDate : earliest;
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">
          {tripInForm ? (
            <>
              <span className={SHOWN_FOR_TRIP.oneWay}>{text.dateTime}</span>
              <span className={SHOWN_FOR_TRIP.roundTrip}>{text.outbound}</span>
            </>
          ) : trip === 'roundTrip' ? (
            text.outbound
          ) : (
            text.dateTime
          )}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="date" label={text.date}>
            {(field) => <Input {...field} type="date" min={earliest} />}
          </Field>
          <Field name="time" label={text.time} hint={text.timeHint}>
            {(field) => <Input {...field} type="time" />}
          </Field>
        </div>
        {outboundExtra}
      </fieldset>
      {(tripInForm || trip === 'roundTrip') && (
        <fieldset className={tripInForm ? `space-y-4 ${SHOWN_FOR_TRIP.roundTrip}` : 'space-y-4'}>
          <legend className="text-primary mb-2 text-lg font-semibold">{text.return}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="return_date" label={text.returnDate}>
              {(field) => <Input {...field} type="date" min={returnMin} />}
            </Field>
            <Field name="return_time" label={text.returnTime} hint={text.timeHint}>
              {(field) => <Input {...field} type="time" />}
            </Field>
          </div>
          {returnExtra}
        </fieldset>
      )}
    </>
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

type Limits = (typeof VEHICLE_LIMITS)[VehicleType];
type CountName = 'passengers' | 'hold_bags' | 'boosters';

/** The three counts of a package request: field, smallest value, largest for the vehicle (labels from `text`). */
const COUNT_FIELDS: readonly { name: CountName; min: number; max: (limits: Limits) => number }[] = [
  { name: 'passengers', min: 1, max: (l) => l.passengers },
  { name: 'hold_bags', min: 0, max: (l) => l.bags },
  { name: 'boosters', min: 0, max: (l) => l.boosters },
];

export function PassengerFields({ text, vehicle }: { text: PackageFormText; vehicle: VehicleType }) {
  const limits = VEHICLE_LIMITS[vehicle];
  const labels: Record<CountName, string> = {
    passengers: text.passengers,
    hold_bags: text.bags,
    boosters: text.boosters,
  };
  return (
    <fieldset className="space-y-4">
      <legend className="text-primary mb-2 text-lg font-semibold">{text.passengersLegend}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {COUNT_FIELDS.map(({ name, min, max }) => (
          <Field
            key={name}
            name={name}
            label={labels[name]}
            hint={name === 'boosters' ? text.boostersHint : undefined}
          >
            {(field) => (
              <NativeSelect {...field}>
                {range(min, max(limits)).map((n) => (
                  <option key={n} value={String(n)}>
                    {text.counts[name][n]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

export function ContactFields({ text }: { text: PackageFormText }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-primary mb-2 text-lg font-semibold">{text.contactLegend}</legend>
      <Field name="name" label={text.name}>
        {(field) => <Input {...field} type="text" autoComplete="name" maxLength={120} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="phone" label={text.phone}>
          {(field) => (
            <Input
              {...field}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={40}
              placeholder={text.phonePlaceholder}
            />
          )}
        </Field>
        <Field name="email" label={text.email}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              maxLength={254}
              placeholder={text.emailPlaceholder}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

/** Required-fields note, submit button and the stored request's result: the same at the end of both forms. */
export function SubmitFooter({
  text,
  pending,
  result,
}: {
  text: PackageFormText;
  pending: boolean;
  result: HandOffSuccess | null;
}) {
  return (
    <>
      <div className="space-y-3">
        <p className="text-muted-foreground text-sm">
          <span aria-hidden="true" className="text-destructive">
            *
          </span>{' '}
          {text.requiredNote}
        </p>
        {/* aria-disabled, not disabled (which drops the focus to the page's top): a press while pending is ignored. */}
        <Button
          type="submit"
          variant="success"
          size="lg"
          // At 320 px « Envoyer ma demande sur WhatsApp » is wider than the form: it wraps inside the button.
          className="h-auto min-h-12 w-full py-3 text-center whitespace-normal aria-disabled:cursor-wait aria-disabled:opacity-50 sm:w-auto"
          aria-disabled={pending || undefined}
        >
          <Send aria-hidden="true" />
          {pending ? text.sending : text.submit}
        </Button>
      </div>
      {result && <StoredRequest text={text} result={result} />}
    </>
  );
}
