import { tripQuery, withTrip, type SwitchTrip } from './switch-query';

const EMPTY: SwitchTrip = {
  departureAddress: '',
  departurePlaceRef: null,
  destinationAddress: '',
  destinationPlaceRef: null,
  pickupDate: '',
  pickupTime: '',
  passengers: '1',
  holdBags: '0',
  tripType: 'oneWay',
};

describe('the trip the language link carries', () => {
  it('is the prefill of what was typed, defaults left out', () => {
    expect(tripQuery(EMPTY)).toBe('');
    expect(
      tripQuery({
        ...EMPTY,
        departureAddress: 'Orly 1',
        departurePlaceRef: 'catalogue:orly-1',
        destinationAddress: ' 12 rue de Chartres, Dourdan ',
        pickupDate: '2026-12-03',
        pickupTime: '14:20',
        passengers: '5',
        holdBags: '2',
        tripType: 'roundTrip',
      }),
    ).toBe(
      'depart=Orly+1&depart_ref=catalogue%3Aorly-1&arrivee=12+rue+de+Chartres%2C+Dourdan&date=2026-12-03&heure=14%3A20&passagers=5&bagages=2&type=aller-retour',
    );
  });

  it('replaces the page’s own trip parameters and keeps the others (a package, a payment page)', () => {
    const trip = tripQuery({ ...EMPTY, departureAddress: 'Orly 4', departurePlaceRef: 'catalogue:orly-4' });
    expect(withTrip('?package=orly-disney&depart=Gare+de+Dourdan&passagers=3', trip)).toBe(
      'package=orly-disney&depart=Orly+4&depart_ref=catalogue%3Aorly-4',
    );
    // The visitor emptied the form: the address's old trip does not come back in the other language.
    expect(withTrip('?depart=Gare+de+Dourdan&arrivee=Orly+4', '')).toBe('');
  });
});
