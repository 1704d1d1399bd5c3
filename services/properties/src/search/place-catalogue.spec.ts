import { placeById, placeFilter, placeNamedBy, searchPlaces, slug } from './place-catalogue';

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
    expect(placeById('city:gurugram')).toMatchObject({ aliases: ['Gurgaon'], label: 'Gurugram, Haryana' });
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
      { terms: { 'address.locality.keyword': ['jp nagar', 'j p nagar', 'jayaprakash nagar'] } },
    ]);
    expect(placeFilter(placeById('pin:400050')!)).toEqual([{ terms: { 'address.pinCode': ['400050'] } }]);
  });
});
