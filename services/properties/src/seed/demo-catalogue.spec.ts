import { propertyListed } from '@trio/contracts/events/properties';
import { distanceKm } from '../geo/distance';
import { allCities, findCity, localitiesOf } from '../geo/gazetteer';
import { REQUIRED_LISTING_IMAGE_CATEGORIES } from '../media/media-categories';
import { snapshotOf } from '../properties/properties.service';
import {
  cityOfIndex,
  demoProperty,
  demoPropertyId,
  LOCATION_JITTER_KM,
  localityOfIndex,
  POOL_CATEGORIES,
  rentRangeOf,
  type CatalogueParties,
  type ImagePool,
} from './demo-catalogue';
import { hexIdOf, mulberry32, randomFor } from './random';

const hex = (n: number) => n.toString(16).padStart(24, '0');
const images = Object.fromEntries(
  POOL_CATEGORIES.map((category, c) => [category, Array.from({ length: 8 }, (_, v) => hex(1000 + c * 100 + v))]),
) as unknown as ImagePool;
const categoryOf = new Map(POOL_CATEGORIES.flatMap((category) => images[category].map((id) => [id, category])));
const parties: CatalogueParties = {
  landlordIds: Array.from({ length: 41 }, (_, i) => hex(i + 1)),
  managerIds: [hex(900), hex(901), hex(902)],
  images,
};
const catalogue = Array.from({ length: 2000 }, (_, i) => demoProperty(i, parties));

