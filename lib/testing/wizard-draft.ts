// The wizard booking body the route tests send: Orly 4 → Gare de Lyon (a fixed route), one way, in three days,
// with the browser's coordinates as it holds them (the server ignores them and resolves the place references).
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';

export const ORLY_4 = {
  address: 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
  placeRef: 'catalogue:orly-4',
  lat: 48.7262,
  lng: 2.3652,
};
export const GARE_DE_LYON = {
  address: 'Gare de Lyon, Place Louis-Armand, 75012 Paris',
  placeRef: 'catalogue:paris-gare-de-lyon',
  lat: 48.8443,
  lng: 2.3744,
};

/** 'yyyy-MM-dd' in Paris, `days` from today. */
export function inDays(days: number): string {
  return DateTime.now().setZone('Europe/Paris').plus({ days }).toFormat('yyyy-MM-dd');
}

export function wizardDraft(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tripType: 'oneWay',
    packageId: null,
    departureAddress: ORLY_4.address,
    departurePlaceRef: ORLY_4.placeRef,
    departureLat: ORLY_4.lat,
    departureLng: ORLY_4.lng,
    destinationAddress: GARE_DE_LYON.address,
    destinationPlaceRef: GARE_DE_LYON.placeRef,
    destinationLat: GARE_DE_LYON.lat,
    destinationLng: GARE_DE_LYON.lng,
    pickupDate: inDays(3),
    pickupTime: '10:30',
    flightTrainNumber: 'AF1234',
    returnPickupDate: '',
    returnPickupTime: '',
    returnFlightTrainNumber: '',
    passengers: '2',
    holdBags: '1',
    childSeatBooster: false,
    vehicleType: 'berline',
    contactName: 'Camille Martin',
    contactEmail: 'camille@example.fr',
    contactPhone: '06 12 34 56 78',
    acceptTerms: true,
    requestId: randomUUID(),
    website: '',
    ...overrides,
  };
}
