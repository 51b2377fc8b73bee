'use client';

// Step 1 'Informations de réservation' (spec §2, §5): trip, dates, group, contact, terms. Pure view: the wizard
// owns the state and the checks; this renders fields and their inline errors.
import Link from 'next/link';
import { ArrowRightIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  minPickupDate,
  minReturnDate,
  VEHICLE_MESSAGES,
  WIZARD_MESSAGES,
  type Step1Draft,
} from '@/lib/booking';
import { exceedsCapacity, type FixedPackage } from '@/lib/pricing';
import { cn } from '@/lib/utils';
import type { AddressValue } from './address-search';
import { controlClass, FieldError, FormSection, NativeSelect, RequiredMark } from './form-controls';
import { TripEndField } from './trip-end-field';
import type { WizardDraft } from './wizard-state';

export interface InlineError {
  field: keyof Step1Draft | 'vehicleType';
  message: string;
}

export interface TripStepProps {
  draft: WizardDraft;
  pkg: FixedPackage | null;
  nowMs: number;
  airportTrip: boolean;
  canContinue: boolean;
  error: InlineError | null;
  onUpdate: (patch: Partial<WizardDraft>) => void;
  onNext: () => void;
  honeypot: string;
  onHoneypot: (value: string) => void;
}

export const fieldId = (field: string) => `wizard-${field}`;

const PASSENGER_OPTIONS = ['1', '2', '3', '4', '5', '6', '7'];
const BAG_OPTIONS = ['0', '1', '2', '3', '4', '5', '6'];

function addressValue(draft: WizardDraft, end: 'departure' | 'destination'): AddressValue {
  return end === 'departure'
    ? {
        address: draft.departureAddress,
        lat: draft.departureLat,
        lng: draft.departureLng,
        placeRef: draft.departurePlaceRef,
      }
    : {
        address: draft.destinationAddress,
        lat: draft.destinationLat,
        lng: draft.destinationLng,
        placeRef: draft.destinationPlaceRef,
      };
}

function addressPatch(end: 'departure' | 'destination', value: AddressValue): Partial<WizardDraft> {
  return end === 'departure'
    ? {
        departureAddress: value.address,
        departureLat: value.lat,
        departureLng: value.lng,
        departurePlaceRef: value.placeRef ?? null,
      }
    : {
        destinationAddress: value.address,
        destinationLat: value.lat,
        destinationLng: value.lng,
        destinationPlaceRef: value.placeRef ?? null,
      };
}

interface TextFieldProps {
  field: keyof WizardDraft;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: InlineError | null;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: string;
  max?: string;
  maxLength?: number;
  hint?: string;
  placeholder?: string;
}

function TextField({
  field,
  label,
  value,
  onChange,
  error,
  required = false,
  type = 'text',
  hint,
  ...rest
}: TextFieldProps) {
  const id = fieldId(field);
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const message = error?.field === field ? error.message : null;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label} {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        name={field}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, message ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        className={controlClass}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {message ? <FieldError id={errorId}>{message}</FieldError> : null}
    </div>
  );
}

