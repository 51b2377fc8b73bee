// Stand-in for '@/lib/db/cached' in request tests: outside a Next request the cache tags cannot be expired, and the
// price settings are the defaults. Use: jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub')).
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
