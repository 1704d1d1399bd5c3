import { Client } from '@opensearch-project/opensearch';
import { uniqueName } from '@trio/service-kit/testing/unique';
import {
  type NearbyPlace,
  type Place,
  placeCategories,
  PlacesIndex,
  PropertiesIndex,
  type PropertySearchDocument,
  type SearchIndexNames,
} from '../src/search';

const node = (process.env.OPENSEARCH_URL?.trim() || 'http://127.0.0.1:9200').replace(/\/+$/, '');

// ----------------------------------------------------------------------------------------------------------------
// Fixture: 43 deterministic listings in three cities.
// ----------------------------------------------------------------------------------------------------------------

interface LocalitySeed {
  locality: string;
  city: string;
  state: string;
  pinCode: string;
  center: { lat: number; lon: number };
  baseRent: number; // rupees a month for one bedroom
  count: number;
}

const cityAliases: Record<string, string[]> = {
  Bengaluru: ['Bengaluru', 'Bangalore'],
  Mumbai: ['Mumbai', 'Bombay'],
  Pune: ['Pune', 'Poona'],
};

const localities: LocalitySeed[] = [
  seed('Koramangala', 'Bengaluru', 'Karnataka', '560034', 12.9352, 77.6245, 28_000, 6),
  seed('Indiranagar', 'Bengaluru', 'Karnataka', '560038', 12.9784, 77.6408, 30_000, 6),
  seed('HSR Layout', 'Bengaluru', 'Karnataka', '560102', 12.9116, 77.6474, 24_000, 6),
  seed('Whitefield', 'Bengaluru', 'Karnataka', '560066', 12.9698, 77.75, 20_000, 6),
  seed('Bandra West', 'Mumbai', 'Maharashtra', '400050', 19.0596, 72.8295, 55_000, 4),
  seed('Powai', 'Mumbai', 'Maharashtra', '400076', 19.1176, 72.906, 40_000, 4),
  seed('Andheri West', 'Mumbai', 'Maharashtra', '400058', 19.1364, 72.8296, 38_000, 4),
  seed('Kothrud', 'Pune', 'Maharashtra', '411038', 18.5074, 73.8077, 18_000, 4),
  seed('Baner', 'Pune', 'Maharashtra', '411045', 18.559, 73.7868, 20_000, 3),
];

function seed(
  locality: string,
  city: string,
  state: string,
  pinCode: string,
  lat: number,
  lon: number,
  baseRent: number,
  count: number,
): LocalitySeed {
  return { locality, city, state, pinCode, center: { lat, lon }, baseRent, count };
}

const types = ['apartment', 'house', 'villa', 'studio'] as const;
const names = ['Sunrise Residency', 'Green Nest', 'Lake View Homes', 'Palm Court', 'Maple Heights', 'Silver Oak'];
const streets = ['1st Main Road', '80 Feet Road', 'Church Street', 'Link Road', 'Station Road', 'Hill Road'];
const hex = (n: number) => n.toString(16).padStart(24, '0');

