import {
  allCities,
  cityAliases,
  cityOfPinCode,
  findCity,
  findLocalities,
  findLocality,
  localitiesOf,
  localitiesOfPinCode,
  localityOfPinCode,
  normalisePinCode,
  rentBand,
  scanAddressText,
  tierRentRange,
} from './gazetteer';
import { GAZETTEER } from './gazetteer.data';

const mumbai = () => {
  const city = findCity('Mumbai');
  if (!city) throw new Error('no Mumbai');
  return city;
};

describe('findCity', () => {
  it.each([
    ['Bengaluru', 'Bengaluru'],
    ['Bangalore', 'Bengaluru'],
    ['Bangalor', 'Bengaluru'],
    ['  bengalūru ', 'Bengaluru'],
    ['BOMBAY', 'Mumbai'],
    ['Mumbaai', 'Mumbai'],
    ['Mumabi', 'Mumbai'],
    ['new  delhi', 'Delhi'],
    ['NewDelhi', 'Delhi'],
    ['Dehli', 'Delhi'],
    ['Madras', 'Chennai'],
    ['Calcuta', 'Kolkata'],
    ['Poona', 'Pune'],
    ['Gurgaon', 'Gurugram'],
    ['Hyderbad', 'Hyderabad'],
  ])('%p → %s', (input, official) => {
    expect(findCity(input)?.name).toBe(official);
  });

  it.each(['Pun', 'Puna', 'Bngalre', 'Springfield', 'Thane', '', '   ', null, undefined])('%p → null', (input) => {
    expect(findCity(input)).toBeNull();
  });
});

