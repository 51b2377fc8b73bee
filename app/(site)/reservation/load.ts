// The data of /reservation and /en/booking (components/pages/booking-page.tsx renders it): Stripe's return, or the
// wizard's rates, clock and prefill. Step 1 may be filled from the query string (depart, arrivee, depart_ref,
// arrivee_ref, date, heure, passagers, bagages, type — lib/booking/prefill.ts): checked and resolved here, so the HTML
// already shows it without JavaScript. Or from a stored request: `paiement=modifier&demande=<token>`, the « Modifier ma
// demande » of a cancelled card payment (lib/payments/resume.ts), read from its row (lib/booking/prefill-server.ts).
import { connection } from 'next/server';
import type { BookingPageData } from '@/components/pages/booking-page';
import { hasPrefill, parsePrefill, type BookingPrefill } from '@/lib/booking/prefill';
import { requestPrefill, resolvePrefill, type RequestPrefill } from '@/lib/booking/prefill-server';
import type { Reservation } from '@/lib/domain/records';
import { bookingRefFromToken } from '@/lib/documents/links';
import type { Locale } from '@/lib/i18n/config';
import { getLocalRoutesCached, getPriceSettingsOrNull } from '@/lib/db/cached';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import { checkoutReturnPaths } from '@/lib/payments/locale';
import {
  CANCELLED_PARAMS,
  canPayByCardNow,
  cancelledTokenPath,
  editRequestPath,
  payOnBoardWhatsAppUrl,
  requestOfToken,
  requestQuestionWhatsAppUrl,
  resumeState,
} from '@/lib/payments/resume';
import { isOnlinePaymentEnabled } from '@/lib/payments/stripe';
import { DEFAULT_PRICE_SETTINGS, getFixedPackage, type PriceSettings } from '@/lib/pricing';

export type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The preview in the browser uses the current rates; if the database is down the defaults do (the server re-prices). */
async function previewSettings(): Promise<PriceSettings> {
  return (await getPriceSettingsOrNull()) ?? DEFAULT_PRICE_SETTINGS;
}

/** The local price tables for the same preview; none if the database is down (the server's quote has them). */
async function previewLocalRoutes(): Promise<LocalRoute[]> {
  try {
    return await getLocalRoutesCached();
  } catch {
    return [];
  }
}

/** The request's time (the page renders per request): bounds of the date pickers, identical on server and client. */
async function requestTime(): Promise<number> {
  await connection();
  return Date.now();
}

/** The query string's step-1 values; a failure to resolve a place only leaves that field as typed, never an error. */
async function prefillOf(params: SearchParams, nowMs: number): Promise<BookingPrefill | null> {
  const query = parsePrefill(params, nowMs);
  if (!hasPrefill(query)) return null;
  try {
    return await resolvePrefill(query, new Date(nowMs));
  } catch (error) {
    console.warn('[reservation] préremplissage ignoré', error);
    return null;
  }
}

/**
 * The request a cancelled payment's link names (`paiement=annule|modifier&demande=<token>`), or null. When its row
 * cannot be read (the database unavailable), the reference its signed token carries: the page says the request is
 * stored, never an empty wizard as for a forged token.
 */
async function linkedRequest(
  params: SearchParams,
): Promise<
  | { edit: boolean; token: string; reservation: Reservation }
  | { edit: boolean; token: string; reservation: null; bookingRef: string }
  | null
> {
  const flag = single(params[CANCELLED_PARAMS.flag]);
  if (flag !== CANCELLED_PARAMS.flagValue && flag !== CANCELLED_PARAMS.editValue) return null;
  const token = single(params[CANCELLED_PARAMS.token]);
  if (!token) return null;
  const edit = flag === CANCELLED_PARAMS.editValue;
  try {
    const reservation = await requestOfToken(token);
    return reservation ? { edit, token, reservation } : null;
  } catch (error) {
    console.warn('[reservation] paiement annulé illisible', error);
    const bookingRef = bookingRefFromToken(token, 'resume');
    return bookingRef ? { edit, token, reservation: null, bookingRef } : null;
  }
}

/**
 * The cancelled payment's view: the request waiting for its card payment, or — paid, confirmed or cancelled since —
 * why it no longer does (for « Modifier ma demande » too: a paid booking is not typed again).
 */
function cancelledPaymentView(
  params: SearchParams,
  { token, reservation }: { token: string; reservation: Reservation },
): BookingPageData | null {
  const state = resumeState(reservation);
  if (state === null) return null;
  if (state !== 'open') {
    return {
      kind: 'cancelled',
      view: {
        state,
        reservation,
        questionUrl: requestQuestionWhatsAppUrl(reservation),
        newRequestHref: checkoutReturnPaths(reservation.locale).cancel,
      },
    };
  }
  return {
    kind: 'cancelled',
    view: {
      state,
      reservation,
      token,
      failed: single(params[CANCELLED_PARAMS.error]) === '1',
      payable: canPayByCardNow(reservation),
      payOnBoardUrl: payOnBoardWhatsAppUrl(reservation),
      editHref: editRequestPath(reservation),
    },
  };
}

/** « Modifier ma demande »: step 1 as the stored request had it; a failure leaves the wizard empty, never an error. */
async function storedRequestPrefill(reservation: Reservation, nowMs: number): Promise<RequestPrefill | null> {
  try {
    return await requestPrefill(reservation, new Date(nowMs));
  } catch (error) {
    console.warn('[reservation] demande à modifier ignorée', error);
    return null;
  }
}

/** The page's data for its query string, in the page's language. */
export async function loadBookingPage(params: SearchParams, locale: Locale = 'fr'): Promise<BookingPageData> {
  const paymentStatus = single(params.payment_status);
  const sessionId = single(params.session_id);
  if (paymentStatus && sessionId) {
    return { kind: 'payment', sessionId, bookingRef: single(params.booking_ref) };
  }
  // Back from Stripe's « Annuler »: the stored request, to pay or confirm it without typing it again — or to change it.
  const found = await linkedRequest(params);
  if (found && found.reservation === null) {
    const request = { bookingRef: found.bookingRef, locale };
    return {
      kind: 'cancelled',
      view: {
        state: 'unreadable',
        bookingRef: found.bookingRef,
        payOnBoardUrl: payOnBoardWhatsAppUrl(request),
        retryHref: cancelledTokenPath(found.token, locale),
      },
    };
  }
  const linked = found;
  const editing = linked?.edit && resumeState(linked.reservation) === 'open' ? linked.reservation : null;
  if (linked && !editing) {
    const view = cancelledPaymentView(params, linked);
    if (view) return view;
  }
  const [settings, localRoutes, nowMs] = await Promise.all([
    previewSettings(),
    previewLocalRoutes(),
    requestTime(),
  ]);
  const stored = editing ? await storedRequestPrefill(editing, nowMs) : null;
  const prefill = stored ? stored.prefill : await prefillOf(params, nowMs);
  const pkg = stored ? getFixedPackage(stored.packageId) : getFixedPackage(single(params.package));
  return {
    kind: 'wizard',
    packageId: pkg?.id ?? null,
    settings,
    localRoutes,
    nowMs,
    prefill,
    onlinePaymentEnabled: isOnlinePaymentEnabled(),
  };
}
