// Step 1, 'Date et heure': pickup date and time, flight or train number, and the return when it is a round trip.
import { minPickupDate, minReturnDate } from '@/lib/booking/dates';
import { useBookingText } from './booking-text';
import { FormSection } from './form-controls';
import { TextField } from './text-field';
import type { SectionProps } from './wizard-fields';

export interface TripScheduleSectionProps extends SectionProps {
  nowMs: number;
  airportTrip: boolean;
}

export function TripScheduleSection({ draft, onUpdate, nowMs, airportTrip }: TripScheduleSectionProps) {
  const { ui } = useBookingText();
  const flightHint = airportTrip ? ui.flightHintAirport : ui.flightHintOptional;
  return (
    <FormSection title={ui.scheduleTitle}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field="pickupDate"
          label={ui.pickupDate}
          type="date"
          required
          min={minPickupDate(nowMs)}
          value={draft.pickupDate}
          onChange={(v) => onUpdate({ pickupDate: v })}
        />
        <TextField
          field="pickupTime"
          label={ui.pickupTime}
          type="time"
          required
          value={draft.pickupTime}
          onChange={(v) => onUpdate({ pickupTime: v })}
          hint={ui.timeHint}
        />
      </div>
      <TextField
        field="flightTrainNumber"
        label={ui.flightNumber}
        required={airportTrip}
        maxLength={20}
        autoComplete="off"
        value={draft.flightTrainNumber}
        onChange={(v) => onUpdate({ flightTrainNumber: v })}
        hint={flightHint}
      />
      {draft.tripType === 'roundTrip' ? (
        <div className="bg-muted/60 flex flex-col gap-4 rounded-lg border p-4">
          <p className="text-primary text-sm font-semibold">{ui.returnTitle}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field="returnPickupDate"
              label={ui.returnDate}
              type="date"
              required
              min={minReturnDate(nowMs, draft.pickupDate)}
              value={draft.returnPickupDate}
              onChange={(v) => onUpdate({ returnPickupDate: v })}
            />
            <TextField
              field="returnPickupTime"
              label={ui.returnTime}
              type="time"
              required
              value={draft.returnPickupTime}
              onChange={(v) => onUpdate({ returnPickupTime: v })}
              hint={ui.timeHint}
            />
          </div>
          <TextField
            field="returnFlightTrainNumber"
            label={ui.returnFlightNumber}
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
