// A stored wizard reservation for unit tests (the shape of lib/db/types.ts): a ride to Orly waiting for its online
// payment. Tests override only what they are about.
import { randomUUID } from 'node:crypto';
import type { Reservation, ReservationInput } from '@/lib/db/types';

export function storedReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: '00000000-0000-4000-8000-000000000007',
    bookingRef: 'HM-X6O0V',
    requestId: null,
    channel: 'wizard',
    fullName: 'Camille Martin',
    email: 'camille@example.com',
    phone: '06 12 34 56 78',
    companyName: null,
    message: null,
    pickupLocation: 'Gare de Dourdan',
    dropoffLocation: 'Aéroport d’Orly — Terminal 4',
    pickupTime: '2026-12-24T06:15:00.000Z',
    flightTrainNumber: 'AF1234',
    vehicleType: 'berline',
    passengers: 2,
    holdBags: 1,
    booster: 0,
    tripType: 'roundTrip',
    returnPickupTime: null,
    returnFlightTrainNumber: null,
    priceCents: 9000,
    quote: null,
    paymentStatus: 'pending',
    paymentMethod: 'online',
    checkoutState: 'open',
    stripeSessionId: 'cs_test_1',
    paidAt: null,
    locale: 'fr',
    createdAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T08:00:00.000Z',
    anonymisedAt: null,
    ...overrides,
  };
}

/**
 * What the wizard stores for a card booking (the payments tests' ride: Orly → Gare de Lyon, 60 €, paid online), ready
 * for `store.createReservation`; a fresh requestId each time.
 */
export function cardBookingInput(
  bookingRef: string,
  overrides: Partial<ReservationInput> = {},
): ReservationInput {
  return {
    bookingRef,
    requestId: randomUUID(),
    channel: 'wizard',
    fullName: 'Camille Martin',
    email: 'camille@example.fr',
    phone: '+33612345678',
    companyName: null,
    message: null,
    pickupLocation: 'Aéroport de Paris-Orly, Terminal 1',
    dropoffLocation: 'Gare de Lyon, Paris',
    pickupTime: '2030-05-14T08:30:00.000Z',
    flightTrainNumber: 'AF1234',
    vehicleType: 'berline',
    passengers: 2,
    holdBags: 2,
    booster: 0,
    tripType: 'oneWay',
    returnPickupTime: null,
    returnFlightTrainNumber: null,
    priceCents: 6000,
    quote: { totalCents: 6000 },
    paymentMethod: 'online',
    ...overrides,
  };
}
