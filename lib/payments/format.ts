// Display helpers shared by the Checkout line item (server) and the payment result views (browser).
import { eurosFormatter } from '@/lib/pricing/format';
import type { VehicleType } from '@/lib/pricing/settings';
import { VEHICLES } from '@/lib/pricing/vehicles';

export function vehicleName(type: VehicleType): string {
  return VEHICLES[type].name;
}

/** The public reservation carries euros (spec §3 `price`); amounts inside the app are cents. */
export function formatEurosAmount(euros: number): string {
  return eurosFormatter.format(euros);
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
