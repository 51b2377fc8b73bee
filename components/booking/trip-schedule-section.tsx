// Step 1, 'Date et heure': pickup date and time, flight or train number, and the return when it is a round trip.
import { minPickupDate, minReturnDate } from '@/lib/booking';
import { FormSection } from './form-controls';
import { TextField } from './text-field';
import type { SectionProps } from './wizard-fields';

export interface TripScheduleSectionProps extends SectionProps {
  nowMs: number;
  airportTrip: boolean;
}

export function TripScheduleSection({ draft, onUpdate, nowMs, airportTrip }: TripScheduleSectionProps) {
  const flightHint = airportTrip
    ? 'Obligatoire pour Orly et Roissy-CDG\u00a0: nous suivons votre arrivée.'
    : 'Facultatif (ex.\u00a0: AF1234, TGV 6203).';
  return (
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
        />
        <TextField
          field="pickupTime"
          label="Heure de prise en charge"
          type="time"
          required
          value={draft.pickupTime}
          onChange={(v) => onUpdate({ pickupTime: v })}
          hint="Entre 04:00 et 22:29."
        />
      </div>
      <TextField
        field="flightTrainNumber"
        label="Numéro de vol ou de train"
        required={airportTrip}
        maxLength={20}
        autoComplete="off"
        value={draft.flightTrainNumber}
        onChange={(v) => onUpdate({ flightTrainNumber: v })}
        hint={flightHint}
      />
      {draft.tripType === 'roundTrip' ? (
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
            />
            <TextField
              field="returnPickupTime"
              label="Heure du retour"
              type="time"
              required
              value={draft.returnPickupTime}
              onChange={(v) => onUpdate({ returnPickupTime: v })}
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
          />
        </div>
      ) : null}
    </FormSection>
  );
}
