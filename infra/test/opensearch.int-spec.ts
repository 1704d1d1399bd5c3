import { Client } from '@opensearch-project/opensearch';
import { resolveAddresses } from '../local/addresses';
import { uniqueName } from '@trio/service-kit/testing/unique';

describe('OpenSearch (the official client against the real engine)', () => {
  const client = new Client({ node: resolveAddresses().opensearchUrl });
  const index = uniqueName('smoke-properties');

  beforeAll(async () => {
    await client.indices.create({
      index,
      body: {
        mappings: {
          properties: {
            name: { type: 'text' },
            locality: { type: 'text' },
            city: { type: 'keyword' },
            location: { type: 'geo_point' },
          },
        },
      },
    });
    const homes = [
      {
        id: 'koramangala',
        name: 'Sunny 2BHK',
        locality: 'Koramangala',
        city: 'Bengaluru',
        location: { lat: 12.9352, lon: 77.6245 },
      },
      {
        id: 'indiranagar',
        name: 'Garden flat',
        locality: 'Indiranagar',
        city: 'Bengaluru',
        location: { lat: 12.9784, lon: 77.6408 },
      },
      {
        id: 'whitefield',
        name: 'Koramangala Heights',
        locality: 'Whitefield',
        city: 'Bengaluru',
        location: { lat: 12.9698, lon: 77.75 },
      },
    ];
    await client.bulk({
      refresh: true,
      body: homes.flatMap(({ id, ...doc }) => [{ index: { _index: index, _id: id } }, doc]),
    });
  });

  afterAll(async () => {
    await client.indices.delete({ index }).catch(() => undefined);
    await client.close();
  });

  it('finds a misspelt locality with a fuzzy multi_match, limited by a geo_distance filter', async () => {
    const near = { lat: 12.934, lon: 77.626 };
    const { body } = await client.search({
      index,
      body: {
        query: {
          bool: {
            must: { multi_match: { query: 'Koramangla', fields: ['name', 'locality^2'], fuzziness: 'AUTO' } },
            filter: { geo_distance: { distance: '5km', location: near } },
          },
        },
      },
    });
    // "Koramangala Heights" matches the words too, but lies about 14 km away.
    expect(body.hits.hits.map((hit) => hit._id)).toEqual(['koramangala']);
  });

  it('without the distance filter, the fuzzy match finds both homes that mention the locality', async () => {
    const { body } = await client.search({
      index,
      body: { query: { multi_match: { query: 'Koramangla', fields: ['name', 'locality^2'], fuzziness: 'AUTO' } } },
    });
    expect(body.hits.hits.map((hit) => hit._id).sort()).toEqual(['koramangala', 'whitefield']);
  });
});
