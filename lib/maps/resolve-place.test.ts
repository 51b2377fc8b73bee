import { getPlace } from '@/lib/places/catalogue';
import { placeAddress } from '@/lib/places/refs';
import { PlaceResolutionError, resolvePlace, type ResolveContext } from './resolve-place';

const offline: ResolveContext = {
  store: {
    getCachedPlace: async () => {
      throw new Error('a catalogue place needs no store');
    },
    saveCachedPlace: async () => {
      throw new Error('a catalogue place needs no store');
    },
  },
  google: null,
  now: new Date('2030-06-12T09:30:00Z'),
};

describe('resolvePlace, catalogue references', () => {
  it('gives the place written once (placeAddress) and its coordinates, the same on every call', async () => {
    const place = getPlace('gare-de-dourdan')!;
    const expected = {
      ref: 'catalogue:gare-de-dourdan',
      address: placeAddress(place),
      lat: place.lat,
      lng: place.lng,
      source: 'catalogue',
    };
    await expect(resolvePlace('catalogue:gare-de-dourdan', offline)).resolves.toEqual(expected);
    await expect(resolvePlace('catalogue:gare-de-dourdan', offline)).resolves.toEqual(expected);
    const orly = getPlace('orly-4')!;
    await expect(resolvePlace('catalogue:orly-4', offline)).resolves.toMatchObject({
      address: placeAddress(orly),
      lat: orly.lat,
    });
  });

  it('refuses an unknown id or a malformed reference as unknown, and a Google one without a key', async () => {
    for (const reference of ['catalogue:nulle-part', 'catalogue:', 'gare-de-dourdan']) {
      await expect(resolvePlace(reference, offline)).rejects.toMatchObject({ reason: 'unknown' });
    }
    await expect(resolvePlace('google:ChIJabcdef', offline)).rejects.toBeInstanceOf(PlaceResolutionError);
    await expect(resolvePlace('google:ChIJabcdef', offline)).rejects.toMatchObject({
      reason: 'google-disabled',
    });
  });
});
