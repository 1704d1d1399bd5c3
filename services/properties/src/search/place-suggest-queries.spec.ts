import { placeById, searchPlaces } from './place-catalogue';
import { buildHomeCountsBody, buildSuggestBody, suggestText } from './place-suggest-queries';

describe('place suggestion queries', () => {
  it('reads the text from the second character, trimmed and collapsed', () => {
    expect(suggestText(undefined)).toBe('');
    expect(suggestText(' k ')).toBe('');
    expect(suggestText('  hsr   la ')).toBe('hsr la');
    expect(suggestText('Koramangala, Beng')).toBe('Koramangala Beng');
    // NFC, joiners dropped: a decomposed or ZWNJ-spelt name reads as the indexed one.
    expect(suggestText('ವೈಟ್\u200cಫೀ')).toBe('ವೈಟ್ಫೀ');
    expect(suggestText('क\u093c\u093e')).toBe('क\u093c\u093e'.normalize('NFC'));
  });

  it('asks for at most 8 places with homes (or suggested without), ordered by match, homes, id', () => {
    const body = buildSuggestBody('kor');
    expect(body.size).toBe(8);
    const alwaysSuggested = searchPlaces()
      .filter((place) => place.suggestedWithoutHomes)
      .map((place) => place.placeId);
    expect(alwaysSuggested).toEqual(expect.arrayContaining(['region:delhi-ncr', 'city:navi-mumbai', 'country:india']));
    expect(alwaysSuggested).not.toContain('city:bengaluru');
    expect(body.query?.bool?.filter).toEqual([
      {
        bool: {
          should: [{ range: { homes: { gt: 0 } } }, { terms: { placeId: alwaysSuggested } }],
          minimum_should_match: 1,
        },
      },
    ]);
    expect(body.sort).toEqual([
      { _score: { order: 'desc' } },
      { homes: { order: 'desc' } },
      { placeId: { order: 'asc' } },
    ]);
    expect(buildSuggestBody('kor', 100).size).toBe(20);
  });

  it('counts every place with the filter search uses for it', () => {
    const places = searchPlaces().slice(0, 3);
    const body = buildHomeCountsBody(places) as { aggs: { homes: { filters: { filters: Record<string, unknown> } } } };
    expect(Object.keys(body.aggs.homes.filters.filters)).toEqual(places.map((p) => p.placeId));
    const pin = buildHomeCountsBody([placeById('pin:560034')!]) as typeof body;
    expect(pin.aggs.homes.filters.filters).toEqual({
      'pin:560034': { bool: { filter: [{ terms: { 'address.pinCode': ['560034'] } }] } },
    });
  });
});