function buildFixture(): PropertySearchDocument[] {
  const docs: PropertySearchDocument[] = [];
  let i = 0;
  for (const place of localities) {
    for (let j = 0; j < place.count; j++, i++) {
      const bedrooms = (j % 4) + 1 + (j === 3 ? 1 : 0); // 1, 2, 3, 5, 1, 2
      docs.push({
        propertyId: hex(i + 1),
        landlordId: hex(1000 + (i % 5)),
        managerId: hex(2000 + (i % 3)),
        name: `${names[j % names.length]} ${bedrooms} BHK`,
        address: {
          line1: `${10 + j}, ${streets[(i + j) % streets.length]}`,
          locality: place.locality,
          city: place.city,
          state: place.state,
          pinCode: place.pinCode,
        },
        location: {
          lat: round(place.center.lat + (j - 2) * 0.0035),
          lon: round(place.center.lon + ((j % 3) - 1) * 0.003),
        },
        rentPaise: (place.baseRent + (bedrooms - 1) * 9_000 + j * 1_500) * 100,
        bedrooms,
        bathrooms: Math.max(1, bedrooms - 1),
        squareFeet: 450 + bedrooms * 350,
        propertyType: types[(i + j) % types.length]!,
        status: 'available',
        featured: i % 4 === 0,
        imageIds: [hex(5000 + i)],
        // Pairs share a listing time: the propertyId tiebreaker decides between them.
        listedAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 3_600_000).toISOString(),
        cityAliases: cityAliases[place.city]!,
      });
    }
  }
  const byId = (id: number) => docs[id - 1]!;
  // Listings that only mention Koramangala (outside it): they match the word but must rank below it.
  byId(19).name = 'Koramangala Heights 2 BHK'; // in Whitefield
  byId(8).address.line1 = '12, 80 Feet Road, near Koramangala'; // in Indiranagar
  // A Mumbai "Bungalow" must not answer "Bangalor".
  byId(25).name = 'Sea View Bungalow';
  // A neighbouring PIN code inside Koramangala: "560034" must not fuzzily reach it.
  byId(6).address.pinCode = '560035';
  // Occupied: never returned by default, not even when featured.
  byId(3).status = 'occupied';
  byId(9).status = 'occupied';
  byId(9).featured = true;
  // Not geocoded yet.
  delete byId(43).location;
  return docs;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Great-circle distance in km with OpenSearch's mean earth radius (arc distance). */
function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const R = 6371.0087714;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

// ----------------------------------------------------------------------------------------------------------------

