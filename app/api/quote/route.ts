// POST /api/quote — the server's price for a trip between two place references.
// Body: { departurePlaceRef, destinationPlaceRef ('catalogue:<id>' | 'google:<placeId>'), placesSessionToken?,
// tripType?, vehicleType, passengers?, holdBags?, contactName? }; address texts, coordinates and prices the browser
// may add are ignored. The places are resolved on the server (lib/maps/resolve-place.ts) and priced by the same
// function as the booking and the Stripe amount. 200 → { quote, distance, note, googleFailed }; 400/422/429/503 →
// { error } ('Choisissez une adresse proposée dans la liste.' on the field for a place the server cannot resolve).
// Throttled per client (60 per 10 minutes) and answered from a one-minute in-process cache for identical requests.
//
// Cost of the common path (docs/performance.md, "Quote API"): no database round trip besides the throttle's one
// (settings and price tables come from the 1 s memo, catalogue places and repeated trips from memory, a repeated answer already
// serialized); the benchmark's own client
// skips the throttle with QUOTE_THROTTLE_BYPASS_TOKEN (./throttle-bypass.ts) and measures both paths side by side.
import { getStore } from '@/lib/db';
import { clientIp, enforceThrottle, parseInput, readJsonBody, withErrorHandling } from '@/lib/requests';
import { withCleanText } from '@/lib/requests/text';
import { getCachedQuote, quoteCacheKey, setCachedQuote } from '@/lib/requests/quote-cache';
import {
  priceTrip,
  quoteRequestSchema,
  resolveQuoteTrip,
  wizardContext,
} from '@/lib/requests/wizard-booking';
import type { QuoteAnswer } from '@/lib/booking/wizard-wire';
import { TEST_CONTACT_NAME } from '@/lib/pricing';
import { bypassesQuoteThrottle } from './throttle-bypass';

const QUOTE_THROTTLE = { limit: 60, windowMs: 10 * 60 * 1000 };

/**
 * The request schema behind the control-character rule, built once: `parseInput` builds this wrapper on every call,
 * which cost ≈ 90 µs of a quote's ≈ 100 µs of validation. A refused body goes through `parseInput` for its 422.
 */
const cleanQuoteRequest = withCleanText(quoteRequestSchema);

function parseQuoteRequest(body: unknown) {
  const parsed = cleanQuoteRequest.safeParse(body);
  return parsed.success ? parsed.data : parseInput(quoteRequestSchema, body);
}

export const POST = withErrorHandling(async (request: Request) => {
  const now = new Date();
  const body = await readJsonBody(request);
  const store = await getStore();
  if (!bypassesQuoteThrottle(request.headers)) {
    await enforceThrottle(store, 'quote', clientIp(request.headers), now, QUOTE_THROTTLE);
  }
  const input = parseQuoteRequest(body);
  const ctx = await wizardContext(store, now);
  const places = await resolveQuoteTrip(input, ctx);
  const key = quoteCacheKey({
    from: places.departure.ref,
    to: places.destination.ref,
    tripType: input.tripType,
    vehicleType: input.vehicleType,
    testName:
      ctx.allowTestTotal && input.contactName?.trim().toLowerCase() === TEST_CONTACT_NAME.toLowerCase(),
    settings: ctx.settings,
    localRoutes: ctx.localRoutes,
  });
  // The cache keeps the answer serialized: a repeated quote is sent without serializing it again.
  let sent = getCachedQuote<string>(key);
  if (sent === undefined) {
    const priced = await priceTrip(places, input, ctx);
    const answer: QuoteAnswer = {
      quote: priced.quote,
      distance: priced.distance,
      note: priced.note,
      googleFailed: priced.distance?.googleFailed ?? false,
    };
    sent = JSON.stringify(answer);
    // A Google failure is not kept: the next identical request asks again.
    if (!answer.googleFailed) setCachedQuote(key, sent);
  }
  return new Response(sent, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
});
