import { ADDRESS_MESSAGES } from '@/lib/booking/messages';
import {
  catalogueSuggestions,
  checkRestriction,
  looksLikeDisneyZone,
  needsParisHint,
} from './address-search';

describe('catalogueSuggestions', () => {
  it('finds Orly terminals and Paris stations without the network', () => {
    expect(catalogueSuggestions('orly', undefined).map((s) => s.label)).toEqual(
      expect.arrayContaining(['Orly 1', 'Orly 4']),
    );
    const lyon = catalogueSuggestions('gare de lyon', undefined);
    expect(lyon[0]).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('applies the package restriction', () => {
    expect(catalogueSuggestions('orly', 'paris')).toEqual([]);
    expect(catalogueSuggestions('gare', 'disney').every((s) => /chessy|disney/i.test(s.address))).toBe(true);
  });

  it('needs three characters', () => {
    expect(catalogueSuggestions('or', undefined)).toEqual([]);
  });
});

describe('checkRestriction', () => {
  const orly = {
    address: 'Orly 1, Aéroport de Paris-Orly, Terminal 1, 94390 Orly',
    lat: 48.7311,
    lng: 2.3589,
  };
  const louvre = { address: '75001 Paris', lat: 48.8606, lng: 2.3376 };

  it('refuses an address outside Paris for a Paris package', () => {
    expect(checkRestriction('paris', orly)).toBe(ADDRESS_MESSAGES.parisOnly);
    expect(checkRestriction('paris', louvre)).toBeNull();
  });

  it('refuses an address outside the Disney zone for a Disney package', () => {
    expect(checkRestriction('disney', louvre)).toBe(ADDRESS_MESSAGES.disneyOnly);
    expect(checkRestriction('disney', { address: '77700 Chessy', lat: 48.87, lng: 2.78 })).toBeNull();
  });

  it('has nothing to say without restriction or before a choice', () => {
    expect(checkRestriction(undefined, orly)).toBeNull();
    expect(checkRestriction('paris', { address: 'Orly', lat: null, lng: null })).toBeNull();
  });
});

describe('needsParisHint', () => {
  it.each([
    ['rue de Rivoli', 0, true],
    ['rue de Rivoli', 2, false],
    ['rue de Rivoli Paris', 0, false],
    ['rue de Rivoli 75001', 0, false],
    ['ru', 0, false],
  ])('%s with %i suggestions → %s', (text, count, expected) => {
    expect(needsParisHint(text, count)).toBe(expected);
  });
});

describe('looksLikeDisneyZone', () => {
  it.each([
    ['Hôtel, Serris, France', true],
    ['Magny le Hongre', true],
    ['Disneyland Paris', true],
    ['Rue de Rivoli, Paris', false],
  ])('%s → %s', (text, expected) => {
    expect(looksLikeDisneyZone(text)).toBe(expected);
  });
});
