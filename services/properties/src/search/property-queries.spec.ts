import {
  BOOST,
  buildFeaturedBody,
  buildFilterClauses,
  buildSearchBody,
  buildSimilarBody,
  buildSort,
  buildTextClauses,
  FUZZINESS,
  MAX_PAGE_SIZE,
  parseQuery,
  resolvePaging,
} from './property-queries';
import { placeById } from './place-catalogue';
import type { PropertySearchDocument } from './property-search.document';

describe('parseQuery', () => {
  it('separates six-digit PIN codes from the words', () => {
    expect(parseQuery('  Koramangala,  560034 ')).toEqual({ text: 'Koramangala', pinCodes: ['560034'] });
    expect(parseQuery('560034')).toEqual({ text: '', pinCodes: ['560034'] });
    expect(parseQuery('5600 34')).toEqual({ text: '5600 34', pinCodes: [] });
  });

  it('cuts very long input', () => {
    expect(parseQuery('a'.repeat(1000)).text).toHaveLength(200);
  });
});

describe('buildFilterClauses', () => {
  it('keeps available properties only by default', () => {
    expect(buildFilterClauses({})).toEqual([{ term: { status: 'available' } }]);
    expect(buildFilterClauses({ status: 'any' })).toEqual([]);
  });

  it('combines rent range, exact bedrooms and type', () => {
    expect(
      buildFilterClauses({ minRentPaise: 1_500_000, maxRentPaise: 3_000_000, bedrooms: 2, type: 'villa' }),
    ).toEqual([
      { term: { status: 'available' } },
      { range: { rentPaise: { gte: 1_500_000, lte: 3_000_000 } } },
      { term: { bedrooms: 2 } },
      { term: { propertyType: 'villa' } },
    ]);
  });

  it('reads bedrooms 4 (or more) as 4+', () => {
    expect(buildFilterClauses({ status: 'any', bedrooms: 4 })).toEqual([{ range: { bedrooms: { gte: 4 } } }]);
    expect(buildFilterClauses({ status: 'any', bedrooms: 7 })).toEqual([{ range: { bedrooms: { gte: 4 } } }]);
  });

  it('takes a one-sided rent range and ignores what is not a number', () => {
    expect(buildFilterClauses({ status: 'any', minRentPaise: 100 })).toEqual([{ range: { rentPaise: { gte: 100 } } }]);
    expect(buildFilterClauses({ status: 'any', maxRentPaise: Number.NaN, bedrooms: undefined })).toEqual([]);
  });
});

describe('buildTextClauses', () => {
  it('matches PIN codes exactly, not fuzzily', () => {
    expect(buildTextClauses('560034')).toEqual({ filter: [{ terms: { 'address.pinCode': ['560034'] } }], should: [] });
  });

  it('matches the words fuzzily in filter context and ranks by locality, then city', () => {
    const { filter, should } = buildTextClauses('Koramangla');
    expect(filter).toEqual([
      {
        match: {
          searchText: {
            query: 'Koramangla',
            fuzziness: FUZZINESS,
            prefix_length: 1,
            operator: 'or',
            minimum_should_match: '3<75%',
          },
        },
      },
    ]);
    const boosts = should.map((clause) => clause.constant_score?.boost).filter(Boolean);
    expect(boosts).toEqual([BOOST.localityExact, BOOST.localityTerms, BOOST.cityExact, BOOST.cityTerms]);
    // The finer order scores exact words only; typos are matched by the filter and ranked by the fuzzy tiers.
    expect(should[0]?.multi_match).toMatchObject({ query: 'Koramangla' });
    expect(should[0]?.multi_match).not.toHaveProperty('fuzziness');
    expect(should[2]?.constant_score?.filter).toEqual({
      match: { 'address.locality': { query: 'Koramangla', fuzziness: FUZZINESS, prefix_length: 1 } },
    });
    expect(should[1]?.constant_score?.filter).toEqual({
      match: { 'address.locality.keyword': { query: 'Koramangla' } },
    });
    expect(JSON.stringify(should)).not.toContain('script');
  });

  it('is empty for an empty query (match all)', () => {
    expect(buildTextClauses('   ')).toEqual({ filter: [], should: [] });
  });
});

