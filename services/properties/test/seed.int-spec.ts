import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { createKafka, OutboxRelay } from '@trio/service-kit/events';
import {
  collectMessages,
  deleteBucket,
  deleteSearchIndexes,
  deleteTopicsWithPrefix,
  serviceTestEnv,
} from '@trio/service-kit/testing';
import type { Connection, Model } from 'mongoose';
import { properties } from '../src/app.module';
import { localitiesOf } from '../src/geo/gazetteer';
import { LISTING_REQUEST_MODEL, type ListingRequestDocument } from '../src/listing-requests/listing-request.schema';
import { managerCopy, type ManagerCopy } from '../src/copies/manager.copy';
import { personCopy, type PersonCopy } from '../src/copies/person.copy';
import { PROPERTY_MODEL, type PropertyDocument } from '../src/properties/property.schema';
import { PlacesIndex } from '../src/search/places-index';
import { PropertiesIndex } from '../src/search/properties-index';
import { SavedSearchPercolator } from '../src/search/saved-search-percolator';
import { searchParamsOf } from '../src/search/search-criteria';
import {
  SAVED_SEARCH_MATCH_MODEL,
  type SavedSearchMatchDocument,
} from '../src/saved-searches/saved-search-match.schema';
import { SavedSearchesService } from '../src/saved-searches/saved-searches.service';
import { demoPropertyId } from '../src/seed/demo-catalogue';
import { DEMO_SAVED_SEARCHES } from '../src/seed/demo-saved-searches';
import type { PeopleFile } from '../src/seed/people-file';
import { publishPending, seedCatalogue, type SeedSummary } from '../src/seed/seed-catalogue';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(300_000);

const testEnv = serviceTestEnv('properties-seed-it', addressesToEnv(resolveAddresses()));

const hex = (n: number) => n.toString(16).padStart(24, 'c');
const people: PeopleFile = {
  managers: [0, 1, 2].map((i) => ({
    _id: hex(900 + i),
    email: `manager${i}@seed.test`,
    name: `Manager ${i}`,
    company: 'Seed Test Managers',
    version: 1,
    userId: hex(800 + i),
  })),
  landlords: [0, 1, 2, 3, 4].map((i) => ({
    _id: hex(100 + i),
    email: `landlord${i}@seed.test`,
    displayName: `Landlord ${i}`,
    version: 1,
  })),
  renters: [{ _id: hex(200), email: 'renter@seed.test', displayName: 'Renter', version: 1 }],
};

const PROPERTIES = 60;
let app: INestApplicationContext;
let first: SeedSummary;
const model = <T>(name: string) => app.get<Model<T>>(getModelToken(name), { strict: false });

beforeAll(async () => {
  app = await NestFactory.createApplicationContext(properties.coreModule(testEnv), { logger: false });
  await app.init();
  first = await seedCatalogue(app, { properties: PROPERTIES, people, imageVariations: 2 });
  expect(await publishPending(app)).toBe(0);
});

afterAll(async () => {
  await app?.get<Connection>(getConnectionToken()).dropDatabase();
  await app?.close();
  await deleteSearchIndexes(testEnv.OPENSEARCH_URL!, [testEnv.PROPERTIES_INDEX!, testEnv.PLACES_INDEX!]);
  await deleteBucket(testEnv, testEnv.MEDIA_BUCKET!);
  await deleteTopicsWithPrefix(
    createKafka('seed-it-clean-up', testEnv.KAFKA_BROKERS!.split(',')),
    testEnv.EVENTS_TOPIC_PREFIX!,
  );
});

