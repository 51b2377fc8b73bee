'use server';

import { z } from 'zod';
import { draftToInput, type PackageDraft } from '@/lib/admin/package-fields';
import {
  FIXED_ROUTE_LABELS,
  inputsToSettings,
  PRICE_FIELDS,
  settingsToInputs,
} from '@/lib/admin/price-fields';
import { expectedUpdatedAtField, savedSince, savedSinceMade } from '@/lib/admin/saved-since';
import { ActionError, adminAction } from '@/lib/auth/action';
import { PACKAGE_MESSAGES, PRICE_MESSAGES } from '@/lib/auth/messages';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, updateData } from '@/lib/db/cached';
import { DEPARTMENTS, type LinkedFixedRoute, type LocalPackageInput } from '@/lib/db/types';
import { namedFixedRoute } from '@/lib/packages/fixed-route-link';
import { priceFixedRoute } from '@/lib/packages/fixed-route-prices';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { priceSettingsSchema } from '@/lib/pricing/settings-schema';

// Raw text of each input; the euros → cents conversion and every bound are checked here, on the server.
const amountText = z.string().max(32);

const generalRatesSchema = z.object(
  Object.fromEntries(PRICE_FIELDS.map((f) => [f.path, amountText.optional()])),
);

/**
 * Saves the general rates: every visitor's next quote and the package cards use them at once. The form sends the
 * fields it changed; the others keep their stored value (read here), so two devices saving different prices both keep
 * theirs instead of the last save writing back the other's old figures.
 */
export const saveGeneralRates = adminAction(generalRatesSchema, async (changed) => {
  const store = await getStore();
  const current = (await store.getPriceSettings()) ?? DEFAULT_PRICE_SETTINGS;
  const inputs = { ...settingsToInputs(current), ...(changed as Record<string, string>) };
  const parsed = inputsToSettings(inputs);
  if (!parsed.ok) throw new ActionError(parsed.firstError, parsed.fieldErrors);
  const settings = priceSettingsSchema.safeParse(parsed.settings);
  if (!settings.success) throw new ActionError(PRICE_MESSAGES.saveFailed.message);
  const saved = await store.savePriceSettings(settings.data);
  updateData(CACHE_TAGS.prices);
  return saved;
});

export const resetGeneralRates = adminAction(z.object({}), async () => {
  const saved = await (await getStore()).resetPriceSettings();
  updateData(CACHE_TAGS.prices);
  return saved;
});

const packageId = z.uuid({ error: 'Forfait inconnu.' });

const draftSchema = z.object({
  startLocation: z.string().max(200),
  endLocation: z.string().max(200),
  isActive: z.boolean(),
  berlineOneWay: amountText,
  berlineRoundTrip: amountText,
  vanOneWay: amountText,
  vanRoundTrip: amountText,
}) satisfies z.ZodType<PackageDraft>;

const packageSchema = z.object({
  department: z.enum(DEPARTMENTS, { error: 'Département inconnu.' }),
  draft: draftSchema,
});

function parsedPackage({ department, draft }: z.output<typeof packageSchema>) {
  const parsed = draftToInput(department, draft);
  if (!parsed.ok) throw new ActionError(parsed.firstError, parsed.fieldErrors);
  return parsed.input;
}

/**
 * The fixed route a new row names (lib/packages/fixed-route-link.ts), to link it to; refused when that route already
 * has a row — linked, or one of its own price (made before rows were linked) — : the ride would have two prices.
 */
async function freeFixedRoute(
  store: Awaited<ReturnType<typeof getStore>>,
  input: LocalPackageInput,
): Promise<LinkedFixedRoute | null> {
  const route = namedFixedRoute(input);
  if (!route) return null;
  const rows = await store.listPackagesForAdmin('Dourdan-Aéroport');
  if (rows.some((row) => row.fixedRoute === route)) {
    throw new ActionError(PACKAGE_MESSAGES.fixedRouteTaken(FIXED_ROUTE_LABELS[route]));
  }
  const own = rows.find((row) => !row.fixedRoute && namedFixedRoute(row) === route);
  if (own) {
    throw new ActionError(
      PACKAGE_MESSAGES.fixedRouteOwnPrice(
        FIXED_ROUTE_LABELS[route],
        `${own.startLocation} → ${own.endLocation}`,
      ),
    );
  }
  return route;
}

