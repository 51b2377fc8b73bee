// POST /api/package-bookings — store a package or airport booking request (price read from the package row) and
// answer its booking reference and WhatsApp hand-off link (lib/requests/package-booking.ts on the shared pipeline,
// lib/requests/pipeline.ts). Errors: { error: { title, message, fields? } } 400/403/409/422/429/503. The forms' plain
// post (no JavaScript) is sent on to WhatsApp or answered with a refusal page (lib/requests/form-post.ts).
import { getStore } from '@/lib/db';
import { handleWithFormPost } from '@/lib/requests/form-post';
import { packageBookingRequest, plainPackageForm } from '@/lib/requests/package-booking';

export const POST = handleWithFormPost(packageBookingRequest, plainPackageForm(getStore));