export function TripStep({
  draft,
  pkg,
  nowMs,
  airportTrip,
  canContinue,
  error,
  onUpdate,
  onNext,
  honeypot,
  onHoneypot,
}: TripStepProps) {
  const roundTrip = draft.tripType === 'roundTrip';
  const overCapacity = exceedsCapacity(Number(draft.passengers), Number(draft.holdBags));
  const errorFor = (field: InlineError['field']) => (error?.field === field ? error.message : undefined);
  const flightLabel = 'Numéro de vol ou de train';
  const flightHint = airportTrip
    ? 'Obligatoire pour Orly et Roissy-CDG : nous suivons votre arrivée.'
    : 'Facultatif (ex. : AF1234, TGV 6203).';

  return (
    <div className="flex flex-col gap-8">
      <input type="hidden" name="serviceType" value={WIZARD_MESSAGES.serviceType} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="wizard-website">Ne pas remplir ce champ</label>
        <input
          id="wizard-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => onHoneypot(event.target.value)}
        />
      </div>

      <FormSection title="Détails du trajet">
        <TripEndField
          id={fieldId('departureAddress')}
          end="departure"
          location={pkg?.departureLocation ?? null}
          value={addressValue(draft, 'departure')}
          onChange={(v) => onUpdate(addressPatch('departure', v))}
          error={errorFor('departureAddress')}
        />
        <TripEndField
          id={fieldId('destinationAddress')}
          end="destination"
          location={pkg?.destinationLocation ?? null}
          value={addressValue(draft, 'destination')}
          onChange={(v) => onUpdate(addressPatch('destination', v))}
          error={errorFor('destinationAddress')}
        />
        <div role="radiogroup" aria-labelledby="wizard-trip-type-label" className="flex flex-col gap-2">
          <span id="wizard-trip-type-label" className="text-sm font-medium">
            Type de trajet
          </span>
          <div className="grid grid-cols-2 gap-3">
            {(
              [
                ['oneWay', 'Aller simple'],
                ['roundTrip', 'Aller-retour'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
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
                {label}
              </label>
            ))}
          </div>
        </div>
      </FormSection>

      <FormSection title="Date et heure">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field="pickupDate"
            label="Date de prise en charge"
            type="date"
            required
            min={minPickupDate(nowMs)}
            value={draft.pickupDate}
            onChange={(v) => onUpdate({ pickupDate: v })}
            error={error}
          />
          <TextField
            field="pickupTime"
            label="Heure de prise en charge"
            type="time"
            required
            value={draft.pickupTime}
            onChange={(v) => onUpdate({ pickupTime: v })}
            error={error}
            hint="Entre 04:00 et 22:29."
          />
        </div>
        <TextField
          field="flightTrainNumber"
          label={flightLabel}
          required={airportTrip}
          maxLength={20}
          autoComplete="off"
          value={draft.flightTrainNumber}
          onChange={(v) => onUpdate({ flightTrainNumber: v })}
          error={error}
          hint={flightHint}
        />
        {roundTrip ? (
          <div className="bg-muted/60 flex flex-col gap-4 rounded-lg border p-4">
            <p className="text-primary text-sm font-semibold">Retour</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                field="returnPickupDate"
                label="Date du retour"
                type="date"
                required
                min={minReturnDate(nowMs, draft.pickupDate)}
                value={draft.returnPickupDate}
                onChange={(v) => onUpdate({ returnPickupDate: v })}
                error={error}
              />
              <TextField
                field="returnPickupTime"
                label="Heure du retour"
                type="time"
                required
                value={draft.returnPickupTime}
                onChange={(v) => onUpdate({ returnPickupTime: v })}
                error={error}
              />
            </div>
            <TextField
              field="returnFlightTrainNumber"
              label="Numéro de vol ou de train du retour"
              required={airportTrip}
              maxLength={20}
              autoComplete="off"
              value={draft.returnFlightTrainNumber}
              onChange={(v) => onUpdate({ returnFlightTrainNumber: v })}
              error={error}
            />
          </div>
        ) : null}
      </FormSection>

      <FormSection title="Passagers et bagages">
        <div className="grid grid-cols-2 gap-4">
          <div className="flex flex-col gap-2">
            <label htmlFor={fieldId('passengers')} className="text-sm font-medium">
              Passagers
            </label>
            <NativeSelect
              id={fieldId('passengers')}
              value={draft.passengers}
              aria-invalid={errorFor('passengers') ? true : undefined}
              aria-describedby={errorFor('passengers') ? `${fieldId('passengers')}-error` : undefined}
              onChange={(event) => onUpdate({ passengers: event.target.value })}
            >
              {PASSENGER_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
              <option value="8">8 ou plus</option>
            </NativeSelect>
            {errorFor('passengers') ? (
              <FieldError id={`${fieldId('passengers')}-error`}>{errorFor('passengers')}</FieldError>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor={fieldId('holdBags')} className="text-sm font-medium">
              Bagages en soute
            </label>
            <NativeSelect
              id={fieldId('holdBags')}
              value={draft.holdBags}
              aria-invalid={errorFor('holdBags') ? true : undefined}
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

      <FormSection title="Vos coordonnées">
        <TextField
          field="contactName"
          label="Nom complet"
          required
          autoComplete="name"
          maxLength={100}
          value={draft.contactName}
          onChange={(v) => onUpdate({ contactName: v })}
          error={error}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field="contactEmail"
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={draft.contactEmail}
            onChange={(v) => onUpdate({ contactEmail: v })}
            error={error}
          />
          <TextField
            field="contactPhone"
            label="Téléphone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            value={draft.contactPhone}
            onChange={(v) => onUpdate({ contactPhone: v })}
            error={error}
          />
        </div>
      </FormSection>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            id={fieldId('acceptTerms')}
            checked={draft.acceptTerms}
            onChange={(event) => onUpdate({ acceptTerms: event.target.checked })}
            aria-invalid={errorFor('acceptTerms') ? true : undefined}
            aria-describedby={errorFor('acceptTerms') ? `${fieldId('acceptTerms')}-error` : undefined}
            className="accent-primary mt-0.5 size-5 shrink-0"
          />
          <label htmlFor={fieldId('acceptTerms')} className="leading-relaxed">
            J&apos;accepte les{' '}
            <Link
              href="/cgv"
              target="_blank"
              className="text-primary font-semibold underline underline-offset-4"
            >
              conditions générales de vente (CGV)
              <span className="sr-only"> (nouvel onglet)</span>
            </Link>{' '}
            et la{' '}
            <Link
              href="/politique-de-confidentialite"
              target="_blank"
              className="text-primary font-semibold underline underline-offset-4"
            >
              politique de confidentialité
              <span className="sr-only"> (nouvel onglet)</span>
            </Link>{' '}
            <RequiredMark />
          </label>
        </div>
        {errorFor('acceptTerms') ? (
          <FieldError id={`${fieldId('acceptTerms')}-error`}>{errorFor('acceptTerms')}</FieldError>
        ) : null}
      </div>

      <div className="flex flex-col gap-2 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-xs">
          <RequiredMark /> Champs obligatoires
        </p>
        <Button
          type="button"
          size="lg"
          onClick={onNext}
          aria-disabled={!canContinue}
          className={cn('w-full sm:w-auto', !canContinue && 'opacity-60')}
        >
          Suivant : choix du véhicule
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