describe('cityAliases and allCities', () => {
  it('gives the official name first, then the aliases, from any known name', () => {
    expect(cityAliases('Mumbai')).toEqual(['Mumbai', 'Bombay', 'Greater Mumbai', 'मुंबई', 'मुम्बई', 'बम्बई', 'बॉम्बे']);
    expect(cityAliases('bangalore')[0]).toBe('Bengaluru');
    expect(cityAliases('bangalore')).toContain('Bangalore');
    expect(cityAliases('Gurgaon')).toEqual(['Gurugram', 'Gurgaon', 'गुरुग्राम', 'गुड़गांव', 'गुड़गाँव']);
    expect(cityAliases('Atlantis')).toEqual([]);
  });

  it('lists every city of the gazetteer', () => {
    expect(allCities()).toBe(GAZETTEER);
    expect(allCities().map((city) => city.name)).toEqual(
      expect.arrayContaining(['Bengaluru', 'Mumbai', 'Delhi', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata', 'Gurugram']),
    );
  });
});

describe('findLocality', () => {
  it.each([
    ['bandra west', undefined, 'Mumbai', 'Bandra West'],
    ['Bandra (W)', 'Mumbai', 'Mumbai', 'Bandra West'],
    ['Bandra Wset', undefined, 'Mumbai', 'Bandra West'],
    ['Andheri E', 'Bombay', 'Mumbai', 'Andheri East'],
    ['Koramangla', 'Bangalore', 'Bengaluru', 'Koramangala'],
    ['indira nagar', undefined, 'Bengaluru', 'Indiranagar'],
    ['hsr layout', undefined, 'Bengaluru', 'HSR Layout'],
    ['T Nagar', undefined, 'Chennai', 'T. Nagar'],
    ['HITEC City', 'Hyderabad', 'Hyderabad', 'Madhapur'],
    ['Bidhannagar', 'Kolkata', 'Kolkata', 'Salt Lake'],
    ['sector 14', 'gurgaon', 'Gurugram', 'Sector 14'],
    ['DLF phase-2', undefined, 'Gurugram', 'DLF Phase 2'],
  ])('%p (city %p) → %s / %s', (name, city, expectedCity, expectedLocality) => {
    const found = findLocality(name, city);
    expect(found).toMatchObject({ city: expectedCity, locality: expectedLocality });
  });

  it('lets the city decide between localities of the same name', () => {
    expect(findLocalities('Ashok Nagar').map((ref) => ref.city)).toEqual(['Bengaluru', 'Delhi', 'Chennai']);
    expect(findLocality('Ashok Nagar')).toBeNull();
    expect(findLocality('Ashok Nagar', 'Chennai')).toMatchObject({ city: 'Chennai', pinCodes: ['600083'] });
    expect(findLocality('ashok nagar', 'Bangalore')).toMatchObject({ city: 'Bengaluru', pinCodes: ['560025'] });
  });

  it('prefers an exact name to a one-typo neighbour, and corrects the typo within the given city', () => {
    expect(findLocality('Kalyan Nagar')).toMatchObject({ city: 'Bengaluru', locality: 'Kalyan Nagar' });
    expect(findLocality('Kalyani Nagar')).toMatchObject({ city: 'Pune', locality: 'Kalyani Nagar' });
    expect(findLocality('Kalyan Nagar', 'Pune')).toMatchObject({ city: 'Pune', locality: 'Kalyani Nagar' });
  });

  it('finds nothing in the wrong city, in an unknown city, or for a different sector number', () => {
    expect(findLocality('Bandra West', 'Pune')).toBeNull();
    expect(findLocality('Bandra West', 'Atlantis')).toBeNull();
    expect(findLocality('Sector 16', 'Gurugram')).toBeNull();
    expect(findLocality('Nowhere Colony')).toBeNull();
    expect(findLocality('')).toBeNull();
  });

  it('returns the locality with its city, state, centre, PINs and tier', () => {
    expect(findLocality('Powai')).toEqual({
      city: 'Mumbai',
      state: 'Maharashtra',
      locality: 'Powai',
      centre: { lat: 19.1176, lon: 72.906 },
      pinCodes: ['400076'],
      tier: 'premium',
    });
    expect(localitiesOf('Bombay').map((ref) => ref.locality)).toContain('Powai');
    expect(localitiesOf('Atlantis')).toEqual([]);
  });
});

describe('PIN codes', () => {
  it('maps a PIN to its locality and city', () => {
    expect(localityOfPinCode('560038')).toMatchObject({
      city: 'Bengaluru',
      state: 'Karnataka',
      locality: 'Indiranagar',
    });
    expect(localityOfPinCode(' 400 050 ')).toMatchObject({ city: 'Mumbai', locality: 'Bandra West' });
    expect(localityOfPinCode('560095')).toMatchObject({ locality: 'Koramangala' });
    expect(localityOfPinCode('122002')).toMatchObject({ city: 'Gurugram', locality: 'DLF Phase 1' });
    expect(localityOfPinCode('700064')).toMatchObject({ city: 'Kolkata', locality: 'Salt Lake' });
  });

  it('lists every locality a shared PIN covers, main-PIN localities first', () => {
    expect(localitiesOfPinCode('560043').map((ref) => ref.locality)).toEqual(['Kalyan Nagar', 'Hennur']);
    expect(localitiesOfPinCode('122009').map((ref) => ref.locality)).toEqual([
      'DLF Phase 4',
      'DLF Phase 5',
      'Sushant Lok 1',
    ]);
  });

  it.each(['999999', '060038', '56003', 'abcdef', '', null, undefined])('%p → null', (pin) => {
    expect(localityOfPinCode(pin)).toBeNull();
  });

  it('gives the city of unlisted PINs by prefix, but not of Thane or Navi Mumbai', () => {
    expect(cityOfPinCode('560099')?.name).toBe('Bengaluru');
    expect(cityOfPinCode('110003')?.name).toBe('Delhi');
    expect(cityOfPinCode('400001')?.name).toBe('Mumbai');
    expect(cityOfPinCode('382424')?.name).toBe('Ahmedabad');
    expect(cityOfPinCode('400601')).toBeNull();
    expect(cityOfPinCode('400703')).toBeNull();
    expect(cityOfPinCode('122102')).toBeNull();
    expect(cityOfPinCode('302001')).toBeNull();
  });

  it('normalises the way people write PINs', () => {
    expect(normalisePinCode('400 050')).toBe('400050');
    expect(normalisePinCode('4000500')).toBeNull();
  });
});

describe('rents', () => {
  it('picks the band by bedrooms, a studio counting as 1 and 5 as 4+', () => {
    expect(rentBand(mumbai(), 0)).toEqual(mumbai().rentBands[1]);
    expect(rentBand(mumbai(), 2)).toEqual([35_000, 120_000]);
    expect(rentBand(mumbai(), 5)).toEqual(mumbai().rentBands[4]);
  });

  it('splits a band in thirds by tier, in ₹500 steps', () => {
    expect(tierRentRange(mumbai(), 'value', 2)).toEqual([35_000, 63_500]);
    expect(tierRentRange(mumbai(), 'mid', 2)).toEqual([63_500, 91_500]);
    expect(tierRentRange(mumbai(), 'premium', 2)).toEqual([91_500, 120_000]);
  });
});

describe('scanAddressText', () => {
  it('finds the PIN, the city and the multi-word locality', () => {
    const found = scanAddressText('14 Carter Road, Bandra West, Mumbai 400050');
    expect(found.pinCodes).toEqual(['400050']);
    expect(found.cities.map((city) => city.name)).toEqual(['Mumbai']);
    expect(found.localities.map((ref) => ref.locality)).toEqual(['Bandra West']);
  });

  it('reads a spaced PIN, aliases and a typo, and ignores words that merely look like names', () => {
    const found = scanAddressText('Flat 2, Lake View Apartments, Koramangla 5th Block, Bangalore 560 095');
    expect(found.pinCodes).toEqual(['560095']);
    expect(found.cities.map((city) => city.name)).toEqual(['Bengaluru']);
    expect(found.localities.map((ref) => ref.locality)).toEqual(['Koramangala']);
  });

  it('finds nothing in nonsense', () => {
    expect(scanAddressText('qwerty zxcvb 12')).toEqual({ pinCodes: [], cities: [], localities: [] });
  });
});
