import { placeLabel } from './text';
import { ALL_PLACES } from './catalogue';

describe('placeLabel (a catalogue place written once)', () => {
  it('does not repeat a label the address already starts with', () => {
    expect(placeLabel('Gare de Dourdan', 'Gare de Dourdan, 91410 Dourdan')).toBe(
      'Gare de Dourdan, 91410 Dourdan',
    );
  });

  it('keeps the label and the whole address when they differ', () => {
    expect(placeLabel('Orly 1', 'Aéroport de Paris-Orly, Terminal 1, 94390 Orly')).toBe(
      'Orly 1, Aéroport de Paris-Orly, Terminal 1, 94390 Orly',
    );
    expect(placeLabel('Gare du Nord', '18 Rue de Dunkerque, 75010 Paris')).toBe(
      'Gare du Nord, 18 Rue de Dunkerque, 75010 Paris',
    );
  });

  it('compares loosely (case, accents, dashes) and drops a repeated part anywhere', () => {
    expect(placeLabel('Gare de Dourdan', 'gare de dourdan, Place de la Gare, 91410 Dourdan')).toBe(
      'Gare de Dourdan, Place de la Gare, 91410 Dourdan',
    );
    expect(placeLabel('Saint-Arnoult', 'Saint Arnoult, 78730 Saint-Arnoult-en-Yvelines')).toBe(
      'Saint-Arnoult, 78730 Saint-Arnoult-en-Yvelines',
    );
  });

  it('never writes the same part twice for any catalogue place', () => {
    for (const place of ALL_PLACES) {
      const parts = placeLabel(place.name, place.address).split(', ');
      expect(new Set(parts.map((p) => p.toLowerCase())).size).toBe(parts.length);
    }
  });
});
