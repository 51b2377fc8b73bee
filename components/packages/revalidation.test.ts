// A package the admin adds shows on its public table once the `packages` tag is expired — the tag the admin's package
// actions expire (`updateData(CACHE_TAGS.packages)`) and the tag the table's cached read carries.
import { createTestStore, type TestStore } from '@/lib/db/testing';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), updateTag: jest.fn() }));

const holder: { store?: TestStore } = {};
jest.mock('@/lib/db/index', () => ({
  getStore: async () => holder.store,
  storeIdentity: () => ({ kind: 'pglite', id: 'test' }),
}));

import { CACHE_TAGS, getActivePackagesCached, revalidateData, updateData } from '@/lib/db/cached';
import { loadPriceTable } from '@/lib/packages/price-table-model';
import { REGIONS } from '@/lib/packages/regions';

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

    updateData(CACHE_TAGS.packages); // what the admin's create/update/delete actions call
    expect(await destinations()).toContain('Houdan');

    await store.updatePackage(created.id, { ...input, isActive: false });
    revalidateData(CACHE_TAGS.packages); // the route-handler form of the same hook
    expect(await destinations()).not.toContain('Houdan');
  });
});
