// The data of /reservation and /en/booking (components/pages/booking-page.tsx renders it): Stripe's return, or the
// wizard's rates, clock and prefill. Step 1 may be filled from the query string (depart, arrivee, depart_ref,
// arrivee_ref, date, heure, passagers, bagages, type — lib/booking/prefill.ts): checked and resolved here, so the HTML
// already shows it without JavaScript.
import { connection } from 'next/server';
import type { BookingPageData } from '@/components/pages/booking-page';
import { hasPrefill, parsePrefill, type BookingPrefill } from '@/lib/booking/prefill';
import { resolvePrefill } from '@/lib/booking/prefill-server';
import { getLocalRoutesCached, getPriceSettingsCached } from '@/lib/db/cached';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import {
  CANCELLED_PARAMS,
  canPayByCardNow,
  cancelledPaymentFor,
  editRequestPath,
  payOnBoardWhatsAppUrl,
} from '@/lib/payments/resume';
import { isOnlinePaymentEnabled } from '@/lib/payments/stripe';
import { DEFAULT_PRICE_SETTINGS, getFixedPackage, type PriceSettings } from '@/lib/pricing';

export type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The preview in the browser uses the current rates; if the database is down the defaults do (the server re-prices). */
async function previewSettings(): Promise<PriceSettings> {
  try {
    return await getPriceSettingsCached();
  } catch {
    return DEFAULT_PRICE_SETTINGS;
  }
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

/** The cancelled payment's view, or null (no such query, or the request is no longer payable: the wizard then). */
async function cancelledPaymentOf(params: SearchParams): Promise<BookingPageData | null> {
  if (single(params[CANCELLED_PARAMS.flag]) !== CANCELLED_PARAMS.flagValue) return null;
  const token = single(params[CANCELLED_PARAMS.token]);
  if (!token) return null;
  const reservation = await cancelledPaymentFor(token).catch((error: unknown) => {
    console.warn('[reservation] paiement annulé illisible', error);
    return null;
  });
  if (!reservation) return null;
  return {
    kind: 'cancelled',
    view: {
      reservation,
      token,
      failed: single(params[CANCELLED_PARAMS.error]) === '1',
      payable: canPayByCardNow(reservation),
      payOnBoardUrl: payOnBoardWhatsAppUrl(reservation),
      editHref: editRequestPath(reservation),
    },
  };
}

/** The page's data for its query string. */
export async function loadBookingPage(params: SearchParams): Promise<BookingPageData> {
  const paymentStatus = single(params.payment_status);
  const sessionId = single(params.session_id);
  if (paymentStatus && sessionId) {
    return { kind: 'payment', sessionId, bookingRef: single(params.booking_ref) };
  }
  // Back from Stripe's « Annuler »: the stored request, to pay or confirm it without typing it again.
  const cancelled = await cancelledPaymentOf(params);
  if (cancelled) return cancelled;
  const pkg = getFixedPackage(single(params.package));
  const [settings, localRoutes, nowMs] = await Promise.all([
    previewSettings(),
    previewLocalRoutes(),
    requestTime(),
  ]);
  const prefill = await prefillOf(params, nowMs);
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
