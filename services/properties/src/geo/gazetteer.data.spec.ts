import { distanceKm } from './distance';
import { GAZETTEER } from './gazetteer.data';
import type { BedroomBand, City } from './gazetteer.types';
import { canonicalStateOrUnionTerritory, isIndianState } from './indian-states';

/** What the gazetteer must say about each city, written down independently of the data. */
const EXPECTED: Record<string, { state: string; postal: string; aliases: string[] }> = {
  Bengaluru: { state: 'Karnataka', postal: '56', aliases: ['Bangalore'] },
  Mumbai: { state: 'Maharashtra', postal: '40', aliases: ['Bombay'] },
  Delhi: { state: 'Delhi', postal: '11', aliases: ['New Delhi'] },
  Hyderabad: { state: 'Telangana', postal: '50', aliases: [] },
  Chennai: { state: 'Tamil Nadu', postal: '60', aliases: ['Madras'] },
  Pune: { state: 'Maharashtra', postal: '41', aliases: ['Poona'] },
  Kolkata: { state: 'West Bengal', postal: '70', aliases: ['Calcutta'] },
  Gurugram: { state: 'Haryana', postal: '12', aliases: ['Gurgaon'] },
  Ahmedabad: { state: 'Gujarat', postal: '38', aliases: ['Amdavad'] },
};

