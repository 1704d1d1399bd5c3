import { randomUUID } from 'node:crypto';
import { Client } from '@opensearch-project/opensearch';
import { propertyListed, savedSearchMatched } from '@trio/contracts/events/properties';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE, type SavedSearch } from '@trio/contracts/http/properties';
import { createKafka } from '@trio/service-kit/events';
import { IDENTITY_HEADER, signIdentity } from '@trio/service-kit/http';
import type { RunningService } from '@trio/service-kit/service';
import {
  collectMessages,
  deleteBucket,
  deleteSearchIndexes,
  deleteTopicsWithPrefix,
  sendJson,
  serviceTestEnv,
} from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose from 'mongoose';
import { properties as propertiesService } from '../src/app.module';
import type { PropertiesConfig } from '../src/config';
import type { PropertyDocument } from '../src/properties/property.schema';
import { PropertiesService } from '../src/properties/properties.service';
import { SavedSearchesService } from '../src/saved-searches/saved-searches.service';
import { PropertiesIndex, SavedSearchPercolator } from '../src/search';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(180_000);

/*
 * Saved searches against the real servers: the whole properties app (HTTP, its consumers, FerretDB or MongoDB,
 * OpenSearch's percolator, Kafka). A home listed in Jayanagar with 2 bedrooms matches the renter's saved search once
 * (one match, one properties.saved-search.matched.v1), however often its listing is redelivered; a home elsewhere,
 * a paused saved search and the landlord's own saved search match nothing.
 */

const env = serviceTestEnv('properties-saved-searches', addressesToEnv(resolveAddresses()));
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;
const kafka = createKafka(uniqueName('saved-searches-test'), env.KAFKA_BROKERS!.split(','));
const producer = kafka.producer();
let running: RunningService<PropertiesConfig>;
let db: mongoose.Connection;

const renter = { userId: '6b00000000000000000000a1', email: 'renter@example.in', role: 'tenant' };
const otherRenter = { userId: '6b00000000000000000000a2', email: 'other@example.in', role: 'tenant' };
const busyRenter = { userId: '6b00000000000000000000a3', email: 'busy@example.in', role: 'tenant' };
const landlord = { userId: '6b00000000000000000000b1', email: 'landlord@example.in', role: 'landlord' };
const matchingHomeId = '6b00000000000000000000c1';
const otherHomeId = '6b00000000000000000000c2';

type Caller = typeof renter;

function call<T = Record<string, unknown>>(caller: Caller, method: string, path: string, json?: unknown) {
  return sendJson<T>(`${running.url}${path}`, {
    method,
    headers: { [IDENTITY_HEADER]: signIdentity(caller, env.INTERNAL_IDENTITY_SECRET!) },
    ...(json !== undefined ? { json } : {}),
  });
}

async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function home(id: string, overrides: Partial<PropertyDocument>): PropertyDocument {
  const now = new Date();
  return {
    _id: id,
    landlordId: landlord.userId,
    managerId: '6b00000000000000000000d1',
    name: '2 BHK apartment in Jayanagar',
    address: {
      line1: '22, 9th Main Road, 4th Block',
      locality: 'Jayanagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560011',
    },
    location: { lat: 12.925, lon: 77.5838 },
    rentPaise: 3_200_000,
    bedrooms: 2,
    bathrooms: 2,
    propertyType: 'apartment',
    status: 'available',
    featured: false,
    imageIds: [],
    description: 'Quiet street near the shopping complex',
    leaseType: '11 months',
    nearbyLandmarks: [],
    listedAt: now,
    updatedAt: now,
    version: 0,
    outbox: [],
    outboxPending: 0,
    ...overrides,
  } as PropertyDocument;
}

const matchesOf = (savedSearchId: string) => db.collection('saved_search_matches').find({ savedSearchId }).toArray();
const storedSearch = (id: string) => db.collection('saved_searches').findOne({ _id: id as never });

