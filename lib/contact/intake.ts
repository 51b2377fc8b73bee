// Shared body of POST /api/contact and POST /api/business: spam gate, validation, idempotent storage, WhatsApp link.
import 'server-only';
import type { z } from 'zod';
import { generateBookingRef } from '@/lib/booking/ref';
import { whatsappUrl } from '@/lib/config/site';
import { getStore } from '@/lib/db';
import type { DataStore, ReservationInput } from '@/lib/db/types';
import { createReservationWithRef, parseInput, readJsonBody, rejectSpam } from '@/lib/requests';
import { businessSchema, contactSchema } from './schema';
import { businessWhatsAppText, contactWhatsAppText } from './whatsapp';

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

export interface MessageIntake<S extends z.ZodType<{ requestId: string }>> {
  bucket: 'contact' | 'business';
  schema: S;
  toReservation: (
    input: z.output<S>,
  ) => Pick<StoredFields, 'channel' | 'fullName' | 'email' | 'phone' | 'companyName' | 'message'>;
  whatsappText: (input: z.output<S>, bookingRef: string) => string;
  /** Tests pass a fresh store; route handlers use the process-wide one. */
  store?: DataStore;
}

export const contactIntake: MessageIntake<typeof contactSchema> = {
  bucket: 'contact',
  schema: contactSchema,
  toReservation: (input) => ({
    channel: 'contact',
    fullName: input.name,
    email: input.email,
    phone: input.phone,
    companyName: null,
    message: input.message,
  }),
  whatsappText: contactWhatsAppText,
};

export const businessIntake: MessageIntake<typeof businessSchema> = {
  bucket: 'business',
  schema: businessSchema,
  toReservation: (input) => ({
    channel: 'business',
    fullName: input.contact,
    email: input.email,
    phone: input.phone,
    companyName: input.company,
    message: input.needs,
  }),
  whatsappText: businessWhatsAppText,
};

export async function handleMessageRequest<S extends z.ZodType<{ requestId: string }>>(
  request: Request,
  intake: MessageIntake<S>,
): Promise<Response> {
  const body = await readJsonBody(request);
  const store = intake.store ?? (await getStore());
  await rejectSpam({ request, body, store, bucket: intake.bucket, now: new Date() });
  const input = parseInput(intake.schema, body);
  const { reservation, created } = await createReservationWithRef(
    store,
    { ...EMPTY_TRIP, requestId: input.requestId, ...intake.toReservation(input) },
    () => generateBookingRef(),
  );
  return Response.json(
    {
      bookingRef: reservation.bookingRef,
      whatsappUrl: whatsappUrl(intake.whatsappText(input, reservation.bookingRef)),
    },
    { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
  );
}
