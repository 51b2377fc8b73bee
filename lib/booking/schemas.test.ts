import { getPlace } from '@/lib/places/catalogue';
import { bookingDraftSchema, isValidPhone, step1Schema, step2Schema } from './schemas';
import { FORM_MESSAGES, STEP1_CHECKS, STEP2_MESSAGES, VEHICLE_MESSAGES } from './messages';

const orly = getPlace('orly-4')!;
const lyon = getPlace('paris-gare-de-lyon')!;

const DRAFT = {
  tripType: 'oneWay',
  packageId: null,
  departureAddress: orly.address,
  destinationAddress: lyon.address,
  departureLat: orly.lat,
  departureLng: orly.lng,
  destinationLat: lyon.lat,
  destinationLng: lyon.lng,
  pickupDate: '2026-12-01',
  pickupTime: '09:00',
  flightTrainNumber: 'AF1234',
  returnPickupDate: '',
  returnPickupTime: '',
  returnFlightTrainNumber: '',
  passengers: '2',
  holdBags: '1',
  childSeatBooster: false,
  contactName: 'Marie Dupont',
  contactEmail: 'marie@example.fr',
  contactPhone: '+33 6 12 34 56 78',
  acceptTerms: true,
  vehicleType: 'berline',
  requestId: '3f2c1d5e-8a7b-4c6d-9e0f-1a2b3c4d5e6f',
  website: '',
};

function issues(input: unknown) {
  const result = bookingDraftSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('bookingDraftSchema', () => {
  it('accepts a complete draft and normalises counts to numbers', () => {
    const result = bookingDraftSchema.parse(DRAFT);
    expect(result.passengers).toBe(2);
    expect(result.holdBags).toBe(1);
    expect(bookingDraftSchema.parse({ ...DRAFT, passengers: 3, holdBags: 0 }).passengers).toBe(3);
  });

  it('drops a client-sent price (the server owns prices)', () => {
    const parsed = bookingDraftSchema.parse({ ...DRAFT, totalPrice: 1, estimatedPrice: 1, price: 0.01 });
    // Coordinates are not part of the draft the server reads: it resolves the place references itself.
    expect(parsed).not.toHaveProperty('departureLat');
    expect(parsed).not.toHaveProperty('destinationLng');
    expect(parsed).not.toHaveProperty('totalPrice');
    expect(parsed).not.toHaveProperty('price');
  });

  it.each([
    ['negative passengers', { passengers: -1 }, 'passengers'],
    ['zero passengers', { passengers: '0' }, 'passengers'],
    ['8 passengers', { passengers: 8 }, 'passengers'],
    ['passengers as an array', { passengers: [] }, 'passengers'],
    ['fractional bags', { holdBags: 1.5 }, 'holdBags'],
    ['7 bags', { holdBags: '7' }, 'holdBags'],
    ['a place reference as a number', { departurePlaceRef: 42 }, 'departurePlaceRef'],
    ['a huge place reference', { destinationPlaceRef: 'google:' + 'A'.repeat(400) }, 'destinationPlaceRef'],
    ['huge address', { departureAddress: 'x'.repeat(10_000) }, 'departureAddress'],
    ['huge name with script tags', { contactName: '<script>alert(1)</script>'.repeat(50) }, 'contactName'],
    ['bad e-mail', { contactEmail: 'not-an-email' }, 'contactEmail'],
    ['bad phone', { contactPhone: 'call me' }, 'contactPhone'],
    ['date format', { pickupDate: '01/12/2026' }, 'pickupDate'],
    ['time format', { pickupTime: '9h' }, 'pickupTime'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
    ['terms as a string', { acceptTerms: 'true' }, 'acceptTerms'],
    ['unknown vehicle', { vehicleType: 'limousine' }, 'vehicleType'],
    ['unknown trip type', { tripType: 'multi' }, 'tripType'],
    ['unknown package', { packageId: 'paris-lyon' }, 'packageId'],
    ['bad request id', { requestId: '123' }, 'requestId'],
    ['honeypot filled', { website: 'http://spam.example' }, 'website'],
    ['airport trip without flight number', { flightTrainNumber: '' }, 'flightTrainNumber'],
    ['vehicle too small', { passengers: '5' }, 'vehicleType'],
  ])('rejects %s', (_, override, path) => {
    const found = issues({ ...DRAFT, ...override });
    expect(found.some((line) => line.startsWith(`${path}:`))).toBe(true);
  });

  it('answers in French', () => {
    expect(issues({ ...DRAFT, passengers: 0 })).toContain(`passengers: ${STEP1_CHECKS.passengers.message}`);
    expect(issues({ ...DRAFT, contactEmail: 'x' })).toContain(`contactEmail: ${FORM_MESSAGES.invalidEmail}`);
    expect(issues({ ...DRAFT, contactName: 'x'.repeat(121) })).toContain(
      `contactName: ${FORM_MESSAGES.tooLong}`,
    );
    expect(issues({ ...DRAFT, passengers: '5' })).toContain(`vehicleType: ${VEHICLE_MESSAGES.noneAvailable}`);
    expect(issues({ ...DRAFT, flightTrainNumber: '' })).toContain(
      `flightTrainNumber: ${STEP1_CHECKS.flightNumber.message}`,
    );
  });

  it('rejects non-objects', () => {
    for (const input of [null, 'draft', 42, []])
      expect(bookingDraftSchema.safeParse(input).success).toBe(false);
  });

  it('requires the return date, time and (for airports) flight number on a round trip', () => {
    const found = issues({ ...DRAFT, tripType: 'roundTrip' });
    expect(found).toEqual(
      expect.arrayContaining([
        `returnPickupDate: ${STEP1_CHECKS.returnDetails.message}`,
        `returnPickupTime: ${STEP1_CHECKS.returnDetails.message}`,
        `returnFlightTrainNumber: ${STEP1_CHECKS.returnFlightNumber.message}`,
      ]),
    );
    expect(
      issues({
        ...DRAFT,
        tripType: 'roundTrip',
        returnPickupDate: '2026-12-03',
        returnPickupTime: '17:00',
        returnFlightTrainNumber: 'AF999',
      }),
    ).toEqual([]);
  });

  it('needs no flight number away from the airports', () => {
    const etampes = getPlace('etampes')!;
    expect(
      issues({
        ...DRAFT,
        departureAddress: etampes.address,
        departureLat: etampes.lat,
        departureLng: etampes.lng,
        flightTrainNumber: '',
      }),
    ).toEqual([]);
  });
});

describe('step schemas', () => {
  it('step 1 does not need the vehicle; step 2 does', () => {
    const { vehicleType: _vehicle, requestId: _id, website: _w, ...step1 } = DRAFT;
    expect(step1Schema.safeParse(step1).success).toBe(true);
    const step2 = step2Schema.safeParse({});
    expect(step2.success).toBe(false);
    expect(step2.error?.issues[0]?.message).toBe(STEP2_MESSAGES.vehicleRequired.message);
  });
});

describe('isValidPhone', () => {
  it.each([
    '06 12 34 56 78',
    '0612345678',
    '+33 6 12 34 56 78',
    '+33612345678',
    '06.12.34.56.78',
    '+44 20 7946 0958',
    '0044 (0)20 7946 0958',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));
  it.each(['', '12345', 'abc', '06 12 34 56 78 90 12 34 56', '+33 6 12 34 56 78<script>'])(
    'rejects %s',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
});
