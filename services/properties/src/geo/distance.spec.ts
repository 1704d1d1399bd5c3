import { distanceKm, EARTH_RADIUS_KM, roundKm } from './distance';

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    const bandra = { lat: 19.0596, lon: 72.8295 };
    const powai = { lat: 19.1176, lon: 72.906 };
    expect(distanceKm(bandra, bandra)).toBe(0);
    expect(distanceKm(bandra, powai)).toBeCloseTo(distanceKm(powai, bandra), 10);
  });

  it('uses the mean earth radius of 6371.0088 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371.0088);
    // One degree along a meridian is R·π/180; a quarter of the equator is R·π/2.
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 90 })).toBeCloseTo(10007.557, 3);
    expect(distanceKm({ lat: 90, lon: 0 }, { lat: -90, lon: 0 })).toBeCloseTo(20015.114, 3);
  });

  it('gives real distances between Indian cities', () => {
    const mumbai = { lat: 19.076, lon: 72.8777 };
    const pune = { lat: 18.5204, lon: 73.8567 };
    const delhi = { lat: 28.6139, lon: 77.209 };
    expect(distanceKm(mumbai, pune)).toBeGreaterThan(115);
    expect(distanceKm(mumbai, pune)).toBeLessThan(125);
    expect(distanceKm(mumbai, delhi)).toBeGreaterThan(1130);
    expect(distanceKm(mumbai, delhi)).toBeLessThan(1170);
  });
});

describe('roundKm', () => {
  it.each([
    [2.345, 2.3],
    [2.35, 2.4],
    [0.04, 0],
    [0.05, 0.1],
    [12, 12],
    [9.96, 10],
  ])('%p km → %p', (km, rounded) => {
    expect(roundKm(km)).toBe(rounded);
  });
});
