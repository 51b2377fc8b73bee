// POST /api/quote — recompute a price from a booking draft (server distance + current price settings).
// Body: the draft's trip fields { departureAddress, departureLat, departureLng, destinationAddress, destinationLat,
// destinationLng, tripType?, vehicleType, passengers?, holdBags?, contactName? } (other fields are ignored, and so is
// any price the browser sends). 200 → { quote, distance, note, googleFailed }; 400/422/503 → { error }.
// Stateless and cheap (no DB write), so it is not throttled: the price settings come from the tagged cache.
import { getPriceSettingsCached } from '@/lib/db/cached';
import { serverEnv } from '@/lib/env';
import { parseInput, readJsonBody, withErrorHandling } from '@/lib/requests';
import { priceTrip, quoteRequestSchema } from '@/lib/requests/wizard-booking';

export const POST = withErrorHandling(async (request: Request) => {
  const body = await readJsonBody(request);
  const input = parseInput(quoteRequestSchema, body);
  const env = serverEnv();
  const priced = await priceTrip(input, {
    settings: await getPriceSettingsCached(),
    now: new Date(),
    mapsKey: env.GOOGLE_MAPS_SERVER_KEY,
    allowTestTotal: env.ENABLE_TEST_PRICING,
  });
  return Response.json(
    {
      quote: priced.quote,
      distance: priced.distance,
      note: priced.note,
      googleFailed: priced.distance?.googleFailed ?? false,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
