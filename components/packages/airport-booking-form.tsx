'use client';

// /reservation-forfait-aeroport form (spec §3 "Airport booking form state", §4 "Airport form", §5 "Other forms").
// The trip-type toggle shows the chosen vehicle's price for each trip; the prices come from the server (the
// endpoint looks them up again: nothing here decides what is paid).
import { useState } from 'react';
import Link from 'next/link';
import { Calculator } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { TripType } from '@/lib/db/types';
import type { VehicleType } from '@/lib/pricing/settings';
import { HONEYPOT_FIELD } from '@/lib/requests/honeypot';
import { cn } from '@/lib/utils';
import type { TerminalOption } from '@/lib/packages/airport';
import { ContactFields, PassengerFields, ScheduleFields, SubmitFooter } from './booking-form-sections';
import { controlClass, Field, HoneypotField } from './form-fields';
import { checkAirportForm } from '@/lib/requests/package-form';
import { PACKAGE_FORM_MESSAGES } from '@/lib/packages/messages';
import { formValues, useBookingSubmit } from './use-booking-submit';

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
  today: string;
}

const TRIP_LABEL: Record<TripType, string> = { oneWay: 'Aller simple', roundTrip: 'Aller-retour' };

export function AirportBookingForm(props: AirportBookingFormProps) {
  const { packageId, vehicle, communes, terminals, today, prices } = props;
  const [trip, setTrip] = useState<TripType>(props.initialTrip);
  const { submit, errors, pending, result } = useBookingSubmit();
  const isAirport = terminals.length > 0;
  const numberLabel = isAirport ? 'vol' : 'train';

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = checkAirportForm(
      formValues(form),
      { vehicle, communes, terminals: terminals.map((t) => t.id) },
      new Date(),
    );
    void submit(form, { kind: 'airport', packageId, vehicle, trip, ...check.data }, check);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-8" aria-busy={pending}>
      <section aria-labelledby="recapitulatif" className="bg-card space-y-4 rounded-xl border p-5 shadow-sm">
        <div>
          <h2 id="recapitulatif" className="text-primary text-lg font-semibold">
            Votre forfait
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground text-xs tracking-wide uppercase">Trajet</dt>
              <dd className="font-medium">{props.route}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs tracking-wide uppercase">Véhicule</dt>
              <dd className="font-medium">{props.vehicleLabel}</dd>
            </div>
          </dl>
        </div>
        <fieldset className="bg-muted/60 space-y-4 rounded-lg p-3 sm:p-4">
          <legend className="sr-only">Type de trajet</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['oneWay', 'roundTrip'] as const).map((option) => {
              const price = prices[option];
              return (
                <label
                  key={option}
                  className={cn(
                    'has-focus-visible:ring-ring flex cursor-pointer flex-col items-center gap-0.5 rounded-lg border-2 bg-white p-3 text-center transition-colors has-focus-visible:ring-2 has-disabled:cursor-not-allowed has-disabled:opacity-50',
                    trip === option ? 'border-primary' : 'border-transparent',
                  )}
                >
                  <input
                    type="radio"
                    name="trip_type"
                    value={option}
                    checked={trip === option}
                    disabled={!price}
                    onChange={() => setTrip(option)}
                    className="sr-only"
                  />
                  <span className="text-sm font-medium">{TRIP_LABEL[option]}</span>
                  <span className="text-primary text-lg font-bold tabular-nums">{price ?? 'N/A'}</span>
                </label>
              );
            })}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm" aria-live="polite">
              Prix de votre trajet ({props.vehicleLabel}, {TRIP_LABEL[trip].toLowerCase()}) :{' '}
              <strong className="text-primary tabular-nums" data-testid="prix-forfait">
                {prices[trip]}
              </strong>
            </p>
            <Dialog>
              <DialogTrigger asChild>
                <Button type="button" variant="outline" size="sm">
                  <Calculator aria-hidden="true" />
                  Détail du tarif aller-retour
                </Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>{PACKAGE_FORM_MESSAGES.roundTripModalTitle}</DialogTitle>
                  <DialogDescription>
                    {props.route} — {props.vehicleLabel}
                  </DialogDescription>
                </DialogHeader>
                <dl className="divide-y rounded-lg border text-sm">
                  <div className="flex justify-between gap-4 p-3">
                    <dt>Aller simple</dt>
                    <dd className="font-semibold tabular-nums">{prices.oneWay ?? 'N/A'}</dd>
                  </div>
                  <div className="flex justify-between gap-4 p-3">
                    <dt>Aller-retour</dt>
                    <dd className="text-primary font-bold tabular-nums">{prices.roundTrip ?? 'N/A'}</dd>
                  </div>
                </dl>
                <p className="text-muted-foreground text-sm">
                  {props.roundTripComputed
                    ? "Ce trajet n'a pas de tarif aller-retour spécifique : l'aller-retour est calculé à deux fois le prix de l'aller simple."
                    : 'Tarif forfaitaire aller-retour de ce trajet.'}{' '}
                  Prix TTC, fixes, 1 heure d&apos;attente incluse à l&apos;aéroport.
                </p>
              </DialogContent>
            </Dialog>
          </div>
        </fieldset>
      </section>

      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">Départ</legend>
        <Field
          name="departure_city"
          label="Commune de départ"
          error={errors.departure_city}
          hint={
            <>
              Zone 91410. Autre commune ?{' '}
              <Link href="/reservation" className="text-primary font-semibold underline underline-offset-4">
                Faites une réservation classique
              </Link>
            </>
          }
        >
          {(control) => (
            <select {...control} defaultValue="" className={controlClass}>
              <option value="" disabled>
                Choisissez votre commune
              </option>
              {communes.map((commune) => (
                <option key={commune} value={commune}>
                  {commune}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="departure_street" label="Adresse (n° et rue)" error={errors.departure_street}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="address-line1"
              maxLength={200}
              placeholder="12 rue de Chartres"
              className={controlClass}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-primary mb-2 text-lg font-semibold">Destination</legend>
        {isAirport ? (
          <Field
            name="destination_terminal"
            label={`Terminal — ${props.destination}`}
            error={errors.destination_terminal}
          >
            {(control) => (
              <select {...control} defaultValue="" className={controlClass}>
                <option value="" disabled>
                  Choisissez votre terminal
                </option>
                {terminals.map((terminal) => (
                  <option key={terminal.id} value={terminal.id}>
                    {terminal.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <p className="bg-muted/50 rounded-lg border p-3 text-sm font-medium">{props.destination}</p>
        )}
      </fieldset>

      <ScheduleFields
        trip={trip}
        today={today}
        errors={errors}
        outboundExtra={
          <Field name="flight_number" label={`Numéro de ${numberLabel} aller`} error={errors.flight_number}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={20}
                autoCapitalize="characters"
                placeholder={isAirport ? 'AF1234' : 'TGV 8501'}
                className={controlClass}
              />
            )}
          </Field>
        }
        returnExtra={
          <Field
            name="return_flight_number"
            label={`Numéro de ${numberLabel} retour (facultatif)`}
            required={false}
            error={errors.return_flight_number}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={20}
                autoCapitalize="characters"
                className={controlClass}
              />
            )}
          </Field>
        }
      />
      <PassengerFields vehicle={vehicle} errors={errors} />
      <ContactFields errors={errors} />
      <HoneypotField name={HONEYPOT_FIELD} />

      <SubmitFooter pending={pending} result={result} />
    </form>
  );
}
