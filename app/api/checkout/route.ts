// POST /api/checkout — store a wizard booking paid online, open its Stripe Checkout Session, answer the payment URL.
// Body: the wizard draft, exactly as POST /api/bookings takes it: the same pipeline and validation
// (lib/requests/pipeline.ts, lib/requests/wizard-booking.ts), stored with payment_method 'online' before Stripe is
// called → 201/200 { bookingRef, url, cancelPath } (cancelPath: the request's « Paiement annulé » page). Errors: { error: { title, message, fields? } }, never 500.
import { handle } from '@/lib/requests/pipeline';
import { wizardCheckoutRequest } from '@/lib/requests/wizard-booking';

export const POST = handle(wizardCheckoutRequest);
