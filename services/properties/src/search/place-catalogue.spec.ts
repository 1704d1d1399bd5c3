import {
  nearestPlacesWithHomes,
  placeById,
  placeFilter,
  placeNamedBy,
  placesHolding,
  searchPlaces,
  slug,
  TOWN_LOCALITY_RADIUS_KM,
  WHOLE_COUNTRY_PLACE_ID,
} from './place-catalogue';
import type { GeoPoint } from '../geo/gazetteer.types';
import type { PropertySearchDocument } from './property-search.document';

describe('place catalogue', () => {
  it('has every gazetteer city, locality and PIN once, with stable ids', () => {
    const ids = searchPlaces().map((place) => place.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['city:bengaluru', 'locality:bengaluru:koramangala', 'pin:560034']));
    expect(placeById('locality:bengaluru:hsr-layout')).toMatchObject({
      kind: 'locality',
      name: 'HSR Layout',
      city: 'Bengaluru',
      label: 'HSR Layout, Bengaluru',
    });
    expect(placeById('city:gurugram')).toMatchObject({
      aliases: ['Gurgaon', 'गुरुग्राम', 'गुड़गांव', 'गुड़गाँव'],
      label: 'Gurugram, Haryana',
    });
    expect(placeById('pin:560034')).toMatchObject({ label: '560034 · Koramangala, Bengaluru', city: 'Bengaluru' });
    expect(placeById('city:atlantis')).toBeNull();
    expect(placeById(undefined)).toBeNull();
  });

  it('slugs names to lower-case words joined by hyphens', () => {
    expect(slug('HSR Layout')).toBe('hsr-layout');
    expect(slug('Bengalūru')).toBe('bengaluru');
    expect(slug(' T. Nagar ')).toBe('t-nagar');
  });

  it('knows the text that names a place exactly, and nothing else', () => {
    expect(placeNamedBy('Koramangala')?.placeId).toBe('locality:bengaluru:koramangala');
    expect(placeNamedBy('koramangala, bengaluru')?.placeId).toBe('locality:bengaluru:koramangala');
    expect(placeNamedBy('Bandra West, Mumbai')?.placeId).toBe('locality:mumbai:bandra-west');
    expect(placeNamedBy('Bombay')?.placeId).toBe('city:mumbai');
    expect(placeNamedBy('Gurgaon')?.placeId).toBe('city:gurugram');
    expect(placeNamedBy('Bengaluru, Karnataka')?.placeId).toBe('city:bengaluru');
    expect(placeNamedBy('560034')?.placeId).toBe('pin:560034');
    expect(placeNamedBy('J P Nagar')?.placeId).toBe('locality:bengaluru:jp-nagar');
    // Typos, partial names, addresses and ambiguous names keep the text path.
    expect(placeNamedBy('Bangalor')).toBeNull();
    expect(placeNamedBy('Koramangla')).toBeNull();
    expect(placeNamedBy('Bandra, Mumbai')).toBeNull();
    expect(placeNamedBy('Koramangala, Mumbai')).toBeNull();
    expect(placeNamedBy('Ashok Nagar')).toBeNull();
    expect(placeNamedBy('12 Main Road, Koramangala, Bengaluru')).toBeNull();
    expect(placeNamedBy('')).toBeNull();
  });

  it('filters a place by the keyword fields, folded', () => {
    expect(placeFilter(placeById('locality:bengaluru:jp-nagar')!)).toEqual([
      { terms: { 'cityAliases.keyword': ['bengaluru'] } },
      {
        terms: {
          'address.locality.keyword': [
            'jp nagar',
            'j p nagar',
            'jayaprakash nagar',
            'जेपी नगर',
            'जयप्रकाश नगर',
            'ಜೆಪಿ ನಗರ',
            'ಜೆ.ಪಿ. ನಗರ',
            'ಜಯಪ್ರಕಾಶ ನಗರ',
          ],
        },
      },
    ]);
    expect(placeFilter(placeById('pin:400050')!)).toEqual([{ terms: { 'address.pinCode': ['400050'] } }]);
  });

  it.each([
    ['पुणे', 'city:pune'],
    ['पुणे'.normalize('NFD'), 'city:pune'],
    ['बेंगलुरु', 'city:bengaluru'],
    ['ಬೆಂಗಳೂರು', 'city:bengaluru'],
    ['BANGALORE', 'city:bengaluru'],
    ['Poona', 'city:pune'],
    ['Madras', 'city:chennai'],
    ['சென்னை', 'city:chennai'],
    ['హైదరాబాద్', 'city:hyderabad'],
    ['কলকাতা', 'city:kolkata'],
    ['Calcutta', 'city:kolkata'],
    ['ಕೋರಮಂಗಲ', 'locality:bengaluru:koramangala'],
    ['कोरमंगला', 'locality:bengaluru:koramangala'],
    ['ಕೋರಮಂಗಲ, ಬೆಂಗಳೂರು', 'locality:bengaluru:koramangala'],
    ['कोरेगाव पार्क, पुणे', 'locality:pune:koregaon-park'],
    ['Navi Mumbai', 'city:navi-mumbai'],
    ['नवी मुंबई', 'city:navi-mumbai'],
    ['Vashi', 'locality:navi-mumbai:vashi'],
    ['वाशी', 'locality:navi-mumbai:vashi'],
    ['Vashi, Navi Mumbai', 'locality:navi-mumbai:vashi'],
    ['Thane', 'city:thane'],
    ['ठाणे', 'city:thane'],
    ['Thane West', 'locality:thane:thane-west'],
    ['Ghodbunder Road', 'locality:thane:ghodbunder-road'],
    ['Delhi NCR', 'region:delhi-ncr'],
    ['NCR', 'region:delhi-ncr'],
    ['Noida', 'city:noida'],
    ['Greater Noida', 'city:greater-noida'],
    ['गाज़ियाबाद', 'city:ghaziabad'],
    ['PCMC', 'city:pimpri-chinchwad'],
    ['Pimpri Chinchwad', 'city:pimpri-chinchwad'],
    ['Mumbai Metropolitan Region', 'region:mumbai-metropolitan-region'],
    ['India', WHOLE_COUNTRY_PLACE_ID],
    ['all of india', WHOLE_COUNTRY_PLACE_ID],
    ['Anywhere', WHOLE_COUNTRY_PLACE_ID],
    ['भारत', WHOLE_COUNTRY_PLACE_ID],
    ['सम्पूर्ण भारत', WHOLE_COUNTRY_PLACE_ID],
    ['संपूर्ण भारत', WHOLE_COUNTRY_PLACE_ID],
  ])('%p names %p', (text, placeId) => {
    expect(placeNamedBy(text)?.placeId).toBe(placeId);
  });

  it('reads words in an Indian script as an address: the place they name, if one', () => {
    expect(placeNamedBy('कोरेगाव पार्क पुणे')?.placeId).toBe('locality:pune:koregaon-park');
    expect(placeNamedBy('ಕೋರಮಂಗಲ ಬೆಂಗಳೂರು ಮನೆ')?.placeId).toBe('locality:bengaluru:koramangala');
    expect(placeNamedBy('पुणे में घर')?.placeId).toBe('city:pune');
    expect(placeNamedBy('2 BHK कोरमंगला')?.placeId).toBe('locality:bengaluru:koramangala');
    // Ashok Nagar is in three cities; two cities named; nothing named.
    expect(placeNamedBy('अशोक नगर')).toBeNull();
    expect(placeNamedBy('पुणे मुंबई')).toBeNull();
    expect(placeNamedBy('किराये का घर')).toBeNull();
    // Latin text keeps the text path.
    expect(placeNamedBy('Koregaon Park Pune')).toBeNull();
  });

  it('offers regions, their towns and localities and the country even without homes, with unique ids', () => {
    const offered = searchPlaces().filter((place) => place.suggestedWithoutHomes);
    expect(offered.map((place) => place.kind)).toEqual(
      expect.arrayContaining(['region', 'city', 'locality', 'country']),
    );
    expect(placeById('locality:navi-mumbai:vashi')).toMatchObject({
      kind: 'locality',
      name: 'Vashi',
      city: 'Navi Mumbai',
      label: 'Vashi, Navi Mumbai',
    });
    expect(placeById('region:delhi-ncr')).toMatchObject({ kind: 'region', label: 'Delhi NCR, Delhi' });
    expect(placeById(WHOLE_COUNTRY_PLACE_ID)).toMatchObject({ kind: 'country', label: 'All of India' });
  });

  it('finds a region by its cities or its towns, a town locality by distance, the country by nothing', () => {
    const noida = placeById('city:noida')!;
    expect(placeFilter(noida)).toEqual([
      { geo_distance: { distance: '9km', location: { lat: 28.5355, lon: 77.391 } } },
    ]);
    expect(placeFilter(placeById('locality:navi-mumbai:vashi')!)).toEqual([
      {
        geo_distance: { distance: `${TOWN_LOCALITY_RADIUS_KM}km`, location: { lat: 19.0771, lon: 72.9987 } },
      },
    ]);
    const [ncr] = placeFilter(placeById('region:delhi-ncr')!) as [{ bool: { should: unknown[] } }];
    expect(ncr.bool.should[0]).toEqual({ terms: { 'cityAliases.keyword': ['delhi', 'gurugram'] } });
    expect(ncr.bool.should).toContainEqual(placeFilter(noida)[0]);
    expect(ncr.bool.should).toHaveLength(1 + 4);
    expect(placeFilter(placeById(WHOLE_COUNTRY_PLACE_ID)!)).toEqual([]);
  });

  it('offers the nearest localities with homes, nearest first, else the nearest cities', () => {
    const homes = new Map([
      ['locality:mumbai:chembur', 4],
      ['locality:mumbai:powai', 2],
      ['locality:mumbai:colaba', 1],
      ['locality:pune:baner', 9],
      ['city:mumbai', 7],
      ['city:pune', 9],
    ]);
    const vashi = placeById('locality:navi-mumbai:vashi')!;
    const nearest = nearestPlacesWithHomes(vashi, homes);
    expect(nearest.map((near) => near.place.placeId)).toEqual([
      'locality:mumbai:chembur',
      'locality:mumbai:powai',
      'locality:mumbai:colaba',
    ]);
    expect(nearest[0]).toMatchObject({ homes: 4 });
    expect(nearest[0]!.distanceKm).toBeGreaterThan(5);
    expect(nearest[0]!.distanceKm).toBeLessThan(15);
    // Shamshabad: no locality with homes within reach, so the cities.
    const cities = nearestPlacesWithHomes(placeById('city:shamshabad')!, homes, 1);
    expect(cities.map((near) => near.place.placeId)).toEqual(['city:pune']);
    expect(nearestPlacesWithHomes(placeById(WHOLE_COUNTRY_PLACE_ID)!, homes)).toEqual([]);
  });

  it('knows the places whose search finds a home: its city, locality, PIN and region, by name or by distance', () => {
    const home = (address: PropertySearchDocument['address'], location: GeoPoint, cityAliases: string[]) =>
      ({ address, location, cityAliases }) as PropertySearchDocument;
    const koramangala = home(
      { line1: '5, 1st Cross', locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', pinCode: '560034' },
      { lat: 12.9352, lon: 77.6245 },
      ['Bengaluru', 'Bangalore'],
    );
    expect(placesHolding(koramangala).map((place) => place.placeId)).toEqual([
      'city:bengaluru',
      'locality:bengaluru:koramangala',
      'pin:560034',
      'region:bengaluru-metropolitan-region',
      WHOLE_COUNTRY_PLACE_ID,
    ]);
    // Listings never name Navi Mumbai as the gazetteer does: its homes are found by distance, as its search does.
    const vashi = home(
      { line1: 'Sector 17', locality: 'Sector 17', city: 'Navi Mumbai', state: 'Maharashtra', pinCode: '400703' },
      { lat: 19.0771, lon: 72.9987 },
      ['Navi Mumbai'],
    );
    expect(placesHolding(vashi).map((place) => place.placeId)).toEqual(
      expect.arrayContaining(['region:mumbai-metropolitan-region', 'city:navi-mumbai', 'locality:navi-mumbai:vashi']),
    );
    expect(placesHolding(vashi).map((place) => place.placeId)).not.toContain('city:mumbai');
  });
});
