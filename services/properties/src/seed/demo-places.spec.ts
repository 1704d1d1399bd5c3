import { distanceKm } from '../geo/distance';
import { allCities, localitiesOf } from '../geo/gazetteer';
import { placeCategories } from '../search/places-queries';
import { PLACE_MAX_KM, PLACE_MIN_KM, placesOf, placesOfLocality } from './demo-places';

const localities = allCities().flatMap((city) => localitiesOf(city));
const places = placesOf(localities);

describe('demo places', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(placesOf(localities))).toBe(JSON.stringify(places));
  });

  it('gives every locality 15–25 places in all five categories, with distinct names and ids', () => {
    for (const locality of localities) {
      const own = placesOfLocality(locality);
      expect(own.length).toBeGreaterThanOrEqual(15);
      expect(own.length).toBeLessThanOrEqual(25);
      expect(new Set(own.map((p) => p.category))).toEqual(new Set(placeCategories));
      expect(new Set(own.map((p) => p.name)).size).toBe(own.length);
      for (const place of own) {
        expect(place.city).toBe(locality.city);
        expect(place.locality).toBe(locality.locality);
      }
    }
    expect(new Set(places.map((p) => p.placeId)).size).toBe(places.length);
    for (const place of places) expect(place.placeId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('places them 0.2–2.5 km from the locality centre', () => {
    for (const locality of localities) {
      for (const place of placesOfLocality(locality)) {
        const km = distanceKm(place.location, locality.centre);
        expect(km).toBeGreaterThanOrEqual(PLACE_MIN_KM);
        expect(km).toBeLessThanOrEqual(PLACE_MAX_KM);
      }
    }
  });

  it('names them after the locality and its city where names are local', () => {
    const bandra = placesOfLocality(localitiesOf('Mumbai').find((l) => l.locality === 'Bandra West')!);
    expect(bandra.some((p) => p.name.includes('Bandra West'))).toBe(true);
    expect(places.some((p) => p.name === 'Indiranagar Metro Station' || p.name.endsWith('BMTC Bus Stop'))).toBe(true);
    expect(places.every((p) => !/[{}]/.test(p.name))).toBe(true);
  });
});