describe('random', () => {
  it('mulberry32 gives the same sequence for the same seed and numbers in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it('derives ids and generators from keys', () => {
    expect(hexIdOf('x')).toMatch(/^[0-9a-f]{24}$/);
    expect(hexIdOf('x')).toBe(hexIdOf('x'));
    expect(hexIdOf('x')).not.toBe(hexIdOf('y'));
    expect(randomFor('k').sample([1, 2, 3, 4, 5], 5).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('demo catalogue', () => {
  it('is deterministic: the same index gives the same property', () => {
    const again = Array.from({ length: 2000 }, (_, i) => demoProperty(i, parties));
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
    expect(demoPropertyId(17)).toBe(catalogue[17]!._id);
  });

  it('gives every property its own valid id', () => {
    expect(new Set(catalogue.map((p) => p._id)).size).toBe(catalogue.length);
    for (const p of catalogue) expect(p._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('spreads the catalogue over every gazetteer city (≥ 8) and every one of their localities', () => {
    const cities = allCities();
    expect(cities.length).toBeGreaterThanOrEqual(8);
    const perCity = new Map<string, number>();
    for (const p of catalogue) perCity.set(p.address.city, (perCity.get(p.address.city) ?? 0) + 1);
    expect([...perCity.keys()].sort()).toEqual(cities.map((c) => c.name).sort());
    for (const count of perCity.values()) expect(count).toBeGreaterThanOrEqual(100);
    expect(perCity.get('Bengaluru')).toBe(320);
    expect(perCity.get('Ahmedabad')).toBe(140);
    for (const city of cities) {
      const used = new Set(catalogue.filter((p) => p.address.city === city.name).map((p) => p.address.locality));
      expect(used.size).toBe(city.localities.length);
    }
  });

  it('keeps the proportions in any run of consecutive properties', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 100; i++) {
      const { city } = cityOfIndex(i);
      counts.set(city.name, (counts.get(city.name) ?? 0) + 1);
    }
    expect(counts.get('Mumbai')).toBe(16);
    expect(cityOfIndex(100).ordinal).toBe(cityOfIndex(0).ordinal + 16);
  });

  it('prices every property inside its locality tier band, in steps of ₹500', () => {
    for (const p of catalogue) {
      const city = findCity(p.address.city)!;
      const locality = localitiesOf(city).find((l) => l.locality === p.address.locality)!;
      const [min, max] = rentRangeOf(city, locality, p.bedrooms, p.propertyType);
      const rupees = p.rentPaise / 100;
      expect(rupees % 500).toBe(0);
      expect(rupees).toBeGreaterThanOrEqual(min);
      expect(rupees).toBeLessThanOrEqual(max);
      const [bandMin, bandMax] = city.rentBands[Math.min(4, Math.max(1, p.bedrooms)) as 1 | 2 | 3 | 4];
      expect(rupees).toBeGreaterThanOrEqual(bandMin);
      expect(rupees).toBeLessThanOrEqual(bandMax);
    }
  });

  it('places every property within 600 m of its locality centre', () => {
    catalogue.forEach((p, i) => {
      const locality = localityOfIndex(i);
      expect(p.address.locality).toBe(locality.locality);
      expect(locality.pinCodes).toContain(p.address.pinCode);
      expect(distanceKm(p.location!, locality.centre)).toBeLessThanOrEqual(LOCATION_JITTER_KM);
    });
  });

  it('has believable sizes, names and descriptions', () => {
    const byBedrooms = new Map<number, number>();
    for (const p of catalogue) {
      byBedrooms.set(p.bedrooms, (byBedrooms.get(p.bedrooms) ?? 0) + 1);
      expect(p.bedrooms).toBeGreaterThanOrEqual(0);
      expect(p.bedrooms).toBeLessThanOrEqual(4);
      expect(p.propertyType === 'studio').toBe(p.bedrooms === 0);
      expect(p.bathrooms).toBeGreaterThanOrEqual(1);
      expect(p.bathrooms).toBeLessThanOrEqual(Math.max(1, p.bedrooms) + 1);
      expect(p.squareFeet).toBeGreaterThanOrEqual(300);
      expect(p.squareFeet).toBeLessThanOrEqual(4200);
      expect(p.name).toMatch(new RegExp(`^(Studio|\\d BHK (apartment|house|villa)) in ${p.address.locality}$`));
      const sentences = p.description.replace(/\b(St|Dr|T)\. /g, '$1 ').split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
      expect(p.nearbyLandmarks.length).toBeGreaterThanOrEqual(2);
    }
    for (const bedrooms of [0, 1, 2, 3, 4]) expect(byBedrooms.get(bedrooms)).toBeGreaterThan(50);
    expect(catalogue.filter((p) => p.bedrooms >= 2 && p.squareFeet! < 800)).toEqual([]);
  });

  it('shows 5–8 pool images per property covering every required category', () => {
    for (const p of catalogue) {
      expect(p.imageIds.length).toBeGreaterThanOrEqual(5);
      expect(p.imageIds.length).toBeLessThanOrEqual(8);
      expect(new Set(p.imageIds).size).toBe(p.imageIds.length);
      const categories = new Set(p.imageIds.map((id) => categoryOf.get(id)));
      for (const required of REQUIRED_LISTING_IMAGE_CATEGORIES) expect(categories).toContain(required);
      expect(categoryOf.get(p.imageIds[0]!)).toBe('Living room');
    }
  });

  it('features about 2 % (at least 12, over at least 6 cities); every home available (only a lease occupies one)', () => {
    const featured = catalogue.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(12);
    expect(featured.length).toBeLessThanOrEqual(60);
    expect(new Set(featured.map((p) => p.address.city)).size).toBeGreaterThanOrEqual(6);
    // Issue 25, item 7: no home is seeded occupied without a lease behind it.
    expect(catalogue.filter((p) => p.status !== 'available')).toEqual([]);
  });

  it('gives the demo landlord a few properties, the others the rest, and the managers a third each', () => {
    const owned = catalogue.filter((p) => p.landlordId === parties.landlordIds[0]);
    expect(owned.length).toBeGreaterThanOrEqual(3);
    expect(owned.length).toBeLessThanOrEqual(20);
    expect(new Set(catalogue.map((p) => p.landlordId)).size).toBe(parties.landlordIds.length);
    for (const managerId of parties.managerIds) {
      expect(catalogue.filter((p) => p.managerId === managerId).length).toBeGreaterThanOrEqual(666);
    }
  });

  it('makes snapshots the listed event accepts', () => {
    for (const p of catalogue.slice(0, 200)) {
      const parsed = propertyListed.data.safeParse({ ...snapshotOf(p), listedAt: p.listedAt.toISOString() });
      expect(parsed.error).toBeUndefined();
    }
  });
});