const jayanagarTwoBedrooms = { query: 'Jayanagar', bedrooms: 2, maxRent: 40_000 };
let wanted: SavedSearch;
let paused: SavedSearch;
let landlordsOwn: SavedSearch;
/** The token of `wanted`'s unsubscribe link, as its matched event carried it. */
let unsubscribeToken: string;

beforeAll(async () => {
  running = await propertiesService.start({
    env: { ...env, PORT: '0' },
    shutdownHooks: false,
    consumer: { initialBackoffMs: 50 },
  });
  await producer.connect();
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
});

afterAll(async () => {
  await producer.disconnect();
  await running?.close();
  await db?.dropDatabase();
  await db?.close();
  await deleteSearchIndexes(env.OPENSEARCH_URL!, [env.PROPERTIES_INDEX!, env.PLACES_INDEX!]);
  await deleteBucket(env, env.MEDIA_BUCKET!);
  await deleteTopicsWithPrefix(kafka, topicPrefix);
});

it('saves searches for the caller, paused ones out of the percolator', async () => {
  const created = await call<SavedSearch>(renter, 'POST', '/trio/saved-searches', {
    name: 'Jayanagar 2 BHK',
    frequency: 'instant',
    criteria: jayanagarTwoBedrooms,
  });
  expect(created.status).toBe(201);
  wanted = created.body;
  expect(wanted).toMatchObject({ name: 'Jayanagar 2 BHK', frequency: 'instant', paused: false, recentMatches: [] });
  expect(wanted.criteria).toEqual(jayanagarTwoBedrooms);

  paused = (
    await call<SavedSearch>(renter, 'POST', '/trio/saved-searches', {
      name: 'Anything in Jayanagar',
      frequency: 'daily',
      criteria: { query: 'Jayanagar' },
    })
  ).body;
  const pausing = await call<SavedSearch>(renter, 'PATCH', `/trio/saved-searches/${paused.id}`, { paused: true });
  expect(pausing.status).toBe(200);
  expect(pausing.body.paused).toBe(true);

  landlordsOwn = (
    await call<SavedSearch>(landlord, 'POST', '/trio/saved-searches', {
      name: 'My own street',
      frequency: 'instant',
      criteria: { query: 'Jayanagar' },
    })
  ).body;

  const percolator = running.app.get(SavedSearchPercolator);
  expect(await percolator.holds(wanted.id)).toBe(true);
  expect(await percolator.holds(paused.id)).toBe(false);

  const mine = await call<SavedSearch[]>(renter, 'GET', '/trio/saved-searches');
  expect(mine.body.map((search) => search.id).sort()).toEqual([wanted.id, paused.id].sort());
});

it("answers 404 for another user's saved search and for an unknown id, without telling them apart", async () => {
  const foreign = await call(otherRenter, 'PATCH', `/trio/saved-searches/${wanted.id}`, { name: 'Mine now' });
  const unknown = await call(otherRenter, 'PATCH', '/trio/saved-searches/6b00000000000000000000ff', { name: 'x' });
  const malformed = await call(otherRenter, 'DELETE', '/trio/saved-searches/not-an-id');
  const deleting = await call(otherRenter, 'DELETE', `/trio/saved-searches/${wanted.id}`);
  for (const answer of [foreign, unknown, malformed, deleting]) {
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  }
  expect(foreign.body.title).toBe(unknown.body.title);
  expect((await storedSearch(wanted.id))?.name).toBe('Jayanagar 2 BHK');
  expect((await call<SavedSearch[]>(otherRenter, 'GET', '/trio/saved-searches')).body).toEqual([]);
});

