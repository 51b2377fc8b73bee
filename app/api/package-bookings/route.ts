// POST /api/package-bookings — store a package or airport booking request (price read from the package row) and
// answer its booking reference and WhatsApp hand-off link. Errors: 400/422/429/503 with a French message.
import { handlePackageBooking, PACKAGE_BOOKING_BUCKET } from '@/lib/packages/booking-request';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, revalidateData } from '@/lib/db/cached';
import { readJsonBody, rejectSpam, withErrorHandling } from '@/lib/requests';

export const POST = withErrorHandling(async (request: Request) => {
  const body = await readJsonBody(request);
  const store = await getStore();
  const now = new Date();
  await rejectSpam({ request, body, store, bucket: PACKAGE_BOOKING_BUCKET, now });
  const { created, ...answer } = await handlePackageBooking(store, body, now);
  if (created) revalidateData(CACHE_TAGS.reservations);
  return Response.json(answer, { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
});
