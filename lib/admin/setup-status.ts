// What a new production database may still lack (docs/operations.md, "Before going live"): the seed's reference data
// or the operator's own. The site works without it — default rates, empty tables say so — but the operator must
// know, before a visitor meets « Aucun forfait… » on a local price page. Said on the dashboard.
import 'server-only';
import { SETUP_MESSAGES } from '@/lib/auth/messages';
import { DEPARTMENTS, type DataStore, type LinkedFixedRoute } from '@/lib/db/types';
import { FIXED_ROUTE_LABELS } from './price-fields';

const LINKED_ROUTES: readonly LinkedFixedRoute[] = ['dourdanOrly', 'dourdanCdg'];

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
  DEPARTMENTS.forEach((department, i) => {
    if (tables[i]!.length === 0) gaps.push(SETUP_MESSAGES.emptyTable(department));
  });
  const linked = new Set(tables.flat().map((row) => row.fixedRoute));
  for (const route of LINKED_ROUTES) {
    if (!linked.has(route)) gaps.push(SETUP_MESSAGES.unlinkedRoute(FIXED_ROUTE_LABELS[route]));
  }
  return gaps;
}
