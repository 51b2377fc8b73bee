// Stand-in for '@/lib/db/cached' in request tests: outside a Next request the cache tags cannot be expired, the
// price settings are the defaults and the price tables are read from the test's store (`getStore`, which the test
// mocks), unmemoised. Use: jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub')).
import { getStore } from '@/lib/db';
import { DEPARTMENTS, type Department, type LocalPackage } from '@/lib/db/types';
import { toLocalRoutes } from '@/lib/packages/local-routes';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@/lib/pricing/settings';

export const CACHE_TAGS = {
  packages: 'packages',
  posts: 'posts',
  prices: 'prices',
  reservations: 'reservations',
} as const;

export async function getPriceSettingsCached(): Promise<PriceSettings> {
  return DEFAULT_PRICE_SETTINGS;
}

export function revalidateData(): void {}

export async function getActivePackagesCached(department: Department): Promise<LocalPackage[]> {
  return (await getStore()).listActivePackages(department);
}

export async function getLocalRoutesCached(): Promise<LocalRoute[]> {
  const tables = await Promise.all(DEPARTMENTS.map((d) => getActivePackagesCached(d)));
  return toLocalRoutes(tables.flat());
}
