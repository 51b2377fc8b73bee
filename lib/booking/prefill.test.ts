import { reservationHref } from './home-box';
import { hasPrefill, parsePrefill } from './prefill';
import { tripQuery } from './switch-query';
import { catalogueMatch, resolvePrefill } from './prefill-server';

// 2026-06-10 12:00 in Paris.
const NOW = Date.parse('2026-06-10T10:00:00Z');

describe('parsePrefill', () => {
  it('reads every parameter of the home booking box', () => {
    const query = parsePrefill(
      {
        depart: '  Gare de   Dourdan ',
        arrivee: 'Orly 4',
        depart_ref: 'catalogue:gare-de-dourdan',
        arrivee_ref: 'google:ChIJabc_DEF-123',
        date: '2026-06-12',
        heure: '09:45',
        passagers: '3',
        bagages: '2',
        type: 'aller-retour',
      },
      NOW,
    );
    expect(query).toEqual({
      departure: { address: 'Gare de Dourdan', placeRef: 'catalogue:gare-de-dourdan' },
      destination: { address: 'Orly 4', placeRef: 'google:ChIJabc_DEF-123' },
      pickupDate: '2026-06-12',
      pickupTime: '09:45',
      passengers: '3',
      holdBags: '2',
      tripType: 'roundTrip',
    });
    expect(hasPrefill(query)).toBe(true);
  });

  it.each([
    ['date', 'demain'],
    ['date', '2026-02-30'],
    ['date', '2026-06-09'],
    ['heure', '24:00'],
    ['heure', '9h'],
    ['passagers', '0'],
    ['passagers', '9'],
    ['passagers', '2.5'],
    ['bagages', '-1'],
    ['bagages', '8'],
    ['type', 'aller'],
    ['depart_ref', 'catalogue:'],
    ['depart_ref', 'http://evil'],
    ['depart', 'x'.repeat(201)],
    ['depart', '   '],
  ])('drops %s=%j without failing', (name, value) => {
    const query = parsePrefill({ [name]: value }, NOW);
    expect(hasPrefill(query)).toBe(false);
  });

  it('keeps the first of repeated parameters, and ignores unknown ones', () => {
    const query = parsePrefill({ passagers: ['2', '5'], foo: 'bar' }, NOW);
    expect(query.passengers).toBe('2');
    expect(hasPrefill(parsePrefill({ foo: 'bar' }, NOW))).toBe(false);
  });

  it('accepts today (Paris) and the internal trip type names', () => {
    const query = parsePrefill({ date: '2026-06-10', type: 'oneWay', bagages: '0' }, NOW);
    expect(query).toMatchObject({ pickupDate: '2026-06-10', tripType: 'oneWay', holdBags: '0' });
  });

  it('reads back what the language link writes (lib/booking/switch-query.ts) and what the home box sends', () => {
    const search = tripQuery({
      departureAddress: 'Gare de Dourdan',
      departurePlaceRef: 'catalogue:gare-de-dourdan',
      destinationAddress: 'Orly 4',
      destinationPlaceRef: null,
      pickupDate: '2026-06-12',
      pickupTime: '10:30',
      passengers: '2',
      holdBags: '0',
      tripType: 'roundTrip',
    });
    const query = parsePrefill(Object.fromEntries(new URLSearchParams(search)), NOW);
    expect(query).toMatchObject({
      departure: { address: 'Gare de Dourdan', placeRef: 'catalogue:gare-de-dourdan' },
      destination: { address: 'Orly 4', placeRef: null },
      pickupDate: '2026-06-12',
      pickupTime: '10:30',
      passengers: '2',
      tripType: 'roundTrip',
    });
    const box = reservationHref({ departure: 'Orly 1', departureRef: 'catalogue:orly-1', bags: '2' });
    expect(parsePrefill(Object.fromEntries(new URL(box, 'http://x').searchParams), NOW)).toMatchObject({
      departure: { address: 'Orly 1', placeRef: 'catalogue:orly-1' },
      holdBags: '2',
    });
  });
});

describe('resolvePrefill', () => {
  it('resolves references with the given resolver, and keeps the text when it fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolve = jest.fn(async (ref: string) => {
      if (ref === 'google:ChIJunknown') throw new Error('unknown');
      return { address: 'Résolu', lat: 48.5, lng: 2.0, placeRef: ref };
    });
    const query = parsePrefill(
      {
        depart_ref: 'google:ChIJgood',
        arrivee: '12 rue inventée',
        arrivee_ref: 'google:ChIJunknown',
        passagers: '2',
      },
      NOW,
    );
    const prefill = await resolvePrefill(query, new Date(NOW), resolve);
    expect(prefill.departure).toEqual({
      address: 'Résolu',
      lat: 48.5,
      lng: 2.0,
      placeRef: 'google:ChIJgood',
    });
    expect(prefill.destination).toEqual({ address: '12 rue inventée', lat: null, lng: null, placeRef: null });
    expect(prefill.passengers).toBe('2');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('a text naming a catalogue place resolves to it (the form sent without JavaScript)', async () => {
    const match = catalogueMatch('gare de dourdan');
    expect(match?.placeRef).toBe('catalogue:gare-de-dourdan');
    expect(match?.lat).toEqual(expect.any(Number));
    expect(catalogueMatch('gare')).toBeNull();
    const prefill = await resolvePrefill(parsePrefill({ depart: 'Gare de Dourdan' }, NOW), new Date(NOW));
    expect(prefill.departure?.placeRef).toBe('catalogue:gare-de-dourdan');
  });

  it('resolves catalogue references on the server without the database', async () => {
    const prefill = await resolvePrefill(
      parsePrefill({ arrivee_ref: 'catalogue:orly-4' }, NOW),
      new Date(NOW),
    );
    expect(prefill.destination).toMatchObject({
      placeRef: 'catalogue:orly-4',
      address: expect.stringMatching(/Orly 4/),
    });
  });
});
