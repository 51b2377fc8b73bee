// What a new production database may still lack (docs/operations.md, "Before going live"): the seed's reference data
// or the operator's own. The site works without it — default rates, empty tables say so — but the operator must
// know, before a visitor meets « Aucun forfait… » on a local price page. Said on the dashboard.
import 'server-only';
import { SETUP_MESSAGES } from '@/lib/auth/messages';
import { DEPARTMENTS, LINKED_FIXED_ROUTES, type DataStore } from '@/lib/db/types';
import { namedFixedRoute } from '@/lib/packages/fixed-route-link';
import { FIXED_ROUTE_LABELS } from './price-fields';

/** One French sentence per gap, in the order to fix them; empty when everything is in place. */
export async function setupGaps(
  store: Pick<DataStore, 'getPriceSettings' | 'listPackagesForAdmin'>,
): Promise<string[]> {
  const [settings, ...tables] = await Promise.all([
    store.getPriceSettings(),
    ...DEPARTMENTS.map((department) => store.listPackagesForAdmin(department)),
  ]);
  const gaps: string[] = [];
  if (!settings) gaps.push(SETUP_MESSAGES.defaultRates);
  // What the public page shows: « Aucun forfait… » without an active row.
  DEPARTMENTS.forEach((department, i) => {
    if (!tables[i]!.some((row) => row.isActive)) gaps.push(SETUP_MESSAGES.emptyTable(department));
  });
  const rows = tables.flat();
  for (const route of LINKED_FIXED_ROUTES) {
    if (rows.some((row) => row.fixedRoute === route)) continue;
    // A row of its own price for the route (made before rows were linked) sells another price than the wizard.
    const own = rows.find((row) => !row.fixedRoute && namedFixedRoute(row) === route);
    const label = FIXED_ROUTE_LABELS[route];
    gaps.push(
      own
        ? SETUP_MESSAGES.ownPriceRoute(label, `${own.startLocation} → ${own.endLocation}`)
        : SETUP_MESSAGES.unlinkedRoute(label),
    );
  }
  return gaps;
}
