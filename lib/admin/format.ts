// Display helpers of the admin screens (French formats, Paris time, euros from cents).
import type { Channel, CheckoutState, PaymentMethod, PaymentStatus, TripType } from '@/lib/db/types';
import { STATUS_LABELS, UNKNOWN_STATUS_LABEL } from '@/lib/auth/messages';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

export function formatCents(cents: number | null): string {
  return cents === null ? '—' : euros.format(cents / 100);
}

export function statusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? UNKNOWN_STATUS_LABEL;
}

export const CHANNEL_LABELS: Record<Channel, string> = {
  wizard: 'Réservation en ligne',
  package: 'Forfait local',
  airport: 'Forfait aéroport',
  business: 'Offre entreprise',
  contact: 'Formulaire de contact',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  on_board: 'À bord',
  online: 'En ligne (Stripe)',
};

export const CHECKOUT_STATE_LABELS: Record<CheckoutState, string> = {
  open: 'Paiement en cours',
  paid: 'Payé',
  expired: 'Expiré',
  failed: 'Échoué',
};

export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  oneWay: 'Aller simple',
  roundTrip: 'Aller-retour',
};

export const VEHICLE_LABELS = { berline: 'Berline', van: 'Van' } as const;

export const STATUS_OPTIONS: PaymentStatus[] = ['paid', 'pending', 'completed', 'cancelled'];

/** Lowercase without accents, for accent-insensitive search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
