'use client';

// /reservation-forfait-aeroport form (docs/product.md#fields, #packages-airport-form, #packages-form) on
// react-hook-form with the server's own schema (lib/requests/package-form.ts) and the shared WhatsApp submit pipeline.
// The trip type lives in the form values (the summary box is its radio group) and decides the return fields. Its copy
// (`text`) and the schema's messages in the page's language come from the server (lib/i18n/package-text.ts).
import Link from 'next/link';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWhatsAppSubmit } from '@/components/forms/use-whatsapp-submit';
import { Field } from '@/components/ui/form';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { TerminalOption } from '@/lib/packages/airport';
import type { PackageFormText } from '@/lib/i18n/package-text';
import { localizedResolver, localizedVerdict } from '@/lib/i18n/localize-form';
import {
  airportFieldsSchema,
  asksForTrainNumber,
  checkAirportForm,
  numberLabelKeys,
} from '@/lib/requests/package-form';
import { AirportTripSummary } from './airport-trip-summary';
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

export interface AirportBookingFormProps {
  packageId: string;
  vehicle: VehicleType;
  vehicleLabel: string;
  initialTrip: TripType;
  route: string;
  destination: string;
  /** Formatted prices of the chosen vehicle; null when the row has none for that trip. */
  prices: Record<TripType, string | null>;
  roundTripComputed: boolean;
  communes: readonly string[];
  terminals: readonly TerminalOption[];
  /** The earliest selectable date (tomorrow in Paris). */
  earliest: string;
  text: PackageFormText;
  /** 'Prix de votre trajet (…, aller simple) :' for each trip type. */
  yourPrice: Record<TripType, string>;
}

interface AirportFormValues extends ScheduleValues {
  trip_type: TripType;
  departure_city: string;
  departure_street: string;
  destination_terminal: string;
  flight_number: string;
  return_flight_number: string;
}

export function AirportBookingForm(props: AirportBookingFormProps) {
  const { packageId, vehicle, communes, terminals, earliest, text } = props;
  const terminalIds = terminals.map((t) => t.id);
  const form = useForm<AirportFormValues>({
    defaultValues: {
      trip_type: props.initialTrip,
      departure_city: '',
      departure_street: '',
      destination_terminal: '',
      flight_number: '',
      return_flight_number: '',
      ...EMPTY_SCHEDULE_VALUES,
    },
    // The schema parses text into numbers: the form keeps the text, the server gets it and parses again.
    resolver: localizedResolver(
      zodResolver(
        airportFieldsSchema(vehicle, communes, terminalIds),
      ) as unknown as Resolver<AirportFormValues>,
      text.messages,
    ),
  });
  const trip = useWatch({ control: form.control, name: 'trip_type' });
  const meta = { kind: 'airport', packageId, vehicle, trip: props.initialTrip, locale: text.locale } as const;
  const { onSubmit, pending, result } = useWhatsAppSubmit({
    form,
    endpoint: PACKAGE_BOOKINGS_ENDPOINT,
    check: (values) =>
      localizedVerdict(
        checkAirportForm({ ...values }, { vehicle, communes, terminals: terminalIds }, new Date()),
        text.messages,
        text.invalidTitle,
      ),
    payload: (values) => ({ ...meta, trip: values.trip_type, ...tripValues(values, values.trip_type) }),
    sent: text.sent,
    popupBlocked: { title: text.popupBlockedTitle, description: text.popupBlocked },
    failed: text.failed,
  });
  const isAirport = !asksForTrainNumber(terminals);
  const numberLabels = numberLabelKeys(terminals);
  // The destination is the table's French place name: marked as French on an English page.
  const placeLang = text.locale === 'en' ? 'fr' : undefined;
  const [terminalBefore, terminalAfter] = text.terminal.split('{destination}');

  return (
    <PackageFormFrame form={form} meta={meta} onSubmit={onSubmit} pending={pending}>
      <AirportTripSummary
        route={props.route}
        vehicleLabel={props.vehicleLabel}
        prices={props.prices}
        roundTripComputed={props.roundTripComputed}
        trip={trip}
        text={text}
        yourPrice={props.yourPrice}
        onTripChange={(next) => form.setValue('trip_type', next)}
      />

      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">{text.departureLegend}</legend>
        <Field
          name="departure_city"
          label={text.commune}
          hint={
            <>
              {text.communeHint}{' '}
              <Link
                href={text.wizardHref}
                className="text-primary font-semibold underline underline-offset-4"
              >
                {text.communeLink}
              </Link>
            </>
          }
        >
          {(field) => (
            <NativeSelect {...field}>
              <option value="" disabled>
                {text.communePlaceholder}
              </option>
              {communes.map((commune) => (
                <option key={commune} value={commune}>
                  {commune}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field name="departure_street" label={text.street}>
          {(field) => (
            <Input
              {...field}
              type="text"
              autoComplete="address-line1"
              maxLength={200}
              placeholder={text.streetPlaceholder}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">{text.destinationLegend}</legend>
        {isAirport ? (
          <Field
            name="destination_terminal"
            label={
              <>
                {terminalBefore}
                <span lang={placeLang}>{props.destination}</span>
                {terminalAfter}
              </>
            }
          >
            {(field) => (
              <NativeSelect {...field}>
                <option value="" disabled>
                  {text.terminalPlaceholder}
                </option>
                {terminals.map((terminal) => (
                  <option key={terminal.id} value={terminal.id}>
                    {terminal.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        ) : (
          <p lang={placeLang} className="bg-muted/50 rounded-lg border p-3 text-sm font-medium">
            {props.destination}
          </p>
        )}
      </fieldset>

      <ScheduleFields
        text={text}
        trip={trip}
        tripInForm
        earliest={earliest}
        outboundExtra={
          <Field name="flight_number" label={text[numberLabels.outbound]}>
            {(field) => (
              <Input
                {...field}
                type="text"
                maxLength={20}
                autoCapitalize="characters"
                placeholder={isAirport ? 'AF1234' : 'TGV 8501'}
              />
            )}
          </Field>
        }
        returnExtra={
          <Field name="return_flight_number" label={text[numberLabels.return]} required={false}>
            {(field) => <Input {...field} type="text" maxLength={20} autoCapitalize="characters" />}
          </Field>
        }
      />
      <PassengerFields text={text} vehicle={vehicle} />
      <ContactFields text={text} />
      <Honeypot locale={text.locale} />

      <SubmitFooter text={text} pending={pending} result={result} />
    </PackageFormFrame>
  );
}
