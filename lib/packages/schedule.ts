// Slot rules of the package forms: the booking module's date rules (Paris time, injected clock: 24 hours ahead,
// 04:00–22:30, return after the outbound) mapped to field errors and the package forms' toasts (docs/product.md#packages-form).
import { checkPickupDateTime, checkReturnDateTime } from '@/lib/booking/dates';
import { DATE_MESSAGES } from '@/lib/booking/messages';
import { PACKAGE_FORM_MESSAGES } from './messages';
import type { TripType } from '@/lib/domain/trips';

export interface ScheduleInput {
  date?: string;
  time?: string;
  return_date?: string;
  return_time?: string;
}

export interface ScheduleCheck {
  errors: Partial<Record<'date' | 'time' | 'return_date', string>>;
  toast?: { title: string; description: string };
  /** The checked pickups, epoch milliseconds. */
  pickup: number | null;
  returnPickup: number | null;
}

/** Field errors and the toast to show. Missing values are left to the required-field checks. */
export function checkSchedule(input: ScheduleInput, trip: TripType, now: Date): ScheduleCheck {
  const errors: ScheduleCheck['errors'] = {};
  let toast: ScheduleCheck['toast'];
  let pickup: number | null = null;
  let returnPickup: number | null = null;

  if (input.date && input.time) {
    const outbound = checkPickupDateTime(input.date, input.time, now);
    if (outbound.ok) {
      pickup = outbound.instant;
    } else {
      errors[outbound.message === DATE_MESSAGES.slotUnavailable ? 'time' : 'date'] = outbound.message;
      toast = PACKAGE_FORM_MESSAGES.slotUnavailable;
    }
  }
  if (trip === 'roundTrip' && input.return_date && input.return_time) {
    const back = checkReturnDateTime(
      { date: input.date, time: input.time },
      input.return_date,
      input.return_time,
      now,
    );
    if (back.ok) {
      returnPickup = back.instant;
    } else {
      errors.return_date = DATE_MESSAGES.packageReturnInvalid;
      toast ??= PACKAGE_FORM_MESSAGES.returnInvalid;
    }
  }
  return { errors, toast, pickup, returnPickup };
}