const city = (name: string): City => {
  const found = GAZETTEER.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not in the gazetteer`);
  return found;
};
const locality = (cityName: string, name: string) => {
  const found = city(cityName).localities.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not a locality of ${cityName}`);
  return found;
};
const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('the gazetteer data', () => {
  it('has the eight required cities (and Ahmedabad), each once', () => {
    const names = GAZETTEER.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(EXPECTED)));
    expect(GAZETTEER).toHaveLength(Object.keys(EXPECTED).length);
    expect(new Set(names).size).toBe(names.length);
  });

  describe.each(Object.entries(EXPECTED))('%s', (name, expected) => {
    const entry = city(name);

    it('has its state or union territory, spelled officially, and its well-known aliases', () => {
      expect(entry.state).toBe(expected.state);
      expect(canonicalStateOrUnionTerritory(entry.state)).toBe(entry.state);
      expect(isIndianState(entry.state)).toBe(name !== 'Delhi');
      expect(entry.aliases).toEqual(expect.arrayContaining(expected.aliases));
      expect(entry.aliases).not.toContain(entry.name);
    });

    it('has 15 to 25 localities with unique names', () => {
      expect(entry.localities.length).toBeGreaterThanOrEqual(15);
      expect(entry.localities.length).toBeLessThanOrEqual(25);
      const names = entry.localities.map((place) => place.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    });

    it('places every locality within 25 km of the city centre, at 4 decimals at most, none on another', () => {
      const seen = new Set<string>();
      for (const place of entry.localities) {
        const km = distanceKm(entry.centre, place.centre);
        if (km > 25) throw new Error(`${place.name} is ${km.toFixed(1)} km from the centre of ${name}`);
        expect(decimals(place.centre.lat)).toBeLessThanOrEqual(4);
        expect(decimals(place.centre.lon)).toBeLessThanOrEqual(4);
        const point = `${place.centre.lat},${place.centre.lon}`;
        expect(seen.has(point)).toBe(false);
        seen.add(point);
      }
    });

    it(`gives every locality real-looking PIN codes of its postal region ${expected.postal}`, () => {
      for (const place of entry.localities) {
        expect(place.pinCodes.length).toBeGreaterThan(0);
        expect(new Set(place.pinCodes).size).toBe(place.pinCodes.length);
        for (const pin of place.pinCodes) {
          expect(pin).toMatch(/^[1-9][0-9]{5}$/);
          if (!pin.startsWith(expected.postal)) throw new Error(`${place.name}, ${name}: PIN ${pin}`);
        }
      }
      for (const prefix of entry.pinPrefixes) expect(prefix.startsWith(expected.postal)).toBe(true);
    });

    it('has rent bands that rise with bedrooms, in whole ₹500 steps, and tiers of every kind', () => {
      const bands = ([1, 2, 3, 4] as BedroomBand[]).map((bedrooms) => entry.rentBands[bedrooms]);
      bands.forEach(([min, max], index) => {
        expect(min).toBeLessThan(max);
        expect(min % 500).toBe(0);
        expect(max % 500).toBe(0);
        const previous = bands[index - 1];
        if (previous) {
          expect(min).toBeGreaterThan(previous[0]);
          expect(max).toBeGreaterThan(previous[1]);
        }
      });
      const tiers = new Set(entry.localities.map((place) => place.tier));
      expect([...tiers].sort()).toEqual(['mid', 'premium', 'value']);
    });
  });

  it('has believable 2026 rents: Mumbai dearest, 2 BHK bands as expected', () => {
    expect(city('Mumbai').rentBands[2]).toEqual([35_000, 120_000]);
    expect(city('Pune').rentBands[2]).toEqual([18_000, 45_000]);
    for (const entry of GAZETTEER) {
      const [min, max] = entry.rentBands[2];
      expect(min).toBeGreaterThanOrEqual(8_000);
      expect(max).toBeLessThanOrEqual(city('Mumbai').rentBands[2][1]);
      expect(entry.rentBands[4][1]).toBeLessThanOrEqual(city('Mumbai').rentBands[4][1]);
    }
  });

  it.each([
    ['Bengaluru', 'Indiranagar', '560038'],
    ['Bengaluru', 'Koramangala', '560034'],
    ['Bengaluru', 'Koramangala', '560095'],
    ['Bengaluru', 'HSR Layout', '560102'],
    ['Mumbai', 'Bandra West', '400050'],
    ['Mumbai', 'Powai', '400076'],
    ['Delhi', 'Hauz Khas', '110016'],
    ['Hyderabad', 'Gachibowli', '500032'],
    ['Chennai', 'Adyar', '600020'],
    ['Pune', 'Kothrud', '411038'],
    ['Kolkata', 'Salt Lake', '700091'],
    ['Gurugram', 'DLF Phase 2', '122002'],
  ])('%s: %s has PIN %s', (cityName, name, pin) => {
    expect(locality(cityName, name).pinCodes).toContain(pin);
  });

  it('gets the lie of the land right', () => {
    const km = (a: [string, string], b: [string, string]) => distanceKm(locality(...a).centre, locality(...b).centre);
    // Whitefield is east of Indiranagar, Colaba south of Bandra, Salt Lake east of Park Street.
    expect(locality('Bengaluru', 'Whitefield').centre.lon).toBeGreaterThan(
      locality('Bengaluru', 'Indiranagar').centre.lon,
    );
    expect(locality('Mumbai', 'Colaba').centre.lat).toBeLessThan(locality('Mumbai', 'Bandra West').centre.lat);
    expect(locality('Kolkata', 'Salt Lake').centre.lon).toBeGreaterThan(locality('Kolkata', 'Park Street').centre.lon);
    // Bandra West to Powai is about 10 km; Koramangala to Indiranagar about 5; Hauz Khas to Green Park about 1.
    expect(km(['Mumbai', 'Bandra West'], ['Mumbai', 'Powai'])).toBeGreaterThan(7);
    expect(km(['Mumbai', 'Bandra West'], ['Mumbai', 'Powai'])).toBeLessThan(13);
    expect(km(['Bengaluru', 'Koramangala'], ['Bengaluru', 'Indiranagar'])).toBeGreaterThan(3);
    expect(km(['Bengaluru', 'Koramangala'], ['Bengaluru', 'Indiranagar'])).toBeLessThan(7);
    expect(km(['Delhi', 'Hauz Khas'], ['Delhi', 'Green Park'])).toBeLessThan(2);
    // Gachibowli and Madhapur (HITEC City) are the west of Hyderabad, 13–16 km from the centre.
    expect(distanceKm(city('Hyderabad').centre, locality('Hyderabad', 'Gachibowli').centre)).toBeGreaterThan(12);
  });
});
