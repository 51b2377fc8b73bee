// Shared body of POST /api/contact and POST /api/business: spam gate, validation, idempotent storage, WhatsApp link.
import 'server-only';
import type { z } from 'zod';
import { whatsappUrl } from '@/lib/config/site';
import { getStore } from '@/lib/db';
import type { ReservationInput } from '@/lib/db/types';
import { createReservationWithRef, parseInput, readJsonBody, rejectSpam } from '@/lib/requests';
import { generateRequestRef } from './booking-ref';

type StoredFields = Omit<ReservationInput, 'bookingRef'>;

const EMPTY_TRIP = {
  pickupLocation: null,
  dropoffLocation: null,
  pickupTime: null,
  flightTrainNumber: null,
  vehicleType: null,
  passengers: null,
  holdBags: null,
  booster: 0,
  tripType: null,
  returnPickupTime: null,
  returnFlightTrainNumber: null,
  priceCents: null,
  quote: null,
  paymentMethod: 'on_board',
} as const satisfies Partial<StoredFields>;

export async function handleMessageRequest<S extends z.ZodType<{ requestId: string }>>(
  request: Request,
  options: {
    bucket: 'contact' | 'business';
    schema: S;
    toReservation: (
      input: z.output<S>,
    ) => Pick<StoredFields, 'channel' | 'fullName' | 'email' | 'phone' | 'companyName' | 'message'>;
    whatsappText: (input: z.output<S>, bookingRef: string) => string;
  },
): Promise<Response> {
  const body = await readJsonBody(request);
  const store = await getStore();
  await rejectSpam({ request, body, store, bucket: options.bucket, now: new Date() });
  const input = parseInput(options.schema, body);
  const { reservation, created } = await createReservationWithRef(
    store,
    { ...EMPTY_TRIP, requestId: input.requestId, ...options.toReservation(input) },
    generateRequestRef,
  );
  return Response.json(
    {
      bookingRef: reservation.bookingRef,
      whatsappUrl: whatsappUrl(options.whatsappText(input, reservation.bookingRef)),
    },
    { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
  );
}