describe('the properties seed against the real servers', () => {
  it('writes the catalogue with its events, plus the properties of approved requests', async () => {
    expect(first.properties.createdWithEvents).toBe(PROPERTIES);
    expect(first.properties.createdInBulk).toBe(0);
    const properties = model<PropertyDocument>(PROPERTY_MODEL);
    const listed = first.listingRequests.listed ?? 0;
    expect(await properties.countDocuments()).toBe(PROPERTIES + listed);
    // Published: nothing is left in the outbox.
    expect(await properties.countDocuments({ outboxPending: { $gt: 0 } })).toBe(0);
    const sample = await properties.findOne({ listingRequestId: { $exists: false } }).lean();
    expect(sample?.imageIds.length).toBeGreaterThanOrEqual(5);
    expect(sample?.version).toBe(1);
  });

  it('fills the managers and people projections from the people file', async () => {
    expect(await model<ManagerCopy>(managerCopy.name).countDocuments()).toBe(3);
    expect(await model<PersonCopy>(personCopy.name).countDocuments()).toBe(6);
  });

  it('uploads the image pool once', () => {
    expect(first.images.uploaded).toBe(12);
  });

  it('answers a city query from the search index with every property of that city', async () => {
    const properties = model<PropertyDocument>(PROPERTY_MODEL);
    const expected = await properties.countDocuments({ 'address.city': 'Mumbai', status: 'available' });
    expect(expected).toBeGreaterThan(3);
    const index = app.get(PropertiesIndex);
    expect(await index.count()).toBe(await properties.countDocuments());
    const found = await index.search({ query: 'Mumbai', pageSize: 50 });
    expect(found.total).toBe(expected);
    expect(found.items.every((p) => p.address.city === 'Mumbai')).toBe(true);
    expect((await index.search({ query: 'Bombay', pageSize: 50 })).total).toBe(expected);
  });

  it('makes the points of interest nearby-searchable', async () => {
    const indiranagar = localitiesOf('Bengaluru').find((l) => l.locality === 'Indiranagar')!;
    const nearby = await app.get(PlacesIndex).nearby(indiranagar.centre, 2.5, 50);
    for (const category of ['schools', 'hospitals', 'shopping', 'transportation', 'others'] as const) {
      expect(nearby[category].length).toBeGreaterThan(0);
    }
    expect(nearby.transportation.map((p) => p.name).join()).toMatch(/Indiranagar/);
    expect(first.places).toBeGreaterThan(2500);
  });

  it('leaves listing requests in every status the workflow reaches', async () => {
    const requests = await model<ListingRequestDocument>(LISTING_REQUEST_MODEL).find().lean();
    const statuses = [...new Set(requests.map((r) => r.status))].sort();
    expect(statuses).toEqual(['assigned', 'listed', 'needs_more_info', 'pending', 'rejected']);
    expect(Object.keys(first.listingRequests).sort()).toEqual(statuses);
    expect(requests.filter((r) => r.landlordId === people.landlords[0]!._id).length).toBeGreaterThanOrEqual(5);
    const listed = requests.filter((r) => r.status === 'listed');
    for (const request of listed) {
      expect(await model<PropertyDocument>(PROPERTY_MODEL).findById(request.propertyId).lean()).not.toBeNull();
    }
  });

  it('issue 27, item 5: gives the demo renter two saved searches, the homes their search finds recorded as quiet past matches', async () => {
    const renterId = people.renters[0]!._id;
    const savedSearches = app.get(SavedSearchesService);
    const saved = await savedSearches.listForOwner(renterId);
    expect(saved.map((search) => search.name).sort()).toEqual(DEMO_SAVED_SEARCHES.map((demo) => demo.name).sort());
    for (const search of saved) expect(await app.get(SavedSearchPercolator).holds(search._id)).toBe(true);
    const [withMatches, without] = DEMO_SAVED_SEARCHES.map((demo) =>
      saved.find((search) => search.name === demo.name)!,
    );

    const found = await app.get(PropertiesIndex).search({ ...searchParamsOf(withMatches!.criteria)!, pageSize: 50 });
    expect(found.total).toBeGreaterThan(0);
    const matches = await model<SavedSearchMatchDocument>(SAVED_SEARCH_MATCH_MODEL)
      .find({ savedSearchId: withMatches!._id })
      .lean();
    expect(matches.map((match) => match.propertyId).sort()).toEqual(found.items.map((home) => home.propertyId).sort());
    // History, not news: no event with them.
    expect(matches.every((match) => match.outboxPending === 0 && match.outbox.length === 0)).toBe(true);
    expect(withMatches!.recentMatches.length).toBe(Math.min(5, found.total));
    expect(without!.recentMatches).toEqual([]);
    expect(first.savedSearches).toEqual({ created: 2, pastMatches: found.total });

    // The seed's listed events, handled once the service runs, find those matches recorded: no alert for them.
    const home = found.items[0]!;
    const percolated = await app.get(SavedSearchPercolator).match(home, home.landlordId);
    expect(percolated.map((match) => match.savedSearchId)).toContain(withMatches!._id);
    expect(await savedSearches.matchListedHome(home)).toBe(0);
  });

  it('adds nothing on a second run', async () => {
    const counts = async () => ({
      properties: await model<PropertyDocument>(PROPERTY_MODEL).countDocuments(),
      requests: await model<ListingRequestDocument>(LISTING_REQUEST_MODEL).countDocuments(),
      indexed: await app.get(PropertiesIndex).count(),
      places: await app.get(PlacesIndex).count(),
      savedSearches: (await app.get(SavedSearchesService).listForOwner(people.renters[0]!._id)).length,
      matches: await model<SavedSearchMatchDocument>(SAVED_SEARCH_MATCH_MODEL).countDocuments(),
    });
    const before = await counts();
    const second = await seedCatalogue(app, { properties: PROPERTIES, people, imageVariations: 2 });
    expect(second.properties).toMatchObject({ createdWithEvents: 0, createdInBulk: 0, existed: PROPERTIES });
    expect(second.images.uploaded).toBe(0);
    expect(second.reindex).toBeNull();
    expect(second.savedSearches).toEqual({ created: 0, pastMatches: 0 });
    expect(await counts()).toEqual(before);
  });

  it('issue 25, item 7: no home occupied without a lease; an older catalogue’s such homes are made available', async () => {
    const homes = model<PropertyDocument>(PROPERTY_MODEL);
    expect(await homes.countDocuments({ status: 'occupied' })).toBe(0);
    // As an older seed left them: one home occupied with nobody's lease, one held by a lease (left as it is).
    const [unlet, let_] = [demoPropertyId(3), demoPropertyId(4)];
    const leaseId = hex(700);
    await homes.updateOne({ _id: unlet }, { $set: { status: 'occupied', leaseId: null } });
    const versionBefore = (await homes.findById(unlet).lean())!.version;
    await homes.updateOne({ _id: let_ }, { $set: { status: 'occupied', leaseId } });
    const again = await seedCatalogue(app, { properties: PROPERTIES, people, imageVariations: 2 });
    expect(again.freedHomes).toBe(1);
    expect(again.reindex).not.toBeNull();
    const freed = await homes.findById(unlet).lean();
    expect(freed).toMatchObject({ status: 'available', leaseId: null });
    // Written through the outbox with its status-changed event (a new version), as a lease's end is.
    expect(freed!.version).toBe(versionBefore + 1);
    expect(await homes.findById(let_).lean()).toMatchObject({ status: 'occupied', leaseId });
    expect((await seedCatalogue(app, { properties: PROPERTIES, people, imageVariations: 2 })).freedHomes).toBe(0);
    await homes.updateOne({ _id: let_ }, { $set: { status: 'available', leaseId: null } });
  });

  it('with events, writes the bulk part with the listed event of each property too, once', async () => {
    const more = 25;
    // publishPending stopped the relay (as the ops command's last step); a seed runs with it going.
    app.get(OutboxRelay).startSweeping();
    const seeded = await seedCatalogue(app, {
      properties: PROPERTIES + more,
      people,
      imageVariations: 2,
      eventedLimit: PROPERTIES,
      withEvents: true,
    });
    expect(seeded.properties).toMatchObject({ createdWithEvents: 0, createdInBulk: more, existed: PROPERTIES });
    expect(await publishPending(app)).toBe(0);
    const properties = model<PropertyDocument>(PROPERTY_MODEL);
    expect(await properties.countDocuments({ outboxPending: { $gt: 0 } })).toBe(0);
    expect((await properties.findById(demoPropertyId(PROPERTIES)).lean())?.version).toBe(1);

    const added = new Set(Array.from({ length: more }, (_, i) => demoPropertyId(PROPERTIES + i)));
    const listed = await collectMessages(
      createKafka('seed-it-reader', testEnv.KAFKA_BROKERS!.split(',')),
      `${testEnv.EVENTS_TOPIC_PREFIX}properties.property`,
      {
        filter: (m) => added.has(m.key ?? ''),
        done: (ms) => new Set(ms.map((m) => m.key)).size === more,
        timeoutMs: 60_000,
      },
    );
    expect(new Set(listed.map((m) => m.key))).toEqual(added);

    const again = await seedCatalogue(app, {
      properties: PROPERTIES + more,
      people,
      imageVariations: 2,
      eventedLimit: PROPERTIES,
      withEvents: true,
    });
    expect(again.properties).toMatchObject({ createdInBulk: 0, existed: PROPERTIES + more });
  });
});
