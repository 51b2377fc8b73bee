'use client';

// Sections shared by the package and airport forms (inside their <Form>): dates, passengers, contact, and the
// result after sending. Every field is a shared <Field> (components/ui/form.tsx) on the form's react-hook-form state.
import { useWatch } from 'react-hook-form';
import { MessageCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { HandOffSuccess } from '@/lib/requests/handoff';
import { VEHICLE_LIMITS } from '@/lib/requests/package-form';
import { type TripType } from '@/lib/domain/trips';
import { type VehicleType } from '@/lib/domain/vehicles';

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

export function ScheduleFields({
  trip,
  today,
  outboundExtra,
  returnExtra,
}: {
  trip: TripType;
  today: string;
  outboundExtra?: React.ReactNode;
  returnExtra?: React.ReactNode;
}) {
  // Return minimum: the outbound date once chosen, otherwise today (docs/product.md#packages-form).
  const outboundDate = useWatch({ name: 'date' }) as string | undefined;
  const returnMin = outboundDate && outboundDate > today ? outboundDate : today;
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">
          {trip === 'roundTrip' ? 'Aller' : 'Date et heure'}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="date" label="Date de prise en charge">
            {(field) => <Input {...field} type="date" min={today} />}
          </Field>
          <Field name="time" label="Heure de prise en charge" hint="Entre 04:00 et 22:29">
            {(field) => <Input {...field} type="time" />}
          </Field>
        </div>
        {outboundExtra}
      </fieldset>
      {trip === 'roundTrip' && (
        <fieldset className="space-y-4">
          <legend className="text-primary mb-2 text-lg font-semibold">Retour</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="return_date" label="Date de retour">
              {(field) => <Input {...field} type="date" min={returnMin} />}
            </Field>
            <Field name="return_time" label="Heure de retour">
              {(field) => <Input {...field} type="time" />}
            </Field>
          </div>
          {returnExtra}
        </fieldset>
      )}
    </>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function CountOptions({ min, max, unit }: { min: number; max: number; unit: (n: number) => string }) {
  return range(min, max).map((n) => (
    <option key={n} value={String(n)}>
      {unit(n)}
    </option>
  ));
}

type Limits = (typeof VEHICLE_LIMITS)[VehicleType];

/** The three counts of a package request: field, label, smallest value, largest for the vehicle, unit words. */
const COUNT_FIELDS: readonly {
  name: 'passengers' | 'hold_bags' | 'boosters';
  label: string;
  hint?: string;
  min: number;
  max: (limits: Limits) => number;
  words: [one: string, many: string];
}[] = [
  {
    name: 'passengers',
    label: 'Passagers',
    min: 1,
    max: (l) => l.passengers,
    words: ['passager', 'passagers'],
  },
  { name: 'hold_bags', label: 'Bagages en soute', min: 0, max: (l) => l.bags, words: ['bagage', 'bagages'] },
  {
    name: 'boosters',
    label: 'Rehausseurs',
    hint: 'Pour les enfants de plus de 3 ans',
    min: 0,
    max: (l) => l.boosters,
    words: ['rehausseur', 'rehausseurs'],
  },
];

export function PassengerFields({ vehicle }: { vehicle: VehicleType }) {
  const limits = VEHICLE_LIMITS[vehicle];
  return (
    <fieldset className="space-y-4">
      <legend className="text-primary mb-2 text-lg font-semibold">Passagers et bagages</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {COUNT_FIELDS.map(({ name, label, hint, min, max, words: [one, many] }) => (
          <Field key={name} name={name} label={label} hint={hint}>
            {(field) => (
              <NativeSelect {...field}>
                <CountOptions min={min} max={max(limits)} unit={(n) => plural(n, one, many)} />
              </NativeSelect>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

export function ContactFields() {
  return (
    <fieldset className="space-y-4">
      <legend className="text-primary mb-2 text-lg font-semibold">Vos coordonnées</legend>
      <Field name="name" label="Nom complet">
        {(field) => <Input {...field} type="text" autoComplete="name" maxLength={120} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="phone" label="Téléphone">
          {(field) => (
            <Input
              {...field}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={40}
              placeholder="06 12 34 56 78"
            />
          )}
        </Field>
        <Field name="email" label="E-mail">
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              maxLength={254}
              placeholder="vous@exemple.fr"
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

/** Required-fields note, submit button and the stored request's result: the same at the end of both forms. */
export function SubmitFooter({ pending, result }: { pending: boolean; result: HandOffSuccess | null }) {
  return (
    <>
      <div className="space-y-3">
        <p className="text-muted-foreground text-sm">
          <span aria-hidden="true" className="text-destructive">
            *
          </span>{' '}
          Champs obligatoires. Votre demande est confirmée par le chauffeur sur WhatsApp.
        </p>
        <Button type="submit" variant="success" size="lg" className="w-full sm:w-auto" disabled={pending}>
          <Send aria-hidden="true" />
          {pending ? 'Envoi en cours…' : 'Envoyer ma demande sur WhatsApp'}
        </Button>
      </div>
      <SubmitResult result={result} />
    </>
  );
}

function SubmitResult({ result }: { result: HandOffSuccess | null }) {
  return (
    <div role="status" aria-live="polite">
      {result && (
        <div className="border-success/30 rounded-lg border bg-emerald-50 p-4 text-sm text-emerald-900">
          <p>
            Demande enregistrée (référence <strong>{result.bookingRef}</strong>). Confirmez-la dans
            WhatsApp&nbsp;; si l&apos;application ne s&apos;est pas ouverte&nbsp;:
          </p>
          <a
            href={result.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="bg-whatsapp mt-3 inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 font-semibold text-white"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Ouvrir WhatsApp
          </a>
        </div>
      )}
    </div>
  );
}
