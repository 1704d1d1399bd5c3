import { findCity, findLocality, localitiesOf } from './gazetteer';
import { GAZETTEER } from './gazetteer.data';
import { nameKey } from './name-key';
import { OTHER_NAMES } from './place-names.data';
import { METRO_REGIONS } from './regions.data';

/** The script each state writes its own language in (Devanagari for Hindi- and Marathi-speaking states). */
const STATE_SCRIPT: Record<string, RegExp> = {
  Karnataka: /\p{Script=Kannada}/u,
  'Tamil Nadu': /\p{Script=Tamil}/u,
  Telangana: /\p{Script=Telugu}/u,
  'West Bengal': /\p{Script=Bengali}/u,
  Gujarat: /\p{Script=Gujarati}/u,
  Maharashtra: /\p{Script=Devanagari}/u,
  Delhi: /\p{Script=Devanagari}/u,
  Haryana: /\p{Script=Devanagari}/u,
};
const DEVANAGARI = /\p{Script=Devanagari}/u;
const ALL_NAMES_OF_REGIONS = METRO_REGIONS.flatMap((region) => [
  ...region.aliases,
  ...region.towns.flatMap((town) => [
    ...town.aliases,
    ...town.localities.flatMap((locality) => locality.aliases ?? []),
  ]),
]);

describe('names in Indian scripts and other spellings', () => {
  it('names only places of the gazetteer, in NFC', () => {
    for (const [cityName, names] of Object.entries(OTHER_NAMES)) {
      const city = GAZETTEER.find((entry) => entry.name === cityName);
      expect(city).toBeDefined();
      for (const localityName of Object.keys(names.localities)) {
        expect(city?.localities.map((locality) => locality.name)).toContain(localityName);
      }
    }
    const every = [
      ...Object.values(OTHER_NAMES).flatMap((names) => [...names.city, ...Object.values(names.localities).flat()]),
      ...ALL_NAMES_OF_REGIONS,
    ];
    for (const name of every) expect(name).toBe(name.normalize('NFC'));
  });

  describe.each(GAZETTEER.map((city) => [city.name, city] as const))('%s', (_name, city) => {
    const script = STATE_SCRIPT[city.state];

    it('has its state script and Devanagari names, for the city and every locality', () => {
      expect(script).toBeDefined();
      expect(city.aliases.some((alias) => DEVANAGARI.test(alias))).toBe(true);
      expect(city.aliases.some((alias) => script!.test(alias))).toBe(true);
      for (const locality of city.localities) {
        const aliases = locality.aliases ?? [];
        expect({ locality: locality.name, devanagari: aliases.some((alias) => DEVANAGARI.test(alias)) }).toEqual({
          locality: locality.name,
          devanagari: true,
        });
        expect({ locality: locality.name, ownScript: aliases.some((alias) => script!.test(alias)) }).toEqual({
          locality: locality.name,
          ownScript: true,
        });
      }
    });

    it('finds the city and each locality by every one of their names', () => {
      for (const alias of city.aliases) expect(findCity(alias)?.name).toBe(city.name);
      for (const locality of city.localities) {
        for (const alias of locality.aliases ?? []) {
          expect({ alias, found: findLocality(alias, city)?.locality }).toEqual({ alias, found: locality.name });
        }
      }
    });
  });

  it.each([
    ['पुणे', 'Pune'],
    ['Poona', 'Pune'],
    ['बेंगलुरु', 'Bengaluru'],
    ['बेंगलूरु', 'Bengaluru'],
    ['ಬೆಂಗಳೂರು', 'Bengaluru'],
    ['Bangalore', 'Bengaluru'],
    ['Bengalooru', 'Bengaluru'],
    ['मुंबई', 'Mumbai'],
    ['Bombay', 'Mumbai'],
    ['चेन्नई', 'Chennai'],
    ['சென்னை', 'Chennai'],
    ['Madras', 'Chennai'],
    ['हैदराबाद', 'Hyderabad'],
    ['హైదరాబాద్', 'Hyderabad'],
    ['कोलकाता', 'Kolkata'],
    ['কলকাতা', 'Kolkata'],
    ['Calcutta', 'Kolkata'],
    ['अहमदाबाद', 'Ahmedabad'],
    ['અમદાવાદ', 'Ahmedabad'],
    ['गुरुग्राम', 'Gurugram'],
    ['Gurgaon', 'Gurugram'],
    ['दिल्ली', 'Delhi'],
  ])('%p is %p', (name, city) => {
    expect(findCity(name)?.name).toBe(city);
    // However the keyboard composed it.
    expect(findCity(name.normalize('NFD'))?.name).toBe(city);
  });

  it('keeps Indic vowel signs in the comparison key (पुणे is not पण)', () => {
    expect(nameKey('पुणे')).toBe('पुणे');
    expect(nameKey('पुणे')).not.toBe(nameKey('पण'));
    expect(nameKey('ವೈಟ್\u200cಫೀಲ್ಡ್')).toBe(nameKey('ವೈಟ್ಫೀಲ್ಡ್'));
    expect(findLocality('ಕೋರಮಂಗಲ')?.locality).toBe('Koramangala');
    expect(findLocality('कोरेगाव पार्क', 'पुणे')?.locality).toBe('Koregaon Park');
    expect(findLocality('वांद्रे पश्चिम')?.locality).toBe('Bandra West');
    expect(localitiesOf('ಬೆಂಗಳೂರು')).toHaveLength(localitiesOf('Bengaluru').length);
  });

  it('never gives a region name that a gazetteer city or locality already has', () => {
    for (const name of ALL_NAMES_OF_REGIONS) {
      expect({ name, city: findCity(name)?.name ?? null }).toEqual({ name, city: null });
    }
  });
});
