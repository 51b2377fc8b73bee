// A database made of the migrations alone (production without supabase/seed.sql) and one with the seed, opened before
// a test file's tests and closed after them: `const stores = emptyAndSeededStores();`, then `stores.empty`.
import { createTestStore, type TestStore } from '@/lib/db/testing';

export function emptyAndSeededStores(): { readonly empty: TestStore; readonly seeded: TestStore } {
  const stores = {} as { empty: TestStore; seeded: TestStore };
  beforeAll(async () => {
    [stores.empty, stores.seeded] = await Promise.all([
      createTestStore({ seed: false }),
      createTestStore({ seed: true }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stores.empty?.close(), stores.seeded?.close()]);
  });
  return stores;
}
