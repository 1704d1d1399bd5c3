import { Client } from '@opensearch-project/opensearch';
import { uniqueName } from '@trio/service-kit/testing/unique';
import {
  placeById,
  placeNamedBy,
  PlaceSuggestionsIndex,
  PropertiesIndex,
  type PropertySearchDocument,
  type SearchIndexNames,
} from '../src/search';
import { hexId, type ListingBatch, searchDocumentsOf } from './support/listing-batches';
import { nearestPlacesWithHomes, type SearchPlace } from '../src/search/place-catalogue';

const node = (process.env.OPENSEARCH_URL?.trim() || 'http://127.0.0.1:9200').replace(/\/+$/, '');

// ----------------------------------------------------------------------------------------------------------------
// Fixture: listings as landlords typed them, in Latin letters, with the location the geocoder gave them; two in
// Navi Mumbai, a town the gazetteer's cities do not include.
// ----------------------------------------------------------------------------------------------------------------

const batches: ListingBatch[] = [
  {
    locality: 'Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560034',
    location: { lat: 12.9352, lon: 77.6245 },
    count: 3,
  },
  {
    locality: 'Indiranagar',
    city: 'Bangalore',
    state: 'Karnataka',
    pinCode: '560038',
    location: { lat: 12.9784, lon: 77.6408 },
    count: 2,
  },
  {
    locality: 'Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411001',
    location: { lat: 18.5362, lon: 73.894 },
    count: 2,
  },
  {
    locality: 'Kothrud',
    city: 'Poona',
    state: 'Maharashtra',
    pinCode: '411038',
    location: { lat: 18.5074, lon: 73.8077 },
    count: 1,
  },
  {
    locality: 'Chembur',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400071',
    location: { lat: 19.0522, lon: 72.9005 },
    count: 2,
  },
  {
    locality: 'Sector 17',
    city: 'Navi Mumbai',
    state: 'Maharashtra',
    pinCode: '400703',
    location: { lat: 19.0745, lon: 73.0 },
    count: 2,
  },
  {
    locality: 'DLF Phase 1',
    city: 'Gurgaon',
    state: 'Haryana',
    pinCode: '122002',
    location: { lat: 28.4733, lon: 77.0943 },
    count: 1,
  },
];

function buildFixture(): PropertySearchDocument[] {
  const docs = searchDocumentsOf(batches);
  // An occupied Pune home: never found by default.
  docs.push({ ...docs.find((doc) => doc.address.city === 'Pune')!, propertyId: hexId(99), status: 'occupied' });
  return docs;
}

