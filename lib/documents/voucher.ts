// The bon de réservation (arrêté du 6 août 2025, in force since 29 October 2025): every confirmed VTC booking has a
// voucher holding seven items. This module turns a reservation and the operator's legal identity into those items;
// the page (/bon/[token]) and the PDF (/bon/[token]/pdf) only lay them out. Rules: docs/product.md#documents.
import 'server-only';
import type { LegalIdentity } from '@/lib/config/legal';
import { getStore } from '@/lib/db';
import type { Reservation } from '@/lib/db/types';
import { bookingRefFromToken } from './links';
import { formatRideDateTimeIn } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/config';
import { DOCUMENT_COPY } from './copy';

export { CONFIRMED_STATUSES, isConfirmed } from './rules';

export interface VoucherItem {
  label: string;
  value: string;
}

export interface Voucher {
  /** The language it is written in: the customer's (reservations.locale) on /bon, French for the admin. */
  locale: Locale;
  bookingRef: string;
  /** The seven items of the arrêté, in its order. */
  items: [VoucherItem, VoucherItem, VoucherItem, VoucherItem, VoucherItem, VoucherItem, VoucherItem];
  /** Useful extras (not required by the arrêté). */
  details: VoucherItem[];
  operator: LegalIdentity;
}

/** The French labels of the seven items (the arrêté's wording). */
export const VOUCHER_LABELS = DOCUMENT_COPY.fr.voucher.labels;

/** The voucher of a confirmed reservation, in `locale` (French unless the customer's page asks for theirs). */
export function buildVoucher(
  reservation: Reservation,
  operator: LegalIdentity,
  locale: Locale = 'fr',
): Voucher {
  const r = reservation;
  const copy = DOCUMENT_COPY[locale].voucher;
  const labels = copy.labels;
  // English: 'Thu, 3 Dec 2026 at 14:20' (a numeric date reads another way in the US); French: '03/12/2026 à 14:20'.
  const at = (iso: string | null) => formatRideDateTimeIn(locale, iso);
  const details: VoucherItem[] = [{ label: labels.reference, value: r.bookingRef }];
  if (r.dropoffLocation) details.push({ label: labels.destination, value: r.dropoffLocation });
  if (r.flightTrainNumber) details.push({ label: labels.flight, value: r.flightTrainNumber });
  if (r.returnPickupTime) {
    // The return leg starts where the outbound one ended (lib/documents/agenda.ts ridesOf): its time and its place.
    const place = r.dropoffLocation ? `, ${r.dropoffLocation}` : '';
    details.push({ label: labels.returnPickup, value: `${at(r.returnPickupTime)}${place}` });
    if (r.returnFlightTrainNumber) {
      details.push({ label: labels.returnFlight, value: r.returnFlightTrainNumber });
    }
  }
  if (r.passengers !== null) details.push({ label: labels.passengers, value: String(r.passengers) });
  return {
    locale,
    bookingRef: r.bookingRef,
    operator,
    items: [
      {
        label: labels.operator,
        value: `${operator.companyName}, ${operator.address} · ${copy.phoneAbbr} ${operator.phone} · ${operator.email}`,
      },
      { label: labels.vtcRegister, value: operator.vtcRegisterNumber },
      { label: labels.siren, value: operator.siren },
      { label: labels.customer, value: `${r.fullName} · ${r.phone ?? copy.noPhone}` },
      { label: labels.bookedAt, value: at(r.createdAt) },
      { label: labels.pickupAt, value: at(r.pickupTime) },
      { label: labels.pickupPlace, value: r.pickupLocation ?? '—' },
    ],
    details,
  };
}

/**
 * The reservation a document token stands for, whatever its status, or null (bad signature, unknown booking): its
 * invoice and credit note outlive a cancellation.
 */
export async function reservationOfToken(token: string): Promise<Reservation | null> {
  const ref = bookingRefFromToken(token);
  if (!ref) return null;
  return (await getStore()).getReservationByBookingRef(ref);
}
