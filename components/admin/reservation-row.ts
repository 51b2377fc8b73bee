// What the dashboard list needs of a reservation (the full record is loaded on demand for the details view):
// with 1 000 rows, shipping every field and quote snapshot would double the page weight.
import type { Reservation } from '@/lib/domain/records';
import type { TripType } from '@/lib/domain/trips';
import { isPaidOnline, type Channel, type PaymentStatus } from '@/lib/domain/reservations';
import type { VehicleType } from '@/lib/domain/vehicles';

export interface ReservationRow {
  id: string;
  bookingRef: string;
  channel: Channel;
  fullName: string;
  companyName: string | null;
  /** First 160 characters of a contact or business message. */
  message: string | null;
  vehicleType: VehicleType | null;
  passengers: number | null;
  tripType: TripType | null;
  flightTrainNumber: string | null;
  /** Only for the list's search (the server's search_text has it too). */
  returnFlightTrainNumber: string | null;
  email: string;
  phone: string | null;
  pickupLocation: string | null;
  dropoffLocation: string | null;
  pickupTime: string | null;
  priceCents: number | null;
  paymentStatus: PaymentStatus;
  /** Paid by card on the site: cancelling it leaves a refund to make (lib/admin/status-confirm.ts). */
  paidOnline: boolean;
  /** An invoice was issued: cancelling the booking cancels it by a credit note (lib/admin/status-confirm.ts). */
  invoiced: boolean;
  /**
   * The number of the credit note that cancelled its invoice: the booking stays Annulée (docs/product.md#credit-notes),
   * which its row says instead of offering the other statuses.
   */
  creditNote: string | null;
  createdAt: string;
}

export function toReservationRow(
  r: Reservation,
  invoiced = false,
  creditNote: string | null = null,
): ReservationRow {
  return {
    id: r.id,
    bookingRef: r.bookingRef,
    channel: r.channel,
    fullName: r.fullName,
    companyName: r.companyName,
    message: r.message ? r.message.slice(0, 160) : null,
    vehicleType: r.vehicleType,
    passengers: r.passengers,
    tripType: r.tripType,
    flightTrainNumber: r.flightTrainNumber,
    returnFlightTrainNumber: r.returnFlightTrainNumber,
    email: r.email,
    phone: r.phone,
    pickupLocation: r.pickupLocation,
    dropoffLocation: r.dropoffLocation,
    pickupTime: r.pickupTime,
    priceCents: r.priceCents,
    paymentStatus: r.paymentStatus,
    paidOnline: isPaidOnline(r),
    invoiced,
    creditNote,
    createdAt: r.createdAt,
  };
}
