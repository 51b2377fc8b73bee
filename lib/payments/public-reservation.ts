// The reservation as the payment result views receive it: the record of docs/product.md#fields with its field names, price in euros.
import type { Reservation } from '@/lib/db/types';

export interface PublicReservation {
  id: string;
  booking_ref: string;
  full_name: string;
  email: string;
  phone: string | null;
  pickup_location: string | null;
  dropoff_location: string | null;
  pickup_time: string | null;
  flight_train_number: string | null;
  vehicle_type: Reservation['vehicleType'];
  passengers: number | null;
  hold_bags: number | null;
  booster: number;
  trip_type: Reservation['tripType'];
  return_pickup_time: string | null;
  return_flight_train_number: string | null;
  /** Euros including VAT, two decimals. */
  price: number | null;
  payment_status: Reservation['paymentStatus'];
  created_at: string;
}

export function toPublicReservation(r: Reservation): PublicReservation {
  return {
    id: r.id,
    booking_ref: r.bookingRef,
    full_name: r.fullName,
    email: r.email,
    phone: r.phone,
    pickup_location: r.pickupLocation,
    dropoff_location: r.dropoffLocation,
    pickup_time: r.pickupTime,
    flight_train_number: r.flightTrainNumber,
    vehicle_type: r.vehicleType,
    passengers: r.passengers,
    hold_bags: r.holdBags,
    booster: r.booster,
    trip_type: r.tripType,
    return_pickup_time: r.returnPickupTime,
    return_flight_train_number: r.returnFlightTrainNumber,
    price: r.priceCents === null ? null : r.priceCents / 100,
    payment_status: r.paymentStatus,
    created_at: r.createdAt,
  };
}
