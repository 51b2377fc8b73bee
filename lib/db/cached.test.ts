// Public reads behind the per-process memo: bounded staleness (DATA_MEMO_TTL_MS), database identity in the key,
// defaults for missing settings, failures not cached, local expiry by tag.
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { UnavailableError } from './errors';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), updateTag: jest.fn() }));

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

import { revalidateTag, updateTag } from 'next/cache';
import {
  CACHE_TAGS,
  DATA_MEMO_TTL_MS,
  forgetData,
  getActivePackagesCached,
  getLocalRoutesCached,
  getPriceSettingsCached,
  getPriceSettingsOrNull,
  getPublishedPostCached,
  getPublishedPostsCached,
  revalidateData,
  updateData,
} from './cached';

describe('cached reads', () => {
  beforeEach(() => {
    forgetData(...Object.values(CACHE_TAGS));
    jest.clearAllMocks();
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('serve a repeated read from the memo, per department and per database identity', async () => {
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

  it('never serve a value older than DATA_MEMO_TTL_MS: a change made by another instance shows within it', async () => {
    const before = { ...DEFAULT_PRICE_SETTINGS };
    const after = { ...DEFAULT_PRICE_SETTINGS };
    fakeStore.getPriceSettings.mockResolvedValueOnce(before);
    expect(await getPriceSettingsCached()).toBe(before);
    // Another instance saves new rates: the database changes, this process is not told.
    fakeStore.getPriceSettings.mockResolvedValueOnce(after);
    jest.advanceTimersByTime(DATA_MEMO_TTL_MS - 1);
    expect(await getPriceSettingsCached()).toBe(before);
    jest.advanceTimersByTime(1);
    expect(await getPriceSettingsCached()).toBe(after);
    expect(DATA_MEMO_TTL_MS).toBeLessThanOrEqual(2_000);
  });

  it('build the quote’s local routes from the four tables once per read, and forget them with the packages', async () => {
    const row = (department: string, end: string, fixedRoute: string | null = null) => ({
      id: end,
      department,
      startLocation: 'Dourdan',
      endLocation: end,
      prices: {
        berline: { oneWayCents: 4000, roundTripCents: null },
        van: { oneWayCents: null, roundTripCents: null },
      },
      isActive: true,
      fixedRoute,
    });
    fakeStore.listActivePackages.mockImplementation(async (department: string) =>
      department === 'Essonne (91)'
        ? [row(department, 'Étampes')]
        : department === 'Dourdan-Aéroport'
          ? [row(department, 'Aéroport d’Orly', 'dourdanOrly')]
          : [],
    );
    const first = await getLocalRoutesCached();
    expect(first.map((r) => [r.start, r.end])).toEqual([['Dourdan', 'Étampes']]);
    expect(await getLocalRoutesCached()).toBe(first);
    expect(fakeStore.listActivePackages).toHaveBeenCalledTimes(4);
    forgetData(CACHE_TAGS.packages);
    fakeStore.listActivePackages.mockResolvedValue([]);
    expect(await getLocalRoutesCached()).toEqual([]);
  });

  it('share one query between concurrent reads of a key', async () => {
    fakeStore.listPublishedPosts.mockResolvedValue([]);
    await Promise.all([getPublishedPostsCached(), getPublishedPostsCached(), getPublishedPostsCached()]);
    expect(fakeStore.listPublishedPosts).toHaveBeenCalledTimes(1);
  });

  it('returns the defaults when no settings row exists', async () => {
    fakeStore.getPriceSettings.mockResolvedValue(null);
    expect(await getPriceSettingsCached()).toEqual(DEFAULT_PRICE_SETTINGS);
  });

  it('getPriceSettingsOrNull: null when the database cannot be read (the page says so), the settings otherwise', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeStore.getPriceSettings.mockRejectedValueOnce(new UnavailableError());
    expect(await getPriceSettingsOrNull()).toBeNull();
    fakeStore.getPriceSettings.mockResolvedValueOnce(null);
    expect(await getPriceSettingsOrNull()).toEqual(DEFAULT_PRICE_SETTINGS);
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

  it('revalidateData / updateData forget this process’s entries of the tags at once and expire Next’s tags', async () => {
    const saved = { ...DEFAULT_PRICE_SETTINGS };
    fakeStore.getPriceSettings.mockResolvedValueOnce({ ...DEFAULT_PRICE_SETTINGS });
    fakeStore.listPublishedPosts.mockResolvedValue([]);
    await getPriceSettingsCached();
    await getPublishedPostsCached();
    fakeStore.getPriceSettings.mockResolvedValueOnce(saved);
    updateData(CACHE_TAGS.prices);
    expect(await getPriceSettingsCached()).toBe(saved);
    await getPublishedPostsCached(); // another tag: still memoised
    expect(fakeStore.listPublishedPosts).toHaveBeenCalledTimes(1);
    expect(updateTag).toHaveBeenCalledWith('prices');
    revalidateData(CACHE_TAGS.posts);
    await getPublishedPostsCached();
    expect(fakeStore.listPublishedPosts).toHaveBeenCalledTimes(2);
    expect(revalidateTag).toHaveBeenCalledWith('posts', { expire: 0 });
  });
});
