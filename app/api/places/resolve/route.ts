// POST /api/places/resolve — the place a visitor chose, as the server resolves it (catalogue, or Google Place Details
// with the server key, cached by place id). Body: { placeRef, sessionToken? }. 200 → { ref, address, lat, lng,
// source }: the browser uses it only for its hints; the quote and the booking resolve the reference again.
// 422 'Choisissez une adresse proposée dans la liste.' for an unknown reference; 429; 503 when Google fails.
import { getStore } from '@/lib/db';
import { PLACES_THROTTLE, resolveForField, resolveSchema } from '@/lib/maps/places-proxy';
import { clientIp, enforceThrottle, parseInput, readJsonBody, withErrorHandling } from '@/lib/requests';

export const POST = withErrorHandling(async (request: Request) => {
  const now = new Date();
  const body = await readJsonBody(request);
  const input = parseInput(resolveSchema, body);
  const store = await getStore();
  await enforceThrottle(store, 'places', clientIp(request.headers), now, PLACES_THROTTLE);
  const place = await resolveForField(input, store, now);
  return Response.json(place, { headers: { 'Cache-Control': 'no-store' } });
});
