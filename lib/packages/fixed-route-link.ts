// Which fixed route a Dourdan-Aéroport row names (Dourdan → Orly / CDG), by the rule the seed and migration
// 20261127000400 link their rows with: a start beginning with « Dourdan », an end naming Orly, or CDG / Charles de
// Gaulle. Such a row must show the fixed fare (one price per ride, docs/architecture.md "Pricing"): the admin links a
// new one to its route, and refuses a second (lib/packages/fixed-route-prices.ts prices it).
import type { LinkedFixedRoute, LocalPackageInput } from '@/lib/db/types';

export function namedFixedRoute(
  row: Pick<LocalPackageInput, 'department' | 'startLocation' | 'endLocation'>,
): LinkedFixedRoute | null {
  if (row.department !== 'Dourdan-Aéroport' || !/^\s*dourdan/i.test(row.startLocation)) return null;
  const end = row.endLocation.toLowerCase();
  if (end.includes('orly')) return 'dourdanOrly';
  if (end.includes('cdg') || end.includes('charles')) return 'dourdanCdg';
  return null;
}
