import { Client } from '@opensearch-project/opensearch';
import { uniqueName } from '@trio/service-kit/testing/unique';
import {
  placeById,
  PlaceSuggestionsIndex,
  PropertiesIndex,
  type PropertySearchDocument,
  type SearchIndexNames,
} from '../src/search';
import { hexId, type ListingBatch, searchDocumentsOf } from './support/listing-batches';

const node = (process.env.OPENSEARCH_URL?.trim() || 'http://127.0.0.1:9200').replace(/\/+$/, '');

// ----------------------------------------------------------------------------------------------------------------
// Fixture: listings in four cities, as landlords typed them (Mumbai's as "Bombay").
// ----------------------------------------------------------------------------------------------------------------

const batches: ListingBatch[] = [
  { locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', pinCode: '560034', count: 3 },
  { locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', pinCode: '560095', count: 2 },
  { locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka', pinCode: '560038', count: 3 },
  { locality: 'HSR Layout', city: 'Bengaluru', state: 'Karnataka', pinCode: '560102', count: 1 },
  { locality: 'Koregaon Park', city: 'Pune', state: 'Maharashtra', pinCode: '411001', count: 2 },
  { locality: 'Kothrud', city: 'Pune', state: 'Maharashtra', pinCode: '411038', count: 1 },
  { locality: 'Bandra West', city: 'Bombay', state: 'Maharashtra', pinCode: '400050', count: 2 },
  { locality: 'Sector 45', city: 'Gurgaon', state: 'Haryana', pinCode: '122003', count: 2 },
];

function buildFixture(): PropertySearchDocument[] {
  const docs = searchDocumentsOf(batches);
  // An occupied Koramangala home: never counted.
  docs.push({ ...docs[0]!, propertyId: hexId(99), status: 'occupied' });
  return docs;
}

describe('place suggestions against the real OpenSearch', () => {
  const client = new Client({ node });
  const names: SearchIndexNames = {
    properties: uniqueName('it-sg-properties'),
    places: 'unused',
    placeSuggestions: uniqueName('it-sg-suggest'),
  };
  const properties = new PropertiesIndex(client, names);
  const suggestions = new PlaceSuggestionsIndex(client, names);
  const fixture = buildFixture();

  beforeAll(async () => {
    await Promise.all([properties.ensure(), suggestions.ensure()]);
    await Promise.all(fixture.map((doc) => properties.upsert(doc, 1, { refresh: 'wait_for' })));
    await suggestions.refreshHomes({ refresh: 'wait_for' });
  });

  afterAll(async () => {
    await suggestions.onApplicationShutdown();
    for (const alias of [names.properties, names.placeSuggestions]) {
      const { body, statusCode } = await client.indices.getAlias({ name: alias }, { ignore: [404] });
      if (statusCode !== 404) await client.indices.delete({ index: Object.keys(body) }, { ignore: [404] });
    }
    await client.close();
  });

  it('"kor" suggests Koramangala first (more homes), then Koregaon Park', async () => {
    const answer = await suggestions.suggest('kor');
    expect(answer.slice(0, 2)).toEqual([
      {
        placeId: 'locality:bengaluru:koramangala',
        kind: 'locality',
        label: 'Koramangala, Bengaluru',
        name: 'Koramangala',
        city: 'Bengaluru',
        homes: 5,
      },
      {
        placeId: 'locality:pune:koregaon-park',
        kind: 'locality',
        label: 'Koregaon Park, Pune',
        name: 'Koregaon Park',
        city: 'Pune',
        homes: 2,
      },
    ]);
    // Kothrud does not start with "kor"; places without homes are not offered.
    expect(answer.map((s) => s.name)).not.toContain('Kothrud');
  });

  it('completes every word of a name ("hsr la") and is case-blind', async () => {
    expect((await suggestions.suggest('HSR la'))[0]).toMatchObject({ placeId: 'locality:bengaluru:hsr-layout' });
    expect((await suggestions.suggest('koreg'))[0]).toMatchObject({ name: 'Koregaon Park' });
  });

  it('tolerates typos and other names: "bangalor", "Bombay", "Gurgaon", "Bengalru"', async () => {
    expect((await suggestions.suggest('bangalor'))[0]).toMatchObject({
      placeId: 'city:bengaluru',
      kind: 'city',
      label: 'Bengaluru, Karnataka',
      homes: 9,
    });
    expect((await suggestions.suggest('Bombay'))[0]).toMatchObject({ placeId: 'city:mumbai', homes: 2 });
    expect((await suggestions.suggest('Gurgaon'))[0]).toMatchObject({ placeId: 'city:gurugram', homes: 2 });
    expect((await suggestions.suggest('Bengalru'))[0]).toMatchObject({ placeId: 'city:bengaluru' });
  });

  it('"5600" suggests the PIN codes of Bengaluru that have homes, the fullest first', async () => {
    const answer = await suggestions.suggest('5600');
    expect(answer.map((s) => [s.kind, s.name, s.city, s.homes])).toEqual([
      ['pin', '560034', 'Bengaluru', 3],
      ['pin', '560038', 'Bengaluru', 3],
      ['pin', '560095', 'Bengaluru', 2],
    ]);
    expect(answer[0]!.label).toBe('560034 · Koramangala, Bengaluru');
  });

  it('"zzzz" gives none, and so does a single character', async () => {
    expect(await suggestions.suggest('zzzz')).toEqual([]);
    expect(await suggestions.suggest('k')).toEqual([]);
    expect(await suggestions.suggest('   ')).toEqual([]);
  });

  it("each suggestion's home count is the search's total for its place", async () => {
    const offered = [
      ...(await suggestions.suggest('kor')),
      ...(await suggestions.suggest('5600')),
      ...(await suggestions.suggest('bangalor')),
      ...(await suggestions.suggest('Bombay')),
      ...(await suggestions.suggest('Gurgaon')),
      ...(await suggestions.suggest('Band')),
    ];
    expect(offered.length).toBeGreaterThan(8);
    for (const suggestion of offered) {
      const found = await properties.search({ query: suggestion.label, place: placeById(suggestion.placeId) });
      expect([suggestion.placeId, found.total]).toEqual([suggestion.placeId, suggestion.homes]);
    }
  });

  it('recounts after a listing changes (homesChanged batches changes into one recount)', async () => {
    const koramangala = fixture.find((doc) => doc.address.locality === 'Koramangala')!;
    expect(await properties.setStatus(koramangala.propertyId, 'occupied', 2, { refresh: 'wait_for' })).toBe('updated');
    suggestions.homesChanged();
    suggestions.homesChanged();
    const deadline = Date.now() + 20_000;
    let homes = 5;
    while (homes === 5 && Date.now() < deadline) {
      await client.indices.refresh({ index: names.placeSuggestions });
      homes = (await suggestions.suggest('koramangala'))[0]?.homes ?? -1;
      if (homes === 5) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(homes).toBe(4);
  });
});
