import { getPlace } from '@/lib/places/catalogue';
import { DATE_MESSAGES, FORM_MESSAGES, STEP1_CHECKS } from './messages';
import { validateStep1, type Step1Draft } from './step1';
import { canGoToStep2 } from './step1-ready';
import { slotOutsideHours } from './step1-schema';

const NOW = new Date('2026-11-21T19:00:00Z');
const etampes = getPlace('etampes')!;
const dourdan = getPlace('gare-de-dourdan')!;
const orly = getPlace('orly-4')!;

const VALID: Step1Draft = {
  tripType: 'roundTrip',
  packageId: null,
  departureAddress: dourdan.address,
  destinationAddress: etampes.address,
  departureLat: dourdan.lat,
  departureLng: dourdan.lng,
  destinationLat: etampes.lat,
  destinationLng: etampes.lng,
  pickupDate: '2026-12-01',
  pickupTime: '09:00',
  flightTrainNumber: '',
  returnPickupDate: '2026-12-01',
  returnPickupTime: '18:00',
  returnFlightTrainNumber: '',
  passengers: '2',
  holdBags: '1',
  contactName: 'Marie Dupont',
  contactEmail: 'marie@example.fr',
  contactPhone: '06 12 34 56 78',
  acceptTerms: true,
};

// Everything broken at once; fixing the fields one check at a time moves the reported check forward in spec order.
const BROKEN: Step1Draft = {
  ...VALID,
  departureAddress: '',
  destinationAddress: ' ',
  pickupDate: '',
  pickupTime: '',
  departureLat: null,
  departureLng: null,
  destinationLat: null,
  destinationLng: null,
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  acceptTerms: false,
  returnPickupDate: '',
  returnPickupTime: '',
  passengers: '0',
};

const FIXES: [string, Partial<Step1Draft>][] = [
  [
    'requiredFields',
    {
      departureAddress: VALID.departureAddress,
      destinationAddress: VALID.destinationAddress,
      pickupDate: '2026-11-22',
      pickupTime: '08:00',
    },
  ],
  ['pickupDate', { pickupDate: VALID.pickupDate, pickupTime: VALID.pickupTime }],
  [
    'addresses',
    {
      departureLat: VALID.departureLat,
      departureLng: VALID.departureLng,
      destinationLat: VALID.destinationLat,
      destinationLng: VALID.destinationLng,
    },
  ],
  [
    'contact',
    { contactName: VALID.contactName, contactEmail: VALID.contactEmail, contactPhone: VALID.contactPhone },
  ],
  ['terms', { acceptTerms: true }],
  ['returnDetails', { returnPickupDate: '2026-11-30', returnPickupTime: '10:00' }],
  ['returnDate', { returnPickupDate: VALID.returnPickupDate, returnPickupTime: VALID.returnPickupTime }],
  ['passengers', { passengers: '2' }],
];

