import { getPlace } from '@/lib/places/catalogue';
import { PRICING_MESSAGES } from '@/lib/booking/messages';
import {
  CREDITED_DISTANCE_RULES,
  FIXED_ROUTE_RULES,
  TEST_CONTACT_NAME,
  VAT_EXEMPT_MENTION,
  computeQuote,
  creditedDistanceKm,
  detectFixedRoute,
  htFromTtc,
  type Quote,
  type QuotePoint,
  type QuoteRequest,
} from './quote';
import { DEFAULT_PRICE_SETTINGS, FIXED_ROUTE_KEYS, type FixedRouteKey, type PriceSettings } from './settings';

const at = (id: string): QuotePoint => {
  const p = getPlace(id);
  if (!p) throw new Error(id);
  return { address: p.address, lat: p.lat, lng: p.lng };
};

const PLACES = {
  PARIS: at('paris-gare-de-lyon'),
  ORLY: at('orly-1'),
  CDG: at('cdg-2e'),
  DISNEY: at('disneyland-hotel'),
  DOURDAN: at('gare-de-dourdan'),
};

function quote(
  request: Partial<QuoteRequest>,
  settings: PriceSettings | null = DEFAULT_PRICE_SETTINGS,
): Quote {
  const result = computeQuote(
    { departure: PLACES.PARIS, destination: PLACES.ORLY, vehicleType: 'berline', ...request },
    settings,
  );
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

const clone = (): PriceSettings => structuredClone(DEFAULT_PRICE_SETTINGS);

// Spec figures (TTC, euros): package catalogue §3 for its 10 routes, §9 for Dourdan–Orly / Dourdan–CDG.
const FIXED: [FixedRouteKey, keyof typeof PLACES, keyof typeof PLACES, number, number, number][] = [
  // key, from, to, berline, van, credited km
  ['parisOrly', 'PARIS', 'ORLY', 60, 90, 25],
  ['orlyParis', 'ORLY', 'PARIS', 60, 110, 25],
  ['parisCdg', 'PARIS', 'CDG', 90, 110, 45],
  ['cdgParis', 'CDG', 'PARIS', 70, 130, 45],
  ['dourdanOrly', 'DOURDAN', 'ORLY', 80, 110, 45],
  ['dourdanCdg', 'DOURDAN', 'CDG', 120, 160, 78],
  ['parisDisney', 'PARIS', 'DISNEY', 95, 125, 40],
  ['disneyParis', 'DISNEY', 'PARIS', 95, 125, 40],
  ['cdgDisney', 'CDG', 'DISNEY', 85, 115, 40],
  ['disneyCdg', 'DISNEY', 'CDG', 85, 115, 40],
  ['orlyDisney', 'ORLY', 'DISNEY', 80, 110, 40],
  ['disneyOrly', 'DISNEY', 'ORLY', 80, 110, 40],
];

describe('fixed routes (TTC fare, HT = TTC / 1.1, credited distance)', () => {
  it('covers the twelve fixed routes', () => {
    expect(FIXED.map(([key]) => key).sort()).toEqual([...FIXED_ROUTE_KEYS].sort());
  });

  describe.each(FIXED)('%s', (key, from, to, berline, van, km) => {
    it.each([
      ['berline', berline],
      ['van', van],
    ] as const)('%s: %d € TTC', (vehicleType, euros) => {
      const q = quote({ departure: PLACES[from], destination: PLACES[to], vehicleType });
      expect(q.fixedRoute).toBe(key);
      expect(q.totalPrice).toBe(euros * 100);
      expect(q.estimatedPrice).toBe(Math.round((euros * 100) / 1.1));
      expect(q.estimatedPrice + q.vatAmount).toBe(q.totalPrice);
      expect(q.estimatedDistance).toBe(km);
      expect(q.isEstimate).toBe(false);
      expect(q.breakdown.join('\n')).toContain('Trajet à prix fixe');
    });
  });

  it('ignores the measured distance on a fixed route', () => {
    const q = quote({ distance: { km: 300, durationMinutes: 33 } });
    expect(q.totalPrice).toBe(6000);
    expect(q.estimatedDistance).toBe(25);
    expect(q.duration).toBe(33);
  });

  it('uses the package duration when no driving duration is known', () => {
    expect(quote({}).duration).toBe(45);
    expect(quote({ departure: PLACES.DOURDAN }).duration).toBeNull();
  });

  it.each([
    ['ORLY', 'berline', 8000, 45, "Aéroport d'Orly → Dourdan"],
    ['CDG', 'van', 16000, 78, 'Aéroport Roissy-CDG → Dourdan'],
  ] as const)(
    'prices %s → Dourdan %s at the Dourdan route’s fare, whatever the distance (coming home costs what going costs)',
    (airport, vehicleType, ttc, km, title) => {
      const q = quote({
        departure: PLACES[airport],
        destination: PLACES.DOURDAN,
        vehicleType,
        distance: { km: 60 },
      });
      expect(q).toMatchObject({ totalPrice: ttc, estimatedDistance: km, isEstimate: false });
      expect(q.breakdown[0]).toBe(
        `Trajet à prix fixe\u00a0: ${title} (${vehicleType === 'van' ? 'Van Premium' : 'Berline Confort'}, aller simple)`,
      );
      expect(q.calculationDetails).toBe(`Prix fixe ${title}`);
    },
  );

  it('prices the way home’s round trip at the fare twice less the airport’s discount, per km once the fare is emptied', () => {
    const round = quote({ departure: PLACES.ORLY, destination: PLACES.DOURDAN, tripType: 'roundTrip' });
    expect(round).toMatchObject({ fixedRoute: 'dourdanOrly', totalPrice: 8000 + 8000 - 1000 });
    expect(round.breakdown[0]).toBe(
      "Trajet à prix fixe\u00a0: Aéroport d'Orly → Dourdan (Berline Confort, aller-retour)",
    );
    const settings = clone();
    settings.fixedFares.dourdanOrly.berline = null;
    const perKm = quote(
      { departure: PLACES.ORLY, destination: PLACES.DOURDAN, distance: { km: 40 } },
      settings,
    );
    expect(perKm.fixedRoute).toBeNull();
    expect(perKm.estimatedPrice).toBe(500 + 40 * 200);
  });

  it('falls back to the per-km fare when the fare is set to null', () => {
    const settings = clone();
    settings.fixedFares.parisOrly.berline = null;
    const q = quote({ distance: { km: 20 } }, settings);
    expect(q.fixedRoute).toBeNull();
    expect(q.estimatedPrice).toBe(Math.max(500 + 20 * 200, 3500));
    // the van fare is untouched
    expect(quote({ vehicleType: 'van' }, settings).totalPrice).toBe(9000);
  });

  it('reads the fares from the settings argument', () => {
    const settings = clone();
    settings.fixedFares.cdgParis.van = 14250;
    const q = quote({ departure: PLACES.CDG, destination: PLACES.PARIS, vehicleType: 'van' }, settings);
    expect(q.totalPrice).toBe(14250);
    expect(q.estimatedPrice).toBe(12955); // 12954.5… rounds up
    expect(q.vatAmount).toBe(1295);
  });
});

describe('VAT split to the cent', () => {
  it.each([
    [6000, 5455, 545],
    [9000, 8182, 818],
    [11000, 10000, 1000],
    [13000, 11818, 1182],
    [7000, 6364, 636],
    [9500, 8636, 864],
    [12500, 11364, 1136],
    [8500, 7727, 773],
    [11500, 10455, 1045],
    [8000, 7273, 727],
    [12000, 10909, 1091],
    [16000, 14545, 1455],
    [1, 1, 0],
    [0, 0, 0],
  ])('%d TTC → %d HT + %d TVA', (ttc, ht, vat) => {
    expect(htFromTtc(ttc)).toBe(ht);
    expect(ttc - htFromTtc(ttc)).toBe(vat);
  });
});

describe('route detection priority', () => {
  type Flag = 'paris' | 'orly' | 'cdg' | 'disney' | 'dourdan';
  const ends = (key: FixedRouteKey): [Flag, Flag] => {
    const [a, b] = key.split(/(?=[A-Z])/).map((s) => s.toLowerCase());
    return [a as Flag, b as Flag];
  };
  const flags = (...set: Flag[]) => ({
    paris: set.includes('paris'),
    orly: set.includes('orly'),
    cdg: set.includes('cdg'),
    disney: set.includes('disney'),
    dourdan: set.includes('dourdan'),
  });

  it('follows the spec order', () => {
    expect(FIXED_ROUTE_RULES.map(([key]) => key)).toEqual([
      'parisOrly',
      'orlyParis',
      'parisCdg',
      'cdgParis',
      'dourdanOrly',
      'dourdanCdg',
      'parisDisney',
      'disneyParis',
      'cdgDisney',
      'disneyCdg',
      'orlyDisney',
      'disneyOrly',
    ]);
  });

  it('a trip matching two rules takes the earlier one (every pair)', () => {
    const keys = FIXED_ROUTE_RULES.map(([key]) => key);
    keys.forEach((first, i) => {
      for (const second of keys.slice(i + 1)) {
        const [a1, b1] = ends(first);
        const [a2, b2] = ends(second);
        const found = detectFixedRoute(flags(a1, a2), flags(b1, b2));
        // the earlier rule, or an even earlier one the combined flags also match — never the later one
        expect(keys.indexOf(found!)).toBeLessThanOrEqual(i);
        expect(found).not.toBe(second);
      }
    });
  });

  it('with real inputs: a Paris address whose point lies at Disney, to Orly, is Paris–Orly not Disney–Orly', () => {
    const q = quote({ departure: { ...PLACES.DISNEY, address: 'Gare de Lyon, 75012 Paris' } });
    expect(q.fixedRoute).toBe('parisOrly');
  });

  it('with real inputs: a Paris address at Dourdan, to CDG, is Paris–CDG not Dourdan–CDG', () => {
    const q = quote({
      departure: { ...PLACES.DOURDAN, address: '1 rue de Rivoli, 75001 Paris' },
      destination: PLACES.CDG,
    });
    expect(q.fixedRoute).toBe('parisCdg');
  });

  it('returns null when nothing matches', () => {
    expect(detectFixedRoute(flags('paris'), flags('paris'))).toBeNull();
    expect(detectFixedRoute(flags('orly'), flags('cdg'))).toBeNull();
  });

  it('after the twelve, an airport → Dourdan trip takes the Dourdan route’s key', () => {
    expect(detectFixedRoute(flags('orly'), flags('dourdan'))).toBe('dourdanOrly');
    expect(detectFixedRoute(flags('cdg'), flags('dourdan'))).toBe('dourdanCdg');
    expect(detectFixedRoute(flags('orly'), flags('dourdan', 'paris'))).toBe('orlyParis');
  });
});

describe('credited distances (last matching rule wins)', () => {
  it.each([
    ['parisOrly', 25],
    ['orlyParis', 25],
    ['parisCdg', 45],
    ['cdgParis', 45],
    ['dourdanOrly', 45],
    ['dourdanCdg', 78],
    ['parisDisney', 40],
    ['disneyParis', 40],
    ['cdgDisney', 40],
    ['disneyCdg', 40],
    ['orlyDisney', 40],
    ['disneyOrly', 40],
  ] as const)('%s → %d km', (key, km) => {
    expect(creditedDistanceKm(key)).toBe(km);
  });

  it('starts from the 30 km default', () => {
    expect(CREDITED_DISTANCE_RULES[0]?.[1]).toBe(30);
  });
});

describe('per-km fare: base + km × rate HT, then the minimum, then 10 % VAT', () => {
  const dourdan = PLACES.DOURDAN;
  const chateau = at('chateau-de-dourdan');
  const gareDuNord = at('paris-gare-du-nord');
  const etampes = at('etampes');
  const arpajon = at('arpajon');

  it.each([
    // from, to, km, vehicle, HT, VAT, minimum label
    [
      'Dourdan area minimum (berline 11 €)',
      dourdan,
      chateau,
      1,
      'berline',
      1100,
      110,
      'Minimum secteur Dourdan',
    ],
    ['Dourdan area minimum (van 15 €)', dourdan, chateau, 1, 'van', 1500, 150, 'Minimum secteur Dourdan'],
    ['Paris minimum (berline 35 €)', PLACES.PARIS, gareDuNord, 5, 'berline', 3500, 350, 'Minimum Paris'],
    ['Paris minimum (van 50 €)', PLACES.PARIS, gareDuNord, 5, 'van', 5000, 500, 'Minimum Paris'],
    ['Paris minimum, one end in Paris', etampes, PLACES.PARIS, 3, 'berline', 3500, 350, 'Minimum Paris'],
    ['local minimum (berline 20 €)', etampes, arpajon, 3, 'berline', 2000, 200, 'Minimum local'],
    ['local minimum (van 40 €)', etampes, arpajon, 3, 'van', 4000, 400, 'Minimum local'],
  ] as const)('%s', (_, from, to, km, vehicleType, ht, vat, label) => {
    const q = quote({ departure: from, destination: to, vehicleType, distance: { km } });
    expect(q.fixedRoute).toBeNull();
    expect(q.estimatedPrice).toBe(ht);
    expect(q.vatAmount).toBe(vat);
    expect(q.totalPrice).toBe(ht + vat);
    expect(q.breakdown.join('\n')).toContain(label);
  });

  it('above the minimum: base + km × rate (berline 5 € + 20 km × 2 €)', () => {
    const q = quote({ departure: dourdan, destination: etampes, distance: { km: 20 } });
    expect(q.estimatedPrice).toBe(4500);
    expect(q.vatAmount).toBe(450);
    expect(q.totalPrice).toBe(4950);
    expect(q.estimatedDistance).toBe(20);
    expect(q.breakdown.join('\n')).not.toContain('Minimum');
  });

  it('rounds km × rate to the cent (van 10 € + 40,3 km × 2,88 €)', () => {
    const q = quote({
      departure: at('chartres'),
      destination: at('rambouillet'),
      vehicleType: 'van',
      distance: { km: 40.3 },
    });
    expect(q.estimatedPrice).toBe(1000 + 11606);
    expect(q.vatAmount).toBe(1261);
    expect(q.totalPrice).toBe(13867);
  });

  it('uses the rates of the settings argument', () => {
    const settings = clone();
    settings.vehicles.berline = { pricePerKmCents: 150, basePriceCents: 1000 };
    const q = quote({ departure: dourdan, destination: etampes, distance: { km: 20 } }, settings);
    expect(q.estimatedPrice).toBe(4000);
  });

  it('falls back to the great-circle distance and says the price is an estimate', () => {
    const q = quote({ departure: dourdan, destination: etampes });
    expect(q.isEstimate).toBe(true);
    expect(q.estimatedDistance).toBeGreaterThan(15);
    expect(q.estimatedDistance).toBeLessThan(16.5);
    expect(q.breakdown).toContain(PRICING_MESSAGES.estimate);
  });

  it('a driving distance is not an estimate unless flagged', () => {
    expect(quote({ departure: dourdan, destination: etampes, distance: { km: 18 } }).isEstimate).toBe(false);
    expect(
      quote({ departure: dourdan, destination: etampes, distance: { km: 18, estimated: true } }).isEstimate,
    ).toBe(true);
  });
});

describe('round trips', () => {
  it.each([
    // discount key, from, to, vehicle, expected TTC = the fare out + the fare of the way back − discount (the way
    // back is the route the other way when it is fixed, else the same fare again: Orly → Dourdan costs Dourdan → Orly)
    ['orly', 'PARIS', 'ORLY', 'berline', 6000 + 6000 - 1000],
    ['orly', 'PARIS', 'ORLY', 'van', 9000 + 11000 - 1000],
    ['orly', 'DOURDAN', 'ORLY', 'berline', 8000 + 8000 - 1000],
    ['orly (Orly–Disney takes the airport discount)', 'ORLY', 'DISNEY', 'van', 11000 + 11000 - 1000],
    ['cdg', 'PARIS', 'CDG', 'berline', 9000 + 7000 - 1000],
    ['cdg', 'CDG', 'PARIS', 'van', 13000 + 11000 - 1500],
    ['cdg (CDG–Disney takes the airport discount)', 'DISNEY', 'CDG', 'van', 11500 + 11500 - 1500],
    ['cdg', 'DOURDAN', 'CDG', 'van', 16000 + 16000 - 1500],
    ['disney', 'PARIS', 'DISNEY', 'berline', 9500 + 9500 - 1000],
    ['disney', 'DISNEY', 'PARIS', 'van', 12500 + 12500 - 1500],
  ] as const)('%s discount: %s → %s %s', (_, from, to, vehicleType, ttc) => {
    const q = quote({ departure: PLACES[from], destination: PLACES[to], vehicleType, tripType: 'roundTrip' });
    expect(q.tripType).toBe('roundTrip');
    expect(q.totalPrice).toBe(ttc);
    expect(q.estimatedPrice).toBe(htFromTtc(ttc));
    expect(q.estimatedPrice + q.vatAmount).toBe(ttc);
    expect(q.roundTripDiscount).toBeGreaterThan(0);
    expect(q.estimatedDistance).toBe(2 * creditedDistanceKm(q.fixedRoute!));
    expect(q.breakdown.join('\n')).toContain('Remise aller-retour');
  });

  it('per-km round trip: two legs, each with its minimum, no discount', () => {
    const one = quote({ departure: PLACES.DOURDAN, destination: at('etampes'), distance: { km: 20 } });
    const two = quote({
      departure: PLACES.DOURDAN,
      destination: at('etampes'),
      distance: { km: 20 },
      tripType: 'roundTrip',
    });
    expect(two.estimatedPrice).toBe(2 * one.estimatedPrice);
    expect(two.vatAmount).toBe(900);
    expect(two.totalPrice).toBe(9900);
    expect(two.roundTripDiscount).toBe(0);
    expect(two.estimatedDistance).toBe(40);
    const short = quote({
      departure: PLACES.PARIS,
      destination: at('paris-gare-du-nord'),
      distance: { km: 5 },
      tripType: 'roundTrip',
    });
    expect(short.estimatedPrice).toBe(2 * 3500);
  });

  it('never discounts more than the cheaper leg: a round trip never costs less than either one way', () => {
    const settings = clone();
    settings.fixedFares.parisOrly.berline = 500;
    settings.fixedFares.orlyParis.berline = 500;
    const q = quote({ tripType: 'roundTrip' }, settings);
    expect(q.roundTripDiscount).toBe(500);
    expect(q.totalPrice).toBe(500);
    settings.fixedFares.orlyParis.berline = 6000;
    const uneven = quote({ tripType: 'roundTrip' }, settings);
    expect(uneven.roundTripDiscount).toBe(500);
    expect(uneven.totalPrice).toBe(6000);
  });

  it('prices the way back at the fare of the route the other way, and says so (audit 2026-11-29)', () => {
    // Paris → CDG 90 € and CDG → Paris 70 €: booked as two one-ways 160 €; the round trip is 160 € − 10 €, never
    // 2 × 90 € − 10 € = 170 € (a « remise » that cost more than two one-ways).
    const out = quote({ departure: PLACES.PARIS, destination: PLACES.CDG });
    const back = quote({ departure: PLACES.CDG, destination: PLACES.PARIS });
    const round = quote({ departure: PLACES.PARIS, destination: PLACES.CDG, tripType: 'roundTrip' });
    expect(round.totalPrice).toBe(out.totalPrice + back.totalPrice - round.roundTripDiscount);
    expect(round.totalPrice).toBeLessThan(out.totalPrice + back.totalPrice);
    expect(round.breakdown).toEqual(
      expect.arrayContaining([
        'Prix fixe aller\u00a0: 90,00\u00a0€ TTC',
        'Prix fixe retour\u00a0: 70,00\u00a0€ TTC',
        'Deux trajets\u00a0: 160,00\u00a0€ TTC',
        'Remise aller-retour\u00a0: −10,00\u00a0€',
      ]),
    );
    // The operator removed the fare of the way back (a fixed price set empty is per km): the return is per km, the
    // round trip never more than its two legs booked apart (audit's second reading).
    const settings = clone();
    settings.fixedFares.cdgParis.berline = null;
    const trip = { departure: PLACES.PARIS, destination: PLACES.CDG, distance: { km: 32 } };
    // CDG → Paris alone, 32 km per km: 5,00 € + 32 × 2,00 € = 69,00 € HT, 75,90 € TTC.
    const perKmBack = computeQuote(
      { ...trip, departure: PLACES.CDG, destination: PLACES.PARIS, vehicleType: 'berline' },
      settings,
    );
    if (!perKmBack.ok) throw new Error(perKmBack.message);
    expect(perKmBack.quote).toMatchObject({ fixedRoute: null, totalPrice: 7590 });
    const mixed = quote({ ...trip, tripType: 'roundTrip' }, settings);
    expect(mixed.totalPrice).toBe(9000 + 7590 - 1000);
    expect(mixed.isEstimate).toBe(false);
    expect(mixed.breakdown).toContain('Retour au kilomètre\u00a0: 75,90\u00a0€ TTC');
    expect(mixed.breakdown).toContain('Prix fixe aller\u00a0: 90,00\u00a0€ TTC');
    // Without the driving distance yet: an estimate, which the server prices again with the distance.
    const guess = quote(
      { departure: PLACES.PARIS, destination: PLACES.CDG, tripType: 'roundTrip' },
      settings,
    );
    expect(guess.isEstimate).toBe(true);
    // The same fare both ways keeps the one line per trip.
    const even = quote({ departure: PLACES.PARIS, destination: PLACES.DISNEY, tripType: 'roundTrip' });
    expect(even.breakdown).toContain('Prix fixe par trajet\u00a0: 95,00\u00a0€ TTC');
    expect(even.breakdown.join('\n')).not.toContain('Prix fixe retour');
  });
});

describe('without VAT (LEGAL_VAT_EXEMPT, docs/product.md#pricing-vat-exempt)', () => {
  const exempt = (request: Partial<QuoteRequest>) => {
    const result = computeQuote(
      { departure: PLACES.PARIS, destination: PLACES.ORLY, vehicleType: 'berline', ...request },
      DEFAULT_PRICE_SETTINGS,
      { vatExempt: true },
    );
    if (!result.ok) throw new Error(result.message);
    return result.quote;
  };

  it('charges a fixed fare as it is, with the exemption’s mention instead of HT and TVA', () => {
    const q = exempt({});
    expect(q).toMatchObject({ totalPrice: 6000, estimatedPrice: 6000, vatAmount: 0 });
    expect(q.breakdown).toEqual([
      "Trajet à prix fixe\u00a0: Paris → Aéroport d'Orly (Berline Confort, aller simple)",
      'Prix fixe par trajet\u00a0: 60,00\u00a0€',
      VAT_EXEMPT_MENTION,
      'Total\u00a0: 60,00\u00a0€',
    ]);
  });

  it('adds no VAT to a per-km price and never writes HT, TTC or TVA', () => {
    const trip = { departure: PLACES.DOURDAN, destination: at('etampes'), distance: { km: 20 } };
    const taxed = quote(trip);
    const q = exempt(trip);
    expect(q.totalPrice).toBe(taxed.estimatedPrice);
    expect(q).toMatchObject({ estimatedPrice: q.totalPrice, vatAmount: 0 });
    expect(q.breakdown.join('\n')).not.toMatch(/\bHT\b|\bTTC\b|TVA 10/);
    expect(q.breakdown).toContain(VAT_EXEMPT_MENTION);
  });
});

describe('errors (docs/product.md#pricing-errors)', () => {
  it.each([
    ['no departure coordinates', { departure: { address: 'Paris' } }],
    ['no destination coordinates', { destination: { address: 'Orly', lat: null, lng: null } }],
    ['out-of-range coordinates', { destination: { address: 'x', lat: 120, lng: 2 } }],
    ['no vehicle', { vehicleType: null }],
    ['empty vehicle', { vehicleType: '' }],
  ])('%s → Données manquantes pour le calcul.', (_, override) => {
    const result = computeQuote(
      { departure: PLACES.PARIS, destination: PLACES.ORLY, vehicleType: 'berline', ...override },
      DEFAULT_PRICE_SETTINGS,
    );
    expect(result).toEqual({
      ok: false,
      code: 'missing-data',
      message: 'Données manquantes pour le calcul.',
    });
  });

  it('unknown vehicle → Type de véhicule invalide.', () => {
    const result = computeQuote(
      { departure: PLACES.PARIS, destination: PLACES.ORLY, vehicleType: 'bus' },
      DEFAULT_PRICE_SETTINGS,
    );
    expect(result).toEqual({ ok: false, code: 'invalid-vehicle', message: 'Type de véhicule invalide.' });
  });

  it('no settings → Tarification personnalisée non trouvée.', () => {
    const result = computeQuote(
      { departure: PLACES.PARIS, destination: PLACES.ORLY, vehicleType: 'van' },
      null,
    );
    expect(result).toEqual({
      ok: false,
      code: 'missing-settings',
      message: 'Tarification personnalisée non trouvée.',
    });
  });
});

describe('test total', () => {
  const request: QuoteRequest = {
    departure: PLACES.PARIS,
    destination: PLACES.CDG,
    vehicleType: 'van',
    contactName: `  ${TEST_CONTACT_NAME.toUpperCase()} `,
  };

  it('is 0,50 € HT + 0,10 € TVA = 0,60 € when allowed', () => {
    const result = computeQuote(request, DEFAULT_PRICE_SETTINGS, { allowTestTotal: true });
    expect(result.ok && result.quote).toMatchObject({
      estimatedPrice: 50,
      vatAmount: 10,
      totalPrice: 60,
      isTestTotal: true,
    });
  });

  it('does not exist unless the caller allows it (production)', () => {
    for (const options of [undefined, {}, { allowTestTotal: false }]) {
      const result = computeQuote(request, DEFAULT_PRICE_SETTINGS, options);
      expect(result.ok && result.quote.totalPrice).toBe(11000);
      expect(result.ok && result.quote.isTestTotal).toBe(false);
    }
  });
});
