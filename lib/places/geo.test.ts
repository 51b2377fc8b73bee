import { EARTH_RADIUS_KM, REFERENCE_POINTS } from './constants';
import { distanceKm, isNearCdg, isNearDourdan, isNearOrly, isValidLatLng } from './geo';

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(REFERENCE_POINTS.orly, REFERENCE_POINTS.orly)).toBe(0);
    expect(distanceKm(REFERENCE_POINTS.orly, REFERENCE_POINTS.cdg)).toBeCloseTo(
      distanceKm(REFERENCE_POINTS.cdg, REFERENCE_POINTS.orly),
      10,
    );
  });

  it('uses R = 6371 km: one degree of latitude is 111.19 km', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(
      (Math.PI * EARTH_RADIUS_KM) / 180,
      6,
    );
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 2);
  });

  it('gives known distances: Orly–CDG ≈ 34 km, Dourdan–Orly ≈ 34.6 km', () => {
    expect(distanceKm(REFERENCE_POINTS.orly, REFERENCE_POINTS.cdg)).toBeGreaterThan(33);
    expect(distanceKm(REFERENCE_POINTS.orly, REFERENCE_POINTS.cdg)).toBeLessThan(35);
    expect(distanceKm(REFERENCE_POINTS.dourdan, REFERENCE_POINTS.orly)).toBeGreaterThan(34);
    expect(distanceKm(REFERENCE_POINTS.dourdan, REFERENCE_POINTS.orly)).toBeLessThan(35);
  });
});

describe('proximity (5 km)', () => {
  // 0.01° of latitude ≈ 1.112 km
  const north = (p: { lat: number; lng: number }, km: number) => ({ lat: p.lat + km / 111.19, lng: p.lng });

  it.each([
    ['Orly', isNearOrly, REFERENCE_POINTS.orly],
    ['CDG', isNearCdg, REFERENCE_POINTS.cdg],
    ['Dourdan', isNearDourdan, REFERENCE_POINTS.dourdan],
  ] as const)('%s: 4.99 km is near, 5.01 km is not', (_, isNear, ref) => {
    expect(isNear(ref)).toBe(true);
    expect(isNear(north(ref, 4.99))).toBe(true);
    expect(isNear(north(ref, 5.01))).toBe(false);
  });

  it('is false without valid coordinates', () => {
    expect(isNearOrly(null)).toBe(false);
    expect(isNearCdg(undefined)).toBe(false);
    expect(isNearDourdan({ lat: Number.NaN, lng: 2 })).toBe(false);
  });
});

describe('isValidLatLng', () => {
  it('checks ranges and finiteness', () => {
    expect(isValidLatLng({ lat: 48.8, lng: 2.3 })).toBe(true);
    expect(isValidLatLng({ lat: 91, lng: 2.3 })).toBe(false);
    expect(isValidLatLng({ lat: 48, lng: -181 })).toBe(false);
    expect(isValidLatLng({ lat: Infinity, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 48 })).toBe(false);
  });
});
