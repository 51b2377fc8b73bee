// The zod schema of the price settings, apart from lib/pricing/settings.ts so that the browser code that reads the
// settings' types and defaults (the wizard's preview) carries no zod: only the server parses settings (the admin's
// rate form, the stores reading the settings row).
import { z } from 'zod';
import { FIXED_ROUTE_KEYS, MAX_AMOUNT_CENTS, type FixedRouteKey, type PriceSettings } from './settings';

const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);
const perVehicle = z.object({ berline: cents, van: cents });
const perVehicleNullable = z.object({ berline: cents.nullable(), van: cents.nullable() });

export const priceSettingsSchema: z.ZodType<PriceSettings> = z.object({
  vehicles: z.object({
    berline: z.object({ pricePerKmCents: cents, basePriceCents: cents }),
    van: z.object({ pricePerKmCents: cents, basePriceCents: cents }),
  }),
  fixedFares: z.object(
    Object.fromEntries(FIXED_ROUTE_KEYS.map((k) => [k, perVehicleNullable])) as Record<
      FixedRouteKey,
      typeof perVehicleNullable
    >,
  ),
  roundTripDiscounts: z.object({ orly: perVehicle, cdg: perVehicle, disney: perVehicle }),
  minimums: z.object({ dourdanArea: perVehicle, paris: perVehicle, local: perVehicle }),
});
