import { ApiClient, eventually, newPerson } from './support/client';
import { startStack, type Stack } from './support/stack';

interface Card {
  _id: string;
  locality: string;
  address: { city: string };
  rentPrice: number;
  bedrooms: number;
  type: string;
}
interface SearchAnswer {
  properties: Card[];
  totalFound: number;
  message: string;
  nearestPlaces?: (Suggestion & { distanceKm: number })[];
}
interface Suggestion {
  placeId: string;
  kind: 'locality' | 'city' | 'pin' | 'region' | 'country';
  label: string;
  name: string;
  city: string;
  homes: number;
}

/** Listings approved through the real workflow, then searched through the gateway (issue 5 search cases). */
describe('search through the gateway', () => {
  let stack: Stack;
  const visitor = () => new ApiClient(stack.gatewayUrl);
  const search = async (q: string) => (await visitor().call<SearchAnswer>('GET', `/trio/properties/search?${q}`)).body;

  const listings = [
    // Koramangala (PIN 560034), Indiranagar (560038), HSR Layout (560102): Bengaluru; Bandra West (400050): Mumbai.
    ...[1, 2, 3].map((i) => ({
      street: `${i} Koramangala 5th Block`,
      zip: '560034',
      bedrooms: i,
      rent: 30_000 + i * 5_000,
      type: 'apartment',
    })),
    ...[1, 2, 3].map((i) => ({
      street: `${i} 12th Main`,
      zip: '560038',
      bedrooms: i,
      rent: 28_000 + i * 5_000,
      type: 'apartment',
    })),
    ...[2, 3].map((i) => ({
      street: `${i} 27th Main`,
      zip: '560102',
      bedrooms: i,
      rent: 26_000 + i * 5_000,
      type: 'house',
    })),
    ...[1, 2].map((i) => ({
      street: `${i} Carter Road`,
      zip: '400050',
      bedrooms: i,
      rent: 60_000 + i * 10_000,
      type: 'apartment',
    })),
  ];

  beforeAll(async () => {
    stack = await startStack();
    const landlord = new ApiClient(stack.gatewayUrl);
    await landlord.call('POST', '/trio/auth/register', { body: newPerson() });
    const manager = new ApiClient(stack.gatewayUrl);
    const m = await manager.call<{ user: { email: string } }>('POST', '/trio/auth/register', { body: newPerson() });
    expect(
      stack.usersOps(['add-manager', '--email', m.body.user.email, '--name', 'Arjun Mehta', '--company', 'Trio'])
        .status,
    ).toBe(0);
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments()) === 1 ? true : undefined,
    );
    for (const l of listings) {
      const mumbai = l.zip.startsWith('400');
      const submitted = await landlord.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
        body: {
          propertyAddress: {
            street: l.street,
            city: mumbai ? 'Mumbai' : 'Bengaluru',
            state: mumbai ? 'Maharashtra' : 'Karnataka',
            zipCode: l.zip,
          },
          description: 'Well kept home',
          type: l.type,
          rentAmount: l.rent,
          bedrooms: l.bedrooms,
          bathrooms: 1,
          leaseType: 'Year-long',
        },
      });
      const approved = await manager.call('PUT', `/trio/propertyListingRequest/${submitted.body._id}/review`, {
        body: { action: 'approve' },
      });
      expect(approved.status).toBe(200);
    }
    // Every listing is indexed (events are consumed per partition, so the cities arrive in any order).
    await eventually(
      async () =>
        (await search('query=Bengaluru')).totalFound === 8 && (await search('query=Mumbai')).totalFound === 2
          ? true
          : undefined,
      20_000,
    );
  }, 120_000);
  afterAll(() => stack?.close());

  it('"Bangalor" finds every Bengaluru listing and nothing else; "bombay" finds Mumbai', async () => {
    const bangalor = await search('query=Bangalor');
    expect(bangalor.totalFound).toBe(8);
    expect(new Set(bangalor.properties.map((p) => p.address.city))).toEqual(new Set(['Bengaluru']));
    const bombay = await search('query=bombay');
    expect(bombay.properties.map((p) => p.address.city)).toEqual(['Mumbai', 'Mumbai']);
  });

  it('ranks the listings of the named locality first', async () => {
    const answer = await search('query=Koramangala');
    expect(answer.properties.slice(0, 3).map((p) => p.locality)).toEqual(['Koramangala', 'Koramangala', 'Koramangala']);
  });

  it('combines filters', async () => {
    const answer = await search('query=Bengaluru&minRent=32000&maxRent=45000&bedrooms=2&type=apartment');
    const expected = listings.filter(
      (l) =>
        !l.zip.startsWith('400') && l.rent >= 32_000 && l.rent <= 45_000 && l.bedrooms === 2 && l.type === 'apartment',
    );
    expect(answer.totalFound).toBe(expected.length);
    for (const p of answer.properties) {
      expect(p).toMatchObject({ bedrooms: 2, type: 'apartment', address: { city: 'Bengaluru' } });
      expect(p.rentPrice).toBeGreaterThanOrEqual(32_000);
      expect(p.rentPrice).toBeLessThanOrEqual(45_000);
    }
  });

  it('pages stably: pages of 3 never overlap and together are the whole result', async () => {
    const all = await search('query=Bengaluru&pageSize=50');
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await search(`query=Bengaluru&pageSize=3&page=${page}`));
    const ids = pages.flatMap((p) => p.properties.map((c) => c._id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.properties.map((c) => c._id));
    expect(pages.map((p) => p.properties.length)).toEqual([3, 3, 2]);
  });

  it('finds a PIN code and sorts by rent', async () => {
    const pin = await search('query=560038&sort=rent_asc');
    expect(pin.properties.map((p) => p.locality)).toEqual(['Indiranagar', 'Indiranagar', 'Indiranagar']);
    const rents = pin.properties.map((p) => p.rentPrice);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
  });

  it('suggests similar properties nearby: same city, within 5 km, ±30 % rent, ±1 bedroom, not itself', async () => {
    const base = (await search('query=Koramangala&bedrooms=2')).properties[0]!;
    const similar = await visitor().call<{ nearbyProperties: (Card & { distanceKm: number })[] }>(
      'GET',
      `/trio/properties/${base._id}/similarListings`,
    );
    expect(similar.status).toBe(200);
    for (const p of similar.body.nearbyProperties) {
      expect(p._id).not.toBe(base._id);
      expect(p.address.city).toBe('Bengaluru');
      expect(p.distanceKm).toBeLessThanOrEqual(5);
      expect(Math.abs(p.bedrooms - base.bedrooms)).toBeLessThanOrEqual(1);
      expect(Math.abs(p.rentPrice - base.rentPrice) / base.rentPrice).toBeLessThanOrEqual(0.3);
    }
    expect(similar.body.nearbyProperties.length).toBeGreaterThan(0);
  });

  describe('location suggestions and search by place', () => {
    const suggest = async (q: string) =>
      (await visitor().call<{ suggestions: Suggestion[] }>('GET', `/trio/places/suggest?q=${encodeURIComponent(q)}`))
        .body.suggestions;

    beforeAll(async () => {
      // The home counts follow the listings within a couple of seconds (recounted after changes, batched).
      await eventually(
        async () =>
          (await suggest('bangalor'))[0]?.homes === 8 && (await suggest('bombay'))[0]?.homes === 2 ? true : undefined,
        20_000,
      );
    });

    it('"kor" suggests Koramangala first, "bangalor" Bengaluru, "5600" PIN codes of Bengaluru, "zzzz" none', async () => {
      expect((await suggest('kor'))[0]).toEqual({
        placeId: 'locality:bengaluru:koramangala',
        kind: 'locality',
        label: 'Koramangala, Bengaluru',
        name: 'Koramangala',
        city: 'Bengaluru',
        homes: 3,
      });
      expect((await suggest('bangalor'))[0]).toMatchObject({ placeId: 'city:bengaluru', kind: 'city', homes: 8 });
      expect((await suggest('Bombay'))[0]).toMatchObject({ placeId: 'city:mumbai', homes: 2 });
      const pins = await suggest('5600');
      expect(pins.map((s) => s.name).sort()).toEqual(['560034', '560038']); // 560102 starts 5601
      expect(pins.every((s) => s.kind === 'pin' && s.city === 'Bengaluru')).toBe(true);
      expect(await suggest('zzzz')).toEqual([]);
      expect(await suggest('k')).toEqual([]);
    });

    it("each suggestion's home count equals the search's totalFound for its place", async () => {
      const offered = [...(await suggest('kor')), ...(await suggest('5600')), ...(await suggest('bangalor'))];
      expect(offered.length).toBeGreaterThan(3);
      for (const s of offered) {
        const found = await search(`query=${encodeURIComponent(s.label)}&placeId=${encodeURIComponent(s.placeId)}`);
        expect([s.placeId, found.totalFound]).toEqual([s.placeId, s.homes]);
      }
    });

    it('searches by placeId with the filters, and by the text alone the same when it names the place', async () => {
      const byPlace = await search('query=Koramangala%2C%20Bengaluru&placeId=locality:bengaluru:koramangala');
      expect(byPlace.properties.map((p) => p.locality)).toEqual(['Koramangala', 'Koramangala', 'Koramangala']);
      expect(byPlace.message).toBe('3 properties found for "Koramangala, Bengaluru"');
      const filtered = await search('placeId=locality:bengaluru:koramangala&bedrooms=2');
      expect(filtered.properties.map((p) => p.bedrooms)).toEqual([2]);
      const byText = await search('query=Koramangala%2C%20Bengaluru');
      expect(byText.properties.map((p) => p._id)).toEqual(byPlace.properties.map((p) => p._id));
    });

    it('takes place names in Indian scripts: "ಕೋರಮಂಗಲ" is Koramangala, "बेंगलुरु" Bengaluru, "ಬೆಂಗ" suggests it', async () => {
      const ids = (answer: SearchAnswer) => answer.properties.map((p) => p._id).sort();
      const koramangala = await search('query=Koramangala');
      const inKannada = await search(`query=${encodeURIComponent('ಕೋರಮಂಗಲ')}`);
      expect(inKannada.totalFound).toBe(3);
      expect(ids(inKannada)).toEqual(ids(koramangala));
      expect(inKannada.properties.map((p) => p.locality)).toEqual(['Koramangala', 'Koramangala', 'Koramangala']);
      const inHindi = await search(`query=${encodeURIComponent('बेंगलुरु')}&pageSize=50`);
      expect(ids(inHindi)).toEqual(ids(await search('query=Bengaluru&pageSize=50')));
      expect(inHindi.totalFound).toBe(8);
      expect((await suggest('ಬೆಂಗ'))[0]).toMatchObject({ placeId: 'city:bengaluru', homes: 8 });
      expect((await suggest('कोरमं'))[0]).toMatchObject({ placeId: 'locality:bengaluru:koramangala', homes: 3 });
    });

    it('"India", "भारत" and "anywhere" find every home', async () => {
      const all = (await search('query=Bengaluru')).totalFound + (await search('query=Mumbai')).totalFound;
      for (const text of ['India', 'भारत', 'anywhere', 'All of India']) {
        const answer = await search(`query=${encodeURIComponent(text)}`);
        expect([text, answer.totalFound]).toEqual([text, all]);
      }
    });

    it('"Navi Mumbai" and "Vashi" are suggested; their search finds no home here and offers the nearest that have', async () => {
      expect((await suggest('Navi'))[0]).toMatchObject({ placeId: 'city:navi-mumbai', kind: 'city', homes: 0 });
      expect((await suggest('vash'))[0]).toMatchObject({ placeId: 'locality:navi-mumbai:vashi', homes: 0 });
      const vashi = await search('query=Vashi');
      expect(vashi.totalFound).toBe(0);
      expect(vashi.nearestPlaces?.map((p) => [p.placeId, p.homes])).toEqual([['locality:mumbai:bandra-west', 2]]);
      expect(vashi.nearestPlaces?.[0]?.distanceKm).toBeGreaterThan(10);
      expect(vashi.message).toContain("We're expanding to your area!");
      expect(vashi.message).toContain('Bandra West, Mumbai');
      // A region finds the homes of its cities.
      expect((await search('query=Mumbai%20Metropolitan%20Region')).totalFound).toBe(2);
      // Far from every home's locality: the nearest cities instead.
      const ncr = await search('query=Delhi%20NCR');
      expect(ncr.nearestPlaces?.map((p) => p.placeId)).toEqual(['city:mumbai', 'city:bengaluru']);
      // A place the gazetteer does not know: the expansion message only.
      const unknown = await search('query=Itanagar');
      expect([unknown.totalFound, unknown.nearestPlaces]).toEqual([0, undefined]);
    });

    it('refuses a malformed place id or over-long text as problem+json, never 500', async () => {
      const badPlace = await visitor().call<{ code: string }>(
        'GET',
        '/trio/properties/search?query=x&placeId=DROP%20TABLE',
      );
      expect([badPlace.status, badPlace.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const long = await visitor().call<{ code: string }>('GET', `/trio/places/suggest?q=${'a'.repeat(101)}`);
      expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      // An unknown (well-formed) place falls back to the text.
      expect((await search('query=Mumbai&placeId=city:atlantis')).totalFound).toBe(2);
    });
  });

  it('answers what the property page reads in the shapes of their route definitions (the client checks each)', async () => {
    const base = (await search('query=Koramangala&bedrooms=2')).properties[0]!;
    const client = visitor();
    const paths = [
      `/trio/properties/${base._id}`,
      `/trio/properties/${base._id}/images`,
      `/trio/properties/${base._id}/propetyManagerInfo`,
      `/trio/properties/${base._id}/propertyManagerInfo`,
      `/trio/properties/nearbyPlaces/getLandmarks?address=${encodeURIComponent('Koramangala, Bengaluru 560034')}`,
    ];
    for (const path of paths) expect([path, (await client.call('GET', path)).status]).toEqual([path, 200]);
  });
});
