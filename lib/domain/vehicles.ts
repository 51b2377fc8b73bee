// Vehicle types and their short French labels. The vehicles themselves (full names, capacities, pictures) are in
// lib/pricing/vehicles.ts; their rates in lib/pricing/settings.ts.

export const VEHICLE_TYPES = ['berline', 'van'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** The short name of a vehicle type ('Berline'), as in the price tables and the admin; the full name is VEHICLES[type].name. */
export const VEHICLE_LABELS: Record<VehicleType, string> = {
  berline: 'Berline',
  van: 'Van',
};
