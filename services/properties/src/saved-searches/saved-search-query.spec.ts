import { searchQuerySchema } from '@trio/contracts/http/properties';
import { buildSearchBody } from '../search/property-queries';
import { savedSearchPercolatorDefinition } from '../search/saved-search-percolator';
import { propertiesIndexDefinition } from '../search/properties-mapping';
import { searchParamsOf } from '../search/search-criteria';
import { percolatorQueryOf } from './saved-searches.service';

/** What the search route runs for a query string (parsed by its own schema), as SearchController does. */
function searchRouteQuery(query: Record<string, string>) {
  const parsed = searchQuerySchema.parse(query);
  const params = searchParamsOf(parsed);
  if (!params) throw new Error('no search');
  return buildSearchBody({ ...params, sort: parsed.sort, page: parsed.page, pageSize: parsed.pageSize }).query;
}

describe('a saved search percolates the query its search runs', () => {
  it.each([
    ['a place from the suggestions', { placeId: 'locality:bengaluru:koramangala', query: 'Koramangala, Bengaluru' }],
    ['text that names a place', { query: 'Bombay', bedrooms: '2' }],
    ['free text with every filter', { query: 'Bandra, Mumbai', minRent: '20000', maxRent: '45000', type: 'apartment' }],
    ['a PIN code', { query: '560034', bedrooms: '4' }],
    ['a town of a region', { query: 'Vashi', maxRent: '30000' }],
  ])('%s', (_label, query) => {
    const criteria = searchQuerySchema.omit({ page: true, pageSize: true }).parse(query);
    expect(percolatorQueryOf(criteria)).toEqual(searchRouteQuery({ ...query, page: '3', sort: 'rent_asc' }));
  });

  it('matches available homes only, as the search does by default', () => {
    expect(JSON.stringify(percolatorQueryOf({ query: 'Pune' }))).toContain('{"term":{"status":"available"}}');
  });

  it('has no query for criteria naming nothing (an unknown place and no text)', () => {
    expect(percolatorQueryOf({ query: '  ' })).toBeNull();
    expect(percolatorQueryOf({ placeId: 'city:atlantis' })).toBeNull();
  });

  it('keeps its queries in an index with the properties mapping and a percolator field', () => {
    const { settings, mappings } = savedSearchPercolatorDefinition();
    const properties = propertiesIndexDefinition();
    expect(settings).toEqual(properties.settings);
    const fields = (mappings as { properties: Record<string, unknown> }).properties;
    expect(fields).toMatchObject((properties.mappings as { properties: Record<string, unknown> }).properties);
    expect(fields.query).toEqual({ type: 'percolator' });
  });
});
