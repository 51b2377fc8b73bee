// The seeded packages' ids, and the package and airport booking bodies the request tests send (a clock four days
// before the trip). The e2e specs take the ids from here too.
export const ETAMPES = '00000000-0000-4000-8000-000000000201';
export const ORLY = '00000000-0000-4000-8000-000000000101';
export const BEAUVAIS = '00000000-0000-4000-8000-000000000103';
/** A station in the airport table (Gare Montparnasse): no terminal, a train number. */
export const MONTPARNASSE = '00000000-0000-4000-8000-000000000105';
export const PACKAGE_NOW = new Date('2026-03-10T09:00:00Z');

export function packageBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'package',
    requestId: crypto.randomUUID(),
    packageId: ETAMPES,
    vehicle: 'berline',
    trip: 'oneWay',
    departure_street: '5 rue de Chartres, 91410 Dourdan',
    arrival_street: '12 rue Saint-Jacques, 91150 Étampes',
    date: '2026-03-14',
    time: '10:30',
    passengers: '3',
    hold_bags: '2',
    boosters: '1',
    name: 'Camille Martin',
    phone: '06 12 34 56 78',
    email: 'camille@example.fr',
    ...overrides,
  };
}

export function airportBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'airport',
    requestId: crypto.randomUUID(),
    packageId: ORLY,
    vehicle: 'van',
    trip: 'oneWay',
    trip_type: 'roundTrip',
    departure_city: 'Roinville',
    departure_street: '3 rue des Écoles',
    destination_terminal: 'orly-3',
    flight_number: 'AF1234',
    return_flight_number: 'AF1235',
    date: '2026-03-14',
    time: '06:15',
    return_date: '2026-03-20',
    return_time: '18:45',
    passengers: '6',
    hold_bags: '5',
    boosters: '0',
    name: 'Louis Bernard',
    phone: '+33 6 98 76 54 32',
    email: 'louis@example.fr',
    ...overrides,
  };
}

/** The form fields of a body (what the browser's schema sees: no kind, ids or selection). */
export function formFields(body: Record<string, unknown>): Record<string, unknown> {
  const { kind: _k, requestId: _r, packageId: _p, vehicle: _v, trip: _t, ...fields } = body;
  return fields;
}
