// The language link keeps the trip typed so far. The shell's link to the other language carries the page's query
// string (components/site/shell-script.ts); on the wizard the trip lives in its state, not in the address, so the
// wizard writes it as a prefill query string (lib/booking/prefill-params.ts) on the document element, and the shell
// script uses that one when the link is pressed. Only the trip: never who travels (name, e-mail, phone are not put
// in an address, which ends up in logs and history).
import { PREFILL_PARAMS, TRIP_TYPE_PARAM } from './prefill-params';
import type { WizardDraft } from './wizard-state';

/** The document element's attribute holding the query string the language link must carry. */
export const SWITCH_QUERY_ATTRIBUTE = 'data-switch-query';

export type SwitchTrip = Pick<
  WizardDraft,
  | 'departureAddress'
  | 'departurePlaceRef'
  | 'destinationAddress'
  | 'destinationPlaceRef'
  | 'pickupDate'
  | 'pickupTime'
  | 'passengers'
  | 'holdBags'
  | 'tripType'
>;

/** The trip's filled values as prefill parameters; defaults (1 passenger, no bag, one way) are left out. */
export function tripQuery(trip: SwitchTrip): string {
  const query = new URLSearchParams();
  const set = (name: string, value: string | null) => {
    const text = value?.trim();
    if (text) query.set(name, text);
  };
  set(PREFILL_PARAMS.departure, trip.departureAddress);
  set(PREFILL_PARAMS.departureRef, trip.departurePlaceRef);
  set(PREFILL_PARAMS.destination, trip.destinationAddress);
  set(PREFILL_PARAMS.destinationRef, trip.destinationPlaceRef);
  set(PREFILL_PARAMS.date, trip.pickupDate);
  set(PREFILL_PARAMS.time, trip.pickupTime);
  if (trip.passengers !== '1') set(PREFILL_PARAMS.passengers, trip.passengers);
  if (trip.holdBags !== '0') set(PREFILL_PARAMS.bags, trip.holdBags);
  if (trip.tripType === 'roundTrip') set(PREFILL_PARAMS.tripType, TRIP_TYPE_PARAM.roundTrip);
  return query.toString();
}

/** `search` (the page's query string: a package, a payment page's parameters stay) with the trip's parameters instead of its own. */
export function withTrip(search: string, trip: string): string {
  const query = new URLSearchParams(search);
  for (const name of Object.values(PREFILL_PARAMS)) query.delete(name);
  for (const [name, value] of new URLSearchParams(trip)) query.set(name, value);
  return query.toString();
}
