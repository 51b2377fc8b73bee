// Display helpers shared by the Checkout line item (server) and the payment result views (browser).
import type { VehicleType } from '@/lib/pricing/settings';

export const VEHICLE_NAMES: Record<VehicleType, string> = {
  berline: 'Berline Confort',
  van: 'Van Premium',
};

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export function formatEuros(amount: number): string {
  return euros.format(amount);
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** 'mardi 14 mai 2030 à 10:30' — booking times are always shown in Paris time, whatever the device's zone. */
export function formatParisDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : parisDateTime.format(date);
}
