import { lowercaseUrl } from './lowercase-path';

describe('lowercaseUrl', () => {
  test('a lower-case path needs no redirect', () => {
    expect(lowercaseUrl('', ['reservation'])).toBeNull();
    expect(lowercaseUrl('/en', ['airport-transfers'])).toBeNull();
  });

  test('capitals anywhere are lowered, the query string is kept', () => {
    expect(lowercaseUrl('', ['Reservation'], { from: 'Orly', x: ['1', '2'] })).toBe(
      '/reservation?from=Orly&x=1&x=2',
    );
    expect(lowercaseUrl('', ['EN', 'Booking'])).toBe('/en/booking');
    expect(lowercaseUrl('/en', ['Local-Rides', 'Chartres'])).toBe('/en/local-rides/chartres');
    expect(lowercaseUrl('/blog', ['Mon-Article'])).toBe('/blog/mon-article');
  });

  test('accented and reserved characters are encoded again', () => {
    expect(lowercaseUrl('', ['À-Propos'])).toBe('/%C3%A0-propos');
    expect(lowercaseUrl('', ['A b?c'])).toBe('/a%20b%3Fc');
  });
});