describe('places in the scripts people type, against the real OpenSearch', () => {
  const client = new Client({ node });
  const names: SearchIndexNames = {
    properties: uniqueName('it-scripts-properties'),
    places: 'unused',
    placeSuggestions: uniqueName('it-scripts-suggest'),
  };
  const properties = new PropertiesIndex(client, names);
  const suggestions = new PlaceSuggestionsIndex(client, names);
  const fixture = buildFixture();
  const available = fixture.filter((doc) => doc.status === 'available');
  const idsOf = (docs: PropertySearchDocument[], where: (doc: PropertySearchDocument) => boolean) =>
    docs
      .filter(where)
      .map((doc) => doc.propertyId)
      .sort();

  /** What the search controller does with typed text: the place it names, else the text path. */
  const searchFor = async (text: string) => {
    const found = await properties.search({ query: text, place: placeNamedBy(text), pageSize: 50 });
    return { total: found.total, ids: found.items.map((doc) => doc.propertyId).sort() };
  };

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

  it('"पुणे" finds the same homes as "Pune" (and "Poona"), however the keyboard composed it', async () => {
    const pune = await searchFor('Pune');
    expect(pune.ids).toEqual(idsOf(available, (doc) => ['Pune', 'Poona'].includes(doc.address.city)));
    expect(pune.total).toBe(3);
    expect(await searchFor('पुणे')).toEqual(pune);
    expect(await searchFor('पुणे'.normalize('NFD'))).toEqual(pune);
    expect(await searchFor('Poona')).toEqual(pune);
    // Words in a script, not one name: read as an address.
    expect(await searchFor('पुणे में घर')).toEqual(pune);
    expect((await searchFor('कोरेगाव पार्क पुणे')).ids).toEqual(
      idsOf(available, (doc) => doc.address.locality === 'Koregaon Park'),
    );
  });

  it('"बेंगलुरु" and "ಬೆಂಗಳೂರು" find Bengaluru, "ಕೋರಮಂಗಲ" and "कोरमंगला" its Koramangala homes', async () => {
    const bengaluru = await searchFor('Bengaluru');
    expect(bengaluru.total).toBe(5);
    expect(await searchFor('बेंगलुरु')).toEqual(bengaluru);
    expect(await searchFor('ಬೆಂಗಳೂರು')).toEqual(bengaluru);
    expect(await searchFor('Bangalore')).toEqual(bengaluru);
    const koramangala = await searchFor('ಕೋರಮಂಗಲ');
    expect(koramangala.ids).toEqual(idsOf(available, (doc) => doc.address.locality === 'Koramangala'));
    expect(koramangala.total).toBe(3);
    expect(await searchFor('कोरमंगला')).toEqual(koramangala);
    expect(await searchFor('ಕೋರಮಂಗಲ, ಬೆಂಗಳೂರು')).toEqual(koramangala);
  });

  it('suggests as a script is typed: "पु" Pune, "ಬೆಂಗ" Bengaluru, "ಕೋರ" Koramangala', async () => {
    expect((await suggestions.suggest('पु')).map((s) => s.placeId)).toContain('city:pune');
    expect((await suggestions.suggest('पुणे'))[0]).toMatchObject({ placeId: 'city:pune', homes: 3 });
    expect((await suggestions.suggest('ಬೆಂಗ'))[0]).toMatchObject({ placeId: 'city:bengaluru', homes: 5 });
    expect((await suggestions.suggest('ಕೋರ'))[0]).toMatchObject({
      placeId: 'locality:bengaluru:koramangala',
      label: 'Koramangala, Bengaluru',
      homes: 3,
    });
    expect((await suggestions.suggest('कोरेगाव'))[0]).toMatchObject({ placeId: 'locality:pune:koregaon-park' });
    expect((await suggestions.suggest('Poona'))[0]).toMatchObject({ placeId: 'city:pune' });
    // Kolkata has no homes here: the city is not offered (its region is, as regions always are).
    expect((await suggestions.suggest('কলকাতা')).map((s) => s.placeId)).toEqual(['region:kolkata-metropolitan-area']);
  });

  it('"Navi Mumbai" and "Vashi" suggest and search: the homes by distance, the region with Mumbai', async () => {
    expect((await suggestions.suggest('Navi'))[0]).toMatchObject({
      placeId: 'city:navi-mumbai',
      kind: 'city',
      label: 'Navi Mumbai, Mumbai Metropolitan Region',
      homes: 2,
    });
    expect((await suggestions.suggest('vash'))[0]).toMatchObject({
      placeId: 'locality:navi-mumbai:vashi',
      label: 'Vashi, Navi Mumbai',
      homes: 2,
    });
    expect((await suggestions.suggest('नवी'))[0]).toMatchObject({ placeId: 'city:navi-mumbai' });
    const naviMumbai = idsOf(available, (doc) => doc.address.city === 'Navi Mumbai');
    expect((await searchFor('Navi Mumbai')).ids).toEqual(naviMumbai);
    expect((await searchFor('Vashi')).ids).toEqual(naviMumbai);
    expect((await searchFor('वाशी')).ids).toEqual(naviMumbai);
    const region = await searchFor('Mumbai Metropolitan Region');
    expect(region.ids).toEqual(idsOf(available, (doc) => ['Mumbai', 'Navi Mumbai'].includes(doc.address.city)));
    // Mumbai itself is still Mumbai's homes only.
    expect((await searchFor('Mumbai')).ids).toEqual(idsOf(available, (doc) => doc.address.city === 'Mumbai'));
  });

  it('"Delhi NCR" finds Gurugram\'s homes; "Thane", with none, offers the nearest places that have homes', async () => {
    expect((await searchFor('Delhi NCR')).ids).toEqual(idsOf(available, (doc) => doc.address.city === 'Gurgaon'));
    expect((await suggestions.suggest('Thane'))[0]).toMatchObject({ placeId: 'city:thane', homes: 0 });
    const thane = placeNamedBy('Thane') as SearchPlace;
    expect((await searchFor('Thane')).total).toBe(0);
    const nearest = nearestPlacesWithHomes(thane, await suggestions.homesOfServedPlaces());
    expect(nearest.map((near) => [near.place.placeId, near.homes])).toEqual([
      ['locality:navi-mumbai:vashi', 2],
      ['locality:navi-mumbai:sanpada', 2],
      ['locality:mumbai:chembur', 2],
    ]);
    const distances = nearest.map((near) => near.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(10);
  });

  it('"India", "anywhere", "भारत", "सम्पूर्ण भारत" find every available home', async () => {
    const everything = idsOf(available, () => true);
    for (const text of ['India', 'all of India', 'anywhere', 'भारत', 'सम्पूर्ण भारत']) {
      expect({ text, ...(await searchFor(text)) }).toEqual({ text, total: everything.length, ids: everything });
    }
    expect((await suggestions.suggest('Indi')).map((s) => s.placeId)).toContain('country:india');
    expect(placeById('country:india')).toMatchObject({ label: 'All of India' });
  });
});
