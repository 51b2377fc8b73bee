'use client';

// Sections shared by the package and airport forms: dates, passengers, contact, and the result after sending.
import { useState } from 'react';
import { MessageCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TripType } from '@/lib/db/types';
import type { VehicleType } from '@/lib/pricing/settings';
import { controlClass, Field, NumberSelect } from './form-fields';
import { VEHICLE_LIMITS } from '@/lib/requests/package-form';
import type { FieldErrors } from '@/lib/requests/package-form';
import type { BookingResult } from './use-booking-submit';

export function ScheduleFields({
  trip,
  today,
  errors,
  outboundExtra,
  returnExtra,
}: {
  trip: TripType;
  today: string;
  errors: FieldErrors;
  outboundExtra?: React.ReactNode;
  returnExtra?: React.ReactNode;
}) {
  // Return minimum: the outbound date once chosen, otherwise today (spec §5 "Other forms").
  const [outboundDate, setOutboundDate] = useState('');
  const returnMin = outboundDate && outboundDate > today ? outboundDate : today;
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">
          {trip === 'roundTrip' ? 'Aller' : 'Date et heure'}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="date" label="Date de prise en charge" error={errors.date}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={today}
                onChange={(e) => setOutboundDate(e.currentTarget.value)}
                className={controlClass}
              />
            )}
          </Field>
          <Field name="time" label="Heure de prise en charge" error={errors.time} hint="Entre 04:00 et 22:29">
            {(control) => <input {...control} type="time" className={controlClass} />}
          </Field>
        </div>
        {outboundExtra}
      </fieldset>
      {trip === 'roundTrip' && (
        <fieldset className="space-y-4">
          <legend className="text-primary mb-2 text-lg font-semibold">Retour</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="return_date" label="Date de retour" error={errors.return_date}>
              {(control) => <input {...control} type="date" min={returnMin} className={controlClass} />}
            </Field>
            <Field name="return_time" label="Heure de retour" error={errors.return_time}>
              {(control) => <input {...control} type="time" className={controlClass} />}
            </Field>
          </div>
          {returnExtra}
        </fieldset>
      )}
    </>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

export function PassengerFields({ vehicle, errors }: { vehicle: VehicleType; errors: FieldErrors }) {
  const limits = VEHICLE_LIMITS[vehicle];
  return (
    <fieldset className="space-y-4">
      <legend className="text-primary mb-2 text-lg font-semibold">Passagers et bagages</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="passengers" label="Passagers" error={errors.passengers}>
          {(control) => (
            <NumberSelect
              {...control}
              min={1}
              max={limits.passengers}
              defaultValue={1}
              unit={(n) => plural(n, 'passager', 'passagers')}
            />
          )}
        </Field>
        <Field name="hold_bags" label="Bagages en soute" error={errors.hold_bags}>
          {(control) => (
            <NumberSelect
              {...control}
              min={0}
              max={limits.bags}
              defaultValue={0}
              unit={(n) => plural(n, 'bagage', 'bagages')}
            />
          )}
        </Field>
        <Field
          name="boosters"
          label="Rehausseurs"
          error={errors.boosters}
          hint="Pour les enfants de plus de 3 ans"
        >
          {(control) => (
            <NumberSelect
              {...control}
              min={0}
              max={limits.boosters}
              defaultValue={0}
              unit={(n) => plural(n, 'rehausseur', 'rehausseurs')}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

export function ContactFields({ errors }: { errors: FieldErrors }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-primary mb-2 text-lg font-semibold">Vos coordonnées</legend>
      <Field name="name" label="Nom complet" error={errors.name}>
        {(control) => (
          <input {...control} type="text" autoComplete="name" maxLength={120} className={controlClass} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="phone" label="Téléphone" error={errors.phone}>
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={40}
              placeholder="06 12 34 56 78"
              className={controlClass}
            />
          )}
        </Field>
        <Field name="email" label="E-mail" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={254}
              placeholder="vous@exemple.fr"
              className={controlClass}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

/** Required-fields note, submit button and the stored request's result: the same at the end of both forms. */
export function SubmitFooter({ pending, result }: { pending: boolean; result: BookingResult | null }) {
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

function SubmitResult({ result }: { result: BookingResult | null }) {
  return (
    <div role="status" aria-live="polite">
      {result && (
        <div className="border-success/30 rounded-lg border bg-emerald-50 p-4 text-sm text-emerald-900">
          <p>
            Demande enregistrée (référence <strong>{result.bookingRef}</strong>). Confirmez-la dans WhatsApp ;
            si l&apos;application ne s&apos;est pas ouverte :
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
