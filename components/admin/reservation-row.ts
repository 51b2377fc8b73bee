// What the dashboard list needs of a reservation (the full record is loaded on demand for the details view):
// with 1 000 rows, shipping every field and quote snapshot would double the page weight.
import type { PaymentStatus, Reservation } from '@/lib/db/types';

export interface ReservationRow {
  id: string;
  bookingRef: string;
  fullName: string;
  email: string;
  phone: string | null;
  pickupLocation: string | null;
  dropoffLocation: string | null;
  pickupTime: string | null;
  priceCents: number | null;
  paymentStatus: PaymentStatus;
  createdAt: string;
}

export function toReservationRow(r: Reservation): ReservationRow {
  return {
    id: r.id,
    bookingRef: r.bookingRef,
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    pickupLocation: r.pickupLocation,
    dropoffLocation: r.dropoffLocation,
    pickupTime: r.pickupTime,
    priceCents: r.priceCents,
    paymentStatus: r.paymentStatus,
    createdAt: r.createdAt,
  };
}
