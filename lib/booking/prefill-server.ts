// The prefill of /reservation as the server shows it: place references are resolved here (catalogue offline, Google
// through lib/maps/resolve-place and its database cache), so the address in the field is the server's. Without a
// reference, a text that names a catalogue place exactly ('Gare de Dourdan') resolves to that place, so the form
// sent without JavaScript arrives usable too. Anything that does not resolve keeps the visitor's text only.
import 'server-only';
import { getStore } from '@/lib/db';
import { googleConfig } from '@/lib/maps/google-api';
import { resolvePlace, type ResolveContext } from '@/lib/maps/resolve-place';
import { catalogueRef, looseText, placeAddress, searchPlaces } from '@/lib/places';
import type { BookingPrefill, BookingPrefillQuery, PrefillEnd, PrefilledAddress } from './prefill';

/** The catalogue place a text names exactly (its name, or its full address text), if any. */
export function catalogueMatch(text: string): PrefilledAddress | null {
  const wanted = looseText(text);
  const place = searchPlaces(text, { limit: 20 }).find(
    (p) => looseText(p.name) === wanted || looseText(placeAddress(p)) === wanted,
  );
  return place
    ? { address: placeAddress(place), lat: place.lat, lng: place.lng, placeRef: catalogueRef(place.id) }
    : null;
}

type Resolver = (ref: string) => Promise<PrefilledAddress>;

async function resolveEnd(end: PrefillEnd, resolve: Resolver): Promise<PrefilledAddress | null> {
  if (end.placeRef) {
    try {
      return await resolve(end.placeRef);
    } catch (error) {
      console.warn('[reservation] référence de lieu non résolue', end.placeRef, error);
    }
  }
  if (!end.address) return null;
  return catalogueMatch(end.address) ?? { address: end.address, lat: null, lng: null, placeRef: null };
}

/** The resolver of the page: the store is only opened for a Google reference. */
function serverResolver(now: Date): Resolver {
  return async (ref) => {
    const google = googleConfig();
    const ctx: ResolveContext = {
      store: ref.startsWith('google:')
        ? await getStore()
        : {
            getCachedPlace: () => Promise.resolve(null),
            saveCachedPlace: () => Promise.resolve(),
            takeThrottleSlot: () => Promise.resolve(false),
          },
      google: google ? { apiKey: google.apiKey, baseUrl: google.placesBaseUrl } : null,
      now,
    };
    const place = await resolvePlace(ref, ctx);
    return { address: place.address, lat: place.lat, lng: place.lng, placeRef: place.ref };
  };
}

export async function resolvePrefill(
  query: BookingPrefillQuery,
  now: Date,
  resolve: Resolver = serverResolver(now),
): Promise<BookingPrefill> {
  const [departure, destination] = await Promise.all([
    resolveEnd(query.departure, resolve),
    resolveEnd(query.destination, resolve),
  ]);
  return {
    departure,
    destination,
    pickupDate: query.pickupDate,
    pickupTime: query.pickupTime,
    passengers: query.passengers,
    holdBags: query.holdBags,
    tripType: query.tripType,
  };
}
