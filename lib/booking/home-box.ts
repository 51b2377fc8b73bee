// The home page's booking box hands its trip to /reservation in the query string — the wizard's prefill contract,
// read on the server by /reservation (place references resolved there, step 1 rendered filled). The plain form
// (no JavaScript) sends the same names, so both land on the same URL shape. The box's copy is the catalogue's
// (HomeBox, built by lib/i18n/home-box-text.ts).

import { HOME_BOX_HISTORY_KEY } from './home-box-history';
import { PREFILL_PARAMS as ALL_PARAMS } from './prefill-params';

export { HOME_BOX_HISTORY_KEY };

/** Query-string names of the /reservation prefill the box fills (it has no trip type: one way). */
const { tripType: _tripType, ...BOX_PARAMS } = ALL_PARAMS;
export const PREFILL_PARAMS = BOX_PARAMS;

export type PrefillField = keyof typeof PREFILL_PARAMS;

/** What the box holds: texts as typed or chosen, the place references of chosen suggestions. */
export type HomeBoxTrip = Record<PrefillField, string>;

export const EMPTY_HOME_BOX_TRIP: HomeBoxTrip = {
  departure: '',
  destination: '',
  departureRef: '',
  destinationRef: '',
  date: '',
  time: '',
  passengers: '1',
  bags: '0',
};

/** The trip kept on a history entry, if there is one (an entry's state may hold anything: read field by field). */
export function keptHomeBoxTrip(state: unknown): HomeBoxTrip | null {
  const kept: unknown = (state as Record<string, unknown> | null)?.[HOME_BOX_HISTORY_KEY];
  if (!kept || typeof kept !== 'object') return null;
  return tripOf((field) => (kept as Record<string, unknown>)[field]);
}

/** A trip read field by field from what may hold anything: a text value kept (300 characters at most), else the default. */
function tripOf(read: (field: PrefillField) => unknown): HomeBoxTrip {
  const trip = { ...EMPTY_HOME_BOX_TRIP };
  for (const field of Object.keys(PREFILL_PARAMS) as PrefillField[]) {
    const value = read(field);
    if (typeof value === 'string' && value) trip[field] = value.slice(0, 300);
  }
  return trip;
}

/**
 * The trip a home page's address carries (the language link of the other language's home, lib/booking/switch-query.ts),
 * or null when it names none of the box's fields. Read field by field, as an address may hold anything.
 */
export function homeBoxTripFromQuery(search: string): HomeBoxTrip | null {
  const query = new URLSearchParams(search);
  const fields = Object.keys(PREFILL_PARAMS) as PrefillField[];
  if (!fields.some((field) => query.has(PREFILL_PARAMS[field]))) return null;
  return tripOf((field) => query.get(PREFILL_PARAMS[field]));
}

/**
 * `/reservation?depart=…&depart_ref=…` with the filled fields only (empty values are left out); `path` is the
 * wizard's address in the page's language ('/en/booking' in English, lib/i18n/routes.ts pathFor).
 */
export function reservationHref(trip: Partial<HomeBoxTrip>, path = '/reservation'): string {
  const text = homeBoxQuery(trip);
  return text ? `${path}?${text}` : path;
}

/** The filled fields as a query string (without '?'; '' when none is): the wizard's, or the other home's. */
export function homeBoxQuery(trip: Partial<HomeBoxTrip>): string {
  const query = new URLSearchParams();
  for (const field of Object.keys(PREFILL_PARAMS) as PrefillField[]) {
    const value = trip[field]?.trim();
    if (value) query.set(PREFILL_PARAMS[field], value);
  }
  return query.toString();
}

/** What the visitor typed in the plain form (its FormData, by the contract's names; '' for a missing field). */
export function typedTrip(data: FormData | null): Omit<HomeBoxTrip, 'departureRef' | 'destinationRef'> {
  const text = (field: PrefillField) => {
    const value = data?.get(PREFILL_PARAMS[field]);
    return typeof value === 'string' ? value : '';
  };
  return {
    departure: text('departure'),
    destination: text('destination'),
    date: text('date'),
    time: text('time'),
    passengers: text('passengers'),
    bags: text('bags'),
  };
}

/** The box can ask the server for prices: both places chosen from the suggestions, a date and a time. */
export function homeBoxPriceable(trip: HomeBoxTrip): boolean {
  return Boolean(trip.departureRef && trip.destinationRef && trip.date && trip.time);
}