// newId: the id the editor drew for the new row; a save sent again after its answer was lost finds that row and writes
// it again rather than adding the package twice — only as the same new row of the same table, nobody having saved it
// since (lib/admin/saved-since.ts; a fixed route's row changes « Actif » only, by updatePackage).
export const createPackage = adminAction(
  packageSchema.extend({ newId: packageId.optional() }),
  async (value) => {
    const { newId, ...draft } = value;
    const store = await getStore();
    const input = parsedPackage(draft);
    const made = newId ? await store.getPackage(newId) : null;
    let created;
    if (made) {
      // The same new row sent again: as it was made (a linked row keeps its places and changes « Actif » only), and
      // never renamed into a fixed route (it would sell its own price beside the fixed fare).
      const route = namedFixedRoute(input);
      if (!made.fixedRoute && route) {
        throw new ActionError(PACKAGE_MESSAGES.fixedRouteRename(FIXED_ROUTE_LABELS[route]));
      }
      const sameRoute =
        !made.fixedRoute ||
        (made.startLocation === input.startLocation && made.endLocation === input.endLocation);
      if (savedSinceMade(made) || made.department !== input.department || !sameRoute) {
        throw new ActionError(PACKAGE_MESSAGES.changedMeanwhile);
      }
      created = await store.updatePackage(
        made.id,
        made.fixedRoute ? { ...input, prices: made.prices } : input,
      );
    } else {
      // Dourdan → Orly / CDG: the new row shows the fixed fare, once (one price per ride).
      const route = await freeFixedRoute(store, input);
      created = await store.createPackage(input, newId, route ?? undefined);
    }
    updateData(CACHE_TAGS.packages);
    return priceFixedRoute(created).catch(() => created);
  },
);

/**
 * A row that shows a fixed route changes 'Actif' only (lib/packages/fixed-route-prices.ts): its places name the route
 * whose fare it shows, and its prices are the general rates' — what the draft says of them is not read.
 */
export const updatePackage = adminAction(
  // expectedUpdatedAt: the row as the editor read it; saved since in another window, the save would undo that change
  // (« Actif », a price) without anyone seeing it — refused instead, as a reservation's status is.
  packageSchema.extend({ id: packageId, expectedUpdatedAt: expectedUpdatedAtField }),
  async ({ id, expectedUpdatedAt, ...value }) => {
    const store = await getStore();
    const existing = await store.getPackage(id);
    if (savedSince(existing, expectedUpdatedAt)) throw new ActionError(PACKAGE_MESSAGES.changedMeanwhile);
    const input: LocalPackageInput = existing?.fixedRoute
      ? {
          department: existing.department,
          startLocation: existing.startLocation,
          endLocation: existing.endLocation,
          prices: existing.prices,
          isActive: value.draft.isActive,
        }
      : parsedPackage(value);
    // A row renamed into Dourdan → Orly / CDG would sell its own price beside the fixed fare (a row already named so,
    // from before, may still be edited, deactivated or deleted — not renamed into the other route).
    const target = namedFixedRoute(input);
    const renamed = existing && !existing.fixedRoute && target !== namedFixedRoute(existing) ? target : null;
    if (renamed) throw new ActionError(PACKAGE_MESSAGES.fixedRouteRename(FIXED_ROUTE_LABELS[renamed]));
    const updated = await store.updatePackage(id, input);
    updateData(CACHE_TAGS.packages);
    // Saved: a failed read of the fares must not say otherwise (the tab shows them again on its next load).
    return priceFixedRoute(updated).catch(() => updated);
  },
);

export const deletePackage = adminAction(z.object({ id: packageId }), async ({ id }) => {
  await (await getStore()).deletePackage(id);
  updateData(CACHE_TAGS.packages);
  return { id };
});

export type PackageActions = {
  create: typeof createPackage;
  update: typeof updatePackage;
  remove: typeof deletePackage;
};
