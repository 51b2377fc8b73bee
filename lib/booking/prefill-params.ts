// The query-string names of step 1's prefill (the wizard's contract, read on the server by lib/booking/prefill.ts),
// written by the home booking box (lib/booking/home-box.ts), the language link (lib/booking/switch-query.ts) and the
// payment pages' « Modifier ma demande ». No zod here: the box and the wizard carry it in their first load.
export const PREFILL_PARAMS = {
  departure: 'depart',
  destination: 'arrivee',
  departureRef: 'depart_ref',
  destinationRef: 'arrivee_ref',
  date: 'date',
  time: 'heure',
  passengers: 'passagers',
  bags: 'bagages',
  tripType: 'type',
} as const;

/** The trip type as the query string says it (French words, as the rest of the contract). */
export const TRIP_TYPE_PARAM = { oneWay: 'aller-simple', roundTrip: 'aller-retour' } as const;
