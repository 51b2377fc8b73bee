// The two vehicles and availability by capacity (docs/product.md#capacity). Their rates are settings (./settings.ts:
// defaults, then the operator's), not part of the vehicle: the wizard's first load carries no price table.
import { VEHICLE_TYPES, type VehicleType } from '@/lib/domain/vehicles';

export interface Vehicle {
  id: VehicleType;
  name: string;
  capacityPassengers: number;
  capacityHoldBags: number;
  description: string;
  imageKey: string;
}

export const VEHICLES: Record<VehicleType, Vehicle> = {
  berline: {
    id: 'berline',
    name: 'Berline Confort',
    capacityPassengers: 4,
    capacityHoldBags: 3,
    description: "Berline haut de gamme, idéale jusqu'à 4 passagers et 3 bagages en soute.",
    imageKey: 'berline',
  },
  van: {
    id: 'van',
    name: 'Van Premium',
    capacityPassengers: 7,
    capacityHoldBags: 6,
    description: "Van spacieux pour les familles et les groupes, jusqu'à 7 passagers et 6 bagages en soute.",
    imageKey: 'van',
  },
};

export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 7;
export const MAX_HOLD_BAGS = 6;
export const MAX_BOOSTERS = 2;

export function isVehicleType(value: unknown): value is VehicleType {
  return typeof value === 'string' && (VEHICLE_TYPES as readonly string[]).includes(value);
}

/**
 * The vehicles a group fits in: ≤ 4 passengers and ≤ 3 bags → the berline only; ≤ 7 and ≤ 6 → the van only;
 * otherwise none (the UI then says 'Aucun véhicule disponible').
 */
export function availableVehicles(passengers: number, bags: number): VehicleType[] {
  if (!Number.isFinite(passengers) || !Number.isFinite(bags)) return [];
  if (passengers <= VEHICLES.berline.capacityPassengers && bags <= VEHICLES.berline.capacityHoldBags)
    return ['berline'];
  if (passengers <= VEHICLES.van.capacityPassengers && bags <= VEHICLES.van.capacityHoldBags) return ['van'];
  return [];
}

/** True when the group exceeds the largest vehicle (the over-capacity warning of docs/product.md#capacity). */
export function exceedsCapacity(passengers: number, bags: number): boolean {
  return passengers > MAX_PASSENGERS || bags > MAX_HOLD_BAGS;
}
