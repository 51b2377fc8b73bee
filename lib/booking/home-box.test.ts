import {
  EMPTY_HOME_BOX_TRIP,
  homeBoxPriceable,
  homeBoxQuery,
  homeBoxTripFromQuery,
  keptHomeBoxTrip,
  reservationHref,
  typedTrip,
} from './home-box';

describe('reservationHref (the /reservation prefill contract)', () => {
  it('sends every filled field under its contract name, place references included', () => {
    const href = reservationHref({
      departure: 'Gare de Dourdan',
      destination: 'Orly 4',
      departureRef: 'catalogue:gare-dourdan',
      destinationRef: 'catalogue:orly-4',
      date: '2026-12-18',
      time: '10:30',
      passengers: '3',
      bags: '2',
    });
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/reservation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      depart: 'Gare de Dourdan',
      arrivee: 'Orly 4',
      depart_ref: 'catalogue:gare-dourdan',
      arrivee_ref: 'catalogue:orly-4',
      date: '2026-12-18',
      heure: '10:30',
      passagers: '3',
      bagages: '2',
    });
  });

  it('leaves empty fields out, and is the bare wizard when nothing is filled', () => {
    expect(reservationHref({ departure: '  ', date: '' })).toBe('/reservation');
    expect(reservationHref({ departure: 'Dourdan', departureRef: '' })).toBe('/reservation?depart=Dourdan');
  });

  it('asks for prices only once both places are chosen and a date and a time are set', () => {
    const trip = { ...EMPTY_HOME_BOX_TRIP, departureRef: 'catalogue:a', destinationRef: 'catalogue:b' };
    expect(homeBoxPriceable(trip)).toBe(false);
    expect(homeBoxPriceable({ ...trip, date: '2026-12-18' })).toBe(false);
    expect(homeBoxPriceable({ ...trip, date: '2026-12-18', time: '10:30' })).toBe(true);
    expect(homeBoxPriceable({ ...trip, departureRef: '', date: '2026-12-18', time: '10:30' })).toBe(false);
  });
});

describe('reservationHref in English', () => {
  it('opens the English wizard with the same query string', () => {
    expect(reservationHref({ departure: 'Orly 4', departureRef: 'catalogue:orly-4' }, '/en/booking')).toBe(
      '/en/booking?depart=Orly+4&depart_ref=catalogue%3Aorly-4',
    );
    expect(reservationHref({}, '/en/booking')).toBe('/en/booking');
  });
});

describe("typedTrip (the plain form's values when the island takes over)", () => {
  it('reads the contract names, missing fields empty', () => {
    const data = new FormData();
    data.set('depart', 'Gare de Dourdan');
    data.set('heure', '09:15');
    data.set('passagers', '2');
    expect(typedTrip(data)).toEqual({
      departure: 'Gare de Dourdan',
      destination: '',
      date: '',
      time: '09:15',
      passengers: '2',
      bags: '',
    });
    expect(typedTrip(null).departure).toBe('');
  });
});

describe('keptHomeBoxTrip (the trip kept on the home page’s history entry for Back)', () => {
  it('reads the kept trip, references included; a missing field takes its default', () => {
    const state = {
      __NA: true,
      homeBox: { departure: 'Gare de Dourdan', departureRef: 'catalogue:gare-dourdan', date: '2026-12-01' },
    };
    expect(keptHomeBoxTrip(state)).toEqual({
      ...EMPTY_HOME_BOX_TRIP,
      departure: 'Gare de Dourdan',
      departureRef: 'catalogue:gare-dourdan',
      date: '2026-12-01',
    });
  });

  it('ignores an entry without one, or one holding anything else', () => {
    expect(keptHomeBoxTrip(null)).toBeNull();
    expect(keptHomeBoxTrip({ __NA: true })).toBeNull();
    expect(keptHomeBoxTrip({ homeBox: 'x' })).toBeNull();
    expect(keptHomeBoxTrip({ homeBox: { departure: 42, time: ['10:30'] } })).toEqual(EMPTY_HOME_BOX_TRIP);
  });
});

describe('homeBoxTripFromQuery (the trip the other language’s home sends)', () => {
  it('reads back what the box writes for the language link', () => {
    const trip = {
      ...EMPTY_HOME_BOX_TRIP,
      departure: 'Gare de Dourdan',
      departureRef: 'catalogue:gare-de-dourdan',
      destination: 'Orly 4',
      destinationRef: 'catalogue:orly-4',
      date: '2026-12-01',
      time: '09:15',
      passengers: '3',
      bags: '2',
    };
    expect(homeBoxTripFromQuery(`?${homeBoxQuery(trip)}`)).toEqual(trip);
    expect(homeBoxTripFromQuery('?arrivee=Orly+4')).toEqual({
      ...EMPTY_HOME_BOX_TRIP,
      destination: 'Orly 4',
    });
  });

  it('is null for an address that names none of its fields; caps what an address may hold', () => {
    expect(homeBoxTripFromQuery('')).toBeNull();
    expect(homeBoxTripFromQuery('?utm_source=google&type=aller-retour')).toBeNull();
    expect(homeBoxTripFromQuery(`?depart=${'x'.repeat(500)}`)?.departure).toHaveLength(300);
  });
});
