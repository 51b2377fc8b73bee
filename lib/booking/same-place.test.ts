// The same place as pick-up and drop-off is refused (lib/booking/same-place.ts): by reference, or within a few metres,
// at step 1's address check (validateStep1), on the destination field; the browser's step-1 schema refuses it too.
import { getPlace, type Place } from '@/lib/places/catalogue';
import { catalogueRef } from '@/lib/places/refs';
import { isSamePlace, SAME_PLACE_MESSAGE } from './same-place';
import { validateStep1, type Step1Draft } from './step1';
import { step1Values } from './step1-form';
import { step1ErrorTitle, step1FormSchema } from './step1-schema';
import { emptyDraft, type WizardDraft } from './wizard-state';

const NOW = new Date('2026-11-21T19:00:00Z');

const end = (place: Place) => ({ lat: place.lat, lng: place.lng, placeRef: catalogueRef(place.id) });
const station = getPlace('gare-de-dourdan')!;
const orly = getPlace('orly-4')!;

function draft(from: Place, to: Place, overrides: Partial<Step1Draft> = {}): Step1Draft {
  return {
    tripType: 'oneWay',
    packageId: null,
    departureAddress: from.address,
    destinationAddress: to.address,
    departureLat: from.lat,
    departureLng: from.lng,
    departurePlaceRef: catalogueRef(from.id),
    destinationLat: to.lat,
    destinationLng: to.lng,
    destinationPlaceRef: catalogueRef(to.id),
    pickupDate: '2026-12-01',
    pickupTime: '09:00',
    flightTrainNumber: 'AF1234',
    passengers: '2',
    holdBags: '1',
    contactName: 'Marie Dupont',
    contactEmail: 'marie@example.fr',
    contactPhone: '06 12 34 56 78',
    acceptTerms: true,
    ...overrides,
  };
}

const SAME_PLACE = {
  ok: false,
  check: 'addresses',
  title: 'Adresses invalides',
  message: 'Le départ et la destination doivent être deux lieux différents.',
  field: 'destinationAddress',
};

describe('isSamePlace', () => {
  it('is the same reference, or two places within 20 m', () => {
    expect(isSamePlace(end(station), end(station))).toBe(true);
    // A reference alone (the home box's trip kept on its history entry has no coordinates).
    expect(isSamePlace({ placeRef: 'google:ChIJabc' }, { placeRef: 'google:ChIJabc' })).toBe(true);
    // Catalogue twins at the same spot: the parks, the town of Dourdan and its centre.
    expect(isSamePlace(end(getPlace('disney-parks')!), end(getPlace('disney-park')!))).toBe(true);
    expect(isSamePlace(end(getPlace('dourdan')!), end(getPlace('dourdan-centre-ville')!))).toBe(true);
    // A Google place 10 m from a catalogue place; 100 m is another place (the castle and the town centre).
    expect(
      isSamePlace(end(station), { lat: station.lat + 0.00009, lng: station.lng, placeRef: 'google:x' }),
    ).toBe(true);
    expect(isSamePlace(end(getPlace('chateau-de-dourdan')!), end(getPlace('dourdan-centre-ville')!))).toBe(
      false,
    );
    expect(isSamePlace(end(station), end(orly))).toBe(false);
  });

  it('says nothing about ends not chosen yet', () => {
    expect(
      isSamePlace({ lat: null, lng: null, placeRef: null }, { lat: null, lng: null, placeRef: null }),
    ).toBe(false);
    expect(isSamePlace({ placeRef: '' }, { placeRef: '' })).toBe(false);
  });
});

describe('validateStep1: two different places, at the address check', () => {
  it('refuses the same place on the destination field, before the contact details', () => {
    expect(validateStep1(draft(station, station), NOW)).toEqual(SAME_PLACE);
    expect(validateStep1(draft(station, station, { contactName: '' }), NOW)).toEqual(SAME_PLACE);
    // Without the references: the coordinates alone.
    expect(
      validateStep1(draft(station, station, { departurePlaceRef: null, destinationPlaceRef: null }), NOW),
    ).toEqual(SAME_PLACE);
  });

  it('leaves the earlier checks first, and a trip between two places as it was', () => {
    expect(validateStep1(draft(station, station, { pickupTime: '' }), NOW)).toMatchObject({
      check: 'requiredFields',
    });
    expect(validateStep1(draft(station, station, { pickupDate: '2026-11-21' }), NOW)).toMatchObject({
      check: 'pickupDate',
    });
    expect(validateStep1(draft(station, station, { destinationLat: null }), NOW)).toMatchObject({
      check: 'addresses',
      message: expect.not.stringContaining(SAME_PLACE_MESSAGE),
    });
    expect(validateStep1(draft(station, orly), NOW)).toEqual({ ok: true });
    expect(validateStep1(draft(station, orly, { contactName: '' }), NOW)).toMatchObject({ check: 'contact' });
  });
});

describe('the wizard step-1 schema (the browser)', () => {
  const now = NOW.getTime();
  const values = (from: Place, to: Place): WizardDraft => ({
    ...emptyDraft(),
    ...draft(from, to),
    packageId: null,
    passengers: '2',
    holdBags: '1',
  });

  it('refuses the same place on the destination, with the address check title', () => {
    const same = step1Values(values(station, station));
    const result = step1FormSchema(() => now).safeParse(same);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['destinationAddress', SAME_PLACE_MESSAGE],
    ]);
    expect(step1ErrorTitle(same, now)).toBe('Adresses invalides');
    expect(step1FormSchema(() => now).safeParse(step1Values(values(station, orly))).success).toBe(true);
  });
});
