// verify-stripe-session (docs/product.md#payment-verification): the return page asks whether its Checkout Session paid for its reservation.
// Order matters: cheap local checks first, then our database, and Stripe only for a session we issued ourselves.
import 'server-only';
import Stripe from 'stripe';
import { isBookingRef } from '@/lib/booking/ref';
import { getStore } from '@/lib/db';
import type { Locale } from '@/lib/i18n/config';
import { PAYMENT_PLACEHOLDER_SESSION_ID } from './messages';
import { paymentMessages } from './locale';
import { fulfil } from './fulfil';
import { toPublicReservation, type PublicReservation } from './public-reservation';
import { describeStripeError, isCheckoutSessionId, sessionBelongsTo } from './session';
import { getStripe } from './stripe';

export type VerifyErrorCode =
  | 'missing_session'
  | 'missing_ref'
  | 'placeholder_session'
  | 'invalid_session'
  | 'unknown_session'
  | 'foreign_session'
  | 'unavailable';

export interface VerifySuccessBody {
  paid: boolean;
  /** Stripe's payment_status ('paid', 'unpaid'), or 'expired' / 'amount_mismatch' / 'cancelled' (paid after a cancellation). */
  status: string;
  message: string;
  /** Only for a paid session bound to this reservation. */
  reservation: PublicReservation | null;
}

export interface VerifyErrorBody {
  error: { code: VerifyErrorCode; message: string };
}

export interface VerifyResult {
  httpStatus: 200 | 400 | 403 | 404 | 503;
  body: VerifySuccessBody | VerifyErrorBody;
}

function refuse(
  httpStatus: VerifyResult['httpStatus'],
  code: VerifyErrorCode,
  message: string,
): VerifyResult {
  return { httpStatus, body: { error: { code, message } } };
}

function isPlaceholder(sessionId: string): boolean {
  const decoded = sessionId.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
  return decoded.includes(PAYMENT_PLACEHOLDER_SESSION_ID);
}

/**
 * Validates the raw inputs (any JSON value) and answers with the spec's messages, in the return page's language
 * (`locale`, French by default); never throws for bad input.
 */
export async function verifyStripeSession(
  input: {
    session_id?: unknown;
    booking_ref?: unknown;
  },
  locale: Locale = 'fr',
): Promise<VerifyResult> {
  const messages = paymentMessages(locale);
  const rawId = input.session_id;
  if (rawId === undefined || rawId === null || (typeof rawId === 'string' && rawId.trim() === '')) {
    return refuse(400, 'missing_session', messages.missingSession);
  }
  if (typeof rawId !== 'string') return refuse(400, 'invalid_session', messages.invalidSession);
  const sessionId = rawId.trim();
  if (isPlaceholder(sessionId)) {
    return refuse(400, 'placeholder_session', messages.placeholderSession);
  }
  if (!isCheckoutSessionId(sessionId)) {
    return refuse(400, 'invalid_session', messages.invalidSession);
  }
  // Both halves are required (issue 13): a session id alone (a leaked URL, a log) or a reference alone (printed on a
  // voucher) never reveals who booked what.
  const bookingRef = input.booking_ref;
  if (bookingRef === undefined || bookingRef === null || bookingRef === '') {
    return refuse(400, 'missing_ref', messages.missingBookingRef);
  }
  if (!isBookingRef(bookingRef)) {
    return refuse(403, 'foreign_session', messages.foreignSession);
  }

  const stripe = getStripe();
  if (!stripe) return refuse(404, 'unknown_session', messages.unknownSession);

  const store = await getStore();
  const reservation = await store.getReservationByStripeSession(sessionId);
  if (!reservation) return refuse(404, 'unknown_session', messages.unknownSession);
  if (bookingRef !== reservation.bookingRef) {
    return refuse(403, 'foreign_session', messages.foreignSession);
  }

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      return refuse(404, 'unknown_session', messages.unknownSession);
    }
    console.error('[payments] lecture de la session Stripe impossible :', describeStripeError(error));
    return refuse(503, 'unavailable', messages.communicationError);
  }
  if (session.id !== sessionId || !sessionBelongsTo(session, reservation)) {
    return refuse(403, 'foreign_session', messages.foreignSession);
  }

  const result = await fulfil(session);
  switch (result.outcome) {
    case 'paid':
      return {
        httpStatus: 200,
        body: {
          paid: true,
          status: 'paid',
          message: messages.successTitle,
          reservation: toPublicReservation(result.reservation),
        },
      };
    case 'unpaid':
      return {
        httpStatus: 200,
        body: {
          paid: false,
          status: session.status === 'expired' ? 'expired' : session.payment_status,
          message: messages.notConfirmed,
          reservation: null,
        },
      };
    case 'amount_mismatch':
      return {
        httpStatus: 200,
        body: {
          paid: false,
          status: 'amount_mismatch',
          message: messages.notConfirmed,
          reservation: null,
        },
      };
    case 'paid_cancelled':
      return {
        httpStatus: 200,
        body: { paid: false, status: 'cancelled', message: messages.paidButCancelled, reservation: null },
      };
    case 'foreign':
      return refuse(403, 'foreign_session', messages.foreignSession);
  }
}
