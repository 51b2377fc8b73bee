import {
  parseReservationFilters,
  reservationFiltersHref,
  reservationQuery,
  searchWords,
} from './reservation-query';

describe('admin reservation filters', () => {
  it('reads the URL, dropping invalid values', () => {
    expect(
      parseReservationFilters({
        statut: 'paid',
        type: 'contact',
        du: '2026-12-01',
        au: 'hier',
        q: ' Dupont ',
        page: '2',
      }),
    ).toEqual({ statut: 'paid', type: 'contact', du: '2026-12-01', au: undefined, q: 'Dupont', page: 2 });
    expect(parseReservationFilters({ statut: 'nope', type: ['wizard', 'x'], page: '-1' })).toEqual({
      statut: undefined,
      type: 'wizard',
      du: undefined,
      au: undefined,
      q: undefined,
      page: undefined,
    });
  });

  it('turns Paris days into instants and pages into offsets', () => {
    const q = reservationQuery({ du: '2026-07-01', au: '2026-07-01', page: 3 }, 20);
    expect(q.pickupFrom).toBe('2026-06-30T22:00:00.000Z');
    expect(q.pickupTo).toBe('2026-07-01T22:00:00.000Z');
    expect(q).toMatchObject({ limit: 20, offset: 40, status: null, channel: null, search: null });
  });

  it('keeps the filters in the page links', () => {
    expect(reservationFiltersHref({ statut: 'pending', q: 'gare', page: 1 })).toBe(
      '/admin/dashboard?statut=pending&q=gare',
    );
    expect(reservationFiltersHref({})).toBe('/admin/dashboard');
  });

  it('drops filter-syntax characters from the search words', () => {
    expect(searchWords('a,b (c) 50% "x"')).toEqual(['a', 'b', 'c', '50', 'x']);
  });

  it.each([
    ['+33 6 12 34 56 78', '0612345678'],
    ['+33611223344', '0611223344'],
    ['0033 6 11 22 33 44', '0611223344'],
    ['06.11.22.33.44', '0611223344'],
    ['06 11 22 33 44', '0611223344'],
    ['+44 20 7946 0958', '442079460958'],
    ['+33 (0)6 11 22 33 44', '0611223344'],
    ['33611223344', '33611223344'],
  ])('searches the phone number %s as the digits the reservations hold (%s)', (typed, word) => {
    expect(searchWords(typed)).toEqual([word]);
  });

  it('leaves short numbers and references as words', () => {
    expect(searchWords('2026 12')).toEqual(['2026', '12']);
    expect(searchWords('HM-7K2QD')).toEqual(['hm-7k2qd']);
  });
});