it('records a listed home that matches once, with one event; a home elsewhere, a paused search and the landlord match nothing', async () => {
  const listing = running.app.get(PropertiesService);
  await listing.createListed(home(matchingHomeId, {}));
  await listing.createListed(
    home(otherHomeId, {
      name: '3 BHK villa in Koramangala',
      address: {
        line1: '5, 1st Cross',
        locality: 'Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560034',
      },
      location: { lat: 12.9352, lon: 77.6245 },
      bedrooms: 3,
      propertyType: 'villa',
    }),
  );
  const index = running.app.get(PropertiesIndex);
  await eventually(async () => (await index.get(otherHomeId)) && (await index.get(matchingHomeId)));

  const events = await collectMessages(kafka, topicPrefix + savedSearchMatched.topic, {
    filter: (m) => (m.json as { type?: string }).type === savedSearchMatched.type,
    done: (ms) => ms.length >= 1,
    timeoutMs: 30_000,
  });
  const event = events[0]!.json as { aggregateId: string; aggregateVersion: number; data: Record<string, unknown> };
  expect(events[0]!.key).toBe(`${wanted.id}:${matchingHomeId}`);
  expect(event.aggregateId).toBe(`${wanted.id}:${matchingHomeId}`);
  expect(event.aggregateVersion).toBe(1);
  expect(event.data).toMatchObject({
    matchId: `${wanted.id}:${matchingHomeId}`,
    savedSearchId: wanted.id,
    ownerId: renter.userId,
    frequency: 'instant',
    property: { propertyId: matchingHomeId, rentPaise: 3_200_000, imageId: null },
    unsubscribeToken: expect.stringMatching(/^v1\.[\w-]{43}$/),
  });
  unsubscribeToken = event.data.unsubscribeToken as string;

  // The Koramangala home (listed after) has been through the consumer once the listed event of both was handled.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect((await matchesOf(wanted.id)).map((match) => match.propertyId)).toEqual([matchingHomeId]);
  expect(await matchesOf(paused.id)).toEqual([]);
  expect(await matchesOf(landlordsOwn.id)).toEqual([]);

  const mine = await call<SavedSearch[]>(renter, 'GET', '/trio/saved-searches');
  const listed = mine.body.find((search) => search.id === wanted.id)!;
  expect(listed.recentMatches).toEqual([
    {
      id: matchingHomeId,
      name: '2 BHK apartment in Jayanagar',
      rentPaise: 3_200_000,
      city: 'Bengaluru',
      matchedAt: expect.any(String),
    },
  ]);
});

