// POST /api/bookings — store a wizard booking request, then hand the browser its WhatsApp link.
// Body: the whole draft (bookingDraftSchema: step-1 fields, vehicleType, requestId uuid, honeypot `website`).
// Order: honeypot + per-IP limit (429) → schema and the eight step-1 checks with the server clock (422) → the price
// is recomputed here (any client price is ignored) → a `pending` reservation (channel 'wizard', quote snapshot,
// booking reference) is stored, idempotent on requestId → 201 { bookingRef, whatsappUrl, quote } (200 on a replay of
// the same requestId, with the reference and price stored the first time). Errors: { error: { title, message, field? } }
// with 400/422/429/503, never 500.
import { getStore } from '@/lib/db';
import { CACHE_TAGS, getPriceSettingsCached, revalidateData } from '@/lib/db/cached';
import { serverEnv } from '@/lib/env';
import { priceKindLabel } from '@/lib/pricing';
import { readJsonBody, rejectSpam, withErrorHandling } from '@/lib/requests';
import {
  parseBookingDraft,
  priceTrip,
  storedQuote,
  storeWizardReservation,
  wizardWhatsAppUrl,
} from '@/lib/requests/wizard-booking';

const THROTTLE_BUCKET = 'bookings';

export const POST = withErrorHandling(async (request: Request) => {
  const now = new Date();
  const body = await readJsonBody(request);
  const store = await getStore();
  await rejectSpam({ request, body, store, bucket: THROTTLE_BUCKET, now });
  const draft = parseBookingDraft(body, now);
  const env = serverEnv();
  const priced = await priceTrip(draft, {
    settings: await getPriceSettingsCached(),
    now,
    mapsKey: env.GOOGLE_MAPS_SERVER_KEY,
    allowTestTotal: env.NODE_ENV !== 'production',
  });
  const { reservation, created } = await storeWizardReservation(store, draft, priced, now);
  if (created) revalidateData(CACHE_TAGS.reservations);
  const quote = created ? priced.quote : (storedQuote(reservation) ?? priced.quote);
  return Response.json(
    {
      bookingRef: reservation.bookingRef,
      whatsappUrl: wizardWhatsAppUrl(
        draft,
        reservation.bookingRef,
        reservation.priceCents,
        priceKindLabel(quote),
      ),
      quote,
    },
    { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
  );
});
