// A package the admin adds shows on its public table once the `packages` tag is expired — the tag the admin's package
// actions expire (`updateTag(CACHE_TAGS.packages)`) and the tag the table's cached read carries.
import { createTestStore, type TestStore } from '@/lib/db/testing';

// Next's data cache, reduced to what matters here: entries per key, dropped when one of their tags is expired.
jest.mock('next/cache', () => {
  const entries = new Map<string, { value: unknown; tags: string[] }>();
  const expire = (tag: string) => {
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
  };
  return {
    unstable_cache:
      (fn: (...args: unknown[]) => Promise<unknown>, keyParts: string[], options: { tags: string[] }) =>
      async (...args: unknown[]) => {
        const key = JSON.stringify([keyParts, args]);
        const hit = entries.get(key);
        if (hit) return hit.value;
        const value = await fn(...args);
        entries.set(key, { value, tags: options.tags });
        return value;
      },
    revalidateTag: (tag: string) => expire(tag),
    updateTag: (tag: string) => expire(tag),
  };
});

const holder: { store?: TestStore } = {};
jest.mock('@/lib/db/index', () => ({
  getStore: async () => holder.store,
  storeIdentity: () => ({ kind: 'pglite', id: 'test' }),
}));

import { updateTag } from 'next/cache';
import { CACHE_TAGS, getActivePackagesCached, revalidateData } from '@/lib/db/cached';
import { loadPriceTable } from './price-table-model';
import { REGIONS } from './regions';

async function destinations(): Promise<string[]> {
  const view = await loadPriceTable(REGIONS['yvelines-78'], getActivePackagesCached);
  if (view.status !== 'ok') throw new Error(`expected rows, got ${view.status}`);
  return view.rows.map((r) => r.endLocation);
}

describe('price table revalidation', () => {
  beforeAll(async () => {
    holder.store = await createTestStore();
  });
  afterAll(async () => {
    await holder.store?.close();
  });

  it('shows a new package after the packages tag expires, and hides a deactivated one', async () => {
    const store = holder.store!;
    expect(await destinations()).not.toContain('Houdan');

    const input = {
      department: 'Yvelines (78)' as const,
      startLocation: 'Dourdan',
      endLocation: 'Houdan',
      prices: {
        berline: { oneWayCents: 9000, roundTripCents: null },
        van: { oneWayCents: 12000, roundTripCents: null },
      },
      isActive: true,
    };
    const created = await store.createPackage(input);
    expect(await destinations()).not.toContain('Houdan'); // still the cached table

    updateTag(CACHE_TAGS.packages); // what the admin's create/update/delete actions call
    expect(await destinations()).toContain('Houdan');

    await store.updatePackage(created.id, { ...input, isActive: false });
    revalidateData(CACHE_TAGS.packages); // the route-handler form of the same hook
    expect(await destinations()).not.toContain('Houdan');
  });
});
