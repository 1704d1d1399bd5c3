import { Test } from '@nestjs/testing';
import { Client } from '@opensearch-project/opensearch';
import { uniqueName } from '@trio/service-kit/testing/unique';
import {
  OPENSEARCH_CLIENT,
  PlaceSuggestionsIndex,
  PlacesIndex,
  PropertiesIndex,
  SEARCH_INDEX_NAMES,
  SearchModule,
} from '../src/search';

const node = (process.env.OPENSEARCH_URL?.trim() || 'http://127.0.0.1:9200').replace(/\/+$/, '');

describe('SearchModule', () => {
  const admin = new Client({ node });
  const indexNames = {
    properties: uniqueName('it-mod-properties'),
    places: uniqueName('it-mod-places'),
    placeSuggestions: uniqueName('it-mod-suggest'),
  };

  afterAll(async () => {
    for (const name of Object.values(indexNames)) {
      const { body, statusCode } = await admin.indices.getAlias({ name }, { ignore: [404] });
      if (statusCode !== 404) await admin.indices.delete({ index: Object.keys(body) }, { ignore: [404] });
    }
    await admin.close();
  });

  it('provides the client and both indexes, creates the aliases at init and closes the client at shutdown', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [SearchModule.forRoot({ node, indexNames })],
    }).compile();
    await moduleRef.init();

    // The saved searches' percolator sits beside a properties index of its own.
    expect(moduleRef.get(SEARCH_INDEX_NAMES)).toEqual({
      ...indexNames,
      savedSearches: `${indexNames.properties}-saved-searches`,
    });
    expect(moduleRef.get(OPENSEARCH_CLIENT)).toBeInstanceOf(Client);
    const properties = moduleRef.get(PropertiesIndex);
    const places = moduleRef.get(PlacesIndex);
    expect(properties.alias).toBe(indexNames.properties);
    expect((await admin.indices.existsAlias({ name: indexNames.properties })).body).toBe(true);
    expect((await admin.indices.existsAlias({ name: indexNames.places })).body).toBe(true);
    expect((await admin.indices.existsAlias({ name: indexNames.placeSuggestions })).body).toBe(true);
    expect(moduleRef.get(PlaceSuggestionsIndex).alias).toBe(indexNames.placeSuggestions);
    expect(await properties.count()).toBe(0);
    expect(await places.count()).toBe(0);

    await moduleRef.close();
    await expect(properties.count()).rejects.toThrow();
  });

  it('defaults the index names to properties, places, place-suggestions and saved-searches', () => {
    const module = SearchModule.forRoot({ node });
    const provider = module.providers?.find(
      (p) => typeof p === 'object' && 'provide' in p && p.provide === SEARCH_INDEX_NAMES,
    ) as { useFactory: (options: unknown) => unknown };
    expect(provider.useFactory({ node })).toEqual({
      properties: 'properties',
      places: 'places',
      placeSuggestions: 'place-suggestions',
      savedSearches: 'saved-searches',
    });
    // A properties index of its own (a test's) has place suggestions of its own.
    expect(provider.useFactory({ node, indexNames: { properties: 'it-x', places: 'it-y' } })).toEqual({
      properties: 'it-x',
      places: 'it-y',
      placeSuggestions: 'it-x-place-suggestions',
      savedSearches: 'it-x-saved-searches',
    });
  });
});
