// The bon de réservation (arrêté du 6 août 2025, in force since 29 October 2025): every confirmed VTC booking has a
// voucher holding seven items. This module turns a reservation and the operator's legal identity into those items;
// the page (/bon/[token]) and the PDF (/bon/[token]/pdf) only lay them out. Rules: docs/product.md#documents.
import 'server-only';
import { legalIdentity, type LegalIdentity } from '@/lib/config/legal';
import { getStore } from '@/lib/db';
import type { Reservation } from '@/lib/db/types';
import { bookingRefFromToken } from './links';
import { isConfirmed } from './rules';
import { formatParisDateTime } from '@/lib/format/dates';

export { CONFIRMED_STATUSES, isConfirmed } from './rules';

export interface VoucherItem {
  label: string;
  value: string;
}

export interface Voucher {
  bookingRef: string;
  /** The seven items of the arrêté, in its order. */
  items: [VoucherItem, VoucherItem, VoucherItem, VoucherItem, VoucherItem, VoucherItem, VoucherItem];
  /** Useful extras (not required by the arrêté). */
  details: VoucherItem[];
  operator: LegalIdentity;
}

export const VOUCHER_LABELS = {
  operator: "Nom et coordonnées de l'exploitant",
  vtcRegister: "Numéro d'inscription au registre des exploitants VTC",
  siren: "Numéro SIREN de l'exploitant",
  customer: 'Nom et téléphone du client',
  bookedAt: 'Date et heure de la réservation',
  pickupAt: 'Date et heure de la prise en charge',
  pickupPlace: 'Lieu de prise en charge',
} as const;

export function buildVoucher(reservation: Reservation, operator: LegalIdentity): Voucher {
  const r = reservation;
  const details: VoucherItem[] = [{ label: 'Référence', value: r.bookingRef }];
  if (r.dropoffLocation) details.push({ label: 'Destination', value: r.dropoffLocation });
  if (r.flightTrainNumber) details.push({ label: 'Vol / train', value: r.flightTrainNumber });
  if (r.returnPickupTime) {
    details.push({ label: 'Retour (prise en charge)', value: formatParisDateTime(r.returnPickupTime) });
  }
  if (r.passengers !== null) details.push({ label: 'Passagers', value: String(r.passengers) });
  return {
    bookingRef: r.bookingRef,
    operator,
    items: [
      {
        label: VOUCHER_LABELS.operator,
        value: `${operator.companyName}, ${operator.address} · Tél. ${operator.phone} · ${operator.email}`,
      },
      { label: VOUCHER_LABELS.vtcRegister, value: operator.vtcRegisterNumber },
      { label: VOUCHER_LABELS.siren, value: operator.siren },
      { label: VOUCHER_LABELS.customer, value: `${r.fullName} · ${r.phone ?? 'téléphone non communiqué'}` },
      { label: VOUCHER_LABELS.bookedAt, value: formatParisDateTime(r.createdAt) },
      { label: VOUCHER_LABELS.pickupAt, value: formatParisDateTime(r.pickupTime) },
      { label: VOUCHER_LABELS.pickupPlace, value: r.pickupLocation ?? '—' },
    ],
    details,
  };
}

/** The confirmed reservation a document token stands for, or null (bad signature, unknown or unconfirmed booking). */
export async function reservationForToken(token: string): Promise<Reservation | null> {
  const ref = bookingRefFromToken(token);
  if (!ref) return null;
  const reservation = await (await getStore()).getReservationByBookingRef(ref);
  return reservation && isConfirmed(reservation) ? reservation : null;
}

/** The voucher of a token, or null (the page answers 404). */
export async function voucherForToken(token: string): Promise<Voucher | null> {
  const reservation = await reservationForToken(token);
  return reservation ? buildVoucher(reservation, legalIdentity()) : null;
}
