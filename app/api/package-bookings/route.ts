// POST /api/package-bookings — store a package or airport booking request (price read from the package row) and
// answer its booking reference and WhatsApp hand-off link (lib/requests/package-booking.ts on the shared pipeline,
// lib/requests/pipeline.ts). Errors: { error: { title, message, fields? } } 400/403/409/422/429/503.
import { packageBookingRequest } from '@/lib/requests/package-booking';
import { handle } from '@/lib/requests/pipeline';

export const POST = handle(packageBookingRequest);
