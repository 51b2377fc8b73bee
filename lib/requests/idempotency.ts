// Idempotent storage of public requests. The browser generates one `requestId` (uuid) per submission attempt and
// resends it on retry or double click; `reservations.request_id` is unique, so the same request stores one row and
// every repeat answers the booking reference stored the first time. The notifications of a stored request (operator's
// 'Nouvelle demande', customer's 'Demande reçue') are written by the same statement (transactional outbox).
import { createHash } from 'node:crypto';
import { generateBookingRef } from '@/lib/booking/ref';
import { ConflictError } from '@/lib/db/errors';
import type {
  CreateReservationResult,
  DataStore,
  NotificationDraft,
  Reservation,
  ReservationInput,
} from '@/lib/db/types';
import { deliverAfterResponse, renderedOrNone, requestStoredNotifications } from '@/lib/notifications';
import { RequestError } from './errors';
import { requestIdField } from './fields';
import { REQUEST_MESSAGES } from './messages';
// A repeat whose content differs (its normalized request, requestFingerprint) is refused with 409.

export const requestIdSchema = requestIdField;

/** Booking references are random (5 characters, 36^5 ≈ 60 M): a few retries make a collision irrelevant. */
const MAX_REF_ATTEMPTS = 5;

type Comparable = Omit<ReservationInput, 'bookingRef'> | Reservation;

/** Times compare by instant (the database may answer `…+00:00` for a `…Z` it was given). */
function instant(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The normalized request behind a reservation: what the visitor asked for (who, where, when, what), not what the
 * server derived from it (price, payment). Its SHA-256 identifies "the same request" for a replayed requestId.
 */
export function requestFingerprint(r: Comparable): string {
  const normalized = [
    r.channel,
    r.fullName,
    r.email.toLowerCase(),
    r.phone ?? null,
    r.companyName ?? null,
    r.message ?? null,
    r.pickupLocation ?? null,
    r.dropoffLocation ?? null,
    instant(r.pickupTime),
    r.flightTrainNumber ?? null,
    r.vehicleType ?? null,
    r.passengers ?? null,
    r.holdBags ?? null,
    r.booster ?? 0,
    r.tripType ?? null,
    instant(r.returnPickupTime),
    r.returnFlightTrainNumber ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(normalized)).digest('hex');
}

/** 409: the requestId names a request already stored with other content; the first record stays as it was. */
export function replayConflict(): RequestError {
  return new RequestError(409, REQUEST_MESSAGES.replayed.title, REQUEST_MESSAGES.replayed.message);
}

/**
 * Stores `input` with a fresh booking reference, retrying on a reference collision (ConflictError). When the
 * requestId was already stored the store answers the existing row (`created: false`) and nothing new is written.
 */
export async function createReservationWithRef(
  store: Pick<DataStore, 'createReservation'>,
  input: Omit<ReservationInput, 'bookingRef'>,
  generateRef: () => string = generateBookingRef,
  notify: (input: ReservationInput) => Promise<NotificationDraft[]> = requestStoredNotifications,
): Promise<CreateReservationResult> {
  let lastConflict: ConflictError | undefined;
  for (let attempt = 0; attempt < MAX_REF_ATTEMPTS; attempt += 1) {
    try {
      const withRef = { ...input, bookingRef: generateRef() };
      const result = await store.createReservation(
        withRef,
        await renderedOrNone(withRef.bookingRef, () => notify(withRef)),
      );
      // Same requestId, same request → the first answer again (retry, double click). Same requestId, another body
      // → 409: a replayed id never stands for a different booking, and the stored one is untouched.
      if (!result.created && requestFingerprint(result.reservation) !== requestFingerprint(input)) {
        throw replayConflict();
      }
      if (result.created) deliverAfterResponse();
      return result;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      lastConflict = error;
    }
  }
  throw lastConflict ?? new ConflictError('Réservation');
}