describe('search indexes against the real OpenSearch', () => {
  const client = new Client({ node });
  const names: SearchIndexNames = {
    properties: uniqueName('it-properties'),
    places: uniqueName('it-places'),
    placeSuggestions: uniqueName('it-place-suggestions'),
  };
  const properties = new PropertiesIndex(client, names);
  const places = new PlacesIndex(client, names);
  const fixture = buildFixture();
  const available = fixture.filter((doc) => doc.status === 'available');
  const ids = (docs: { propertyId: string }[]) => docs.map((doc) => doc.propertyId);
  const extraAliases: string[] = [];

  beforeAll(async () => {
    await Promise.all([properties.ensure(), places.ensure()]);
    const results = await Promise.all(fixture.map((doc) => properties.upsert(doc, 1, { refresh: 'wait_for' })));
    expect(results.every((result) => result === 'created')).toBe(true);
  });

  afterAll(async () => {
    const aliases = [names.properties, names.places, ...extraAliases];
    for (const alias of aliases) {
      const { body, statusCode } = await client.indices.getAlias({ name: alias }, { ignore: [404] });
      if (statusCode !== 404) await client.indices.delete({ index: Object.keys(body) }, { ignore: [404] });
    }
    await client.close();
  });

  describe('ensure', () => {
    it('created one versioned concrete index behind each alias and is idempotent', async () => {
      const before = await properties.concreteIndices();
      expect(before).toHaveLength(1);
      expect(before[0]).toMatch(new RegExp(`^${names.properties}-v1-\\d+-[0-9a-f]{4}$`));
      expect(await properties.ensure()).toEqual({ created: false });
      expect(await properties.concreteIndices()).toEqual(before);
      expect(await places.concreteIndices()).toHaveLength(1);
    });

    it('two replicas starting at once end with one index behind the alias', async () => {
      const alias = uniqueName('it-race');
      extraAliases.push(alias);
      const replicas = [1, 2, 3].map(
        () => new PropertiesIndex(client, { properties: alias, places: 'unused', placeSuggestions: 'unused' }),
      );
      const results = await Promise.all(replicas.map((replica) => replica.ensure()));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(await replicas[0]!.concreteIndices()).toHaveLength(1);
      const { body } = await client.cat.indices({ index: `${alias}-*`, format: 'json' });
      expect(body).toHaveLength(1);
    });
  });

  describe('search', () => {
    it('"Bangalor" finds every available Bengaluru listing and nothing else', async () => {
      const expected = available.filter((doc) => doc.address.city === 'Bengaluru');
      const result = await properties.search({ query: 'Bangalor', pageSize: 50 });
      expect(result.total).toBe(expected.length);
      expect(ids(result.items).sort()).toEqual(ids(expected).sort());
    });

    it('"bombay" finds the Mumbai listings by the city\'s other name', async () => {
      const expected = available.filter((doc) => doc.address.city === 'Mumbai');
      const result = await properties.search({ query: 'bombay', pageSize: 50 });
      expect(result.total).toBe(expected.length);
      expect(result.items.every((doc) => doc.address.city === 'Mumbai')).toBe(true);
    });

    it('"Koramangala" ranks every Koramangala listing above every other match', async () => {
      const inLocality = available.filter((doc) => doc.address.locality === 'Koramangala');
      const result = await properties.search({ query: 'Koramangala', pageSize: 50 });
      const localitiesInOrder = result.items.map((doc) => doc.address.locality);
      expect(localitiesInOrder.slice(0, inLocality.length)).toEqual(inLocality.map(() => 'Koramangala'));
      // The listings that only mention it come back too, after.
      expect(localitiesInOrder.slice(inLocality.length).sort()).toEqual(['Indiranagar', 'Whitefield']);
      expect(result.total).toBe(inLocality.length + 2);
    });

    it('"Koramangla" (a typo) still finds them, first', async () => {
      const inLocality = available.filter((doc) => doc.address.locality === 'Koramangala');
      const result = await properties.search({ query: 'Koramangla', pageSize: 50 });
      expect(ids(result.items.slice(0, inLocality.length)).sort()).toEqual(ids(inLocality).sort());
    });

    it('a locality of two words ("hsr layout") ranks its listings first', async () => {
      const inLocality = available.filter((doc) => doc.address.locality === 'HSR Layout');
      const result = await properties.search({ query: 'hsr layout', pageSize: 50 });
      expect(result.total).toBe(inLocality.length);
      expect(ids(result.items).sort()).toEqual(ids(inLocality).sort());
    });

    it('locality and city together ("Bandra, Mumbai") match across fields', async () => {
      const result = await properties.search({ query: 'Bandra, Mumbai', pageSize: 50 });
      const expected = available.filter((doc) => doc.address.locality === 'Bandra West');
      expect(ids(result.items).sort()).toEqual(ids(expected).sort());
    });

    it('a PIN code matches exactly (not its neighbour)', async () => {
      const expected = available.filter((doc) => doc.address.pinCode === '560034');
      const result = await properties.search({ query: '560034', pageSize: 50 });
      expect(expected.length).toBeGreaterThan(1);
      expect(ids(result.items).sort()).toEqual(ids(expected).sort());
      expect(result.total).toBe(expected.length);
    });

    it('answers nothing for a place it does not know', async () => {
      expect(await properties.search({ query: 'Chennai' })).toMatchObject({ items: [], total: 0 });
    });

    it('rent range, bedrooms and type combine with the text', async () => {
      const params = { minRentPaise: 3_500_000, maxRentPaise: 4_700_000, bedrooms: 2, type: 'apartment' as const };
      const matches = (doc: PropertySearchDocument) =>
        doc.address.city === 'Bengaluru' &&
        doc.rentPaise >= params.minRentPaise &&
        doc.rentPaise <= params.maxRentPaise &&
        doc.bedrooms === params.bedrooms &&
        doc.propertyType === params.type;
      const expected = available.filter(matches);
      expect(expected.length).toBeGreaterThan(1);
      // Each filter alone lets more through than all of them together.
      expect(available.filter((doc) => doc.address.city === 'Bengaluru' && doc.bedrooms === 2).length).toBeGreaterThan(
        expected.length,
      );
      const result = await properties.search({ query: 'Bengaluru', ...params, pageSize: 50 });
      expect(result.items.every(matches)).toBe(true);
      expect(result.total).toBe(expected.length);
      expect(ids(result.items).sort()).toEqual(ids(expected).sort());
    });

    it('bedrooms 4 means four or more', async () => {
      const expected = available.filter((doc) => doc.address.city === 'Bengaluru' && doc.bedrooms >= 4);
      expect(expected.some((doc) => doc.bedrooms > 4)).toBe(true);
      const result = await properties.search({ query: 'Bengaluru', bedrooms: 4, pageSize: 50 });
      expect(ids(result.items).sort()).toEqual(ids(expected).sort());
    });

    it('sorts by rent ascending and descending', async () => {
      const asc = await properties.search({ query: 'Mumbai', sort: 'rent_asc', pageSize: 50 });
      const rents = asc.items.map((doc) => doc.rentPaise);
      expect(rents).toEqual([...rents].sort((a, b) => a - b));
      const desc = await properties.search({ query: 'Mumbai', sort: 'rent_desc', pageSize: 50 });
      expect(desc.items.map((doc) => doc.rentPaise)).toEqual([...rents].sort((a, b) => b - a));
    });

    it('sorts newest first', async () => {
      const result = await properties.search({ query: 'Pune', sort: 'newest', pageSize: 50 });
      const times = result.items.map((doc) => doc.listedAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it.each(['relevance', 'rent_asc', 'newest'] as const)(
      'pages of 7 (%s) never overlap and together are the whole result',
      async (sort) => {
        const all = await properties.search({ query: 'Bangalor', sort, pageSize: 50 });
        expect(all.total).toBeGreaterThan(20);
        const seen: string[] = [];
        for (let page = 1; (page - 1) * 7 < all.total; page++) {
          const result = await properties.search({ query: 'Bangalor', sort, page, pageSize: 7 });
          expect(result.total).toBe(all.total);
          expect(result.items.length).toBe(Math.min(7, all.total - (page - 1) * 7));
          seen.push(...ids(result.items));
        }
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toEqual(ids(all.items));
      },
    );

    it('suggests names and localities as the user types (search_as_you_type)', async () => {
      const suggestions = await properties.suggest('Koraman');
      expect(suggestions.length).toBeGreaterThan(0);
      expect(
        suggestions.every((doc) => doc.address.locality === 'Koramangala' || doc.name.startsWith('Koramangala')),
      ).toBe(true);
      expect((await properties.suggest('lake vi')).every((doc) => doc.name.startsWith('Lake View'))).toBe(true);
    });

    it('an empty query lists available properties', async () => {
      const result = await properties.search({ query: '  ', pageSize: 5 });
      expect(result.total).toBe(available.length);
      expect(result.items).toHaveLength(5);
    });
  });

  describe('featured', () => {
    it('returns at most 8 featured, available listings, newest first', async () => {
      const expected = [...available]
        .filter((doc) => doc.featured)
        .sort((a, b) => b.listedAt.localeCompare(a.listedAt) || a.propertyId.localeCompare(b.propertyId))
        .slice(0, 8);
      expect(fixture.filter((doc) => doc.featured).length).toBeGreaterThan(8);
      const featured = await properties.featured();
      expect(featured).toHaveLength(8);
      expect(featured.every((doc) => doc.featured && doc.status === 'available')).toBe(true);
      expect(ids(featured)).toEqual(ids(expected));
      expect(await properties.featured(3)).toHaveLength(3);
    });
  });

  describe('similar', () => {
    const subject = fixture[1]!; // Koramangala, 2 bedrooms

    it('same city within 5 km, rent ±30 %, bedrooms ±1, not itself, nearest first, at most 6', async () => {
      const eligible = (doc: PropertySearchDocument) =>
        doc.propertyId !== subject.propertyId &&
        doc.status === 'available' &&
        doc.address.city === subject.address.city &&
        doc.location !== undefined &&
        Math.abs(doc.bedrooms - subject.bedrooms) <= 1 &&
        doc.rentPaise >= subject.rentPaise * 0.7 &&
        doc.rentPaise <= subject.rentPaise * 1.3;
      const candidates = fixture
        .filter(eligible)
        .map((doc) => ({ doc, km: haversineKm(subject.location!, doc.location!) }))
        .sort((a, b) => a.km - b.km);
      // The fixture keeps clear of the 5 km edge, so the expectation does not hang on rounding.
      expect(candidates.some(({ km }) => km > 4.95 && km < 5.05)).toBe(false);
      const expected = candidates.filter(({ km }) => km <= 5).slice(0, 6);
      expect(expected.length).toBeGreaterThan(1);

      const similar = await properties.similar(subject.propertyId);
      expect(ids(similar)).toEqual(ids(expected.map(({ doc }) => doc)));
      expect(similar.length).toBeLessThanOrEqual(6);
      for (const doc of similar) {
        expect(eligible(doc)).toBe(true);
        expect(doc.distanceKm).toBeLessThanOrEqual(5);
        expect(Math.abs(doc.distanceKm - haversineKm(subject.location!, doc.location!))).toBeLessThan(0.01);
      }
      const distances = similar.map((doc) => doc.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('is empty for a property without a location, or an unknown one', async () => {
      const withoutLocation = fixture.find((doc) => !doc.location)!;
      expect(await properties.similar(withoutLocation.propertyId)).toEqual([]);
      expect(await properties.similar(hex(99_999))).toEqual([]);
    });
  });

  describe('versioning', () => {
    const original = fixture[41]!; // Baner

    it('an older event never overwrites a newer one', async () => {
      const newer = { ...original, name: 'Renamed at v5' };
      expect(await properties.upsert(newer, 5, { refresh: true })).toBe('updated');
      expect(await properties.upsert({ ...original, name: 'Late v3' }, 3, { refresh: true })).toBe('stale');
      expect(await properties.upsert({ ...original, name: 'Redelivered v5' }, 5)).toBe('stale');
      expect((await properties.get(original.propertyId))?.name).toBe('Renamed at v5');
      expect(await properties.getWithVersion(original.propertyId)).toMatchObject({ version: 5 });
    });

    it('a status change applies at a newer version only', async () => {
      expect(await properties.setStatus(original.propertyId, 'occupied', 4)).toBe('stale');
      expect(await properties.setStatus(original.propertyId, 'occupied', 6, { refresh: true })).toBe('updated');
      expect((await properties.get(original.propertyId))?.status).toBe('occupied');
      expect(await properties.setStatus(original.propertyId, 'available', 7, { refresh: true })).toBe('updated');
      expect(await properties.setStatus(hex(99_999), 'occupied', 2)).toBeNull();
    });

    it('remove honours the version too', async () => {
      const extra = { ...original, propertyId: hex(88_888) };
      await properties.upsert(extra, 2);
      expect(await properties.remove(extra.propertyId, 1)).toBe('stale');
      expect(await properties.remove(extra.propertyId, 3, { refresh: true })).toBe('deleted');
      expect(await properties.get(extra.propertyId)).toBeNull();
      expect(await properties.remove(hex(77_777), 1)).toBe('not_found');
    });
  });

  describe('reindex', () => {
    it('builds a new index, swaps the alias atomically, loses nothing and deletes the old index', async () => {
      const [oldIndex] = await properties.concreteIndices();
      const before = await properties.count();
      expect(before).toBe(fixture.length);
      async function* replay() {
        for (const doc of fixture) yield { doc, version: 1 };
        // The same property twice: the newer version wins, the older counts as stale.
        yield { doc: { ...fixture[0]!, name: 'Sunrise Residency 1 BHK (renovated)' }, version: 2 };
        yield { doc: fixture[0]!, version: 1 };
      }
      const result = await properties.reindex(replay());
      expect(result).toMatchObject({ indexed: fixture.length + 1, stale: 1, previous: [oldIndex] });
      expect(await properties.concreteIndices()).toEqual([result.index]);
      expect((await client.indices.exists({ index: oldIndex! })).body).toBe(false);
      expect(await properties.count()).toBe(before);
      const { body } = await client.search({ index: names.properties, body: { size: 100, _source: false } });
      expect(body.hits.hits.map((hit) => hit._id).sort()).toEqual(ids(fixture).sort());
      expect((await properties.get(fixture[0]!.propertyId))?.name).toBe('Sunrise Residency 1 BHK (renovated)');
      // Writes still go through the alias, and search works on the new index.
      expect(await properties.upsert(fixture[0]!, 3, { refresh: true })).toBe('updated');
      expect((await properties.search({ query: 'Bangalor' })).total).toBe(
        available.filter((doc) => doc.address.city === 'Bengaluru').length,
      );
    });
  });

  describe('places nearby', () => {
    const origin = { lat: 12.9352, lon: 77.6245 };
    const kmPerDegreeLat = 111.195;
    // name, category, km north, km east (the distances are about sqrt(n² + e²)).
    const layout: [string, Place['category'], number, number][] = [
      ['Bethany High School', 'schools', 0.6, 0],
      ['National Public School', 'schools', 0, 1.2],
      ['Far Away School', 'schools', 2.6, 0],
      ['St Johns Hospital', 'hospitals', -1.5, 0.5],
      ['Apollo Clinic', 'hospitals', 0.2, 0.2],
      ['Forum Mall', 'shopping', 0.9, -0.4],
      ['Nexus Mall', 'shopping', 1.7, 0.9],
      ['Jyoti Nivas Metro', 'transportation', -0.3, -1.1],
      ['Silk Board Bus Stop', 'transportation', -1.95, 0],
      ['Majestic Bus Stand', 'transportation', 6, -5],
      ['Koramangala Club', 'others', 0.05, 0.05],
      ['Indoor Stadium', 'others', 0, -2.3],
    ];
    const fixturePlaces: Place[] = layout.map(([name, category, north, east], i) => ({
      placeId: `place-${i}`,
      name,
      category,
      city: 'Bengaluru',
      location: {
        lat: round(origin.lat + north / kmPerDegreeLat),
        lon: round(origin.lon + east / (kmPerDegreeLat * Math.cos((origin.lat * Math.PI) / 180))),
      },
    }));

    beforeAll(async () => {
      expect(await places.bulkIndex(fixturePlaces, { refresh: 'wait_for' })).toEqual({ indexed: layout.length });
    });

    it('groups the places within 2 km by category, nearest first, with distances in km', async () => {
      const nearby = await places.nearby(origin);
      expect(Object.keys(nearby).sort()).toEqual([...placeCategories].sort());
      for (const category of placeCategories) {
        const expected = fixturePlaces
          .filter((place) => place.category === category)
          .map((place) => ({ place, km: haversineKm(origin, place.location) }))
          .filter(({ km }) => km <= 2)
          .sort((a, b) => a.km - b.km);
        const got: NearbyPlace[] = nearby[category];
        expect(got.map((place) => place.name)).toEqual(expected.map(({ place }) => place.name));
        got.forEach((place, i) => {
          const { place: source, km } = expected[i]!;
          expect(place.distance).toMatch(/^\d+\.\d$/);
          expect(Math.abs(Number(place.distance) - km)).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(Math.abs(place.distanceKm - km)).toBeLessThan(0.01);
          expect(place.distanceKm).toBeLessThanOrEqual(2);
          expect(place.location).toEqual({ lat: source.location.lat, lng: source.location.lon });
        });
      }
      expect(nearby.schools.map((place) => place.name)).toEqual(['Bethany High School', 'National Public School']);
      expect(nearby.others.map((place) => place.name)).toEqual(['Koramangala Club']);
    });

    it('limits each category and answers empty lists far from everything', async () => {
      const one = await places.nearby(origin, 2, 1);
      expect(one.transportation).toHaveLength(1);
      expect(one.transportation[0]!.name).toBe('Jyoti Nivas Metro');
      const nowhere = await places.nearby({ lat: 28.6139, lon: 77.209 });
      expect(nowhere).toEqual({ schools: [], hospitals: [], shopping: [], transportation: [], others: [] });
    });
  });
});
