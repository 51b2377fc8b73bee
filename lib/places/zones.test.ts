import { PARIS_BOUNDING_BOX, DISNEY_ZONE_BOXES } from './constants';
import { isInDisneyZone, isInsideParis } from './zones';

const inside = { lat: 48.8566, lng: 2.3522 }; // Hôtel de Ville
const outsideBox = { lat: 48.529, lng: 2.011 }; // Dourdan
const boulogne = { lat: 48.8397, lng: 2.2399 }; // inside the box, outside Paris

describe('isInsideParis — postcode first', () => {
  it.each(Array.from({ length: 20 }, (_, i) => `750${String(i + 1).padStart(2, '0')}`))(
    '%s is Paris',
    (code) => {
      expect(isInsideParis(`1 rue Quelconque, ${code} Paris`)).toBe(true);
      // the code decides even when the coordinates are far away
      expect(isInsideParis(`1 rue Quelconque, ${code} Paris`, outsideBox)).toBe(true);
    },
  );

  it('accepts 75116, the second code of the 16th arrondissement', () => {
    expect(isInsideParis('10 Avenue Foch, 75116 Paris')).toBe(true);
  });

  it.each(['75021', '75000', '75100', '92100', '94390', '77700', '91410'])(
    '%s is not Paris, whatever the text',
    (code) => {
      expect(isInsideParis(`1 rue de Paris, ${code} Paris`, inside)).toBe(false);
    },
  );

  it("'92100 Boulogne' is not Paris even with coordinates inside the box", () => {
    expect(isInsideParis('92100 Boulogne-Billancourt', boulogne)).toBe(false);
    expect(isInsideParis('92100 Boulogne')).toBe(false);
  });

  it('uses the last five-digit group (the postcode comes after the street)', () => {
    expect(isInsideParis('Bâtiment 12345, 8 rue Rambuteau, 75003 Paris')).toBe(true);
  });
});

describe('isInsideParis — without a postcode', () => {
  it("'Paris' in the text means Paris", () => {
    expect(isInsideParis('Rue de Rivoli, Paris')).toBe(true);
    expect(isInsideParis('PARIS')).toBe(true);
    expect(isInsideParis('Gare du Nord')).toBe(true);
  });

  it('excluded names win over the Paris keyword', () => {
    expect(isInsideParis('Aéroport de Paris-Orly')).toBe(false);
    expect(isInsideParis('Aéroport Paris-Charles de Gaulle')).toBe(false);
    expect(isInsideParis('Disneyland Paris')).toBe(false);
    expect(isInsideParis('Paris Beauvais')).toBe(false);
    expect(isInsideParis('La Défense, près de Paris')).toBe(false);
  });

  it('keeps Paris streets named after suburbs', () => {
    expect(isInsideParis('Rue Saint-Denis, Paris')).toBe(true);
    expect(isInsideParis('Avenue de Versailles, Paris')).toBe(true);
  });

  it('falls back to the bounding box: inside → Paris, outside → not', () => {
    expect(isInsideParis('12 rue de Rivoli', inside)).toBe(true);
    expect(isInsideParis('', inside)).toBe(true);
    expect(isInsideParis('12 rue de la Gare', outsideBox)).toBe(false);
    expect(isInsideParis('12 rue de la Gare')).toBe(false);
    expect(isInsideParis('', { lat: PARIS_BOUNDING_BOX.north + 0.001, lng: 2.35 })).toBe(false);
  });

  it('ignores invalid coordinates', () => {
    expect(isInsideParis('', { lat: Number.NaN, lng: 2.35 })).toBe(false);
    expect(isInsideParis(null, null)).toBe(false);
  });
});

describe('isInDisneyZone', () => {
  it.each([
    'Chessy',
    'Serris',
    'Montévrain',
    'Montevrain',
    'Coupvray',
    'Magny-le-Hongre',
    'Magny le Hongre',
    'Bailly-Romainvilliers',
    'bailly romainvilliers',
  ])('town %s is in the zone', (town) => {
    expect(isInDisneyZone(`1 rue de la Mairie, ${town}`)).toBe(true);
  });

  it.each(['77700', '77144'])('postcode %s is in the zone', (code) => {
    expect(isInDisneyZone(`2 allée des Lilas, ${code} Quelque-Part`)).toBe(true);
  });

  it.each([
    'Disneyland Hotel',
    'Hôtel New York – The Art of Marvel',
    'Hotel New York - The Art of Marvel',
    "Disney's Newport Bay Club",
    'Disneys Newport Bay Club',
    'Séquoia Lodge',
    'Sequoia Lodge',
    'Hôtel Cheyenne',
    'HOTEL CHEYENNE',
    'Hotel Santa Fe',
    'Hôtel Santa Fé',
    'Davy Crockett Ranch',
    "Centre commercial Val d'Europe",
    'Val d’Europe',
    'Val dEurope',
    'Disneys Sequoia Lodge',
    'Walt Disney Studios',
    'Disney Village',
  ])('hotel or park name %s is in the zone (accents and apostrophes ignored)', (name) => {
    expect(isInDisneyZone(name)).toBe(true);
  });

  it('a point inside one of the six rectangles is in the zone, whatever the text', () => {
    expect(DISNEY_ZONE_BOXES).toHaveLength(6);
    for (const box of DISNEY_ZONE_BOXES) {
      const centre = { lat: (box.south + box.north) / 2, lng: (box.west + box.east) / 2 };
      expect(isInDisneyZone('', centre)).toBe(true);
    }
  });

  it('elsewhere is not in the zone', () => {
    expect(isInDisneyZone('Gare de Lyon, 75012 Paris', { lat: 48.8443, lng: 2.3743 })).toBe(false);
    expect(isInDisneyZone('77000 Melun', { lat: 48.5421, lng: 2.6554 })).toBe(false);
    expect(isInDisneyZone('')).toBe(false);
    expect(isInDisneyZone(null)).toBe(false);
    // a word merely containing a town name is not the town
    expect(isInDisneyZone('Rue de Chessyville')).toBe(false);
  });
});