it('records nothing more when the listing is redelivered', async () => {
  const listed = await collectMessages(kafka, topicPrefix + propertyListed.topic, {
    filter: (m) => m.key === matchingHomeId && (m.json as { type?: string }).type === propertyListed.type,
    done: (ms) => ms.length >= 1,
  });
  const original = listed[0]!.json as Record<string, unknown>;
  for (let i = 0; i < 3; i++) {
    await producer.send({
      topic: topicPrefix + propertyListed.topic,
      messages: [
        { key: matchingHomeId, value: JSON.stringify(i === 0 ? original : { ...original, id: randomUUID() }) },
      ],
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const matches = await matchesOf(wanted.id);
  expect(matches).toHaveLength(1);
  expect(matches[0]!.outboxPending).toBe(0);
  // Its one event went with its one insert: the match document is the event's aggregate, and holds no other.
  expect(matches[0]!.version).toBe(1);
  // And on Kafka the match has exactly one event: waiting for a second finds only the first.
  await expect(
    collectMessages(kafka, topicPrefix + savedSearchMatched.topic, {
      filter: (m) => m.key === `${wanted.id}:${matchingHomeId}`,
      done: (ms) => ms.length >= 2,
      timeoutMs: 5_000,
    }),
  ).rejects.toThrow(/^only 1 matching message\(s\)/);
});

it(`keeps at most ${SAVED_SEARCH_LIMIT} saved searches a user, even when they are created at once`, async () => {
  const attempts = await Promise.all(
    Array.from({ length: SAVED_SEARCH_LIMIT + 4 }, (_, i) =>
      call(busyRenter, 'POST', '/trio/saved-searches', {
        name: `Search ${i + 1}`,
        frequency: 'daily',
        criteria: { query: 'Pune', minRent: 10_000 + i },
      }),
    ),
  );
  expect(attempts.filter((answer) => answer.status === 201)).toHaveLength(SAVED_SEARCH_LIMIT);
  const refused = attempts.filter((answer) => answer.status !== 201);
  expect(refused).toHaveLength(4);
  for (const answer of refused) {
    expect(answer.status).toBe(409);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body).toMatchObject({ code: 'SAVED_SEARCH_LIMIT', detail: SAVED_SEARCH_LIMIT_MESSAGE });
  }
  expect(await db.collection('saved_searches').countDocuments({ ownerId: busyRenter.userId })).toBe(SAVED_SEARCH_LIMIT);
});

it('rebuilds the percolator from the stored saved searches when the properties mapping version moved on', async () => {
  const percolator = running.app.get(SavedSearchPercolator);
  const client = new Client({ node: env.OPENSEARCH_URL! });
  try {
    // The alias as an older mapping version left it: its index named v0, holding nothing.
    const { body: aliases } = await client.indices.getAlias({ name: percolator.alias });
    const [current] = Object.keys(aliases as Record<string, unknown>);
    const older = `${percolator.alias}-v0-1-0000`;
    await client.indices.create({ index: older });
    await client.indices.updateAliases({
      body: {
        actions: [
          { remove: { index: current!, alias: percolator.alias } },
          { add: { index: older, alias: percolator.alias, is_write_index: true } },
        ],
      },
    });
    await client.indices.delete({ index: current! });
    expect(await percolator.isCurrent()).toBe(false);

    await running.app.get(SavedSearchesService).onApplicationBootstrap();

    expect(await percolator.isCurrent()).toBe(true);
    expect(await percolator.holds(wanted.id)).toBe(true);
    expect(await percolator.holds(landlordsOwn.id)).toBe(true);
    expect(await percolator.holds(paused.id)).toBe(false);
    const { statusCode } = await client.indices.exists({ index: older });
    expect(statusCode).toBe(404);
  } finally {
    await client.close();
  }
});

it("pauses a saved search by its alert's unsubscribe token, without the owner signing in; a wrong token is 404", async () => {
  const anonymous = (path: string) => sendJson(`${running.url}${path}`, { method: 'POST' });
  const link = (id: string, token: string) =>
    `/trio/saved-searches/${id}/unsubscribe?token=${encodeURIComponent(token)}`;
  const refusals = await Promise.all([
    anonymous(link(landlordsOwn.id, unsubscribeToken)),
    anonymous(link(wanted.id, `${unsubscribeToken.slice(0, -2)}xx`)),
    anonymous(link('6b00000000000000000000ff', unsubscribeToken)),
    anonymous(link('not-an-id', unsubscribeToken)),
  ]);
  for (const answer of refusals) {
    expect([answer.status, answer.body]).toEqual([404, expect.objectContaining({ code: 'NOT_FOUND' })]);
    expect(answer.body.detail).toBe(refusals[0]!.body.detail);
  }
  const percolator = running.app.get(SavedSearchPercolator);
  expect(await percolator.holds(landlordsOwn.id)).toBe(true);
  expect(await percolator.holds(wanted.id)).toBe(true);

  for (let click = 0; click < 2; click++) {
    const answer = await anonymous(link(wanted.id, unsubscribeToken));
    expect([answer.status, answer.body]).toEqual([200, { id: wanted.id, name: 'Jayanagar 2 BHK', paused: true }]);
  }
  expect((await storedSearch(wanted.id))?.paused).toBe(true);
  expect(await percolator.holds(wanted.id)).toBe(false);
  const mine = await call<SavedSearch[]>(renter, 'GET', '/trio/saved-searches');
  expect(mine.body.find((search) => search.id === wanted.id)?.paused).toBe(true);
});
