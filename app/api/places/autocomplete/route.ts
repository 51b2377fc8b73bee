// POST /api/places/autocomplete — Google address suggestions through the server (the key never reaches the browser).
// Body: { input (1–120 characters), sessionToken (the field's UUID, reused until a place is chosen) }.
// 200 → { enabled, suggestions: [{ placeRef: 'google:<placeId>', label, secondary }] } (enabled false without
// GOOGLE_MAPS_SERVER_KEY or once the site's daily Google budget is spent: the catalogue alone is offered);
// 400/422/429 → { error }; 503 when Google fails.
import { getStore } from '@/lib/db';
import { autocompleteSchema, PLACES_THROTTLE, suggestPlaces } from '@/lib/maps/places-proxy';
import { clientIp, enforceThrottle, parseInput, readJsonBody, withErrorHandling } from '@/lib/requests';

export const POST = withErrorHandling(async (request: Request) => {
  const now = new Date();
  const body = await readJsonBody(request);
  const input = parseInput(autocompleteSchema, body);
  const store = await getStore();
  await enforceThrottle(store, 'places', clientIp(request.headers), now, PLACES_THROTTLE);
  return Response.json(await suggestPlaces(input, store, now), { headers: { 'Cache-Control': 'no-store' } });
});
