// POST /api/checkout — store a wizard booking paid online, open its Stripe Checkout Session, answer the payment URL.
// Body: the wizard draft, exactly as POST /api/bookings takes it (same validation, same place resolution and server
// price, same idempotency on requestId — lib/requests/wizard-booking.ts). The reservation is stored `pending` with
// payment_method 'online' before Stripe is called, so a paid session always has its booking.
// → 201/200 { bookingRef, url }: the browser goes to `url` with window.location (a navigation, not a form post, so
// the CSP's form-action is not involved). Errors: { error: { title, message, field? } } 400/422/429/503, never 500.
import { getStore } from '@/lib/db';
import { CACHE_TAGS, revalidateData } from '@/lib/db/cached';
import { CheckoutUnavailableError, startCheckout } from '@/lib/payments/checkout';
import { describeStripeError } from '@/lib/payments/session';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { isOnlinePaymentEnabled } from '@/lib/payments/stripe';
import { readJsonBody, rejectSpam, RequestError, withErrorHandling } from '@/lib/requests';
import { resolveAndPriceDraft, storeWizardReservation, wizardContext } from '@/lib/requests/wizard-booking';

const THROTTLE_BUCKET = 'checkout';
const TITLE = 'Paiement en ligne indisponible';

export const POST = withErrorHandling(async (request: Request) => {
  if (!isOnlinePaymentEnabled()) throw new RequestError(503, TITLE, PAYMENT_MESSAGES.checkoutDisabled);
  const now = new Date();
  const body = await readJsonBody(request);
  const store = await getStore();
  await rejectSpam({ request, body, store, bucket: THROTTLE_BUCKET, now });
  const { draft, priced } = await resolveAndPriceDraft(body, await wizardContext(store, now));
  const { reservation, created } = await storeWizardReservation(store, draft, priced, now, 'online');
  try {
    const { url } = await startCheckout(reservation, now);
    return Response.json(
      { bookingRef: reservation.bookingRef, url },
      { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (!(error instanceof CheckoutUnavailableError)) throw error;
    // The booking stays stored (pending): the operator sees it even though the visitor could not pay.
    console.error('[payments] session de paiement impossible :', describeStripeError(error));
    throw new RequestError(503, TITLE, PAYMENT_MESSAGES.checkoutUnavailable);
  } finally {
    revalidateData(CACHE_TAGS.reservations);
  }
});