describe('validateStep1 — the eight checks in spec order', () => {
  it('reports them one after the other as each is fixed', () => {
    let draft = { ...BROKEN };
    const seen: string[] = [];
    for (const [check, fix] of FIXES) {
      const result = validateStep1(draft, NOW);
      expect(result.ok).toBe(false);
      if (!result.ok) seen.push(result.check);
      expect(result.ok || result.check).toBe(check);
      draft = { ...draft, ...fix };
    }
    expect(validateStep1(draft, NOW)).toEqual({ ok: true });
    expect(seen).toEqual(FIXES.map(([c]) => c));
  });

  it.each([
    ['requiredFields', { pickupTime: '' }, 'Champs obligatoires', 'pickupTime'],
    [
      'pickupDate',
      { pickupDate: '2026-11-22', pickupTime: '08:00' },
      'Date de réservation invalide',
      'pickupDate',
    ],
    ['addresses', { destinationLat: null }, 'Adresses invalides', 'destinationAddress'],
    ['contact', { contactPhone: '' }, 'Coordonnées manquantes', 'contactPhone'],
    ['terms', { acceptTerms: false }, 'Acceptez les conditions', 'acceptTerms'],
    ['returnDetails', { returnPickupTime: '' }, 'Détails du retour incomplets', 'returnPickupTime'],
    ['returnDate', { returnPickupDate: '2026-11-30' }, 'Date de retour invalide', 'returnPickupDate'],
    ['passengers', { passengers: '8' }, 'Nombre de passagers invalide', 'passengers'],
  ] as const)('%s alone → title "%s"', (check, override, title, field) => {
    const result = validateStep1({ ...VALID, ...override }, NOW);
    expect(result).toEqual({
      ok: false,
      check,
      title: STEP1_CHECKS[check].title,
      message: expect.any(String),
      field,
    });
    expect(STEP1_CHECKS[check].title).toBe(title);
  });

  it('passes the date checker’s message through', () => {
    const tooSoon = validateStep1({ ...VALID, pickupDate: '2026-11-22', pickupTime: '08:00' }, NOW);
    expect(!tooSoon.ok && tooSoon.message).toBe(DATE_MESSAGES.tooSoon);
    const slot = validateStep1({ ...VALID, pickupTime: '03:59' }, NOW);
    expect(!slot.ok && slot.message).toBe('Créneau non disponible.');
    const back = validateStep1({ ...VALID, returnPickupTime: '08:00' }, NOW);
    expect(!back.ok && [back.title, back.message]).toEqual([
      'Date de retour invalide',
      DATE_MESSAGES.returnBeforeOutbound,
    ]);
  });

  it('puts a refused time slot on the time field, every other date failure on the date', () => {
    const slot = validateStep1({ ...VALID, pickupTime: '23:00' }, NOW);
    expect(!slot.ok && [slot.check, slot.field, slot.message]).toEqual([
      'pickupDate',
      'pickupTime',
      DATE_MESSAGES.slotUnavailable,
    ]);
    const tooSoon = validateStep1({ ...VALID, pickupDate: '2026-11-22', pickupTime: '08:00' }, NOW);
    expect(!tooSoon.ok && tooSoon.field).toBe('pickupDate');
    const returnSlot = validateStep1({ ...VALID, returnPickupTime: '03:00' }, NOW);
    expect(
      !returnSlot.ok && [returnSlot.check, returnSlot.title, returnSlot.field, returnSlot.message],
    ).toEqual(['returnTime', 'Heure de retour invalide', 'returnPickupTime', DATE_MESSAGES.slotUnavailable]);
    const returnBefore = validateStep1({ ...VALID, returnPickupTime: '08:00' }, NOW);
    expect(!returnBefore.ok && returnBefore.field).toBe('returnPickupDate');
  });

  it('checks e-mail and phone formats under "Coordonnées manquantes"', () => {
    const email = validateStep1({ ...VALID, contactEmail: 'marie@' }, NOW);
    expect(!email.ok && [email.check, email.message]).toEqual(['contact', FORM_MESSAGES.invalidEmail]);
    const phone = validateStep1({ ...VALID, contactPhone: '12' }, NOW);
    expect(!phone.ok && [phone.check, phone.message]).toEqual(['contact', FORM_MESSAGES.invalidPhone]);
  });

  it('one-way trips skip the return checks', () => {
    expect(
      validateStep1({ ...VALID, tripType: 'oneWay', returnPickupDate: '', returnPickupTime: '' }, NOW),
    ).toEqual({
      ok: true,
    });
  });

  it('then bags, then flight/train numbers for Orly/CDG trips', () => {
    expect(validateStep1({ ...VALID, holdBags: '7' }, NOW)).toMatchObject({ ok: false, check: 'bags' });
    const toOrly = {
      ...VALID,
      destinationAddress: orly.address,
      destinationLat: orly.lat,
      destinationLng: orly.lng,
    };
    expect(validateStep1(toOrly, NOW)).toMatchObject({
      ok: false,
      check: 'flightNumber',
      field: 'flightTrainNumber',
    });
    expect(validateStep1({ ...toOrly, flightTrainNumber: 'AF1234' }, NOW)).toMatchObject({
      ok: false,
      check: 'returnFlightNumber',
    });
    expect(
      validateStep1({ ...toOrly, flightTrainNumber: 'AF1234', returnFlightTrainNumber: 'AF5678' }, NOW),
    ).toEqual({
      ok: true,
    });
    expect(validateStep1({ ...VALID, packageId: 'cdg-paris' }, NOW)).toMatchObject({ check: 'flightNumber' });
  });
});

describe('canGoToStep2 (next button)', () => {
  it('is enabled for a complete draft and disabled by each rule of docs/product.md#wizard-step1', () => {
    expect(canGoToStep2(VALID)).toBe(true);
    expect(canGoToStep2({ ...VALID, contactEmail: '' })).toBe(false);
    expect(canGoToStep2({ ...VALID, acceptTerms: false })).toBe(false);
    expect(canGoToStep2({ ...VALID, returnPickupTime: '' })).toBe(false);
    expect(canGoToStep2({ ...VALID, tripType: 'oneWay', returnPickupTime: '' })).toBe(true);
    expect(canGoToStep2({ ...VALID, passengers: '8' })).toBe(false);
    expect(canGoToStep2({ ...VALID, holdBags: '7' })).toBe(false);
    expect(canGoToStep2({ ...VALID, packageId: 'paris-orly' })).toBe(false);
    expect(
      canGoToStep2({
        ...VALID,
        packageId: 'paris-orly',
        flightTrainNumber: 'AF1',
        returnFlightTrainNumber: 'AF2',
      }),
    ).toBe(true);
  });
});

describe('slotOutsideHours: the live slot check of the wizard (docs/product.md#dates)', () => {
  it('names the pair the change touched when its time is outside the online hours', () => {
    expect(slotOutsideHours({ ...VALID, pickupTime: '23:15' }, ['pickupTime'])).toBe('outbound');
    expect(slotOutsideHours({ ...VALID, pickupTime: '03:59' }, ['pickupDate'])).toBe('outbound');
    expect(slotOutsideHours({ ...VALID, returnPickupTime: '22:30' }, ['returnPickupTime'])).toBe('return');
    expect(slotOutsideHours({ ...VALID, pickupTime: '22:29' }, ['pickupTime'])).toBeNull();
  });

  it('says nothing until date and time are both set, for an untouched pair, or for a one-way trip’s return', () => {
    expect(slotOutsideHours({ ...VALID, pickupDate: '', pickupTime: '23:15' }, ['pickupTime'])).toBeNull();
    expect(slotOutsideHours({ ...VALID, pickupTime: '23:15' }, ['contactName'])).toBeNull();
    expect(slotOutsideHours({ ...VALID, returnPickupTime: '02:00' }, ['pickupTime'])).toBeNull();
    expect(
      slotOutsideHours({ ...VALID, tripType: 'oneWay', returnPickupTime: '02:00' }, ['returnPickupTime']),
    ).toBeNull();
  });
});
