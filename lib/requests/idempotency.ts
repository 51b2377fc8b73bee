// Idempotent storage of public requests. The browser generates one `requestId` (uuid) per submission attempt and
// resends it on retry or double click; `reservations.request_id` is unique, so the same request stores one row and
// every repeat answers the booking reference stored the first time. The notifications of a stored request (operator's
// 'Nouvelle demande', customer's 'Demande reçue') are written by the same statement (transactional outbox).
// The payment method is not part of "the same request": a card booking whose payment failed (Stripe down: « envoyez
// votre demande par WhatsApp ») is sent again as a WhatsApp request with the same requestId, and the stored row then
// switches to payment on board, unless it was paid online (docs/architecture.md, "Payments").
import { createHash } from 'node:crypto';
import { generateBookingRef } from '@/lib/booking/ref';
import { CACHE_TAGS, revalidateData } from '@/lib/db/cached';
import { ConflictError } from '@/lib/db/errors';
import type {
  CreateReservationResult,
  DataStore,
  NotificationDraft,
  Reservation,
  ReservationInput,
} from '@/lib/db/types';
import { isPaidOnline } from '@/lib/domain/reservations';
import { expireOpenCheckout } from '@/lib/payments/cancel';
import { deliverAfterResponse, renderedOrNone, requestStoredNotifications } from '@/lib/notifications';
import { mayAcknowledge, withoutAcknowledgement } from './acknowledgement-cap';
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

/**
 * A request sent again: the row already stored under the body's requestId (its answer lost on a train, a second
 * press), null for a new request or a body without a valid id. The pipeline judges it as of its first arrival
 * (lib/requests/pipeline.ts), so that what was accepted then gets its booking reference again now.
 */
export async function storedRequest(
  store: Pick<DataStore, 'getReservationByRequestId'>,
  body: unknown,
): Promise<Reservation | null> {
  const requestId =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).requestId : undefined;
  if (!requestIdField.safeParse(requestId).success) return null;
  return store.getReservationByRequestId(requestId as string);
}

/** How long after its first arrival a request sent again is still judged as then (a retry, not a new request). */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The row's `created_at` is written after the request's checks, by the database's clock: a minute of slack. */
const ARRIVAL_SLACK_MS = 60 * 1000;

/**
 * The clock of a request's date rules: for one sent again within REPLAY_WINDOW_MS, its first arrival (the row's
 * creation, less a minute of slack; never after `now`); otherwise, and for a new request, `now`.
 */
export function judgedAt(stored: Reservation | null, now: Date): Date {
  const first = stored ? Date.parse(stored.createdAt) - ARRIVAL_SLACK_MS : Number.NaN;
  if (Number.isNaN(first) || first > now.getTime() || now.getTime() - first > REPLAY_WINDOW_MS) return now;
  return new Date(first);
}

/** 409: the requestId names a request already stored with other content; the first record stays as it was. */
export function replayConflict(): RequestError {
  return new RequestError(409, REQUEST_MESSAGES.replayed.title, REQUEST_MESSAGES.replayed.message);
}

/**
 * A replay that asks to pay on board (the WhatsApp request) of a row stored for online payment and not paid online:
 * the customer was told to pay in the vehicle, so the row says so too (admin, documents). A paid row never changes.
 */
async function replayedPaymentMethod(
  store: Pick<DataStore, 'payOnBoardInstead'>,
  stored: Reservation,
  input: Omit<ReservationInput, 'bookingRef'>,
): Promise<Reservation> {
  if (input.paymentMethod !== 'on_board' || stored.paymentMethod !== 'online' || isPaidOnline(stored)) {
    return stored;
  }
  const switched = await store.payOnBoardInstead(stored.id);
  if (switched?.paymentMethod !== stored.paymentMethod) revalidateData(CACHE_TAGS.reservations);
  // A Stripe page opened for it (the answer lost on the way, the page left open in another tab) is closed: the
  // customer now pays in the vehicle, not twice. Best effort, as for a cancellation (lib/payments/cancel.ts): a
  // payment that still goes through is recorded, and the driver's day says « Payée en ligne ».
  if (switched?.paymentMethod === 'on_board') return (await expireOpenCheckout(switched)).reservation;
  return switched ?? stored;
}

/**
 * Stores `input` with a fresh booking reference, retrying on a reference collision (ConflictError). When the
 * requestId was already stored the store answers the existing row (`created: false`) and nothing new is written,
 * except the payment method of a card booking now paid on board (replayedPaymentMethod).
 */
export async function createReservationWithRef(
  store: Pick<DataStore, 'createReservation' | 'payOnBoardInstead' | 'takeThrottleSlot'>,
  input: Omit<ReservationInput, 'bookingRef'>,
  generateRef: () => string = generateBookingRef,
  notify: (input: ReservationInput) => Promise<NotificationDraft[]> = requestStoredNotifications,
): Promise<CreateReservationResult> {
  // The customer's « Demande reçue » within its caps (lib/requests/acknowledgement-cap.ts); the operator's always.
  const acknowledge = await mayAcknowledge(store, input.email);
  let lastConflict: ConflictError | undefined;
  for (let attempt = 0; attempt < MAX_REF_ATTEMPTS; attempt += 1) {
    let result: CreateReservationResult;
    try {
      const withRef = { ...input, bookingRef: generateRef() };
      const drafts = await renderedOrNone(withRef.bookingRef, () => notify(withRef));
      result = await store.createReservation(withRef, acknowledge ? drafts : withoutAcknowledgement(drafts));
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      lastConflict = error;
      continue;
    }
    if (result.created) {
      deliverAfterResponse();
      return result;
    }
    // Same requestId, same request → the first answer again (retry, double click). Same requestId, another body
    // → 409: a replayed id never stands for a different booking, and the stored one is untouched.
    if (requestFingerprint(result.reservation) !== requestFingerprint(input)) throw replayConflict();
    return { ...result, reservation: await replayedPaymentMethod(store, result.reservation, input) };
  }
  throw lastConflict ?? new ConflictError('Réservation');
}
