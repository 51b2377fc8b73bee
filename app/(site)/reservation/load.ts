// The data of /reservation and /en/booking (components/pages/booking-page.tsx renders it): Stripe's return, or the
// wizard's rates, clock and prefill. Step 1 may be filled from the query string (depart, arrivee, depart_ref,
// arrivee_ref, date, heure, passagers, bagages, type — lib/booking/prefill.ts): checked and resolved here, so the HTML
// already shows it without JavaScript.
import { connection } from 'next/server';
import type { BookingPageData } from '@/components/pages/booking-page';
import { hasPrefill, parsePrefill, type BookingPrefill } from '@/lib/booking/prefill';
import { resolvePrefill } from '@/lib/booking/prefill-server';
import { getPriceSettingsCached } from '@/lib/db/cached';
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

/** The page's data for its query string. */
export async function loadBookingPage(params: SearchParams): Promise<BookingPageData> {
  const paymentStatus = single(params.payment_status);
  const sessionId = single(params.session_id);
  if (paymentStatus && sessionId) {
    return { kind: 'payment', sessionId, bookingRef: single(params.booking_ref) };
  }
  const pkg = getFixedPackage(single(params.package));
  const [settings, nowMs] = await Promise.all([previewSettings(), requestTime()]);
  const prefill = await prefillOf(params, nowMs);
  return {
    kind: 'wizard',
    packageId: pkg?.id ?? null,
    settings,
    nowMs,
    prefill,
    onlinePaymentEnabled: isOnlinePaymentEnabled(),
  };
}
