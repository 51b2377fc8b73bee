// POST /api/bookings — store a wizard booking request, then hand the browser its WhatsApp link.
// Body: the whole draft (bookingDraftSchema: step-1 fields, vehicleType, requestId uuid, honeypot `website`).
// The shared pipeline (lib/requests/pipeline.ts) runs the kind lib/requests/wizard-booking.ts defines: places resolved
// and the price computed on the server, a `pending` reservation stored idempotently on requestId →
// 201 { bookingRef, whatsappUrl, quote } (200 on a replay). Errors: { error: { title, message, fields? } }, never 500.
import { handle } from '@/lib/requests/pipeline';
import { wizardBookingRequest } from '@/lib/requests/wizard-booking';

export const POST = handle(wizardBookingRequest);
