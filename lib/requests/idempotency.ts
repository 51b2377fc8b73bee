// Idempotent storage of public requests. The browser generates one `requestId` (uuid) per submission attempt and
// resends it on retry or double click; `reservations.request_id` is unique, so the same request stores one row and
// every repeat answers the booking reference stored the first time. The notifications of a stored request (operator's
// 'Nouvelle demande', customer's 'Demande reçue') are written by the same statement (transactional outbox).
import { z } from 'zod';
import { generateBookingRef } from '@/lib/booking/ref';
import { ConflictError } from '@/lib/db/errors';
import type { CreateReservationResult, DataStore, NotificationDraft, ReservationInput } from '@/lib/db/types';
import { deliverAfterResponse, renderedOrNone, requestStoredNotifications } from '@/lib/notifications';

export const requestIdSchema = z.uuid({ error: 'Identifiant de demande invalide.' });

/** Booking references are random (5 characters, 36^5 ≈ 60 M): a few retries make a collision irrelevant. */
const MAX_REF_ATTEMPTS = 5;

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
      if (result.created) deliverAfterResponse();
      return result;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      lastConflict = error;
    }
  }
  throw lastConflict ?? new ConflictError('Réservation');
}