describe('paging and sorting', () => {
  it('resolves 1-based pages with a default and a maximum size', () => {
    expect(resolvePaging()).toEqual({ from: 0, size: 20, page: 1, pageSize: 20 });
    expect(resolvePaging(3, 7)).toEqual({ from: 14, size: 7, page: 3, pageSize: 7 });
    expect(resolvePaging(0, 500)).toEqual({ from: 0, size: MAX_PAGE_SIZE, page: 1, pageSize: MAX_PAGE_SIZE });
    expect(resolvePaging(1000, 50)).toEqual({ from: 0, size: 0, page: 1000, pageSize: 50 });
  });

  it('ends every sort with listedAt and propertyId, so the order is total', () => {
    for (const sort of ['relevance', 'rent_asc', 'rent_desc', 'newest'] as const) {
      expect(buildSort(sort).slice(-2)).toEqual([{ listedAt: { order: 'desc' } }, { propertyId: { order: 'asc' } }]);
    }
    expect(buildSort('relevance')[0]).toEqual({ _score: { order: 'desc' } });
    expect(buildSort('rent_asc')[0]).toEqual({ rentPaise: { order: 'asc' } });
  });

  it('builds the whole search body', () => {
    const body = buildSearchBody({ query: 'Pune', bedrooms: 1, page: 2, pageSize: 10, sort: 'newest' });
    expect(body).toMatchObject({ from: 10, size: 10, track_total_hits: true, sort: buildSort('newest') });
    expect(body.query?.bool?.filter).toEqual(
      expect.arrayContaining([{ term: { status: 'available' } }, { term: { bedrooms: 1 } }]),
    );
    expect(buildSearchBody({ query: '' }).query).toEqual({ bool: { filter: [{ term: { status: 'available' } }] } });
  });

  it('searches a resolved place by term filters alone, newest first for relevance', () => {
    const place = placeById('locality:bengaluru:koramangala')!;
    const body = buildSearchBody({ query: 'Koramangala, Bengaluru', place, bedrooms: 2 });
    expect(body.query).toEqual({
      bool: {
        filter: [
          { terms: { 'cityAliases.keyword': ['bengaluru'] } },
          { terms: { 'address.locality.keyword': ['koramangala', 'कोरमंगला', 'ಕೋರಮಂಗಲ'] } },
          { term: { status: 'available' } },
          { term: { bedrooms: 2 } },
        ],
      },
    });
    expect(body.sort).toEqual(buildSort('newest'));
    expect(buildSearchBody({ query: 'x', place, sort: 'rent_asc' }).sort).toEqual(buildSort('rent_asc'));
  });
});

describe('featured and similar', () => {
  const doc: PropertySearchDocument = {
    propertyId: 'p1',
    landlordId: 'l1',
    managerId: 'm1',
    name: 'Green Nest',
    address: { line1: '1 Road', locality: 'Baner', city: 'Pune', state: 'Maharashtra', pinCode: '411045' },
    location: { lat: 18.559, lon: 73.7868 },
    rentPaise: 2_000_000,
    bedrooms: 1,
    bathrooms: 1,
    propertyType: 'apartment',
    status: 'available',
    featured: false,
    imageIds: [],
    listedAt: '2025-01-01T00:00:00.000Z',
    cityAliases: ['Pune', 'Poona'],
  };

  it('featured: flag and status in filter context, newest first', () => {
    expect(buildFeaturedBody(8)).toMatchObject({
      query: { bool: { filter: [{ term: { featured: true } }, { term: { status: 'available' } }] } },
      sort: buildSort('newest'),
      size: 8,
      track_total_hits: false,
    });
  });

  it('similar: same city, distance, ±30 % rent, ±1 bedroom, not itself, nearest first', () => {
    const body = buildSimilarBody(doc);
    expect(body?.query?.bool?.filter).toEqual([
      { term: { status: 'available' } },
      { term: { 'address.city.keyword': 'Pune' } },
      { range: { bedrooms: { gte: 0, lte: 2 } } },
      { range: { rentPaise: { gte: 1_400_000, lte: 2_600_000 } } },
      { geo_distance: { distance: '5km', location: { lat: 18.559, lon: 73.7868 } } },
    ]);
    expect(body?.query?.bool?.must_not).toEqual([{ ids: { values: ['p1'] } }]);
    expect(body?.sort).toEqual([
      { _geo_distance: { location: { lat: 18.559, lon: 73.7868 }, order: 'asc', unit: 'km', distance_type: 'arc' } },
      { propertyId: { order: 'asc' } },
    ]);
    expect(body?.size).toBe(6);
  });

  it('similar: nothing without a location', () => {
    const { location: _location, ...withoutLocation } = doc;
    expect(buildSimilarBody(withoutLocation)).toBeNull();
  });
});
