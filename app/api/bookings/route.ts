// POST /api/bookings — store a wizard booking request, then hand the browser its WhatsApp link.
// Body: the whole draft (bookingDraftSchema: step-1 fields, vehicleType, requestId uuid, honeypot `website`).
// Order: honeypot + per-IP limit (429) → schema, place references resolved on the server ('Choisissez une adresse
// proposée dans la liste.' 422, or 503 when Google is down) and the eight step-1 checks with the server clock and the
// resolved places (422) → the price is computed here from the resolved places (any client price or coordinate is
// ignored) → a `pending` reservation (channel 'wizard', quote snapshot,
// booking reference) is stored, idempotent on requestId → 201 { bookingRef, whatsappUrl, quote } (200 on a replay of
// the same requestId, with the reference and price stored the first time). Errors: { error: { title, message, field? } }
// with 400/422/429/503, never 500.
import { getStore } from '@/lib/db';
import { CACHE_TAGS, revalidateData } from '@/lib/db/cached';
import { priceKindLabel } from '@/lib/pricing';
import { readJsonBody, rejectSpam, withErrorHandling } from '@/lib/requests';
import {
  resolveAndPriceDraft,
  storedQuote,
  storeWizardReservation,
  wizardContext,
  wizardWhatsAppUrl,
} from '@/lib/requests/wizard-booking';

const THROTTLE_BUCKET = 'bookings';

export const POST = withErrorHandling(async (request: Request) => {
  const now = new Date();
  const body = await readJsonBody(request);
  const store = await getStore();
  await rejectSpam({ request, body, store, bucket: THROTTLE_BUCKET, now });
  const { draft, priced } = await resolveAndPriceDraft(body, await wizardContext(store, now));
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
