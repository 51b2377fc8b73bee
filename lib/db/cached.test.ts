// Cached public reads: tags, database identity in the key, defaults for missing settings, failures not cached.
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { UnavailableError } from './errors';

// A minimal stand-in for Next's data cache: caches resolved values per (key parts + arguments), never rejections.
jest.mock('next/cache', () => {
  const registered: { keyParts: string[]; tags: string[] }[] = [];
  const revalidated: unknown[][] = [];
  return {
    registered,
    revalidated,
    unstable_cache: (
      fn: (...args: unknown[]) => Promise<unknown>,
      keyParts: string[],
      options: { tags: string[] },
    ) => {
      registered.push({ keyParts, tags: options.tags });
      const entries = new Map<string, unknown>();
      return async (...args: unknown[]) => {
        const key = JSON.stringify([keyParts, args]);
        if (entries.has(key)) return entries.get(key);
        const value = await fn(...args);
        entries.set(key, value);
        return value;
      };
    },
    revalidateTag: (...args: unknown[]) => revalidated.push(args),
  };
});

const { registered, revalidated } = jest.requireMock<{
  registered: { keyParts: string[]; tags: string[] }[];
  revalidated: unknown[][];
}>('next/cache');

jest.mock('./index', () => {
  const identity = { kind: 'pglite', id: 'aaaa' };
  const store = {
    listActivePackages: jest.fn(),
    listPublishedPosts: jest.fn(),
    getPublishedPostBySlug: jest.fn(),
    getPriceSettings: jest.fn(),
  };
  return { identity, store, getStore: async () => store, storeIdentity: () => identity };
});
const { identity, store: fakeStore } = jest.requireMock<{
  identity: { kind: string; id: string };
  store: Record<
    'listActivePackages' | 'listPublishedPosts' | 'getPublishedPostBySlug' | 'getPriceSettings',
    jest.Mock
  >;
}>('./index');

import {
  CACHE_TAGS,
  getActivePackagesCached,
  getPriceSettingsCached,
  getPublishedPostCached,
  getPublishedPostsCached,
  revalidateData,
} from './cached';

describe('cached reads', () => {
  it('tag every read with its table', () => {
    expect(registered.map((r) => r.tags[0]).sort()).toEqual(['packages', 'posts', 'posts', 'prices'].sort());
    expect(CACHE_TAGS).toEqual({
      packages: 'packages',
      posts: 'posts',
      prices: 'prices',
      reservations: 'reservations',
    });
  });

  it('cache per department and per database identity', async () => {
    fakeStore.listActivePackages.mockResolvedValue([]);
    await getActivePackagesCached('Essonne (91)');
    await getActivePackagesCached('Essonne (91)');
    await getActivePackagesCached('Yvelines (78)');
    expect(fakeStore.listActivePackages).toHaveBeenCalledTimes(2);
    identity.id = 'bbbb'; // another database: never the first one's entries
    await getActivePackagesCached('Essonne (91)');
    expect(fakeStore.listActivePackages).toHaveBeenCalledTimes(3);
    identity.id = 'aaaa';
  });

  it('returns the defaults when no settings row exists', async () => {
    fakeStore.getPriceSettings.mockResolvedValue(null);
    expect(await getPriceSettingsCached()).toEqual(DEFAULT_PRICE_SETTINGS);
  });

  it('does not cache failures: UnavailableError propagates and the next call retries', async () => {
    fakeStore.listPublishedPosts
      .mockRejectedValueOnce(new UnavailableError())
      .mockResolvedValueOnce([{ slug: 'a' }]);
    await expect(getPublishedPostsCached()).rejects.toBeInstanceOf(UnavailableError);
    expect(await getPublishedPostsCached()).toEqual([{ slug: 'a' }]);
    fakeStore.getPublishedPostBySlug.mockResolvedValue(null);
    expect(await getPublishedPostCached('inconnu')).toBeNull();
    expect(fakeStore.getPublishedPostBySlug).toHaveBeenCalledWith('inconnu');
  });

  it('revalidateData expires each tag at once', () => {
    revalidateData(CACHE_TAGS.posts, CACHE_TAGS.prices);
    expect(revalidated).toEqual([
      ['posts', { expire: 0 }],
      ['prices', { expire: 0 }],
    ]);
  });
});
